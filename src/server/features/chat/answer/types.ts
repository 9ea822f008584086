// What both engines produce, and the numbered sources an answer cites.
import { type Citation, type CitationKind, icdCodeUrl, sourceUrl } from '../../../../contract/chat';
import type { LibraryEntry } from '../retrieval/corpus';
import { passageText } from './passages';

/** A numbered source with the text an answer (offline or from the model) may use. */
export interface Passage {
  citation: Citation;
  text: string;
}

export type AnswerOutcome = 'answered' | 'not-found' | 'small-talk' | 'redirect';

export interface ComposedAnswer {
  outcome: AnswerOutcome;
  /** Markdown, with the medical disclaimer when medical content is given. */
  text: string;
  citations: Citation[];
  /** Medical content was given (the disclaimer is part of `text`). */
  medical: boolean;
  /** The sources a model may answer from (only when outcome is 'answered'). */
  passages: Passage[];
}

/** Hands out [1], [2] ... in the order sources are first used. */
export class CitationList {
  private readonly list: Citation[] = [];

  cite(kind: CitationKind, id: string, title: string, url: string): number {
    const existing = this.list.find((c) => c.kind === kind && c.id === id);
    if (existing) return existing.ref;
    const ref = this.list.length + 1;
    this.list.push({ ref, kind, id, title, url });
    return ref;
  }

  citeEntry(entry: LibraryEntry): number {
    return this.cite(entry.kind, entry.id, entry.title, sourceUrl(entry.kind, entry.id));
  }

  citeCode(code: string, description: string): number {
    return this.cite('icd', code, `${code} ${description}`, icdCodeUrl(code));
  }

  get all(): Citation[] {
    return [...this.list];
  }
}

/** Library sources as numbered passages, in the given order (duplicates dropped). */
export function toPassages(entries: readonly LibraryEntry[]): Passage[] {
  const seen = new Set<string>();
  const out: Passage[] = [];
  for (const entry of entries) {
    const key = `${entry.kind}:${entry.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      citation: { ref: out.length + 1, kind: entry.kind, id: entry.id, title: entry.title, url: sourceUrl(entry.kind, entry.id) },
      text: passageText(entry),
    });
  }
  return out;
}
