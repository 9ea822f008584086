import { describe, expect, it } from 'vitest';
import type { CategoryContent, ItemModel } from '../../../../../content/practice/types';
import { sampleModel } from './__fixtures__/sample-model';
import { createRandom } from './random';
import { renderModel } from './render';
import type { RenderedQuestion } from './rendered-question';
import { articleProblems, sexProblems, validateCategory, validateDrawnNumbers, validateModel, validateRendered } from './validate';

const good = (): RenderedQuestion => renderModel(sampleModel, createRandom(11));
const problemsOf = (change: (q: RenderedQuestion) => Partial<RenderedQuestion>) => {
  const q = good();
  return validateRendered({ ...q, ...change(q) }).join('\n');
};
const replaceOption = (q: RenderedQuestion, index: number, value: string) => q.options.map((o, i) => (i === index ? value : o));

describe('validateRendered', () => {
  it('accepts a good render', () => {
    expect(validateRendered(good())).toEqual([]);
  });

  it.each<[string, (q: RenderedQuestion) => Partial<RenderedQuestion>, RegExp]>([
    ['four options', (q) => ({ options: q.options.slice(0, 4) }), /has 4 options, not 5/],
    ['a wrong letter', (q) => ({ options: replaceOption(q, 1, `C. ${q.options[1]?.slice(3)}`) }), /option 2 does not start with "B\. "/],
    ['a duplicate option', (q) => ({ options: replaceOption(q, 4, `E. ${q.options[0]?.slice(3)}`) }), /options are not distinct/],
    ['a key outside the options', () => ({ correctAnswer: 'F. Something else' }), /correctAnswer is not one of the options/],
    ['an option the explanation skips', (q) => ({ options: replaceOption(q, 2, 'C. Pericardiocentesis') }), /explanation does not address "Pericardiocentesis"/],
    ['all of the above', (q) => ({ options: replaceOption(q, 4, 'E. All of the above') }), /banned option/],
    ['none of the above', (q) => ({ options: replaceOption(q, 0, 'A. None of the above') }), /banned option/],
    ['a short stem', () => ({ question: 'Chest pain.\n\nWhat is it?' }), /stem length/],
    ['a lead-in that is not a question', (q) => ({ question: q.question.replace(/\?$/, '.') }), /lead-in is not a question/],
    ['a short explanation', () => ({ explanation: 'Because.' }), /explanation length/],
    ['an overlong option', (q) => ({ options: replaceOption(q, 0, `A. ${'x'.repeat(200)}`) }), /option length/],
    ['an empty objective', () => ({ learningObjective: '' }), /learning objective length/],
    ['an unfilled token', (q) => ({ question: q.question.replace('comes', 'comes {{oops}}') }), /unfilled template token/],
    ['undefined in text', (q) => ({ question: q.question.replace('comes', 'undefined comes') }), /undefined\/NaN\/null/],
    ['a wrong article', (q) => ({ question: `A 8-year-old boy. ${q.question}` }), /should read "an 8"/],
    ['"1 days"', (q) => ({ question: q.question.replace('comes', 'comes after 1 days') }), /plural unit/],
  ])('rejects %s', (_name, change, expected) => {
    expect(problemsOf(change)).toMatch(expected);
  });

  it('checks anatomy against the drawn sex in the stem', () => {
    expect(sexProblems('Her last menstrual period was 3 weeks ago.', 'male')).toHaveLength(1);
    expect(sexProblems('He has an enlarged, tender prostate.', 'female')).toHaveLength(1);
    expect(sexProblems('He was born at term after an uncomplicated pregnancy.', 'male')).toEqual([]);
    expect(sexProblems('Pelvic examination shows a normal uterus.', 'female')).toEqual([]);
    const withOvary = (q: RenderedQuestion) => ({ patientSex: 'male' as const, question: q.question.replace('comes', 'with a tender ovary comes') });
    expect(problemsOf(withOvary)).toMatch(/"ovary" in the stem of a male patient/);
  });

  it('finds every article that disagrees with its numeral', () => {
    expect(articleProblems('a 8-cm mass and an 7-year-old and an 8-year-old and a 1,800-g baby')).toHaveLength(2);
  });
});

describe('validateModel', () => {
  const withVariable = (variable: ItemModel['variables'][string], sex: ItemModel['patient']['sex'] = 'any') =>
    validateModel({ ...sampleModel, patient: { ...sampleModel.patient, sex }, variables: { x: variable } }).join('\n');

  it('accepts the sample model', () => {
    expect(validateModel(sampleModel)).toEqual([]);
  });

  it('checks declared ranges against the lab table', () => {
    expect(withVariable({ kind: 'number', lab: 'potassium', min: 5.6, max: 6.8, step: 0.1, expect: 'high' })).toBe('');
    expect(withVariable({ kind: 'number', lab: 'potassium', min: 4.8, max: 6.8, step: 0.1, expect: 'high' })).toMatch(/expect high but min 4.8/);
    expect(withVariable({ kind: 'number', lab: 'sodium', min: 120, max: 137, expect: 'low' })).toMatch(/expect low but max 137/);
    expect(withVariable({ kind: 'number', lab: 'sodium', min: 135, max: 140, expect: 'normal' })).toMatch(/expect normal/);
    expect(withVariable({ kind: 'number', lab: 'sodium', min: 100, max: 140, expect: 'any' })).toMatch(/outside plausible/);
    expect(withVariable({ kind: 'number', lab: 'sodium', min: 130, max: 140 })).toMatch(/lab variable without expect/);
    expect(withVariable({ kind: 'number', lab: 'hemoglobinMale', min: 14, max: 16, step: 0.1, expect: 'normal' }, 'female')).toMatch(
      /hemoglobinMale used for patient sex "female"/,
    );
    expect(withVariable({ kind: 'number', min: 9, max: 3 })).toMatch(/min above max/);
    expect(withVariable({ kind: 'choice', values: [] })).toMatch(/no values/);
  });

  it('checks ids, distractors and whys', () => {
    expect(validateModel({ ...sampleModel, id: 'Not Kebab' }).join()).toMatch(/kebab-case/);
    expect(validateModel({ ...sampleModel, distractors: sampleModel.distractors.slice(0, 3) }).join()).toMatch(/only 3 distractors/);
    expect(validateModel({ ...sampleModel, distractors: [...sampleModel.distractors, { text: 'alteplase', why: 'A repeat of another option.' }] }).join()).toMatch(
      /not all distinct/,
    );
    expect(validateModel({ ...sampleModel, key: { text: 'Ibuprofen', why: 'Short.' } }).join()).toMatch(/too short a why/);
  });

  it('flags drawn numbers outside the declared range', () => {
    expect(validateDrawnNumbers(sampleModel, { hr: 92, sbp: 112 })).toEqual([]);
    expect(validateDrawnNumbers(sampleModel, { hr: 140 })).toEqual(['hr=140 outside 92-108']);
  });
});

describe('validateCategory', () => {
  it('needs enough models and items, COMLEX-only content and something for USMLE', () => {
    const content: CategoryContent = { category: 'Cardiology', models: [sampleModel], items: [] };
    const problems = validateCategory(content).join('\n');
    expect(problems).toMatch(/1 models, need 8/);
    expect(problems).toMatch(/0 items, need 10/);
    expect(problems).toMatch(/no COMLEX-only osteopathic content/);
    expect(validateCategory({ ...content, models: [{ ...sampleModel, category: 'Neurology' }] }).join()).toMatch(/category Neurology in Cardiology/);
  });
});
