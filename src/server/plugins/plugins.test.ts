// The API conventions every feature relies on: error shape, validation details, ownership, 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../app';
import { createTestApp, TEST_ENGINES, type TestApp } from '../test/test-app';
import { createTestUser } from '../test/test-identity';
import { ACCESS_LEVELS } from './current-user';
import { acceptRawJson } from './raw-body';

const echoBody = z.strictObject({ userId: z.number().int(), name: z.string().min(3), count: z.number().int().max(10) });

describe.each(TEST_ENGINES)('API conventions on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine, {
      logLines,
      beforeReady: async (app) => {
        app.post('/api/test/echo', { config: { access: 'user' }, schema: { body: echoBody } }, async (request) => request.body);
        app.get(
          '/api/test/users/:userId',
          { config: { access: 'user' }, schema: { params: z.object({ userId: z.coerce.number().int() }) } },
          async (request) => ({ userId: request.params.userId }),
        );
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret database password is hunter2');
        });
        // A throwaway webhook: raw JSON bytes in its own scope only.
        await app.register(async (scope) => {
          acceptRawJson(scope);
          scope.post('/api/test/webhook', { config: { access: 'public' } }, async (request) => ({
            raw: Buffer.isBuffer(request.body),
            text: String(request.body),
          }));
        });
        for (const access of ACCESS_LEVELS) {
          app.get(`/api/test/access/${access}`, { config: { access } }, async (request) => ({ user: request.identity }));
        }
      },
    });
  });
  afterAll(() => t.close());

  it('reports health with the database status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'up', engine } });
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('/api/does-not-exist') });
  });

  it('returns 400 VALIDATION_FAILED with one detail per bad field', async () => {
    const user = await createTestUser(t);
    const response = await user.inject({ method: 'POST', url: '/api/test/echo', payload: { userId: user.id, name: 'ab', count: 'x' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(['body.count', 'body.name']);
  });

  it('rejects unknown fields, malformed JSON, wrong content type and oversized bodies with 4xx', async () => {
    const user = await createTestUser(t);
    const unknown = await user.inject({ method: 'POST', url: '/api/test/echo', payload: { userId: user.id, name: 'abc', count: 1, extra: true } });
    expect(unknown.statusCode).toBe(400);
    const malformed = await user.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
    const text = await user.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    const huge = await user.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: user.id, name: 'x'.repeat(BODY_LIMIT_BYTES), count: 1 }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses another user id in the path or the body with 403', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const path = await user.inject({ method: 'GET', url: `/api/test/users/${other.id}` });
    expect(path.statusCode).toBe(403);
    expect(path.json().code).toBe('FORBIDDEN');
    const body = await user.inject({ method: 'POST', url: '/api/test/echo', payload: { userId: other.id, name: 'abc', count: 1 } });
    expect(body.statusCode).toBe(403);
    const own = await user.inject({ method: 'GET', url: `/api/test/users/${user.id}` });
    expect(own.statusCode).toBe(200);
  });

  it('asks a request without a user to sign in before anything else', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { userId: 1, name: 'x', count: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/test/access/public' })).json()).toEqual({ user: null });
  });

  it('gives a raw-body scope the exact JSON bytes, and leaves the rest of the API parsing JSON', async () => {
    const sent = '{"type":"invoice.paid",  "id": 7}';
    const raw = await t.app.inject({ method: 'POST', url: '/api/test/webhook', headers: { 'content-type': 'application/json' }, payload: sent });
    expect(raw.json()).toEqual({ raw: true, text: sent });
    const text = await t.app.inject({ method: 'POST', url: '/api/test/webhook', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    const user = await createTestUser(t);
    const parsed = await user.inject({ method: 'POST', url: '/api/test/echo', payload: { userId: user.id, name: 'abc', count: 1 } });
    expect(parsed.json()).toEqual({ userId: user.id, name: 'abc', count: 1 });
    const malformed = await user.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"userId":' });
    expect(malformed.statusCode).toBe(400);
  });

  it('lets each access level in and keeps the others out', async () => {
    const guest = await createTestUser(t, { isGuest: true });
    const member = await createTestUser(t);
    const admin = await createTestUser(t, { role: 'admin' });
    const statuses = async (user: typeof guest) =>
      Promise.all(ACCESS_LEVELS.map(async (access) => (await user.inject({ method: 'GET', url: `/api/test/access/${access}` })).statusCode));
    expect(await statuses(guest)).toEqual([200, 200, 401, 401]);
    expect(await statuses(member)).toEqual([200, 200, 200, 403]);
    expect(await statuses(admin)).toEqual([200, 200, 200, 200]);
    const refused = await guest.inject({ method: 'GET', url: '/api/test/access/account' });
    expect(refused.json()).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
    expect((await member.inject({ method: 'GET', url: '/api/test/access/admin' })).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await admin.inject({ method: 'GET', url: '/api/test/access/user' })).json()).toEqual({ user: { id: admin.id, role: 'admin', isGuest: false } });
  });

  it('refuses to start when an API route declares no access', async () => {
    await expect(
      createTestApp(engine, {
        beforeReady: (app) => {
          app.get('/api/test/forgotten', async () => ({}));
        },
      }),
    ).rejects.toThrow('GET /api/test/forgotten declares no access');
  });

  it('hides internals of a 500 and logs the error with the request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('hunter2');
    const logged = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
    expect(logged?.reqId).toBe(body.requestId);
  });

  it('sends security headers with a CSP that allows no inline or third-party script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https:)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
