// A high-yield library note: one topic, retrieved and cited by the chat assistants.
import type { PracticeCategory } from '../../src/contract/constants';

export interface TopicNote {
  /** Unique, kebab-case, e.g. "acute-pericarditis". Used in citation links. */
  id: string;
  title: string;
  category: PracticeCategory;
  /** Synonyms, abbreviations and lay terms a user might type (e.g. "MI", "heart attack"). */
  keywords: readonly string[];
  /** One or two sentences. */
  definition: string;
  /** Symptoms, signs and typical results, one short statement each. */
  keyFindings: readonly string[];
  /** The first test and the confirmatory test. */
  diagnosis: string;
  /** Guideline-level first-line management. */
  management: string;
  /** First-line drugs and their mechanism or key adverse effects, where relevant. */
  pharmacology?: string;
  /** What not to miss: red flags, complications, dangerous mimics. */
  dontMiss?: string;
}
