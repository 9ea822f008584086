// HTTP wiring of /api/icd/* (spec §7). Rules live in service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../contract/common';
import { errorBodySchema } from '../../../contract/errors';
import {
  icdAccessRequestSchema,
  icdBookmarkRequestSchema,
  icdBookmarkResponseSchema,
  icdBookmarksResponseSchema,
  icdCategoriesResponseSchema,
  icdCodeDetailSchema,
  icdCodeParamsSchema,
  icdHistoryEntrySchema,
  icdHistoryQuerySchema,
  icdHistoryResponseSchema,
  icdPageQuerySchema,
  type IcdSearchResponse,
  icdSearchQuerySchema,
  icdSearchResponseSchema,
  icdStatsQuerySchema,
  icdStatsSchema,
  icdStatusSchema,
} from '../../../contract/icd';
import type { FeatureOptions } from '../feature';
import { acceptsGzip } from './search-response';

/** 503 while the code set is loading or missing (the body says which and how to fix it). */
const unavailable = { 503: errorBodySchema };

export const icdRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services: { icd } }) => {
  app.addHook('onClose', () => icd.codeSet.settled());

  app.get('/icd/status', { config: { access: 'public' }, schema: { response: { 200: icdStatusSchema } } }, () => icd.codeSet.status());

  // Sends the JSON text (or its gzip form) itself: see search-response.ts. The response
  // schema stays for documentation; the body is checked against it when it is built.
  app.get(
    '/icd/search',
    { config: { access: 'user', meter: 'icdLookups' }, schema: { querystring: icdSearchQuerySchema, response: { 200: icdSearchResponseSchema, ...unavailable } } },
    async (request, reply) => {
      const { q, category, billable, limit, offset } = request.query;
      const options = { category, billableOnly: billable === 'true', limit, offset };
      const body = await icd.search(request.user.id, q ?? '', options, acceptsGzip(request.headers['accept-encoding']));
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (body.gzip) reply.header('content-encoding', 'gzip');
      // Already serialized: Fastify sends a string or Buffer as it is (the typed send wants the object).
      return reply.send(body.payload as unknown as IcdSearchResponse);
    },
  );

  app.get('/icd/all', { config: { access: 'user' }, schema: { querystring: icdPageQuerySchema, response: { 200: icdSearchResponseSchema, ...unavailable } } }, (request) =>
    icd.listAllCodes(request.user.id, request.query.limit, request.query.offset),
  );

  app.get('/icd/categories', { config: { access: 'public' }, schema: { response: { 200: icdCategoriesResponseSchema, ...unavailable } } }, () => icd.listCategories());

  app.get('/icd/codes/:code', { config: { access: 'user' }, schema: { params: icdCodeParamsSchema, response: { 200: icdCodeDetailSchema, ...unavailable } } }, (request) =>
    icd.getCodeDetail(request.user.id, request.params.code),
  );

  app.get('/icd/bookmarks/:userId', { config: { access: 'user' }, schema: { params: userIdParamsSchema, response: { 200: icdBookmarksResponseSchema } } }, (request) =>
    icd.listBookmarks(request.user.id),
  );

  app.post('/icd/bookmark', { config: { access: 'user' }, schema: { body: icdBookmarkRequestSchema, response: { 200: icdBookmarkResponseSchema, ...unavailable } } }, (request) => {
    const { userId: _owner, ...change } = request.body;
    return icd.setBookmark(request.user.id, change);
  });

  app.get(
    '/icd/history/:userId',
    { config: { access: 'user' }, schema: { params: userIdParamsSchema, querystring: icdHistoryQuerySchema, response: { 200: icdHistoryResponseSchema } } },
    (request) => icd.listHistory(request.user.id, request.query.limit),
  );

  app.post('/icd/access', { config: { access: 'user' }, schema: { body: icdAccessRequestSchema, response: { 201: icdHistoryEntrySchema, ...unavailable } } }, async (request, reply) => {
    const { userId: _owner, ...access } = request.body;
    return reply.code(201).send(await icd.recordAccess(request.user.id, access));
  });

  app.get(
    '/icd/stats/:userId',
    { config: { access: 'user' }, schema: { params: userIdParamsSchema, querystring: icdStatsQuerySchema, response: { 200: icdStatsSchema } } },
    (request) => icd.usageStats(request.user.id, request.query.since),
  );
};
