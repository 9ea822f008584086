// The shape of authored practice content. Two kinds:
// - ItemModel: automatic item generation; one model renders many consistent vignettes.
// - WrittenItem: one complete vignette written by hand.
// The renderer and validators live in src/server/features/practice/engine/.

import type { ExamType, PracticeCategory } from '../../src/contract/constants';
import type { LabKey } from './lab-reference';

/** An answer choice with the reason it is right, or when it *would* be right. */
export interface AnswerOption {
  /** Option text without its letter, e.g. "Acute pericarditis". */
  text: string;
  /** For the key: why it is right. For a distractor: one or two sentences on why it is wrong here / when it would be right. */
  why: string;
}

/**
 * A numeric variable drawn uniformly from [min, max] in steps of `step` (default 1).
 * With `lab`, the unit comes from the shared lab table and the range is checked against
 * that table's reference interval using `expect`.
 */
export interface NumberVariable {
  kind: 'number';
  min: number;
  max: number;
  step?: number;
  /** Unit printed after the value by `{{name}}`; `{{name:v}}` prints the bare value. Ignored when `lab` is set. */
  unit?: string;
  lab?: LabKey;
  /** Where the declared range must sit relative to the lab's reference interval. Required with `lab`. */
  expect?: 'low' | 'normal' | 'high' | 'any';
  /** Print thousands separators (e.g. 14,500). */
  thousands?: boolean;
}

/** A variable that takes one of a list of phrases, e.g. a setting or a history detail. */
export interface ChoiceVariable {
  kind: 'choice';
  values: readonly string[];
}

export type VariableSpec = NumberVariable | ChoiceVariable;
export type RenderedValues = Record<string, string | number>;

/** Who the patient is. The renderer provides {{age}}, {{ageText}} ("54-year-old"), {{person}} (man/woman/boy/girl/infant...), {{he}}/{{He}}/{{his}}/{{His}}/{{him}}. */
export interface PatientSpec {
  sex: 'male' | 'female' | 'any';
  age: { min: number; max: number; unit?: 'years' | 'months' | 'weeks' | 'days' };
}

export interface ItemModel extends ItemTeaching {
  /** Unique, kebab-case, prefixed by the category, e.g. "cardio-inferior-stemi". */
  id: string;
  category: PracticeCategory;
  /** Exam types this model serves. Osteopathic (OMM/OPP) models are ['comlex'] only. */
  examTypes: readonly ExamType[];
  /** Short topic name, used for balancing and by the chat library citations. */
  topic: string;
  patient: PatientSpec;
  variables: Record<string, VariableSpec>;
  /** Values computed from the drawn ones (e.g. anion gap). Returned keys become template tokens. */
  derive?: (v: RenderedValues) => RenderedValues;
  /** Cross-variable consistency (e.g. diastolic < systolic - 20). The renderer redraws until true. */
  check?: (v: RenderedValues) => boolean;
  /** Vignette template with {{tokens}}: age and sex, setting, complaint, history, exam with vitals, results. */
  stem: string;
  /** One question answerable before seeing the options. */
  leadIn: string;
  key: AnswerOption;
  /** At least 4; each render uses 4 of them. Every one must be wrong for every render. Homogeneous with the key. */
  distractors: readonly AnswerOption[];
  /** Reasoning from the stem's findings to the key (may use {{tokens}}). Opens the explanation. */
  rationale: string;
  /** One line: what the student should be able to do. */
  objective: string;
}

/**
 * What a lead-in asks the student to do. The distinct-item counter groups rendered items by
 * (topic, key, task): two items that test the same thing with other numbers count once.
 */
export const ITEM_TASKS = [
  'diagnosis',
  'next-step',
  'treatment',
  'mechanism',
  'pathophysiology',
  'adverse-effect',
  'complication',
  'risk-factor',
  'investigation',
  'interpretation',
  'prognosis',
  'prevention',
  'anatomy',
  'ethics',
  'osteopathic-diagnosis',
  'omt-choice',
] as const;
export type ItemTask = (typeof ITEM_TASKS)[number];

/** A small table shown under the explanation (e.g. a differential). Plain text cells. */
export interface ExplanationTable {
  caption: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/** Fields every item written for the second question bank carries (optional on older items). */
export interface ItemTeaching {
  /** What the lead-in asks for (see ITEM_TASKS). */
  task?: ItemTask;
  /**
   * Reasoning steps from the stem to the key: 1 = recognise and name; 2 or more = e.g.
   * recognise the disease, then choose the mechanism of the drug that treats it.
   */
  steps?: 1 | 2 | 3;
  /** One line to remember, shown last in the explanation. */
  takeHome?: string;
  table?: ExplanationTable;
  /** The vignette carries osteopathic content (structural findings, viscerosomatic levels, OMT choice). */
  osteopathic?: boolean;
}

export interface WrittenItem extends ItemTeaching {
  /** Unique, kebab-case, prefixed by the category, e.g. "cardio-w-aortic-dissection". */
  id: string;
  category: PracticeCategory;
  examTypes: readonly ExamType[];
  topic: string;
  stem: string;
  leadIn: string;
  /** Exactly 5, in a logical order (alphabetical or numeric); letters are added by the renderer. */
  options: readonly [AnswerOption, AnswerOption, AnswerOption, AnswerOption, AnswerOption];
  /** Index (0-4) of the key in `options`. */
  answerIndex: 0 | 1 | 2 | 3 | 4;
  rationale: string;
  objective: string;
}

export interface CategoryContent {
  category: PracticeCategory;
  models: readonly ItemModel[];
  items: readonly WrittenItem[];
}
