// Pages are served from the contract's page table: known paths 200, anything else the same
// page with a 404 status (as the client router, which reads the paths the same way, shows it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../contract/routes';
import { staticClientPlugin } from './static-client';

describe('serving pages', () => {
  const root = mkdtempSync(join(tmpdir(), 'medprep-client-'));
  const app = Fastify();
  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>MedPrep</title>');
    await app.register(staticClientPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });
  const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  it('answers every page of the table with 200, and other paths with the page and a 404', async () => {
    for (const route of PAGE_ROUTES) expect(await status(route.path), route.path).toBe(200);
    expect(await status('/practice?x=1')).toBe(200);
    expect(await status('/practice/')).toBe(200);
    expect(await status('/no-such-page')).toBe(404);
    expect(await status('/practice/no-such-page')).toBe(404);
    const notFound = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(notFound.headers['content-type']).toContain('text/html');
  });
});
