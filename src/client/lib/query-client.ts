import { QueryClient } from '@tanstack/react-query';

/** Spec §9: cached data never goes stale; no automatic retries; no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
