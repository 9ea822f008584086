// Who is asking and whether they may: resolves request.user once per API request from
// deps.identity (the only place identity comes from), checks the access every API route
// declares in its config, and refuses any request whose path or body names another user.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../errors';
import type { CurrentUser, IdentityResolver } from '../lib/identity';

/**
 * Who may call a route: `public` anyone; `user` any visitor with a user (guests too);
 * `account` a signed-in account, not a guest; `admin` a signed-in admin.
 */
export const ACCESS_LEVELS = ['public', 'user', 'account', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route under /api: the app refuses to start without it. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The visitor as the identity resolver found them; null when there is none. */
    identity: CurrentUser | null;
    /**
     * The visitor, on routes whose access needs one ('user', 'account', 'admin'): the access
     * hook has already refused the request otherwise, so routes need no null check.
     */
    readonly user: CurrentUser;
  }
}

/** Fields that name the acting user in paths and bodies (spec paths); new endpoints take the user from request.user. */
const USER_FIELDS = ['userId', 'authorId', 'creatorId'] as const;

export const signInRequired = () => new AppError('SIGN_IN_REQUIRED', 'Please sign in to continue');

/** Throws unless `user` may call a route declared with `access`. */
export function checkAccess(access: Access, user: CurrentUser | null): void {
  if (access === 'public') return;
  if (!user || (access !== 'user' && user.isGuest)) throw signInRequired();
  if (access === 'admin' && user.role !== 'admin') throw forbidden('This page is for administrators');
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

export const currentUserPlugin = fp(async (app: FastifyInstance, { identity }: { identity: IdentityResolver }) => {
  app.decorateRequest('identity', null);
  app.decorateRequest('user', {
    getter(this: { identity: CurrentUser | null }) {
      if (!this.identity) throw signInRequired();
      return this.identity;
    },
  });

  // Nobody can forget to say who may call an API route: the app does not start.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (isApiPath(route.url) && !(access && ACCESS_LEVELS.includes(access))) {
      throw new Error(`${route.method} ${route.url} declares no access: set config.access to ${ACCESS_LEVELS.join(', ')}`);
    }
  });

  // Only routes that declare access (the API): static files and pages need no user.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    request.identity = await identity.resolve(request);
    checkAccess(access, request.identity);
  });

  // After validation, so ids are already parsed numbers.
  app.addHook('preHandler', async (request) => {
    for (const source of [request.params, request.body]) {
      if (!source || typeof source !== 'object') continue;
      for (const field of USER_FIELDS) {
        const value = (source as Record<string, unknown>)[field];
        if (value !== undefined && Number(value) !== request.identity?.id) throw forbidden();
      }
    }
  });
});
