import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '../../../contract/common';
import type { FeatureOptions } from '../feature';

export const healthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services: { health } }) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const body = await health.check();
    return reply.code(body.status === 'ok' ? 200 : 503).send(body);
  });

  app.get('/public-config', { config: { access: 'public' }, schema: { response: { 200: publicConfigSchema } } }, async () => health.publicConfig());
};
