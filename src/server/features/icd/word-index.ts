// Description words of every code, as an inverted index over typed arrays: a sorted
// dictionary (so a word prefix is one contiguous range of word ids), each word's codes, and
// each code's words. Matching "diab mell" walks the codes of the rarer prefix and checks the
// other prefix against each code's few word ids.
import { tokenize } from './normalize';
import { CHUNK, type Phased, runNow } from './phased';

interface TokenRange {
  lo: number;
  hi: number;
  /** Word id of the token itself, or -1 when it is only a prefix. */
  exact: number;
}

export type WordMatch = 'whole' | 'prefix';

const num = (array: Int32Array, i: number) => array[i] ?? 0;

interface WordIndexParts {
  words: string[];
  ids: Map<string, number>;
  postingStart: Int32Array;
  postings: Int32Array;
  codeWordStart: Int32Array;
  codeWords: Int32Array;
  wordCount: Int32Array;
}

/** Builds the index in phases (see phased.ts): yields every CHUNK descriptions or postings. */
function* buildParts(descriptions: readonly string[]): Phased<WordIndexParts> {
  const n = descriptions.length;
  // One pass: each code's distinct words as ids in first-seen order, then renumbered so
  // the dictionary is sorted (a prefix is then one contiguous id range).
  const firstSeen = new Map<string, number>();
  const seenWords: string[] = [];
  const codeWordStart = new Int32Array(n + 1);
  const ids: number[] = [];
  for (let idx = 0; idx < n; idx++) {
    if (idx % CHUNK === 0) yield;
    const start = ids.length;
    codeWordStart[idx] = start;
    for (const token of tokenize(descriptions[idx] ?? '')) {
      let id = firstSeen.get(token);
      if (id === undefined) {
        id = seenWords.length;
        firstSeen.set(token, id);
        seenWords.push(token);
      }
      let repeated = false;
      for (let i = start; i < ids.length && !repeated; i++) repeated = ids[i] === id;
      if (!repeated) ids.push(id);
    }
  }
  codeWordStart[n] = ids.length;
  yield;
  const words = [...seenWords].sort(compare);
  yield;
  const wordIds = new Map<string, number>();
  const renumber = new Int32Array(seenWords.length);
  words.forEach((word, id) => {
    wordIds.set(word, id);
    renumber[firstSeen.get(word) ?? 0] = id;
  });
  yield;
  const codeWords = Int32Array.from(ids, (id) => num(renumber, id));
  const wordCount = new Int32Array(n);
  for (let idx = 0; idx < n; idx++) wordCount[idx] = num(codeWordStart, idx + 1) - num(codeWordStart, idx);
  yield;

  const w = words.length;
  const postingStart = new Int32Array(w + 1);
  for (const id of codeWords) postingStart[id + 1] = num(postingStart, id + 1) + 1;
  for (let i = 0; i < w; i++) postingStart[i + 1] = num(postingStart, i + 1) + num(postingStart, i);
  const postings = new Int32Array(codeWords.length);
  const fill = postingStart.slice(0, w);
  for (let idx = 0; idx < n; idx++) {
    if (idx % (CHUNK * 4) === 0) yield;
    for (let p = num(codeWordStart, idx); p < num(codeWordStart, idx + 1); p++) {
      const id = num(codeWords, p);
      postings[num(fill, id)] = idx;
      fill[id] = num(fill, id) + 1;
    }
  }
  return { words, ids: wordIds, postingStart, postings, codeWordStart, codeWords, wordCount };
}

export class WordIndex {
  private readonly words: string[];
  private readonly ids: Map<string, number>;
  private readonly postingStart: Int32Array;
  private readonly postings: Int32Array;
  private readonly codeWordStart: Int32Array;
  private readonly codeWords: Int32Array;
  /** Distinct words per code. */
  readonly wordCount: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;

  /** Builds it at once (tests, the import command). */
  static from(descriptions: readonly string[]): WordIndex {
    return new WordIndex(runNow(buildParts(descriptions)));
  }

  /** Builds it in phases, for a caller that yields to the event loop between them. */
  static *phases(descriptions: readonly string[]): Phased<WordIndex> {
    return new WordIndex(yield* buildParts(descriptions));
  }

