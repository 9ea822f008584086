// The library the assistants answer from, as search documents: our topic notes, the written
// practice questions' explanations and the product FAQ. Built once per process (pure data).
import type { TopicNote } from '../../../../../content/library/types';
import { TOPIC_NOTES } from '../../../../../content/library/topic-notes';
import { PRACTICE_CONTENT } from '../../../../../content/practice/index';
import type { WrittenItem } from '../../../../../content/practice/types';
import { FAQ } from '../../../../../content/support/faq';
import type { FaqEntry } from '../../../../../content/support/types';
import { renderWrittenItem } from '../../practice/engine/render';
import type { RenderedQuestion } from '../../practice/engine/rendered-question';
import type { SearchDocument } from './bm25';

export type LibraryEntry =
  | { kind: 'note'; id: string; title: string; note: TopicNote }
  | { kind: 'question'; id: string; title: string; item: WrittenItem; rendered: RenderedQuestion }
  | { kind: 'faq'; id: string; title: string; faq: FaqEntry };

export type LibraryKind = LibraryEntry['kind'];
export type LibraryDocument = SearchDocument<LibraryEntry>;

export function noteDocument(note: TopicNote): LibraryDocument {
  return {
    key: `note:${note.id}`,
    payload: { kind: 'note', id: note.id, title: note.title, note },
    names: [withoutBrackets(note.title), ...bracketed(note.title), ...note.keywords],
    nameBoost: 1.5,
    fields: [
      { text: note.title, weight: 3 },
      { text: note.keywords.join(' ; '), weight: 3 },
      { text: note.definition, weight: 1.5 },
      { text: note.keyFindings.join(' '), weight: 1 },
      { text: note.diagnosis, weight: 1 },
      { text: note.management, weight: 1 },
      { text: note.pharmacology ?? '', weight: 1 },
      { text: note.dontMiss ?? '', weight: 0.8 },
    ],
  };
}

export function questionDocument(item: WrittenItem): LibraryDocument {
  const key = item.options[item.answerIndex];
  const distractors = item.options.filter((_, index) => index !== item.answerIndex);
  return {
    key: `question:${item.id}`,
    payload: { kind: 'question', id: item.id, title: item.topic, item, rendered: renderWrittenItem(item) },
    names: [withoutBrackets(item.topic)],
    nameBoost: 1.3,
    fields: [
      { text: item.topic, weight: 3 },
      { text: item.objective, weight: 1.5 },
      { text: key?.text ?? '', weight: 1.5 },
      { text: `${item.rationale} ${key?.why ?? ''}`, weight: 1 },
      // Distractors and the vignette name many other conditions: they count a little.
      { text: distractors.map((o) => `${o.text}. ${o.why}`).join(' '), weight: 0.25 },
      { text: item.stem, weight: 0.25 },
    ],
  };
}

export function faqDocument(faq: FaqEntry): LibraryDocument {
  return {
    key: `faq:${faq.id}`,
    payload: { kind: 'faq', id: faq.id, title: faq.question, faq },
    names: faq.keywords,
    nameBoost: 1.5,
    fields: [
      { text: faq.question, weight: 3 },
      { text: faq.keywords.join(' ; '), weight: 2.5 },
      { text: faq.answer.replace(/\]\([^)]*\)/g, ']'), weight: 1 },
    ],
  };
}

/** "Hypertension (primary)" -> "Hypertension". */
function withoutBrackets(title: string): string {
  return title.replace(/\([^)]*\)/g, ' ').trim();
}

/** "Acute coronary syndrome (STEMI, NSTEMI, unstable angina)" -> ["STEMI", "NSTEMI", "unstable angina"]. */
function bracketed(title: string): string[] {
  return [...title.matchAll(/\(([^)]*)\)/g)]
    .flatMap((m) => (m[1] ?? '').split(/,| and /))
    .map((s) => s.trim())
    .filter((s) => s && !QUALIFIERS.has(s.toLowerCase()));
}

/** Bracketed words that qualify a title rather than name its subject. */
const QUALIFIERS = new Set(['primary', 'secondary', 'latent', 'active', 'acute', 'chronic']);

export interface LibraryContent {
  notes: readonly TopicNote[];
  items: readonly WrittenItem[];
  faq: readonly FaqEntry[];
}

export function defaultLibraryContent(): LibraryContent {
  return { notes: TOPIC_NOTES, items: PRACTICE_CONTENT.flatMap((c) => c.items), faq: FAQ };
}

export function libraryDocuments(content: LibraryContent): { medical: LibraryDocument[]; support: LibraryDocument[] } {
  const faq = content.faq.map(faqDocument);
  return {
    medical: [...content.notes.map(noteDocument), ...content.items.map(questionDocument), ...faq],
    support: faq,
  };
}
