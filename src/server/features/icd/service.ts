// The rules of ICD lookup: search (also for other features: searchCodes), browsing, code
// detail, bookmarks, history and the usage figures.
import {
  ICD_PAGE_SIZE,
  type IcdAccessRequest,
  type IcdBookmark,
  type IcdBookmarkRequest,
  type IcdCategory,
  type IcdCodeDetail,
  type IcdHistoryEntry,
  type IcdSearchResponse,
  type IcdStats,
} from '../../../contract/icd';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { requireIndex } from './catalog';
import { rawClient } from './importer';
import { cleanQuery } from './normalize';
import { categoriesOf, chapterLabel, toIcdCode, toSummary } from './present';
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

const CORRECTIONS_PER_WORD = 3;
const CORRECTION_CANDIDATES = 30;
const CORRECTION_CACHE_SIZE = 5_000;
const corrections = new WeakMap<IcdSearchIndex, Map<string, string[]>>();
const CACHED_RESULTS = 200;
const RESULT_CACHE_SIZE = 1_000;
const results = new WeakMap<IcdSearchIndex, Map<string, Ranked>>();

/**
 * Searches the loaded code set: exact code, code prefix, all words (billable and more general
 * first), synonyms from content/icd/synonyms.ts, then close matches for typos (pg_trgm).
 * With blank text and a category it lists the chapter in tabular order; with neither, nothing.
 * Other features may call this (e.g. the chat assistant looking codes up).
 */
