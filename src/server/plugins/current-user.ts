// Who is asking: resolves request.user once per API request from deps.identity (the only
// place identity comes from), and refuses any request whose path or body names another user.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../errors';
import type { CurrentUser, IdentityResolver } from '../lib/identity';

declare module 'fastify' {
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

export const currentUserPlugin = fp(async (app: FastifyInstance, { identity }: { identity: IdentityResolver }) => {
  app.decorateRequest('identity', null);
  app.decorateRequest('user', {
    getter(this: { identity: CurrentUser | null }) {
      if (!this.identity) throw signInRequired();
      return this.identity;
    },
  });

  // API routes only: static files and pages need no user.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.identity = await identity.resolve(request);
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
