// Machine checks every authored model, written item and rendered question must pass.

import { LAB_REFERENCE } from '../../../../../content/practice/lab-reference';
import type { CategoryContent, ItemModel, NumberVariable, WrittenItem } from '../../../../../content/practice/types';
import { OPTION_LETTERS, type RenderedQuestion } from './rendered-question';
import { startsWithVowelSound } from './template';

export const MIN_MODELS_PER_CATEGORY = 8;
export const MIN_ITEMS_PER_CATEGORY = 10;
const LIMITS = { stem: [120, 2500], option: [1, 160], explanation: [80, 6000], objective: [10, 220] } as const;
const BANNED_OPTION = /\b(all|none|both) of the above\b/i;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Problems with one rendered question; empty when it is valid. */
export function validateRendered(q: RenderedQuestion): string[] {
  const problems: string[] = [];
  const stem = q.question.split('\n\n')[0] ?? '';
  const leadIn = q.question.split('\n\n').at(-1) ?? '';
  if (q.options.length !== 5) problems.push(`has ${q.options.length} options, not 5`);
  const texts = q.options.map((option, index) => {
    const letter = OPTION_LETTERS[index];
    if (!option.startsWith(`${letter}. `)) problems.push(`option ${index + 1} does not start with "${letter}. "`);
    return option.slice(3);
  });
  if (new Set(texts.map((t) => t.toLowerCase())).size !== texts.length) problems.push('options are not distinct');
  if (!q.options.includes(q.correctAnswer)) problems.push('correctAnswer is not one of the options');
  const explanation = q.explanation.toLowerCase();
  for (const text of texts) {
    if (!inRange(text.length, LIMITS.option)) problems.push(`option length ${text.length} outside ${LIMITS.option}: "${text}"`);
    if (BANNED_OPTION.test(text)) problems.push(`banned option "${text}"`);
    // Case-insensitive: an explanation may start a sentence with the option or use it mid-sentence.
    if (!explanation.includes(text.toLowerCase())) problems.push(`explanation does not address "${text}"`);
  }
  if (!inRange(stem.length, LIMITS.stem)) problems.push(`stem length ${stem.length} outside ${LIMITS.stem}`);
  if (!leadIn.trim().endsWith('?')) problems.push('lead-in is not a question ending with "?"');
  if (!inRange(q.explanation.length, LIMITS.explanation)) problems.push(`explanation length ${q.explanation.length}`);
  if (!inRange(q.learningObjective.length, LIMITS.objective)) problems.push('learning objective length');
  const all = [q.question, ...q.options, q.explanation, q.learningObjective].join('\n');
  if (/\{\{|\}\}/.test(all)) problems.push('unfilled template token');
  if (/\b(undefined|NaN|null)\b/.test(all)) problems.push('undefined/NaN/null in text');
  problems.push(...articleProblems(all));
  if (/\b1 (days|weeks|months|years|hours|minutes|episodes|pack-years)\b/.test(all)) problems.push('"1" with a plural unit');
  if (q.patientSex) problems.push(...sexProblems(stem, q.patientSex));
  return problems;
}

const ARTICLE_NUMERAL = /\b(a|an|A|An) (\d[\d,]*(?:\.\d+)?)(?=[-\s.,;:)%°/]|$)/g;

/** "a 8-year-old", "an 7-cm": an article that disagrees with the numeral after it. */
export function articleProblems(text: string): string[] {
  const problems: string[] = [];
  for (const [whole, article, numeral] of text.matchAll(ARTICLE_NUMERAL)) {
    const wanted = startsWithVowelSound(numeral as string) ? 'an' : 'a';
    if ((article as string).toLowerCase() !== wanted) problems.push(`"${whole}" should read "${wanted} ${numeral}"`);
  }
  return problems;
}

// Pregnancy is left out: a newborn's stem rightly mentions the mother's pregnancy.
const FEMALE_ONLY = /\b(menstrua\w*|uter(us|ine)|ovar(y|ian|ies)|vagina\w*|endometri\w*)\b/i;
const MALE_ONLY = /\b(prostat\w*|testic\w*|testis|testes|scrot\w*|penile|penis)\b/i;

/** Anatomy or history that does not fit the drawn sex of the patient (stem only). */
export function sexProblems(stem: string, sex: 'male' | 'female'): string[] {
  const found = (sex === 'male' ? FEMALE_ONLY : MALE_ONLY).exec(stem);
  return found ? [`"${found[0]}" in the stem of a ${sex} patient`] : [];
}