  private constructor(parts: WordIndexParts) {
    this.words = parts.words;
    this.ids = parts.ids;
    this.postingStart = parts.postingStart;
    this.postings = parts.postings;
    this.codeWordStart = parts.codeWordStart;
    this.codeWords = parts.codeWords;
    this.wordCount = parts.wordCount;
    this.seen = new Int32Array(parts.wordCount.length);
  }

  private id(word: string): number {
    return this.ids.get(word) ?? -1;
  }

  has(word: string): boolean {
    return this.ids.has(word);
  }

  /** Every distinct word with the number of codes using it. */
  dictionary(): { word: string; frequency: number }[] {
    return this.words.map((word, id) => ({ word, frequency: num(this.postingStart, id + 1) - num(this.postingStart, id) }));
  }

  private range(token: string): TokenRange {
    const exact = this.id(token);
    // Numbers and single letters ("type 2", "hepatitis c") match whole words only.
    if (token.length === 1 || /^\d+$/.test(token)) return exact < 0 ? { lo: 0, hi: 0, exact } : { lo: exact, hi: exact + 1, exact };
    const lo = lowerBound(this.words.length, (i) => compare(this.words[i] ?? '', token) < 0);
    const hi = lowerBound(this.words.length, (i) => {
      const word = this.words[i] ?? '';
      return word.startsWith(token) || compare(word, token) < 0;
    });
    return { lo, hi, exact };
  }

  /**
   * Calls `found` for every code whose description has every token as a word or the start
   * of one: 'whole' when each token is a whole word there.
   */
  match(tokens: readonly string[], found: (idx: number, match: WordMatch) => void): void {
    if (tokens.length === 0) return;
    const ranges = tokens.map((t) => this.range(t));
    const size = (r: TokenRange) => num(this.postingStart, r.hi) - num(this.postingStart, r.lo);
    let driver = ranges[0] as TokenRange;
    for (const range of ranges) {
      if (range.hi <= range.lo) return;
      if (size(range) < size(driver)) driver = range;
    }
    const stamp = ++this.stamp;
    if (ranges.length === 1) {
      this.matchOne(driver, stamp, found);
      return;
    }
    const end = num(this.postingStart, driver.hi);
    for (let p = num(this.postingStart, driver.lo); p < end; p++) {
      const idx = num(this.postings, p);
      // A code appears once per word of the driver's range: check it once.
      if (this.seen[idx] === stamp) continue;
      this.seen[idx] = stamp;
      const match = this.matchCode(idx, ranges);
      if (match) found(idx, match);
    }
  }

  /** One token: every code of the range matches; those with the word itself match whole. */
  private matchOne(range: TokenRange, stamp: number, found: (idx: number, match: WordMatch) => void) {
    if (range.exact >= 0) {
      for (let p = num(this.postingStart, range.exact); p < num(this.postingStart, range.exact + 1); p++) {
        const idx = num(this.postings, p);
        this.seen[idx] = stamp;
        found(idx, 'whole');
      }
    }
    for (let word = range.lo; word < range.hi; word++) {
      if (word === range.exact) continue;
      for (let p = num(this.postingStart, word); p < num(this.postingStart, word + 1); p++) {
        const idx = num(this.postings, p);
        if (this.seen[idx] === stamp) continue;
        this.seen[idx] = stamp;
        found(idx, 'prefix');
      }
    }
  }

  private matchCode(idx: number, ranges: readonly TokenRange[]): WordMatch | null {
    const from = num(this.codeWordStart, idx);
    const to = num(this.codeWordStart, idx + 1);
    let whole = true;
    for (const range of ranges) {
      let found = false;
      let exact = false;
      for (let w = from; w < to && !exact; w++) {
        const word = num(this.codeWords, w);
        if (word >= range.lo && word < range.hi) {
          found = true;
          exact = word === range.exact;
        }
      }
      if (!found) return null;
      whole &&= exact;
    }
    return whole ? 'whole' : 'prefix';
  }
}

export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** First index in [0, length) where `before` is false (it must be true, then false). */
export function lowerBound(length: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
