// The in-memory search index of one release. The code set is fixed reference data, so the
// server builds this once from the database (well under a second) and answers every search
// from typed arrays in about a millisecond or less: on PGlite every SQL query waits its turn on
// one connection, and a trigram query there took 5-10 ms (measured on the full set).
import { codeQuery, formatCode, normalizeCode, queryTokens } from './normalize';
import type { ChapterRow, SectionRow } from './parse';
import { CHUNK, type Phased, runNow, runYielding } from './phased';
import { compare, lowerBound, WordIndex } from './word-index';

export interface IndexedCode {
  /** 0-based position in tabular order (order number - 1). */
  idx: number;
  code: string;
  display: string;
  orderNumber: number;
  billable: boolean;
  description: string;
  chapter: number;
  section: string;
  category3: string;
}

export interface IndexInput {
  version: string;
  chapters: readonly ChapterRow[];
  sections: readonly SectionRow[];
  /** In tabular order. */
  codes: readonly Omit<IndexedCode, 'idx' | 'display'>[];
  synonyms: readonly { term: string; expansions: readonly string[] }[];
  /** Often used codes, ranked first among equally good word matches. */
  commonCodes?: readonly string[];
}

export interface SearchOptions {
  chapter?: number | undefined;
  billableOnly?: boolean | undefined;
  limit: number;
  offset: number;
}

export interface SearchOutcome {
  codes: IndexedCode[];
  total: number;
  /**
   * When nothing matched: the words worth correcting. The caller looks them up (pg_trgm)
   * and searches again with `corrections`.
   */
  needsCorrection: string[];
}

/** Ranking tiers, best first. */
export const TIER = { exactCode: 5, codePrefix: 4, wholeWords: 3, wordPrefixes: 2, typo: 1 } as const;
const TIERS_BEST_FIRST = [TIER.exactCode, TIER.codePrefix, TIER.wholeWords, TIER.wordPrefixes, TIER.typo];
/** Up to this many members a tier is sorted; above, it is collected by one pass in order. */
const SORT_LIMIT = 2048;
const MAX_ALTERNATIVES = 12;
const MIN_CORRECTABLE_LENGTH = 4;

const num = (array: Int32Array, i: number) => array[i] ?? 0;

interface IndexParts {
  codes: IndexedCode[];
  byCode: Map<string, number>;
  ascii: Int32Array;
  words: WordIndex;
  byRank: Int32Array;
  rankOf: Int32Array;
  parentOf: Int32Array;
  chapterSpan: Map<number, { first: number; last: number; count: number }>;
}

/** The code arrays of the index, built in phases (see phased.ts): yields every CHUNK codes. */
function* buildParts(input: IndexInput): Phased<IndexParts> {
  const n = input.codes.length;
  const codes: IndexedCode[] = new Array(n);
  const byCode = new Map<string, number>();
  for (let idx = 0; idx < n; idx++) {
    if (idx % CHUNK === 0) yield;
    const c = input.codes[idx] as IndexInput['codes'][number];
    codes[idx] = { ...c, idx, display: formatCode(c.code) };
    byCode.set(c.code, idx);
  }
  yield;
  // Default sorts (strings, typed-array numbers) are many times faster than comparators.
  const sortedCodes = codes.map((c) => c.code).sort();
  yield;
  const ascii = Int32Array.from(sortedCodes, (code) => byCode.get(code) ?? 0);
  yield;
  const descriptions = codes.map((c) => c.description);
  const words = yield* WordIndex.phases(descriptions);
  yield;

  // One number per code sorts by common, billable, code length, word count, then tabular order.
  const common = new Set((input.commonCodes ?? []).map((code) => code.replace('.', '')));
  const rankKeys = Float64Array.from(codes, (c) => {
    const general = ((common.has(c.code) ? 0 : 2) + (c.billable ? 0 : 1)) * 8 + c.code.length;
    return (general * 256 + Math.min(255, num(words.wordCount, c.idx))) * 2 ** 20 + c.idx;
  }).sort();
  yield;
  const byRank = Int32Array.from(rankKeys, (key) => key % 2 ** 20);
  const rankOf = new Int32Array(n);
  byRank.forEach((idx, rank) => {
    rankOf[idx] = rank;
  });
  yield;

  const parentOf = new Int32Array(n).fill(-1);
  const chapterSpan = new Map<number, { first: number; last: number; count: number }>();
  for (const c of codes) {
    if (c.idx % CHUNK === 0) yield;
    for (let length = c.code.length - 1; length >= 3; length--) {
      const parent = byCode.get(c.code.slice(0, length));
      if (parent !== undefined) {
        parentOf[c.idx] = parent;
        break;
      }
    }
    const span = chapterSpan.get(c.chapter);
    if (span) {
      span.last = c.idx;
      span.count++;
    } else chapterSpan.set(c.chapter, { first: c.idx, last: c.idx, count: 1 });
  }
  return { codes, byCode, ascii, words, byRank, rankOf, parentOf, chapterSpan };
}