export async function searchCodes(db: Db, query: string, options: SearchCodesOptions = {}): Promise<IcdSearchResponse> {
  const page = await findCodes(db, query, options);
  const bookmarked = await bookmarkedAmong(db, options.userId, page.codes);
  return { codes: page.codes.map((code) => toIcdCode(page.index, code, bookmarked)), total: page.total, closeMatches: page.closeMatches };
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

/** The codes of one page of a search (see searchCodes), without the user's bookmarks. */
export async function findCodes(db: Db, query: string, options: SearchCodesOptions = {}): Promise<FoundPage> {
  const index = await requireIndex(db);
  const chapter = chapterOf(index, options.category);
  const paging = { chapter, billableOnly: options.billableOnly, limit: options.limit ?? ICD_PAGE_SIZE, offset: options.offset ?? 0 };
  const text = cleanQuery(query);
  const pageKey = `${paging.chapter ?? ''}\u0000${paging.billableOnly ? 1 : 0}\u0000${paging.offset}\u0000${paging.limit}`;
  if (!text && chapter === undefined) return { index, codes: [], total: 0, closeMatches: false, key: 'none' };

  if (!text) {
    const listed = index.list(paging);
    return { index, codes: listed.codes, total: listed.total, closeMatches: false, key: `list\u0000${pageKey}` };
  }
  const found = await rankedSearch(db, index, text, paging);
  const key = paging.offset + paging.limit <= CACHED_RESULTS ? `search\u0000${text.toLowerCase()}\u0000${pageKey}` : null;
  return { index, codes: found.codes, total: found.total, closeMatches: found.closeMatches, key };
}

interface Ranked {
  codes: IndexedCode[];
  total: number;
  closeMatches: boolean;
}

/**
 * The first pages of a query are kept (the code set never changes under an index), so a
 * popular query costs a map lookup; deeper pages are searched each time.
 */
async function rankedSearch(db: Db, index: IcdSearchIndex, text: string, paging: SearchOptions): Promise<Ranked> {
  const key = `${text.toLowerCase()}\u0000${paging.chapter ?? ''}\u0000${paging.billableOnly ? 1 : 0}`;
  let cache = results.get(index);
  if (!cache) {
    cache = new Map();
    results.set(index, cache);
  }
  const cacheable = paging.offset + paging.limit <= CACHED_RESULTS;
  let ranked = cacheable ? cache.get(key) : undefined;
  if (!ranked) {
    const window = cacheable ? { ...paging, offset: 0, limit: CACHED_RESULTS } : paging;
    let found = index.search(text, window);
    let closeMatches = false;
    if (found.needsCorrection.length) {
      found = index.search(text, window, await correctionsFor(db, index, found.needsCorrection));
      closeMatches = found.total > 0;
    }
    ranked = { codes: found.codes, total: found.total, closeMatches };
    if (!cacheable) return ranked;
    if (cache.size >= RESULT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  } else cache.delete(key);
  cache.set(key, ranked);
  return { ...ranked, codes: ranked.codes.slice(paging.offset, paging.offset + paging.limit) };
}

/** Every code in tabular order, a page at a time. */
export async function listAllCodes(db: Db, userId: number, limit: number, offset: number): Promise<IcdSearchResponse> {
  const index = await requireIndex(db);
  const found = index.list({ limit, offset });
  return { codes: await present(db, index, found.codes, userId), total: found.total, closeMatches: false };
}

export async function listCategories(db: Db): Promise<IcdCategory[]> {
  return categoriesOf(await requireIndex(db));
}

export async function getCodeDetail(db: Db, userId: number, input: string): Promise<IcdCodeDetail> {
  const index = await requireIndex(db);
  const code = index.findCode(input);
  if (!code) throw notFound(`ICD-10-CM code ${input.trim().toUpperCase()}`);
  const [presented] = await present(db, index, [code], userId);
  const chapter = index.chapters.get(code.chapter);
  const section = index.sections.get(code.section);
  if (!presented || !chapter || !section) throw new Error(`code ${code.code} has no chapter or section`);
  return {
    code: presented,
    chapter: { number: chapter.number, name: chapter.description, range: chapter.range },
    section: { range: section.range, description: section.description },
    parents: index.parents(code).map(toSummary),
    children: index.children(code).map(toSummary),
  };
}

export async function setBookmark(db: Db, clock: Clock, userId: number, request: Omit<IcdBookmarkRequest, 'userId'>) {
  const index = await requireIndex(db);
  const code = index.findCode(request.icdCode);
  if (request.action === 'add') {
    if (!code) throw notFound(`ICD-10-CM code ${request.icdCode.trim().toUpperCase()}`);
    await repo.addBookmark(db, userId, code.code, request.notes, clock.now()).finally(() => forgetBookmarks(db, userId));
    return { itemId: code.display, bookmarked: true };
  }
  // Removing works for codes a newer release dropped, too.
  const stored = code?.code ?? request.icdCode.trim().toUpperCase().replace('.', '');
  await repo.removeBookmark(db, userId, stored).finally(() => forgetBookmarks(db, userId));
  return { itemId: code?.display ?? stored, bookmarked: false };
}

export async function listBookmarks(db: Db, userId: number): Promise<IcdBookmark[]> {
  const index = await indexIfReady(db);
  const rows = await repo.listBookmarks(db, userId);
  return rows.map((row) => {
    const code = index?.findCode(row.code) ?? null;
    return {
      itemId: code?.display ?? row.code,
      createdAt: row.createdAt.toISOString(),
      notes: row.notes,
      description: code?.description ?? null,
      categoryLabel: code ? chapterLabel(code.chapter) : null,
      billable: code?.billable ?? null,
    };
  });
}

export async function recordAccess(db: Db, clock: Clock, userId: number, request: Omit<IcdAccessRequest, 'userId'>): Promise<IcdHistoryEntry> {
  const index = await requireIndex(db);
  const code = index.findCode(request.icdCode);
  if (!code) throw notFound(`ICD-10-CM code ${request.icdCode.trim().toUpperCase()}`);
  const row = await repo.recordAccess(db, userId, code.code, cleanQuery(request.searchQuery), clock.now());
  return { id: row.id, icdCode: code.display, searchQuery: row.searchQuery, accessedAt: row.accessedAt.toISOString(), description: code.description };
}

export async function listHistory(db: Db, userId: number, limit: number): Promise<IcdHistoryEntry[]> {
  const index = await indexIfReady(db);
  const rows = await repo.listHistory(db, userId, limit);
  return rows.map((row) => {
    const code = index?.findCode(row.code) ?? null;
    return {
      id: row.id,
      icdCode: code?.display ?? row.code,
      searchQuery: row.searchQuery,
      accessedAt: row.accessedAt.toISOString(),
      description: code?.description ?? null,
    };
  });
}

/** Searches today (history entries since `since`, default midnight UTC), bookmarks, top chapter. */
export async function usageStats(db: Db, clock: Clock, userId: number, since?: string): Promise<IcdStats> {
  const now = clock.now();
  const start = since ? new Date(since) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [searchesToday, bookmarkCount, chapter, index] = await Promise.all([
    repo.countHistorySince(db, userId, start),
    repo.countBookmarks(db, userId),
    repo.mostAccessedChapter(db, userId),
    indexIfReady(db),
  ]);
  const top = chapter === null ? undefined : index?.chapters.get(chapter);
  return {
    searchesToday,
    bookmarkCount,
    mostSearchedCategory: top ? { categoryCode: top.range, categoryName: top.description, categoryLabel: chapterLabel(top.number) } : null,
  };
}

async function indexIfReady(db: Db): Promise<IcdSearchIndex | null> {
  return requireIndex(db).catch(() => null);
}

function chapterOf(index: IcdSearchIndex, category: string | undefined): number | undefined {
  if (!category) return undefined;
  for (const chapter of index.chapters.values()) if (chapter.range === category) return chapter.number;
  throw new AppError('VALIDATION_FAILED', `Unknown category ${category}: use a categoryCode from /api/icd/categories`, [
    { path: 'querystring.category', message: 'unknown category' },
  ]);
}

async function present(db: Db, index: IcdSearchIndex, codes: readonly IndexedCode[], userId: number | undefined) {
  const bookmarked = await bookmarkedAmong(db, userId, codes);
  return codes.map((code) => toIcdCode(index, code, bookmarked));
}

/** Which of these codes the user bookmarked (none without a user). */
export async function bookmarkedAmong(db: Db, userId: number | undefined, codes: readonly IndexedCode[]): Promise<ReadonlySet<string>> {
  return userId === undefined || codes.length === 0 ? new Set<string>() : bookmarksAmong(db, userId, codes);
}

/**
 * PGlite: only this process can write the database (the data directory is locked), so each
 * user's bookmarked codes are kept in memory and dropped on every change; this saves a query
 * per search on the one connection every request shares. PostgreSQL may have other writers,
 * so there the query runs each time.
 */
const bookmarkSets = new WeakMap<Db, Map<number, Promise<Set<string>>>>();

async function bookmarksAmong(db: Db, userId: number, codes: readonly IndexedCode[]): Promise<ReadonlySet<string>> {
  if (!(rawClient(db) instanceof PGlite)) return repo.bookmarkedAmong(db, userId, codes.map((c) => c.code));
  let byUser = bookmarkSets.get(db);
  if (!byUser) {
    byUser = new Map();
    bookmarkSets.set(db, byUser);
  }
  let set = byUser.get(userId);
  if (!set) {
    set = repo.listBookmarks(db, userId).then((rows) => new Set(rows.map((r) => r.code)));
    byUser.set(userId, set);
    set.catch(() => byUser.delete(userId));
  }
  return set;
}

function forgetBookmarks(db: Db, userId: number) {
  bookmarkSets.get(db)?.delete(userId);
}

async function correctionsFor(db: Db, index: IcdSearchIndex, words: readonly string[]): Promise<Map<string, string[]>> {
  let cache = corrections.get(index);
  if (!cache) {
    cache = new Map();
    corrections.set(index, cache);
  }
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
}

