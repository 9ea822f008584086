// For routes that must see the exact bytes they were sent (a payments webhook verifies a
// signature over them). Called inside an encapsulated plugin, it makes application/json bodies
// arrive as a Buffer for that plugin's routes only; everywhere else JSON is parsed as before,
// and other content types are still refused with 415.
import type { FastifyInstance } from 'fastify';

export function acceptRawJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}