export class IcdSearchIndex {
  readonly version: string;
  readonly codes: readonly IndexedCode[];
  readonly chapters: ReadonlyMap<number, ChapterRow>;
  readonly sections: ReadonlyMap<string, SectionRow>;
  private readonly words: WordIndex;
  private readonly byCode: ReadonlyMap<string, number>;
  /** Code indexes in ASCII order of the code, for code prefix ranges. */
  private readonly ascii: Int32Array;
  /** Code indexes from best to worst: common, billable, more general (shorter code), fewer words, tabular. */
  private readonly byRank: Int32Array;
  private readonly rankOf: Int32Array;
  private readonly parentOf: Int32Array;
  private readonly chapterSpan: ReadonlyMap<number, { first: number; last: number; count: number }>;
  private readonly synonyms = new Map<string, string[][]>();
  private readonly longestSynonym: number;
  private readonly tierStamp: Int32Array;
  private readonly tier: Uint8Array;
  /** Per code: 1 when billable; its chapter number (the filters, without touching the objects). */
  private readonly billable: Uint8Array;
  private readonly chapterOf: Uint8Array;
  private stamp = 0;

  /**
   * Builds the index in phases, giving the event loop a turn every few milliseconds (about a
   * second of CPU on the full set), so a server loading it after listening stays responsive.
   */
  static async build(input: IndexInput): Promise<IcdSearchIndex> {
    return new IcdSearchIndex(input, await runYielding(buildParts(input)));
  }

  /** Builds at once (blocking) unless `parts` were built by build(). */
  constructor(input: IndexInput, parts: IndexParts = runNow(buildParts(input))) {
    this.version = input.version;
    this.chapters = new Map(input.chapters.map((c) => [c.number, c]));
    this.sections = new Map(input.sections.map((s) => [s.range, s]));
    this.codes = parts.codes;
    this.byCode = parts.byCode;
    this.ascii = parts.ascii;
    this.words = parts.words;
    this.byRank = parts.byRank;
    this.rankOf = parts.rankOf;
    this.parentOf = parts.parentOf;
    this.chapterSpan = parts.chapterSpan;

    let longest = 1;
    for (const { term, expansions } of input.synonyms) {
      const key = queryTokens(term);
      if (key.length === 0) continue;
      longest = Math.max(longest, key.length);
      this.synonyms.set(key.join(' '), expansions.map((e) => queryTokens(e)));
    }
    this.longestSynonym = longest;
    const n = parts.codes.length;
    this.tierStamp = new Int32Array(n);
    this.tier = new Uint8Array(n);
    this.billable = Uint8Array.from(parts.codes, (c) => (c.billable ? 1 : 0));
    this.chapterOf = Uint8Array.from(parts.codes, (c) => c.chapter);
  }

  get size(): number {
    return this.codes.length;
  }

  private at(idx: number): IndexedCode {
    return this.codes[idx] as IndexedCode;
  }

