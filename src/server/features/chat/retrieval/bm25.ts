// BM25 ranking over documents with weighted fields (a title match counts more than a body
// match). Besides the score, each hit says how much of the question it covers, so the caller
// can tell "the best of a bad lot" from a relevant passage.
import { terms } from './tokenize';

export interface IndexedField {
  text: string;
  /** How much one occurrence here counts, relative to the body (1). */
  weight: number;
}

export interface SearchDocument<T> {
  key: string;
  fields: readonly IndexedField[];
  payload: T;
  /** Names of the document's subject (title, synonyms): a question naming one ranks it higher. */
  names?: readonly string[];
  /** How much a name match multiplies the score. */
  nameBoost?: number;
}

/** One search term; `groups` are the question words it stands for (a synonym covers its phrase). */
export interface QueryTerm {
  term: string;
  weight: number;
  groups: readonly number[];
}

export interface SearchHit<T> {
  doc: SearchDocument<T>;
  score: number;
  /**
   * The document is about a word of the question, not just mentions it once: the word is in a
   * strong field (title, keywords) or comes up repeatedly.
   */
  strongMatch: boolean;
  /** A question word is in the title or keywords (the document's subject), not only its body. */
  titleMatch: boolean;
  /** Share (0-1) of the question's informative weight this document matches. */
  coverage: number;
  matchedTerms: string[];
}

/** Fields weighted at least this much (titles, keywords) say what a document is about. */
const STRONG_FIELD_WEIGHT = 2;

/** A weighted frequency this high means the word comes up more than once in passing. */
const REPEATED_TF = 2;

interface Posting {
  doc: number;
  tf: number;
}

export interface Bm25Options {
  k1?: number;
  b?: number;
}

export class Bm25Index<T> {
  private readonly postings = new Map<string, Posting[]>();
  private readonly names: string[][][] = [];
  private readonly strongTerms: Set<string>[] = [];
  private readonly lengths: number[] = [];
  private readonly averageLength: number;
  private readonly k1: number;
  private readonly b: number;

  constructor(
    readonly docs: readonly SearchDocument<T>[],
    options: Bm25Options = {},
  ) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    docs.forEach((doc, index) => {
      const tf = new Map<string, number>();
      let length = 0;
      const strong = new Set<string>();
      for (const field of doc.fields) {
        for (const term of terms(field.text)) {
          tf.set(term, (tf.get(term) ?? 0) + field.weight);
          length += field.weight;
          if (field.weight >= STRONG_FIELD_WEIGHT) strong.add(term);
        }
      }
      this.strongTerms.push(strong);
      this.lengths.push(length);
      this.names.push((doc.names ?? []).map((name) => terms(name)).filter((list) => list.length > 0));
      for (const [term, count] of tf) {
        const list = this.postings.get(term);
        if (list) list.push({ doc: index, tf: count });
        else this.postings.set(term, [{ doc: index, tf: count }]);
      }
    });
    this.averageLength = this.lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, docs.length);
  }

  get size(): number {
    return this.docs.length;
  }

  has(term: string): boolean {
    return this.postings.has(term);
  }

  documentFrequency(term: string): number {
    return this.postings.get(term)?.length ?? 0;
  }

  /** Inverse document frequency; a term no document has gets the highest value. */
  idf(term: string): number {
    const df = this.documentFrequency(term);
    return Math.log(1 + (this.docs.length - df + 0.5) / (df + 0.5));
  }

  vocabulary(): IterableIterator<string> {
    return this.postings.keys();
  }

  search(query: readonly QueryTerm[], limit = 10): SearchHit<T>[] {
    const groupWeight = new Map<number, number>();
    for (const q of query) {
      const idf = this.idf(q.term);
      for (const group of q.groups) groupWeight.set(group, Math.max(groupWeight.get(group) ?? 0, idf));
    }
    const totalWeight = [...groupWeight.values()].reduce((sum, w) => sum + w, 0);

    const scores = new Map<number, { score: number; groups: Set<number>; terms: Set<string>; repeated: boolean }>();
    for (const q of query) {
      const list = this.postings.get(q.term);
      if (!list) continue;
      const idf = this.idf(q.term);
      for (const { doc, tf } of list) {
        const norm = this.k1 * (1 - this.b + (this.b * (this.lengths[doc] ?? 0)) / this.averageLength);
        const gain = q.weight * idf * ((tf * (this.k1 + 1)) / (tf + norm));
        let entry = scores.get(doc);
        if (!entry) {
          entry = { score: 0, groups: new Set(), terms: new Set(), repeated: false };
          scores.set(doc, entry);
        }
        entry.score += gain;
        entry.terms.add(q.term);
        if (tf >= REPEATED_TF) entry.repeated = true;
        for (const group of q.groups) entry.groups.add(group);
      }
    }

    const queryTerms = new Set(query.map((q) => q.term));
    const hits: SearchHit<T>[] = [];
    for (const [index, entry] of scores) {
      const doc = this.docs[index];
      if (!doc) continue;
      if (doc.nameBoost && this.names[index]?.some((name) => name.every((term) => queryTerms.has(term)))) entry.score *= doc.nameBoost;
      let covered = 0;
      for (const group of entry.groups) covered += groupWeight.get(group) ?? 0;
      const strong = this.strongTerms[index];
      const titleMatch = [...entry.terms].some((term) => strong?.has(term));
      hits.push({ doc, score: entry.score, strongMatch: titleMatch || entry.repeated, titleMatch, coverage: totalWeight ? covered / totalWeight : 0, matchedTerms: [...entry.terms] });
    }
    return hits.sort((a, b) => b.score - a.score || a.doc.key.localeCompare(b.doc.key)).slice(0, limit);
  }
}
