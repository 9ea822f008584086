// The patient tokens every stem may use: age, person noun and pronouns.

import type { PatientSpec, RenderedValues } from '../../../../../content/practice/types';
import type { Random } from './random';

export type Sex = 'male' | 'female';

export function drawPatient(spec: PatientSpec, random: Random): { sex: Sex; tokens: RenderedValues } {
  const sex: Sex = spec.sex === 'any' ? random.pick(['male', 'female'] as const) : spec.sex;
  const unit = spec.age.unit ?? 'years';
  const age = random.int(spec.age.min, spec.age.max);
  const male = sex === 'male';
  const pronouns = male
    ? { he: 'he', He: 'He', his: 'his', His: 'His', him: 'him' }
    : { he: 'she', He: 'She', his: 'her', His: 'Her', him: 'her' };
  return {
    sex,
    tokens: {
      age,
      ageText: `${age}-${unit.slice(0, -1)}-old`,
      person: personNoun(age, unit, male),
      ...pronouns,
    },
  };
}

function personNoun(age: number, unit: NonNullable<PatientSpec['age']['unit']>, male: boolean): string {
  const ageInDays = { days: 1, weeks: 7, months: 30.4, years: 365.25 }[unit] * age;
  if (ageInDays < 28) return 'newborn';
  if (ageInDays < 365) return 'infant';
  if (ageInDays < 18 * 365.25) return male ? 'boy' : 'girl';
  return male ? 'man' : 'woman';
}