  /** Every distinct description word with its number of codes (the typo table). */
  dictionary(): { word: string; frequency: number }[] {
    return this.words.dictionary();
  }

  findCode(input: string): IndexedCode | null {
    const code = normalizeCode(input);
    const idx = code === null ? undefined : this.byCode.get(code);
    return idx === undefined ? null : this.at(idx);
  }

  /** Ancestors from the 3-character category down to the direct parent. */
  parents(code: IndexedCode): IndexedCode[] {
    const chain: IndexedCode[] = [];
    for (let p = num(this.parentOf, code.idx); p >= 0; p = num(this.parentOf, p)) chain.unshift(this.at(p));
    return chain;
  }

  /** Codes whose nearest existing ancestor is this one, in tabular order. */
  children(code: IndexedCode): IndexedCode[] {
    const out: IndexedCode[] = [];
    for (let i = code.idx + 1; i < this.codes.length && this.at(i).code.startsWith(code.code); i++) {
      if (this.parentOf[i] === code.idx) out.push(this.at(i));
    }
    return out;
  }

  chapterCount(chapter: number): number {
    return this.chapterSpan.get(chapter)?.count ?? 0;
  }

  /** Tabular order, optionally one chapter and billable only. */
  list(options: SearchOptions): { codes: IndexedCode[]; total: number } {
    const span = options.chapter === undefined ? { first: 0, last: this.codes.length - 1, count: this.codes.length } : this.chapterSpan.get(options.chapter);
    if (!span) return { codes: [], total: 0 };
    if (!options.billableOnly && span.count === span.last - span.first + 1) {
      const from = span.first + options.offset;
      return { codes: this.codes.slice(from, Math.min(from + options.limit, span.last + 1)), total: span.count };
    }
    const codes: IndexedCode[] = [];
    let total = 0;
    for (let i = span.first; i <= span.last; i++) {
      const c = this.at(i);
      if ((options.billableOnly && !c.billable) || (options.chapter !== undefined && c.chapter !== options.chapter)) continue;
      if (total >= options.offset && codes.length < options.limit) codes.push(c);
      total++;
    }
    return { codes, total };
  }

