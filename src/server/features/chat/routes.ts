// HTTP wiring of the AI Chat (POST /api/chat, its streaming twin, the stored conversation and
// the sources its citations open) and the support chat (POST /api/support/chat).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_LIMITS,
  CHAT_STREAM_EVENTS,
  chatReplySchema,
  chatRequestSchema,
  conversationSchema,
  newConversationRequestSchema,
  sourceParamsSchema,
  sourceSchema,
  supportChatReplySchema,
  supportChatRequestSchema,
} from '../../../contract/chat';
import { AppError } from '../../errors';
import type { FeatureOptions } from '../feature';
import { Assistants } from './assistant';
import { createLlmClient } from './llm/client';
import { SlidingWindowLimiter } from './rate-limit';
import { createIcdSource } from './retrieval/icd-adapter';
import { getLibrary } from './retrieval/library';
import { ChatService, RateLimitError } from './service';
import { EventStream, SSE_HEADERS } from './sse';

/** Runs a limit check; a refusal also tells the client when to retry. */
function limited(reply: FastifyReply, check: () => void) {
  try {
    check();
  } catch (error) {
    if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** How long the answer took at the server (retrieval, answer and storage), for the benchmark and browser tools. */
function serverTiming(started: number): string {
  return `answer;dur=${(performance.now() - started).toFixed(1)}`;
}

export const chatRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const messagesPerMinute = deps.config.chatRateLimitPerMinute ?? CHAT_LIMITS.messagesPerMinute;
  const library = getLibrary();
  const assistants = new Assistants({
    library,
    icd: createIcdSource(deps),
    llm: deps.config.llm ? createLlmClient(deps.config.llm) : null,
    logger: app.log,
  });
  const service = new ChatService({
    db: deps.db,
    clock: deps.clock,
    assistants,
    library,
    chatLimiter: new SlidingWindowLimiter(deps.clock, messagesPerMinute),
    supportLimiter: new SlidingWindowLimiter(deps.clock, messagesPerMinute),
  });

  app.post('/chat', { config: { access: 'user' }, schema: { body: chatRequestSchema, response: { 200: chatReplySchema } } }, async (request, reply) => {
    const started = performance.now();
    limited(reply, () => service.checkChatLimit(request.user.id));
    const answer = await service.send(request.user.id, request.body.message);
    return reply.header('server-timing', serverTiming(started)).send(answer);
  });

  // The same question answered as Server-Sent Events: 'delta' pieces as the model writes them,
  // then 'done' with the stored reply (whose text replaces the pieces), or 'error'.
  app.post('/chat/stream', { config: { access: 'user' }, schema: { body: chatRequestSchema }, compress: false }, async (request, reply) => {
    limited(reply, () => service.checkChatLimit(request.user.id));
    const askedAt = deps.clock.now();
    const { conversationId, history } = await service.prepare(request.user.id);
    const events = new EventStream();
    reply.headers(SSE_HEADERS).send(events.body);

    // The answer is finished and stored even if the reader leaves, so a reload shows it.
    void (async () => {
      try {
        const answer = await assistants.medicalStream(request.body.message, history, (text) => {
          if (text) events.send(CHAT_STREAM_EVENTS.delta, { text });
        });
        const saved = await service.record(conversationId, request.body.message, askedAt, answer);
        events.send(CHAT_STREAM_EVENTS.done, chatReplySchema.parse(saved));
      } catch (error) {
        request.log.error({ err: error }, 'chat stream failed');
        const code = error instanceof AppError ? error.code : 'INTERNAL';
        events.send(CHAT_STREAM_EVENTS.error, { code, message: 'Something went wrong on our side. Please try again.' });
      } finally {
        events.end();
      }
    })();
    return reply;
  });

  app.get('/chat/conversation', { config: { access: 'user' }, schema: { response: { 200: conversationSchema } } }, async (request) =>
    service.getConversation(request.user.id),
  );

  app.post(
    '/chat/conversations',
    { config: { access: 'user' }, schema: { body: newConversationRequestSchema.nullish(), response: { 201: conversationSchema } } },
    async (request, reply) => reply.code(201).send(await service.startNewConversation(request.user.id)),
  );

  app.get('/chat/sources/:kind/:id', { config: { access: 'public' }, schema: { params: sourceParamsSchema, response: { 200: sourceSchema } } }, async (request) =>
    service.getSource(request.params.kind, request.params.id),
  );

  app.post('/support/chat', { config: { access: 'user' }, schema: { body: supportChatRequestSchema, response: { 200: supportChatReplySchema } } }, async (request, reply) => {
    const started = performance.now();
    limited(reply, () => service.checkSupportLimit(request.user.id));
    const answer = await service.support(request.body.message, request.body.conversationHistory);
    return reply.header('server-timing', serverTiming(started)).send(answer);
  });
};
