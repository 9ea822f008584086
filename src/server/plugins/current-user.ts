// Resolves request.user (always the demo user: the spec has no sign-in) and refuses any
// request whose path or body names another user. Real sign-in replaces only this plugin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_USER_ID } from '../../contract/constants';
import { forbidden } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: { id: number };
  }
}

/** Fields that name the acting user in paths and bodies. */
const USER_FIELDS = ['userId', 'authorId', 'creatorId'] as const;

export const currentUserPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', { getter: () => ({ id: DEMO_USER_ID }) });

  // After validation, so ids are already parsed numbers.
  app.addHook('preHandler', async (request) => {
    for (const source of [request.params, request.body]) {
      if (!source || typeof source !== 'object') continue;
      for (const field of USER_FIELDS) {
        const value = (source as Record<string, unknown>)[field];
        if (value !== undefined && Number(value) !== request.user.id) throw forbidden();
      }
    }
  });
});