/** Static problems with a model: ids, distractors, variable ranges against the lab table. */
export function validateModel(model: ItemModel): string[] {
  const problems: string[] = [];
  if (!KEBAB.test(model.id)) problems.push('id is not kebab-case');
  if (model.examTypes.length === 0) problems.push('no exam types');
  if (model.distractors.length < 4) problems.push(`only ${model.distractors.length} distractors`);
  const texts = [model.key, ...model.distractors].map((o) => o.text.trim().toLowerCase());
  if (new Set(texts).size !== texts.length) problems.push('key and distractors are not all distinct');
  for (const option of [model.key, ...model.distractors]) {
    if (option.why.trim().length < 20) problems.push(`"${option.text}" has too short a why`);
  }
  const { age, sex } = model.patient;
  if (age.min > age.max || age.min < 0) problems.push('patient age range is invalid');
  for (const [name, spec] of Object.entries(model.variables)) {
    if (spec.kind === 'choice') {
      if (spec.values.length === 0) problems.push(`${name}: no values`);
      continue;
    }
    problems.push(...validateNumberVariable(name, spec, sex));
  }
  return problems;
}

function validateNumberVariable(name: string, spec: NumberVariable, sex: ItemModel['patient']['sex']): string[] {
  const problems: string[] = [];
  const step = spec.step ?? 1;
  if (spec.min > spec.max) problems.push(`${name}: min above max`);
  if (step <= 0) problems.push(`${name}: step must be positive`);
  if (!spec.lab) return problems;
  const ref = LAB_REFERENCE[spec.lab];
  if (!spec.expect) problems.push(`${name}: lab variable without expect`);
  if (spec.min < ref.plausible[0] || spec.max > ref.plausible[1]) {
    problems.push(`${name}: range ${spec.min}-${spec.max} outside plausible ${ref.plausible.join('-')} for ${spec.lab}`);
  }
  if (spec.expect === 'high' && spec.min <= ref.high) problems.push(`${name}: expect high but min ${spec.min} <= ${ref.high}`);
  if (spec.expect === 'low' && spec.max >= ref.low) problems.push(`${name}: expect low but max ${spec.max} >= ${ref.low}`);
  if (spec.expect === 'normal' && (spec.min < ref.low || spec.max > ref.high)) {
    problems.push(`${name}: expect normal but ${spec.min}-${spec.max} leaves ${ref.low}-${ref.high}`);
  }
  const sexed = spec.lab.endsWith('Male') ? 'male' : spec.lab.endsWith('Female') ? 'female' : null;
  if (sexed && sex !== sexed) problems.push(`${name}: ${spec.lab} used for patient sex "${sex}"`);
  return problems;
}

/** Drawn numbers must sit inside the declared ranges. */
export function validateDrawnNumbers(model: ItemModel, numbers: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(numbers)) {
    const spec = model.variables[name];
    if (spec?.kind !== 'number') continue;
    if (value < spec.min - 1e-9 || value > spec.max + 1e-9) problems.push(`${name}=${value} outside ${spec.min}-${spec.max}`);
  }
  return problems;
}

export function validateWrittenItem(item: WrittenItem): string[] {
  const problems: string[] = [];
  if (!KEBAB.test(item.id)) problems.push('id is not kebab-case');
  if (item.examTypes.length === 0) problems.push('no exam types');
  for (const option of item.options) {
    if (option.why.trim().length < 20) problems.push(`"${option.text}" has too short a why`);
  }
  return problems;
}

/** Coverage rules for one category: counts, osteopathic content, unique ids. */
export function validateCategory(content: CategoryContent): string[] {
  const problems: string[] = [];
  const { category, models, items } = content;
  if (models.length < MIN_MODELS_PER_CATEGORY) problems.push(`${category}: ${models.length} models, need ${MIN_MODELS_PER_CATEGORY}`);
  if (items.length < MIN_ITEMS_PER_CATEGORY) problems.push(`${category}: ${items.length} items, need ${MIN_ITEMS_PER_CATEGORY}`);
  for (const entry of [...models, ...items]) {
    if (entry.category !== category) problems.push(`${entry.id}: category ${entry.category} in ${category} content`);
  }
  const comlexOnly = [...models, ...items].filter((e) => e.examTypes.length === 1 && e.examTypes[0] === 'comlex');
  if (comlexOnly.length === 0) problems.push(`${category}: no COMLEX-only osteopathic content`);
  const usmle = [...models, ...items].filter((e) => e.examTypes.includes('usmle'));
  if (usmle.length === 0) problems.push(`${category}: nothing for USMLE`);
  return problems;
}

function inRange(value: number, [min, max]: readonly [number, number]): boolean {
  return value >= min && value <= max;
}
