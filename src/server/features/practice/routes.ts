import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../contract/common';
import {
  answerRequestSchema,
  answerResponseSchema,
  generateQuestionRequestSchema,
  practiceQuestionSchema,
  progressQuerySchema,
  progressSchema,
  QUESTION_LIST_DEFAULT_LIMIT,
  questionIdParamsSchema,
  questionListQuerySchema,
  questionListSchema,
} from '../../../contract/practice';
import type { FeatureOptions } from '../feature';

export const practiceRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services: { practice: service } }) => {
  app.post('/questions/generate', { config: { access: 'user', meter: 'questions' }, schema: { body: generateQuestionRequestSchema, response: { 200: practiceQuestionSchema } } }, async (request, reply) => {
    const started = performance.now();
    const { question, result } = await service.generate(request.user.id, request.body, request.log);
    const ms = performance.now() - started;
    // Server-side time, so load tests can separate it from queueing in the client.
    reply.header('server-timing', `generate;dur=${ms.toFixed(2)}`);
    request.log.info(
      { questionId: question.id, source: question.source, sourceId: result.row.sourceId, attempts: result.attempts, round: result.round, ms: Number(ms.toFixed(2)) },
      'practice: question generated',
    );
    return question;
  });

  app.post(
    '/questions/:questionId/answer',
    { config: { access: 'user' }, schema: { params: questionIdParamsSchema, body: answerRequestSchema, response: { 200: answerResponseSchema } } },
    async (request) => service.answer(request.user.id, request.params.questionId, request.body),
  );

  app.get(
    '/questions/:userId',
    { config: { access: 'user' }, schema: { params: userIdParamsSchema, querystring: questionListQuerySchema, response: { 200: questionListSchema } } },
    async (request) => service.list(request.user.id, request.query.limit ?? QUESTION_LIST_DEFAULT_LIMIT),
  );

  app.get(
    '/progress/:userId',
    { config: { access: 'user' }, schema: { params: userIdParamsSchema, querystring: progressQuerySchema, response: { 200: progressSchema } } },
    async (request) => service.progress(request.user.id, request.query.tz),
  );
};
