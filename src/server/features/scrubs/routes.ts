import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  scrubBrandsSchema,
  scrubImageParamsSchema,
  scrubImageQuerySchema,
  scrubsListSchema,
  scrubsQuerySchema,
} from '../../../contract/scrubs';
import type { FeatureOptions } from '../feature';

/** Drawings only change with a deploy; a day of caching spares repeat downloads. */
const IMAGE_CACHE = 'public, max-age=86400';

export const scrubsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services: { scrubs } }) => {
  app.get('/scrubs', { config: { access: 'public' }, schema: { querystring: scrubsQuerySchema, response: { 200: scrubsListSchema } } }, (request) =>
    scrubs.list(request.query),
  );

  app.get('/scrubs/brands', { config: { access: 'public' }, schema: { response: { 200: scrubBrandsSchema } } }, () => scrubs.brands());

  app.get(
    '/scrubs/images/:file',
    { config: { access: 'public' }, schema: { params: scrubImageParamsSchema, querystring: scrubImageQuerySchema } },
    async (request, reply) => {
      const svg = scrubs.image(request.params.file, request.query.color);
      return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', IMAGE_CACHE).send(svg);
    },
  );
};
