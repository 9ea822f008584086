// Cached answers belong to the user who asked. When the user changes (sign in, sign out, a
// guest's first request), everything but /api/me itself is dropped and active queries refetch.
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { meKey, useCurrentUser } from './api';

export function forgetOtherUsersData(queryClient: QueryClient, previousId: number | null, nextId: number): Promise<void> {
  if (previousId === null || previousId === nextId) return Promise.resolve();
  return queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
}

/** Mounted once in the app shell. */
export function UserCacheGuard() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
    void forgetOtherUsersData(queryClient, previous.current, userId);
    previous.current = userId;
  }, [queryClient, userId]);
  return null;
}
