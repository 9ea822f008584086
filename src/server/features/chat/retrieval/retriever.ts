// Question -> ranked, relevance-checked library passages. Adds synonym expansion, corrects
// obvious misspellings against the library's vocabulary, and lets a follow-up ("how is it
// treated?") borrow the topic of the previous question.
import { Bm25Index, type QueryTerm, type SearchHit } from './bm25';
import type { LibraryDocument, LibraryEntry } from './corpus';
import { detectIntent, type QuestionIntent } from './intent';
import { longestPhrase, type SynonymTable } from './synonyms';
import { editDistance, isStopWord, stem, terms, words } from './tokenize';

/** A hit must match at least this share of the question's informative weight ... */
export const MIN_COVERAGE = 0.5;
/** Practically all: every word, allowing for rounding. */
const FULL_COVERAGE = 0.99;
/** ... or of a comparison's ("A vs B"), where each subject is about half of it. */
export const MIN_COVERAGE_COMPARE = 0.3;
/** ... and score at least this much (a weak body-only match of one common word does not). */
export const MIN_SCORE = 2.5;
const SYNONYM_WEIGHT = 0.6;
const FOLLOW_UP = new Set(['it', 'its', 'this', 'that', 'they', 'them', 'these', 'those', 'he', 'she']);

export interface Retrieval {
  intent: QuestionIntent;
  /** Relevant hits, best first (empty when nothing relevant was found). */
  hits: SearchHit<LibraryEntry>[];
  /** The best hits before the relevance check (for tests and diagnostics). */
  candidates: SearchHit<LibraryEntry>[];
  /** The topic came from the previous question. */
  usedContext: boolean;
}

export interface RetrieveOptions {
  limit?: number;
  /** The previous user message, for follow-up questions. */
  previousQuestion?: string;
}

export class Retriever {
  private readonly index: Bm25Index<LibraryEntry>;
  private readonly maxPhrase: number;
  private readonly corrections = new Map<string, string | null>();

  constructor(
    docs: readonly LibraryDocument[],
    private readonly synonyms: SynonymTable,
  ) {
    this.index = new Bm25Index(docs);
    this.maxPhrase = longestPhrase(synonyms);
  }

  get size(): number {
    return this.index.size;
  }

  retrieve(question: string, options: RetrieveOptions = {}): Retrieval {
    const intent = detectIntent(question);
    let topic = intent.topicWords;
    let usedContext = false;
    const content = topic.filter((w) => !isStopWord(w));
    const isFollowUp = content.length === 0 || (content.length <= 2 && words(question).some((w) => FOLLOW_UP.has(w)));
    if (isFollowUp && options.previousQuestion) {
      topic = [...detectIntent(options.previousQuestion).topicWords, ...topic];
      usedContext = true;
    }
    const query = this.queryTerms(topic);
    const candidates = query.length ? this.index.search(query, Math.max(10, options.limit ?? 5)) : [];
    // With one or two subject words ("Cushing triad"), a medical source must match both: half is
    // often a different topic. Product questions are phrased loosely ("refund policy"), so the
    // FAQ keeps the usual bar.
    const groups = new Set(query.flatMap((q) => q.groups)).size;
    const minCoverage = (hit: SearchHit<LibraryEntry>) =>
      intent.compare ? MIN_COVERAGE_COMPARE : groups <= 2 && hit.doc.payload.kind !== 'faq' ? FULL_COVERAGE : MIN_COVERAGE;
    const hits = candidates.filter((hit) => isRelevant(hit, minCoverage(hit))).slice(0, options.limit ?? 5);
    return { intent, hits, candidates, usedContext };
  }

  /** The search terms for a list of question words: stems, corrections and synonyms. */
  queryTerms(topicWords: readonly string[]): QueryTerm[] {
    const out: QueryTerm[] = [];
    const seen = new Set<string>();
    const groupOf: (number | null)[] = [];
    topicWords.forEach((word, index) => {
      if (isStopWord(word) || (word.length < 2 && !/\d/.test(word))) {
        groupOf.push(null);
        return;
      }
      groupOf.push(index);
      const term = this.correct(stem(word));
      if (!seen.has(term)) {
        seen.add(term);
        out.push({ term, weight: 1, groups: [index] });
      }
    });

    for (let start = 0; start < topicWords.length; start++) {
      for (let length = 1; length <= this.maxPhrase && start + length <= topicWords.length; length++) {
        const expansions = this.synonyms.get(topicWords.slice(start, start + length).join(' '));
        if (!expansions) continue;
        const groups = groupOf.slice(start, start + length).filter((g): g is number => g !== null);
        if (groups.length === 0) continue;
        for (const expansion of expansions) {
          for (const term of terms(expansion)) {
            if (seen.has(term)) continue;
            seen.add(term);
            out.push({ term, weight: SYNONYM_WEIGHT, groups });
          }
        }
      }
    }
    return out;
  }

  /** A stem the library never uses -> the closest one it does (by edit distance, then frequency). */
  private correct(term: string): string {
    if (this.index.has(term) || term.length < 5 || /\d/.test(term)) return term;
    const cached = this.corrections.get(term);
    if (cached !== undefined) return cached ?? term;
    const max = term.length >= 8 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = max + 1;
    let bestFrequency = 0;
    for (const candidate of this.index.vocabulary()) {
      if (candidate[0] !== term[0] || Math.abs(candidate.length - term.length) > max) continue;
      const distance = editDistance(term, candidate, max);
      const frequency = this.index.documentFrequency(candidate);
      if (distance < bestDistance || (distance === bestDistance && distance <= max && frequency > bestFrequency)) {
        best = candidate;
        bestDistance = distance;
        bestFrequency = frequency;
      }
    }
    if (this.corrections.size > 5000) this.corrections.clear();
    this.corrections.set(term, best);
    return best ?? term;
  }
}

export function isRelevant(hit: SearchHit<LibraryEntry>, minCoverage = MIN_COVERAGE): boolean {
  return hit.strongMatch && hit.coverage >= minCoverage && hit.score >= MIN_SCORE;
}