  /**
   * Ranked search: exact code, code prefix, descriptions holding every word as a whole word,
   * then as word prefixes (both: common codes, billable, more general, shorter first), then, only when
   * nothing matched, descriptions holding the corrected words (typos).
   */
  search(query: string, options: SearchOptions, corrections?: ReadonlyMap<string, readonly string[]>): SearchOutcome {
    const stamp = this.nextStamp();
    const candidates: number[] = [];
    const mark = (idx: number, tier: number) => {
      if (this.tierStamp[idx] !== stamp) {
        this.tierStamp[idx] = stamp;
        this.tier[idx] = tier;
        candidates.push(idx);
      } else if (tier > (this.tier[idx] ?? 0)) this.tier[idx] = tier;
    };

    const asCode = codeQuery(query);
    if (asCode) {
      const exact = this.byCode.get(asCode);
      if (exact !== undefined) mark(exact, TIER.exactCode);
      const [from, to] = this.codePrefixRange(asCode);
      for (let i = from; i < to; i++) mark(num(this.ascii, i), TIER.codePrefix);
    }

    const tokens = queryTokens(query);
    for (const alternative of this.expand(tokens)) {
      this.words.match(alternative, (idx, match) => mark(idx, match === 'whole' ? TIER.wholeWords : TIER.wordPrefixes));
    }

    let needsCorrection: string[] = [];
    if (candidates.length === 0 && tokens.length > 0) {
      if (corrections) {
        for (const alternative of this.corrected(tokens, corrections)) this.words.match(alternative, (idx) => mark(idx, TIER.typo));
      } else {
        needsCorrection = tokens.filter((t) => t.length >= MIN_CORRECTABLE_LENGTH && !this.words.has(t) && !/^\d+$/.test(t));
      }
    }
    return { ...this.collect(candidates, options, stamp), needsCorrection };
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      this.tierStamp.fill(0);
    }
    return ++this.stamp;
  }

  private codePrefixRange(prefix: string): [number, number] {
    const codeAt = (i: number) => this.at(num(this.ascii, i)).code;
    const from = lowerBound(this.ascii.length, (i) => compare(codeAt(i), prefix) < 0);
    const to = lowerBound(this.ascii.length, (i) => codeAt(i).startsWith(prefix) || compare(codeAt(i), prefix) < 0);
    return [from, to];
  }

  /**
   * Synonym phrases (longest first) replaced by each of their expansions; the literal words
   * stay as one more alternative when they are all description words ("stroke").
   */
  private expand(tokens: readonly string[]): string[][] {
    let alternatives: string[][] = [[]];
    for (let i = 0; i < tokens.length; ) {
      let step = 1;
      let options: string[][] = [[tokens[i] as string]];
      for (let length = Math.min(this.longestSynonym, tokens.length - i); length >= 1; length--) {
        const phrase = tokens.slice(i, i + length);
        const expansions = this.synonyms.get(phrase.join(' '));
        if (!expansions) continue;
        options = phrase.every((t) => this.words.has(t)) ? [...expansions, phrase] : expansions;
        step = length;
        break;
      }
      alternatives = alternatives.flatMap((prefix) => options.map((option) => [...prefix, ...option])).slice(0, MAX_ALTERNATIVES);
      i += step;
    }
    return alternatives;
  }

  private corrected(tokens: readonly string[], corrections: ReadonlyMap<string, readonly string[]>): string[][] {
    let alternatives: string[][] = [[]];
    for (const token of tokens) {
      const fixes = corrections.get(token);
      const options = fixes?.length ? fixes : [token];
      alternatives = alternatives.flatMap((prefix) => options.map((option) => [...prefix, option])).slice(0, MAX_ALTERNATIVES);
    }
    // A corrected phrase may be a synonym ("hart attack" -> "heart attack").
    return alternatives.flatMap((alternative) => this.expand(alternative)).slice(0, MAX_ALTERNATIVES);
  }

  private collect(candidates: readonly number[], options: SearchOptions, stamp: number): { codes: IndexedCode[]; total: number } {
    const { billableOnly, chapter } = options;
    const filtered = billableOnly || chapter !== undefined;
    // One pass: candidates the filters drop leave tier 0 (no tier), the rest go to their tier.
    const buckets: number[][] = [[], [], [], [], [], []];
    for (const idx of candidates) {
      if (filtered && ((billableOnly && this.billable[idx] === 0) || (chapter !== undefined && this.chapterOf[idx] !== chapter))) {
        this.tier[idx] = 0;
        continue;
      }
      buckets[this.tier[idx] ?? 0]?.push(idx);
    }
    let total = 0;
    for (const tier of TIERS_BEST_FIRST) total += buckets[tier]?.length ?? 0;
    const want = options.offset + options.limit;
    const ordered: number[] = [];
    for (const tier of TIERS_BEST_FIRST) {
      const members = buckets[tier] ?? [];
      if (members.length === 0 || ordered.length >= want) continue;
      // Code matches read best in tabular order (E11, E11.0, E11.00 ...); word matches by rank.
      const tabular = tier >= TIER.codePrefix;
      if (members.length <= SORT_LIMIT) {
        members.sort(tabular ? (a, b) => a - b : (a, b) => num(this.rankOf, a) - num(this.rankOf, b));
        for (let i = 0; i < members.length && ordered.length < want; i++) ordered.push(members[i] as number);
        continue;
      }
      // A big tier: walk all codes in order until the page is full (early for a first page).
      for (let i = 0; i < this.codes.length && ordered.length < want; i++) {
        const idx = tabular ? i : num(this.byRank, i);
        if (this.tierStamp[idx] === stamp && this.tier[idx] === tier) ordered.push(idx);
      }
    }
    return { codes: ordered.slice(options.offset).map((idx) => this.at(idx)), total };
  }
}
