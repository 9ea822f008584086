// What a question asks for: which parts of a topic note (treatment, diagnosis, findings ...),
// and whether it asks for an ICD-10-CM code. The words that only say *what kind* of answer is
// wanted ("treatment", "symptoms", "code") are taken out of the search terms.
import { words } from './tokenize';

export const NOTE_SECTIONS = ['definition', 'findings', 'diagnosis', 'management', 'pharmacology', 'dontMiss'] as const;
export type NoteSection = (typeof NOTE_SECTIONS)[number];

/** Words that ask to compare two subjects ("difference between A and B", "A vs B"). */
const COMPARE_WORDS = new Set(['difference', 'differences', 'differ', 'differentiate', 'distinguish', 'compare', 'comparison', 'versus', 'vs']);

const SECTION_WORDS: Record<NoteSection, readonly string[]> = {
  definition: ['define', 'definition', 'cause', 'causes', 'caused', 'etiology', 'aetiology', 'pathophysiology', 'overview', 'pathogenesis'],
  findings: [
    'symptom', 'symptoms', 'sign', 'signs', 'present', 'presents', 'presentation', 'finding', 'findings', 'feature', 'features',
    'clinical', 'manifestation', 'manifestations', 'look', 'looks', 'characteristic', 'characteristics', 'classic',
  ],
  diagnosis: [
    'diagnose', 'diagnosed', 'diagnosis', 'diagnostic', 'diagnosing', 'test', 'tests', 'testing', 'workup', 'confirm', 'confirmatory',
    'investigation', 'investigations', 'investigate', 'imaging', 'lab', 'labs', 'evaluate', 'evaluation',
  ],
  management: [
    'treat', 'treats', 'treated', 'treating', 'treatment', 'treatments', 'manage', 'managed', 'managing', 'management', 'therapy',
    'therapies', 'cure', 'medication', 'medications', 'antidote', 'rx', 'choice',
  ],
  pharmacology: [
    'mechanism', 'moa', 'adverse', 'contraindication', 'contraindications', 'contraindicated', 'dose', 'dosing', 'dosage',
    'pharmacology', 'interaction', 'interactions', 'work', 'works',
  ],
  dontMiss: ['complication', 'complications', 'danger', 'dangerous', 'mimic', 'mimics', 'pitfall', 'pitfalls', 'miss'],
};

/** Two-word phrases that name a section ("first line", "side effects", "next step"). */
const SECTION_PHRASES: Record<string, NoteSection> = {
  'first line': 'management',
  'next step': 'management',
  'side effect': 'pharmacology',
  'side effects': 'pharmacology',
  'red flag': 'dontMiss',
  'red flags': 'dontMiss',
  'work up': 'diagnosis',
};

const CODE_WORDS = new Set(['icd', 'icd10', 'icd10cm', 'code', 'codes', 'coding', 'coded', 'billing', 'dx']);
/** Words that only frame a code question ("the ICD-10-CM code for ..."). */
const CODE_FRAME = new Set([...CODE_WORDS, '10', 'cm', 'diagnosis', 'diagnoses', 'diagnostic', 'number', 'correct', 'right', 'use', 'billable']);
/** An ICD-10-CM code as people write it: E11.9, e119, I10, S72.001A. */
const CODE_PATTERN = /\b([A-Za-z][0-9][0-9A-Za-z](?:\.?[0-9A-Za-z]{1,4})?)\b/g;

/** The question's words other than codes, stop words and code-question framing ("what is E11.9?" -> []). */
export function wordsBesideCodes(question: string): string[] {
  return words(question.replace(CODE_PATTERN, ' ')).filter((w) => !CODE_FRAME.has(w) && !STOP_FOR_CODES.has(w));
}

export interface QuestionIntent {
  sections: NoteSection[];
  /** The question compares subjects: each may cover only part of it. */
  compare: boolean;
  /** The question asks for a code ("ICD-10 code for ..."). */
  wantsCode: boolean;
  /** Code-like tokens in the question, normalized without the dot (E119). */
  codes: string[];
  /** Words of the question that are not about the kind of answer (for the search). */
  topicWords: string[];
  /** The question's topic for a code search ("essential hypertension"). */
  codeQuery: string;
}

export function detectIntent(question: string): QuestionIntent {
  const all = words(question);
  const sections = new Set<NoteSection>();
  const consumed = new Set<number>();

  for (let i = 0; i < all.length - 1; i++) {
    const phrase = SECTION_PHRASES[`${all[i]} ${all[i + 1]}`];
    if (phrase) {
      sections.add(phrase);
      consumed.add(i).add(i + 1);
    }
  }
  all.forEach((word, index) => {
    for (const section of NOTE_SECTIONS) {
      if (SECTION_WORDS[section].includes(word)) {
        sections.add(section);
        consumed.add(index);
      }
    }
  });

  let compare = false;
  all.forEach((word, index) => {
    if (COMPARE_WORDS.has(word)) {
      compare = true;
      consumed.add(index);
    }
  });

  const codes = [...question.matchAll(CODE_PATTERN)]
    .map((m) => (m[1] ?? '').replace('.', '').toUpperCase())
    .filter((code) => /^[A-Z]\d/.test(code));
  const wantsCode = all.some((word) => CODE_WORDS.has(word)) || /\bicd[\s-]*10/i.test(question);
  const topicWords = all.filter((word, index) => !consumed.has(index) && !(wantsCode && CODE_WORDS.has(word)));
  const codeQuery = all.filter((word) => !CODE_FRAME.has(word) && !STOP_FOR_CODES.has(word)).join(' ');

  return { sections: [...sections], compare, wantsCode, codes: [...new Set(codes)], topicWords, codeQuery };
}

const STOP_FOR_CODES = new Set([
  'what', 'whats', 'which', 'is', 'are', 'the', 'a', 'an', 'for', 'of', 'to', 'do', 'does', 'i', 'me', 'give', 'tell', 'please', 'find',
  'look', 'up', 'lookup', 'search', 'show', 'can', 'you', 'how', 'should', 'in', 'with', 'patient', 'mean', 'means', 'stand', 'stands',
]);
