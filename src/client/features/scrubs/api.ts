// Query hooks for GET /api/scrubs and /api/scrubs/brands (spec §7).
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ScrubCategory } from '../../../contract/constants';
import { SCRUBS_DEFAULT_LIMIT, type ScrubSort, scrubBrandsSchema, scrubsListSchema } from '../../../contract/scrubs';
import { apiGet } from '@/lib/api-client';

export interface ScrubsFilter {
  category: ScrubCategory;
  q: string;
  sort: ScrubSort;
  order?: 'asc' | 'desc';
}

export const scrubsKeys = {
  products: (filter: { category: ScrubCategory; q: string; sort: ScrubSort; order: 'asc' | 'desc' | null }) => ['/api/scrubs', filter] as const,
  brands: ['/api/scrubs/brands'] as const,
};

export function scrubsPath(filter: ScrubsFilter, offset: number, limit = SCRUBS_DEFAULT_LIMIT): string {
  const params = new URLSearchParams({ category: filter.category, sort: filter.sort, limit: String(limit), offset: String(offset) });
  const q = filter.q.trim();
  if (q) params.set('q', q);
  if (filter.order) params.set('order', filter.order);
  return `/api/scrubs?${params}`;
}

/** Pages of products; the previous results stay on screen while a new filter loads. */
export function useScrubProducts(filter: ScrubsFilter) {
  const key = { category: filter.category, q: filter.q.trim(), sort: filter.sort, order: filter.order ?? null };
  return useInfiniteQuery({
    queryKey: scrubsKeys.products(key),
    queryFn: ({ pageParam, signal }) => apiGet(scrubsListSchema, scrubsPath(filter, pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.products.length;
      return last.products.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useScrubBrands() {
  return useQuery({
    queryKey: scrubsKeys.brands,
    queryFn: ({ signal }) => apiGet(scrubBrandsSchema, '/api/scrubs/brands', { signal }),
  });
}
