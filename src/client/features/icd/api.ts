// Query and mutation hooks for /api/icd/* (spec §7). Search results come a page at a time
// (Load More fetches the next page with the offset); every list parses with the contract.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ICD_PAGE_SIZE,
  type IcdAccessRequest,
  type IcdBookmarkRequest,
  type IcdSearchResponse,
  icdBookmarkResponseSchema,
  icdBookmarksResponseSchema,
  icdCategoriesResponseSchema,
  icdCodeDetailSchema,
  icdHistoryEntrySchema,
  icdHistoryResponseSchema,
  icdSearchResponseSchema,
  icdStatsSchema,
  icdStatusSchema,
} from '../../../contract/icd';
import { apiGet, apiPost } from '@/lib/api-client';

export interface IcdSearchParams {
  q: string;
  category?: string | undefined;
  billable?: boolean | undefined;
}

const STATUS_POLL_MS = 2000;

/** Results mark the user's bookmarks, so they are kept per user. */
export const icdKeys = {
  status: ['/api/icd/status'] as const,
  search: (userId: number, params?: IcdSearchParams) => (params ? (['/api/icd/search', userId, params] as const) : (['/api/icd/search', userId] as const)),
  all: (userId: number) => ['/api/icd/all', userId] as const,
  categories: ['/api/icd/categories'] as const,
  code: (userId: number, code?: string) => (code === undefined ? (['/api/icd/codes', userId] as const) : (['/api/icd/codes', userId, code] as const)),
  bookmarks: (userId: number) => ['/api/icd/bookmarks', userId] as const,
  history: (userId: number) => ['/api/icd/history', userId] as const,
  stats: (userId: number) => ['/api/icd/stats', userId] as const,
};

/** Whether the code set is loaded; polls while it loads, then the pages fetch their data. */
export function useIcdStatus() {
  return useQuery({
    queryKey: icdKeys.status,
    queryFn: ({ signal }) => apiGet(icdStatusSchema, '/api/icd/status', { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'loading' ? STATUS_POLL_MS : false),
  });
}

function searchUrl(params: IcdSearchParams, offset: number): string {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.category) query.set('category', params.category);
  if (params.billable) query.set('billable', 'true');
  query.set('limit', String(ICD_PAGE_SIZE));
  if (offset) query.set('offset', String(offset));
  return `/api/icd/search?${query}`;
}

const nextOffset = (last: IcdSearchResponse, pages: IcdSearchResponse[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.codes.length, 0);
  return loaded < last.total && last.codes.length > 0 ? loaded : undefined;
};

/** Searches page by page; disabled (no request) when `enabled` is false. */
export function useIcdSearch(userId: number, params: IcdSearchParams, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: icdKeys.search(userId, params),
    queryFn: ({ pageParam, signal }) => apiGet(icdSearchResponseSchema, searchUrl(params, pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every code in tabular order, page by page (the lookup page with no search). */
export function useIcdAll(userId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: icdKeys.all(userId),
    queryFn: ({ pageParam, signal }) =>
      apiGet(icdSearchResponseSchema, `/api/icd/all?limit=${ICD_PAGE_SIZE}${pageParam ? `&offset=${pageParam}` : ''}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled,
  });
}

export function useIcdCategories(enabled: boolean) {
  return useQuery({
    queryKey: icdKeys.categories,
    queryFn: ({ signal }) => apiGet(icdCategoriesResponseSchema, '/api/icd/categories', { signal }),
    enabled,
  });
}

export function useIcdCode(userId: number, code: string | null) {
  return useQuery({
    queryKey: icdKeys.code(userId, code ?? ''),
    queryFn: ({ signal }) => apiGet(icdCodeDetailSchema, `/api/icd/codes/${encodeURIComponent(code ?? '')}`, { signal }),
    enabled: code !== null,
  });
}

export function useIcdBookmarks(userId: number) {
  return useQuery({
    queryKey: icdKeys.bookmarks(userId),
    queryFn: ({ signal }) => apiGet(icdBookmarksResponseSchema, `/api/icd/bookmarks/${userId}`, { signal }),
  });
}

export function useIcdHistory(userId: number) {
  return useQuery({
    queryKey: icdKeys.history(userId),
    queryFn: ({ signal }) => apiGet(icdHistoryResponseSchema, `/api/icd/history/${userId}`, { signal }),
  });
}

/** Searches today count from the user's local midnight. */
export function useIcdStats(userId: number) {
  return useQuery({
    queryKey: icdKeys.stats(userId),
    queryFn: ({ signal }) => {
      const midnight = new Date();
      midnight.setHours(0, 0, 0, 0);
      return apiGet(icdStatsSchema, `/api/icd/stats/${userId}?since=${encodeURIComponent(midnight.toISOString())}`, { signal });
    },
  });
}

/** Spec §4: on success the bookmark and search lists reload. */
export function useToggleBookmark(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<IcdBookmarkRequest, 'userId'>) => apiPost(icdBookmarkResponseSchema, '/api/icd/bookmark', { userId, ...request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: icdKeys.bookmarks(userId) }),
        queryClient.invalidateQueries({ queryKey: icdKeys.search(userId) }),
        queryClient.invalidateQueries({ queryKey: icdKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: icdKeys.code(userId) }),
        queryClient.invalidateQueries({ queryKey: icdKeys.stats(userId) }),
      ]),
  });
}

/** Spec §4: clicking a result records an access and the history reloads. */
export function useRecordAccess(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<IcdAccessRequest, 'userId'>) => apiPost(icdHistoryEntrySchema, '/api/icd/access', { userId, ...request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: icdKeys.history(userId) }),
        queryClient.invalidateQueries({ queryKey: icdKeys.stats(userId) }),
      ]),
  });
}
