// Serves the built client: hashed assets with immutable caching (pre-compressed at build),
// and index.html from memory for every page route (SPA fallback).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findPageRoute } from '../../contract/routes';

interface IndexVariants {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export const staticClientPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No client build at ${root}: pages are not served (run npm run build).`);
    return;
  }
  const html = readFileSync(indexPath);
  const index: IndexVariants = { identity: html, gzip: gzipSync(html), br: brotliCompressSync(html) };

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(root, 'assets')}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : 'identity';
    reply
      .code(findPageRoute(path) ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(index[encoding]);
  };

  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (path.startsWith('/api/') || path === '/api' || looksLikeFile) return reply.callNotFound();
    return sendIndex(request, reply);
  });
});
