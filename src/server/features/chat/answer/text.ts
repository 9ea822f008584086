// Small text helpers for composing answers from authored passages.
import { MEDICAL_DISCLAIMER } from '../../../../contract/constants';
import { terms, words } from '../retrieval/tokenize';

/** Sentence boundaries: ". " before a capital, digit or bracket ("e.g. aspirin" is not one). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function firstSentences(text: string, count: number): string {
  return sentences(text).slice(0, count).join(' ');
}

/** How many of `queryTerms` a text contains (stemmed). */
export function termOverlap(text: string, queryTerms: ReadonlySet<string>): number {
  let count = 0;
  for (const term of new Set(terms(text))) if (queryTerms.has(term)) count++;
  return count;
}

/** Markdown-safe inline text: our content has no Markdown, but a stray * or _ must not format. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_`[\]<>#|])/g, '\\$1');
}

export const DISCLAIMER_BLOCK = `\n\n---\n*${MEDICAL_DISCLAIMER}*`;

export function withDisclaimer(text: string): string {
  return `${text}${DISCLAIMER_BLOCK}`;
}

const SMALL_TALK = new Set([
  'hi', 'hello', 'hey', 'hiya', 'yo', 'thanks', 'thank', 'you', 'thx', 'ty', 'ok', 'okay', 'bye', 'goodbye', 'good', 'morning',
  'afternoon', 'evening', 'great', 'cool', 'cheers', 'there', 'much', 'so', 'awesome', 'nice', 'perfect', 'got', 'it',
]);

/** "hi", "thanks!", "ok thank you" — nothing to look up. */
export function isSmallTalk(question: string): boolean {
  const all = words(question);
  return all.length > 0 && all.length <= 6 && all.every((w) => SMALL_TALK.has(w));
}

export function isThanks(question: string): boolean {
  return /\b(thanks|thank|thx|ty|cheers)\b/i.test(question);
}
