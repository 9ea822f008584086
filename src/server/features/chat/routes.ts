// HTTP wiring of the AI Chat (POST /api/chat, its streaming twin, the stored conversation and
// the sources its citations open) and the support chat (POST /api/support/chat).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { RateLimitError } from './service';
import { EventStream, SSE_HEADERS } from './sse';

/** Runs a limit check; a refusal also tells the client when to retry. */
async function limited(reply: FastifyReply, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** How long the answer took at the server (retrieval, answer and storage), for the benchmark and browser tools. */
function serverTiming(started: number): string {
  return `answer;dur=${(performance.now() - started).toFixed(1)}`;
}

export const chatRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services: { chat } }) => {
  app.post('/chat', { config: { access: 'user', meter: 'chat' }, schema: { body: chatRequestSchema, response: { 200: chatReplySchema } } }, async (request, reply) => {
    const started = performance.now();
    await limited(reply, () => chat.checkChatLimit(request.user.id));
    const answer = await chat.send(request.user.id, request.body.message);
    return reply.header('server-timing', serverTiming(started)).send(answer);
  });

  // The same question answered as Server-Sent Events: 'delta' pieces as the model writes them,
  // then 'done' with the stored reply (whose text replaces the pieces), or 'error'.
  app.post('/chat/stream', { config: { access: 'user', meter: 'chat' }, schema: { body: chatRequestSchema }, compress: false }, async (request, reply) => {
    await limited(reply, () => chat.checkChatLimit(request.user.id));
    const answer = await chat.prepareStream(request.user.id, request.body.message);
    const events = new EventStream();
    reply.headers(SSE_HEADERS).send(events.body);

    // The answer is finished and stored even if the reader leaves, so a reload shows it.
    void (async () => {
      try {
        const saved = await answer.run((text) => {
          if (text) events.send(CHAT_STREAM_EVENTS.delta, { text });
        });
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
    chat.getConversation(request.user.id),
  );

  app.post(
    '/chat/conversations',
    { config: { access: 'user' }, schema: { body: newConversationRequestSchema.nullish(), response: { 201: conversationSchema } } },
    async (request, reply) => reply.code(201).send(await chat.startNewConversation(request.user.id)),
  );

  app.get('/chat/sources/:kind/:id', { config: { access: 'public' }, schema: { params: sourceParamsSchema, response: { 200: sourceSchema } } }, async (request) =>
    chat.getSource(request.params.kind, request.params.id),
  );

  app.post('/support/chat', { config: { access: 'user', meter: 'chat' }, schema: { body: supportChatRequestSchema, response: { 200: supportChatReplySchema } } }, async (request, reply) => {
    const started = performance.now();
    await limited(reply, () => chat.checkSupportLimit(request.user.id));
    const answer = await chat.support(request.user.id, request.body.message, request.body.conversationHistory);
    return reply.header('server-timing', serverTiming(started)).send(answer);
  });
};
