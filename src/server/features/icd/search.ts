// Code search on one app's loaded code set: exact code, code prefix, all words (billable and
// more general first), synonyms from content/icd/synonyms.ts, then close matches for typos
// (pg_trgm). The first pages of a query, the typo corrections and (PGlite) each user's
// bookmarked codes are kept in memory by the object createCodeSearch returns.
import { ICD_PAGE_SIZE, type IcdSearchResponse } from '../../../contract/icd';
import type { Db, DbEngine } from '../../db/client';
import { AppError } from '../../errors';
import type { IcdCodeSet } from './catalog';
import { cleanQuery } from './normalize';
import { toIcdCode } from './present';
import * as repo from './repo';
import type { IcdSearchIndex, IndexedCode, SearchOptions } from './search-index';
import { pickCorrections } from './typo';

export interface SearchCodesOptions {
  /** A chapter range from the categories list ("E00-E89"). */
  category?: string | undefined;
  billableOnly?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /** Marks the user's bookmarks (isBookmarked); without it none is marked. */
  userId?: number | undefined;
}

export interface FoundPage {
  index: IcdSearchIndex;
  codes: readonly IndexedCode[];
  total: number;
  closeMatches: boolean;
  /**
   * Names this page of this query when its codes come from the kept first pages (or a chapter
   * listing): the same key always yields the same codes while the index lives. Null otherwise.
   */
  key: string | null;
}

interface Ranked {
  codes: IndexedCode[];
  total: number;
  closeMatches: boolean;
}

const CORRECTIONS_PER_WORD = 3;
const CORRECTION_CANDIDATES = 30;
const CORRECTION_CACHE_SIZE = 5_000;
const CACHED_RESULTS = 200;
const RESULT_CACHE_SIZE = 1_000;

/** A map per index: a new release starts empty. */
export function perIndex<V>() {
  const maps = new WeakMap<IcdSearchIndex, Map<string, V>>();
  return (index: IcdSearchIndex) => {
    let map = maps.get(index);
    if (!map) {
      map = new Map();
      maps.set(index, map);
    }
    return map;
  };
}

export function createCodeSearch(deps: { db: Db; dbEngine: DbEngine; codeSet: IcdCodeSet }) {
  const { db, codeSet } = deps;
  const resultsOf = perIndex<Ranked>();
  const correctionsOf = perIndex<string[]>();
  /**
   * PGlite: only this process can write the database (the data directory is locked), so each
   * user's bookmarked codes are kept in memory and dropped on every change; this saves a query
   * per search on the one connection every request shares. PostgreSQL may have other writers,
   * so there the query runs each time.
   */
  const bookmarkSets = new Map<number, Promise<Set<string>>>();

  const correctionsFor = async (index: IcdSearchIndex, words: readonly string[]): Promise<Map<string, string[]>> => {
    const cache = correctionsOf(index);
    const out = new Map<string, string[]>();
    for (const word of words) {
      let similar = cache.get(word);
      if (!similar) {
        similar = pickCorrections(word, await repo.similarWords(db, word, CORRECTION_CANDIDATES), CORRECTIONS_PER_WORD);
        if (cache.size >= CORRECTION_CACHE_SIZE) cache.clear();
        cache.set(word, similar);
      }
      out.set(word, similar);
    }
    return out;
  };

  /**
   * The first pages of a query are kept (the code set never changes under an index), so a
   * popular query costs a map lookup; deeper pages are searched each time.
   */
  const rankedSearch = async (index: IcdSearchIndex, text: string, paging: SearchOptions): Promise<Ranked> => {
    const key = `${text.toLowerCase()}\u0000${paging.chapter ?? ''}\u0000${paging.billableOnly ? 1 : 0}`;
    const cache = resultsOf(index);
    const cacheable = paging.offset + paging.limit <= CACHED_RESULTS;
    let ranked = cacheable ? cache.get(key) : undefined;
    if (!ranked) {
      const window = cacheable ? { ...paging, offset: 0, limit: CACHED_RESULTS } : paging;
      let found = index.search(text, window);
      let closeMatches = false;
      if (found.needsCorrection.length) {
        found = index.search(text, window, await correctionsFor(index, found.needsCorrection));
        closeMatches = found.total > 0;
      }
      ranked = { codes: found.codes, total: found.total, closeMatches };
      if (!cacheable) return ranked;
      if (cache.size >= RESULT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    } else cache.delete(key);
    cache.set(key, ranked);
    return { ...ranked, codes: ranked.codes.slice(paging.offset, paging.offset + paging.limit) };
  };

  const search = {
    /** The codes of one page of a search, without the user's bookmarks. */
    async findCodes(query: string, options: SearchCodesOptions = {}): Promise<FoundPage> {
      const index = await codeSet.requireIndex();
      const chapter = chapterOf(index, options.category);
      const paging = { chapter, billableOnly: options.billableOnly, limit: options.limit ?? ICD_PAGE_SIZE, offset: options.offset ?? 0 };
      const text = cleanQuery(query);
      const pageKey = `${paging.chapter ?? ''}\u0000${paging.billableOnly ? 1 : 0}\u0000${paging.offset}\u0000${paging.limit}`;
      if (!text && chapter === undefined) return { index, codes: [], total: 0, closeMatches: false, key: 'none' };

      if (!text) {
        const listed = index.list(paging);
        return { index, codes: listed.codes, total: listed.total, closeMatches: false, key: `list\u0000${pageKey}` };
      }
      const found = await rankedSearch(index, text, paging);
      const key = paging.offset + paging.limit <= CACHED_RESULTS ? `search\u0000${text.toLowerCase()}\u0000${pageKey}` : null;
      return { index, codes: found.codes, total: found.total, closeMatches: found.closeMatches, key };
    },

    /**
     * Searches the loaded code set (see findCodes). With blank text and a category it lists the
     * chapter in tabular order; with neither, nothing. Other features reach it through the ICD
     * service (the chat assistant looks codes up).
     */
    async searchCodes(query: string, options: SearchCodesOptions = {}): Promise<IcdSearchResponse> {
      const page = await search.findCodes(query, options);
      const bookmarked = await search.bookmarkedAmong(options.userId, page.codes);
      return { codes: page.codes.map((code) => toIcdCode(page.index, code, bookmarked)), total: page.total, closeMatches: page.closeMatches };
    },

    /** Which of these codes the user bookmarked (none without a user). */
    async bookmarkedAmong(userId: number | undefined, codes: readonly IndexedCode[]): Promise<ReadonlySet<string>> {
      if (userId === undefined || codes.length === 0) return new Set<string>();
      if (deps.dbEngine !== 'pglite') return repo.bookmarkedAmong(db, userId, codes.map((c) => c.code));
      let set = bookmarkSets.get(userId);
      if (!set) {
        set = repo.listBookmarks(db, userId).then((rows) => new Set(rows.map((r) => r.code)));
        bookmarkSets.set(userId, set);
        set.catch(() => bookmarkSets.delete(userId));
      }
      return set;
    },

    /** The user's bookmarks changed. */
    forgetBookmarks(userId: number): void {
      bookmarkSets.delete(userId);
    },
  };
  return search;
}

export type CodeSearch = ReturnType<typeof createCodeSearch>;

function chapterOf(index: IcdSearchIndex, category: string | undefined): number | undefined {
  if (!category) return undefined;
  for (const chapter of index.chapters.values()) if (chapter.range === category) return chapter.number;
  throw new AppError('VALIDATION_FAILED', `Unknown category ${category}: use a categoryCode from /api/icd/categories`, [
    { path: 'querystring.category', message: 'unknown category' },
  ]);
}
