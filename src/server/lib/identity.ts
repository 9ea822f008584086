// Who is asking. Every request's user comes from one IdentityResolver (AppDeps.identity), called
// once per API request by the current-user plugin. Today's resolver answers the demo user; the
// accounts work replaces it with sessions (a guest made at the first request, or an account).
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '../../contract/me';

export interface CurrentUser {
  id: number;
  role: UserRole;
  /** A visitor who has not signed up: may use the product, may not reach 'account' routes. */
  isGuest: boolean;
}

export interface IdentityResolver {
  /** The visitor behind the request, or null when there is none. */
  resolve(request: FastifyRequest): Promise<CurrentUser | null>;
}

/** The fixed user every screen acts as until accounts exist (seeded by db/seed/demo-user.ts). */
export const DEMO_USER_ID = 1;
const DEMO_USER: CurrentUser = Object.freeze({ id: DEMO_USER_ID, role: 'user', isGuest: false });

/** Today's production resolver: every request is the demo user. */
export function createDemoIdentity(): IdentityResolver {
  return { resolve: async () => DEMO_USER };
}
