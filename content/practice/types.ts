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

export interface ItemModel {
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

export interface WrittenItem {
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
