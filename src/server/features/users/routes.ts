import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema } from '../../../contract/me';
import type { FeatureOptions } from '../feature';

export const usersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services: { users } }) => {
  // Public: whoever asks learns who they are (401 when the request has no user at all).
  app.get('/me', { config: { access: 'public' }, schema: { response: { 200: meSchema } } }, async (request) => users.me(request.user));
};
