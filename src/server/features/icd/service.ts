// The rules of ICD lookup, one object per app: the code set and its search (also for other
// features: searchCodes), browsing, code detail, bookmarks, history and the usage figures.
import type {
  IcdAccessRequest,
  IcdBookmark,
  IcdBookmarkRequest,
  IcdCategory,
  IcdCodeDetail,
  IcdHistoryEntry,
  IcdSearchResponse,
  IcdStats,
} from '../../../contract/icd';
import { notFound } from '../../errors';
import type { AppDeps } from '../feature';
import { createCodeSet } from './catalog';
import { cleanQuery } from './normalize';
import { categoriesOf, chapterLabel, toIcdCode, toSummary } from './present';
import * as repo from './repo';
import type { IcdSearchIndex, IndexedCode } from './search-index';
import { createCodeSearch, type SearchCodesOptions } from './search';
import { createSearchBodies, type SearchBody } from './search-response';

export type { SearchCodesOptions } from './search';

export function createIcdService(deps: Pick<AppDeps, 'db' | 'dbEngine' | 'clock' | 'events'>) {
  const { db, clock } = deps;
  const codeSet = createCodeSet(deps);
  const search = createCodeSearch({ ...deps, codeSet });
  const searchBody = createSearchBodies(search);

  const present = async (index: IcdSearchIndex, codes: readonly IndexedCode[], userId: number) => {
    const bookmarked = await search.bookmarkedAmong(userId, codes);
    return codes.map((code) => toIcdCode(index, code, bookmarked));
  };

  return {
    codeSet,
    searchCodes: search.searchCodes,

    /** GET /api/icd/search for a user, as JSON bytes (see search-response.ts). */
    async search(userId: number, query: string, options: Omit<SearchCodesOptions, 'userId'>, acceptsGzip: boolean): Promise<SearchBody> {
      const at = clock.now();
      const body = await searchBody(query, { ...options, userId }, acceptsGzip);
      deps.events.emit('icd.searched', {
        userId,
        query: query.trim(),
        category: options.category ?? null,
        billableOnly: options.billableOnly ?? false,
        offset: options.offset ?? 0,
        total: body.total,
        at,
      });
      return body;
    },

    /** Every code in tabular order, a page at a time. */
    async listAllCodes(userId: number, limit: number, offset: number): Promise<IcdSearchResponse> {
      const index = await codeSet.requireIndex();
      const found = index.list({ limit, offset });
      return { codes: await present(index, found.codes, userId), total: found.total, closeMatches: false };
    },

    async listCategories(): Promise<IcdCategory[]> {
      return categoriesOf(await codeSet.requireIndex());
    },

    async getCodeDetail(userId: number, input: string): Promise<IcdCodeDetail> {
      const index = await codeSet.requireIndex();
      const code = index.findCode(input);
      if (!code) throw notFound(`ICD-10-CM code ${input.trim().toUpperCase()}`);
      const [presented] = await present(index, [code], userId);
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
    },

    async setBookmark(userId: number, request: Omit<IcdBookmarkRequest, 'userId'>) {
      const index = await codeSet.requireIndex();
      const code = index.findCode(request.icdCode);
      if (request.action === 'add') {
        if (!code) throw notFound(`ICD-10-CM code ${request.icdCode.trim().toUpperCase()}`);
        const at = clock.now();
        await repo.addBookmark(db, userId, code.code, request.notes, at).finally(() => search.forgetBookmarks(userId));
        deps.events.emit('icd.bookmarked', { userId, code: code.display, action: 'add', at });
        return { itemId: code.display, bookmarked: true };
      }
      // Removing works for codes a newer release dropped, too.
      const stored = code?.code ?? request.icdCode.trim().toUpperCase().replace('.', '');
      await repo.removeBookmark(db, userId, stored).finally(() => search.forgetBookmarks(userId));
      deps.events.emit('icd.bookmarked', { userId, code: code?.display ?? stored, action: 'remove', at: clock.now() });
      return { itemId: code?.display ?? stored, bookmarked: false };
    },

    async listBookmarks(userId: number): Promise<IcdBookmark[]> {
      const index = await codeSet.indexIfReady();
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
    },

    async recordAccess(userId: number, request: Omit<IcdAccessRequest, 'userId'>): Promise<IcdHistoryEntry> {
      const index = await codeSet.requireIndex();
      const code = index.findCode(request.icdCode);
      if (!code) throw notFound(`ICD-10-CM code ${request.icdCode.trim().toUpperCase()}`);
      const row = await repo.recordAccess(db, userId, code.code, cleanQuery(request.searchQuery), clock.now());
      deps.events.emit('icd.accessed', { userId, code: code.display, searchQuery: row.searchQuery, at: row.accessedAt });
      return { id: row.id, icdCode: code.display, searchQuery: row.searchQuery, accessedAt: row.accessedAt.toISOString(), description: code.description };
    },

    async listHistory(userId: number, limit: number): Promise<IcdHistoryEntry[]> {
      const index = await codeSet.indexIfReady();
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
    },

    /** Searches today (history entries since `since`, default midnight UTC), bookmarks, top chapter. */
    async usageStats(userId: number, since?: string): Promise<IcdStats> {
      const now = clock.now();
      const start = since ? new Date(since) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const [searchesToday, bookmarkCount, chapter, index] = await Promise.all([
        repo.countHistorySince(db, userId, start),
        repo.countBookmarks(db, userId),
        repo.mostAccessedChapter(db, userId),
        codeSet.indexIfReady(),
      ]);
      const top = chapter === null ? undefined : index?.chapters.get(chapter);
      return {
        searchesToday,
        bookmarkCount,
        mostSearchedCategory: top ? { categoryCode: top.range, categoryName: top.description, categoryLabel: chapterLabel(top.number) } : null,
      };
    },
  };
}

export type IcdService = ReturnType<typeof createIcdService>;
