// The structured library note: one topic with typed facts, so the assistant can answer the
// question actually asked (the antidote, the most common cause, the first-line drug) with the
// sentence that states it, and compare two topics field by field.
import { PRACTICE_CATEGORIES } from '../../src/contract/constants';

export const LIBRARY_SUBJECTS = [
  ...PRACTICE_CATEGORIES,
  'Pharmacology',
  'Biostatistics & Epidemiology',
  'Ethics & Law',
  'Nephrology & Acid-Base',
  'Hematology & Oncology',
  'Rheumatology',
  'Immunology',
  'Microbiology',
  'Osteopathic Principles',
] as const;
export type LibrarySubject = (typeof LIBRARY_SUBJECTS)[number];

/** What the note is about; decides which fields it must have. */
export const NOTE_KINDS = ['condition', 'drug', 'toxin', 'organism', 'concept', 'technique', 'test'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/**
 * Every text field is written as complete sentences that name the topic, so any one of them
 * can open an answer on its own ("The antidote for digoxin toxicity is digoxin immune Fab.",
 * not "Digoxin immune Fab."). List fields hold one self-contained statement per entry.
 */
export interface LibraryNote {
  /** Unique, kebab-case, prefixed by the subject's prefix (see SUBJECT_PREFIXES), e.g. "pharm-digoxin". */
  id: string;
  title: string;
  subject: LibrarySubject;
  kind: NoteKind;
  /** Other names a user may type: abbreviations, synonyms, lay and coder words, brand names. */
  aliases: readonly string[];
  /** One or two sentences: what it is. */
  definition: string;

  mostCommonCause?: string;
  causes?: readonly string[];
  riskFactors?: readonly string[];
  /** Mechanism of disease: why it happens. */
  pathophysiology?: string;
  /** Symptoms, signs and typical results. */
  presentation?: readonly string[];
  /** How the diagnosis is made, when the split below does not fit. */
  diagnosis?: string;
  bestInitialTest?: string;
  /** The confirmatory test or gold standard. */
  testOfChoice?: string;
  criteria?: { name: string; items: readonly string[] };
  /** First-line treatment, stated as such. */
  firstLine?: string;
  /** Management beyond the first line: next steps, escalation, special situations. */
  management?: string;
  /** Drugs and toxins: mechanism of action. */
  mechanism?: string;
  indications?: readonly string[];
  adverseEffects?: readonly string[];
  contraindications?: readonly string[];
  interactions?: readonly string[];
  antidote?: string;
  complications?: readonly string[];
  prognosis?: string;
  prevention?: string;
  /** How it differs from a topic it is confused with; `with` is that note's id. */
  keyComparisons?: readonly { with: string; difference: string }[];
  /** "Why" questions students ask, answered in one to three sentences. */
  why?: readonly { question: string; answer: string }[];
  /** Other facts worth knowing: numbers, associations, exam favourites. */
  highYield?: readonly string[];
  /** Red flags, dangerous mimics, what not to miss. */
  dontMiss?: string;
  /** ICD-10-CM codes (with the dot) for the condition, most common first. */
  icd10?: readonly string[];
}

export const SUBJECT_PREFIXES: Record<LibrarySubject, string> = {
  Cardiology: 'card',
  Pulmonology: 'pulm',
  Gastroenterology: 'gi',
  Neurology: 'neuro',
  Endocrinology: 'endo',
  'Infectious Disease': 'id',
  Psychiatry: 'psych',
  Surgery: 'surg',
  Pediatrics: 'peds',
  'Obstetrics & Gynecology': 'obgyn',
  'Emergency Medicine': 'em',
  Pharmacology: 'pharm',
  'Biostatistics & Epidemiology': 'biostat',
  'Ethics & Law': 'ethics',
  'Nephrology & Acid-Base': 'renal',
  'Hematology & Oncology': 'heme',
  Rheumatology: 'rheum',
  Immunology: 'immuno',
  Microbiology: 'micro',
  'Osteopathic Principles': 'omm',
};
