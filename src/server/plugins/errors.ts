// The one error handler: every failure leaves as { message, code, details? } (ARCHITECTURE.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorDetail } from '../../contract/errors';
import { AppError } from '../errors';

/** Fastify's own error codes that are the client's fault, and what we call them. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty but its content type is JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send JSON with Content-Type: application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length header does not match the body' },
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client went away mid-response (a closed tab, a load generator stopping): nothing
    // to answer and nothing wrong with the server.
    if (reply.raw.destroyed || request.raw.socket?.destroyed) {
      request.log.info({ err: error }, 'client closed the connection before the response was complete');
      return;
    }
    if (error instanceof AppError) return send(reply, error.code, error.message, request, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: ErrorDetail[] = error.validation.map((issue) => ({
        path: toPath(error.validationContext, issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      const summary = details.map((d) => `${d.path}: ${d.message}`).join('; ');
      return send(reply, 'VALIDATION_FAILED', `Invalid request: ${summary}`, request, details);
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.code, known.message, request);
    if (error.statusCode === 429) return send(reply, 'RATE_LIMITED', error.message, request);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      request.log.info({ err: error }, 'client error');
      return send(reply, 'BAD_REQUEST', error.message, request);
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.', request);
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`, request),
  );
});

function send(reply: FastifyReply, code: ErrorCode, message: string, request: FastifyRequest, details?: ErrorDetail[]) {
  const body: ErrorBody = { message, code, ...(details ? { details } : {}), requestId: String(request.id) };
  return reply.code(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body);
}

function toPath(context: string | undefined, instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return [context ?? 'body', ...parts].join('.');
}
