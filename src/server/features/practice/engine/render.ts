// Turns authored content (item models and written items) into concrete questions.

import { LAB_REFERENCE } from '../../../../../content/practice/lab-reference';
import type { AnswerOption, ItemModel, RenderedValues, WrittenItem } from '../../../../../content/practice/types';
import { drawPatient } from './patient';
import type { Random } from './random';
import { OPTION_LETTERS, type RenderedQuestion } from './rendered-question';
import { fillTemplate, formatNumber, withUnit } from './template';

const MAX_DRAWS = 200;

export function renderModel(model: ItemModel, random: Random): RenderedQuestion {
  const { patient, drawn } = drawValues(model, random);
  const bare: RenderedValues = { ...patient.tokens, ...drawn.bare };
  const full: RenderedValues = { ...patient.tokens, ...drawn.full };
  const fill = (template: string) => fillTemplate(template, full, bare);

  const chosen = random.sample(model.distractors, 4);
  const options = lettered([model.key, ...chosen].sort(byText));
  const keyOption = options.find((option) => option.source === model.key);
  if (!keyOption) throw new Error(`${model.id}: key lost while ordering options`);

  return {
    sourceId: model.id,
    category: model.category,
    examTypes: model.examTypes,
    question: `${fill(model.stem)}\n\n${fill(model.leadIn)}`,
    options: options.map((option) => option.label),
    correctAnswer: keyOption.label,
    explanation: explain(fill(model.rationale), options, keyOption.source),
    learningObjective: model.objective,
    numbers: drawn.numbers,
    patientSex: patient.sex,
  };
}

export function renderWrittenItem(item: WrittenItem): RenderedQuestion {
  const options = lettered(item.options);
  const keyOption = options[item.answerIndex];
  if (!keyOption) throw new Error(`${item.id}: answerIndex out of range`);
  return {
    sourceId: item.id,
    category: item.category,
    examTypes: item.examTypes,
    question: `${item.stem}\n\n${item.leadIn}`,
    options: options.map((option) => option.label),
    correctAnswer: keyOption.label,
    explanation: explain(item.rationale, options, keyOption.source),
    learningObjective: item.objective,
    numbers: {},
  };
}

interface LetteredOption {
  source: AnswerOption;
  label: string;
}

function lettered(options: readonly AnswerOption[]): LetteredOption[] {
  return options.map((source, index) => ({ source, label: `${OPTION_LETTERS[index]}. ${source.text}` }));
}

function byText(a: AnswerOption, b: AnswerOption): number {
  return a.text.localeCompare(b.text, 'en', { numeric: true, sensitivity: 'base' });
}

function explain(rationale: string, options: LetteredOption[], key: AnswerOption): string {
  const keyLabel = options.find((option) => option.source === key)?.label ?? key.text;
  const others = options
    .filter((option) => option.source !== key)
    .map((option) => `${option.label}: ${option.source.why}`);
  return [rationale, `${keyLabel} is correct. ${key.why}`, ...others].join('\n\n');
}

interface DrawnValues {
  full: RenderedValues;
  bare: RenderedValues;
  numbers: Record<string, number>;
}

/** Draws the patient and the variables together, again until check() holds (it may depend on age or sex). */
function drawValues(model: ItemModel, random: Random): { patient: ReturnType<typeof drawPatient>; drawn: DrawnValues } {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const patient = drawPatient(model.patient, random);
    const drawn = drawOnce(model, random);
    // derive() and check() see numbers as numbers, choices as their phrase, and the
    // patient's age and sex (a variable of the same name wins).
    const values = { age: patient.tokens.age as number, sex: patient.sex, ...drawn.bare, ...drawn.numbers };
    const derived = model.derive ? model.derive(values) : {};
    if (!model.check || model.check({ ...values, ...derived })) {
      const all = { ...drawn.bare, ...derived };
      return { patient, drawn: { full: { ...drawn.full, ...derived }, bare: all, numbers: drawn.numbers } };
    }
  }
  throw new Error(`${model.id}: no draw satisfied check() in ${MAX_DRAWS} attempts`);
}

function drawOnce(model: ItemModel, random: Random): DrawnValues {
  const full: RenderedValues = {};
  const bare: RenderedValues = {};
  const numbers: Record<string, number> = {};
  for (const [name, spec] of Object.entries(model.variables)) {
    if (spec.kind === 'choice') {
      const value = random.pick(spec.values);
      full[name] = value;
      bare[name] = value;
      continue;
    }
    const step = spec.step ?? 1;
    const steps = Math.round((spec.max - spec.min) / step);
    const value = roundTo(spec.min + random.int(0, steps) * step, step);
    // Large counts read with separators (12,500/mm³) unless the author says otherwise.
    const text = formatNumber(value, step, spec.thousands ?? spec.max >= 10000);
    const unit = spec.lab ? LAB_REFERENCE[spec.lab].unit : (spec.unit ?? '');
    numbers[name] = value;
    bare[name] = text;
    full[name] = withUnit(text, unit);
  }
  return { full, bare, numbers };
}

function roundTo(value: number, step: number): number {
  const factor = 1 / step;
  return Number.isInteger(factor) ? Math.round(value * factor) / factor : Number(value.toPrecision(12));
}
