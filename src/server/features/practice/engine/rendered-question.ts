import type { ExamType, PracticeCategory } from '../../../../contract/constants';

/** One concrete question, ready to store and show. */
export interface RenderedQuestion {
  /** The model or written item it came from. */
  sourceId: string;
  category: PracticeCategory;
  examTypes: readonly ExamType[];
  /** Stem and lead-in, separated by a blank line. */
  question: string;
  /** Five strings "A. ..." to "E. ...". */
  options: string[];
  correctAnswer: string;
  explanation: string;
  learningObjective: string;
  /** The drawn numeric values by variable name (models only), for range checks. */
  numbers: Record<string, number>;
  /** The patient's sex as drawn (models only), for the sex-consistency check. */
  patientSex?: 'male' | 'female';
}

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
