// GET /api/me: the user the browser acts as. The one place client code learns a user id.
// Parsed by hand rather than with zod: the shell watches it on every page (see user-cache.ts).
import { useQuery } from '@tanstack/react-query';
import { USER_ROLES } from '../../../contract/constants';
import type { Me } from '../../../contract/me';
import { apiRequest } from '@/lib/api-client';

export const meKey = ['/api/me'] as const;

export function parseMe(body: unknown): Me {
  const value = (body ?? {}) as Partial<Record<keyof Me, unknown>>;
  if (typeof value.id !== 'number' || !Number.isInteger(value.id)) throw new Error('GET /api/me answered without a user id');
  return {
    id: value.id,
    isGuest: value.isGuest === true,
    email: typeof value.email === 'string' ? value.email : null,
    name: typeof value.name === 'string' ? value.name : null,
    role: USER_ROLES.find((role) => role === value.role) ?? 'user',
  };
}

/** The current user, with the query defaults of spec §9 (never stale, no retries). */
export function useCurrentUser() {
  return useQuery({
    queryKey: meKey,
    queryFn: async ({ signal }) => parseMe(await (await apiRequest('GET', '/api/me', undefined, { signal })).json()),
  });
}
