// Metering: a route that declares `meter` consumes one use before its handler and gives it back
// when the request fails; the product's metered routes are the ones the plans count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MeteredFeature } from '../../contract/constants';
import { AppError } from '../errors';
import type { CurrentUser } from '../lib/identity';
import type { Usage } from '../lib/usage';
import { createTestApp, TEST_ENGINES, type TestApp } from '../test/test-app';
import { createTestUser } from '../test/test-identity';

/** Records every call; refuses users in `exhausted`. */
function recordingUsage() {
  const calls: string[] = [];
  const exhausted = new Set<number>();
  const usage: Usage = {
    async consume(user: CurrentUser, feature: MeteredFeature) {
      if (exhausted.has(user.id)) throw new AppError('USAGE_LIMIT_REACHED', `No ${feature} left this month`);
      calls.push(`consume ${user.id} ${feature}`);
    },
    async release(user: CurrentUser, feature: MeteredFeature) {
      calls.push(`release ${user.id} ${feature}`);
    },
  };
  return { usage, calls, exhausted };
}

describe.each(TEST_ENGINES)('metering on %s', (engine) => {
  let t: TestApp;
  const recorded = recordingUsage();
  const handled: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine, {
      usage: recorded.usage,
      beforeReady: (app) => {
        app.post(
          '/api/test/metered',
          { config: { access: 'user', meter: 'chat' }, schema: { body: z.strictObject({ fail: z.boolean() }) } },
          async (request) => {
            handled.push(request.user.id);
            if (request.body.fail) throw new Error('handler failed');
            return { ok: true };
          },
        );
      },
    });
  });
  afterAll(() => t.close());

  it('consumes one use per call, and gives it back when the request fails', async () => {
    const user = await createTestUser(t);
    recorded.calls.length = 0;
    expect((await user.inject({ method: 'POST', url: '/api/test/metered', payload: { fail: false } })).statusCode).toBe(200);
    expect((await user.inject({ method: 'POST', url: '/api/test/metered', payload: { fail: true } })).statusCode).toBe(500);
    // Refused before the handler: nothing consumed.
    expect((await user.inject({ method: 'POST', url: '/api/test/metered', payload: { fail: 'yes' } })).statusCode).toBe(400);
    // Released once the response has gone (an onResponse hook).
    await expect.poll(() => recorded.calls).toEqual([`consume ${user.id} chat`, `consume ${user.id} chat`, `release ${user.id} chat`]);
  });

  it('answers 402 when the allowance is used up, without running the handler', async () => {
    const user = await createTestUser(t);
    recorded.exhausted.add(user.id);
    const response = await user.inject({ method: 'POST', url: '/api/test/metered', payload: { fail: false } });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'USAGE_LIMIT_REACHED' });
    expect(handled).not.toContain(user.id);
  });

  it('meters question generation, both AI Chat endpoints, the support chat and ICD search', async () => {
    const user = await createTestUser(t);
    recorded.calls.length = 0;
    const calls = [
      { method: 'POST', url: '/api/questions/generate', payload: { userId: user.id, questionType: 'usmle', category: 'Cardiology' } },
      { method: 'POST', url: '/api/chat', payload: { userId: user.id, message: 'What is Beck triad?' } },
      { method: 'POST', url: '/api/chat/stream', payload: { userId: user.id, message: 'What is Beck triad?' } },
      { method: 'POST', url: '/api/support/chat', payload: { message: 'How long is the free trial?', conversationHistory: [] } },
      // No code set in this database: a 503, so the use is given back.
      { method: 'GET', url: '/api/icd/search?q=E11.9' },
      { method: 'GET', url: `/api/progress/${user.id}` },
      { method: 'POST', url: '/api/loans/calculate', payload: { loanAmount: 1000, interestRate: 5, termYears: 1 } },
    ] as const;
    const statuses = [];
    for (const call of calls) statuses.push((await user.inject(call)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 503, 200, 200]);
    await expect.poll(() => recorded.calls).toEqual([
      `consume ${user.id} questions`,
      `consume ${user.id} chat`,
      `consume ${user.id} chat`,
      `consume ${user.id} chat`,
      `consume ${user.id} icdLookups`,
      `release ${user.id} icdLookups`,
    ]);
  });

  it('refuses to start when a public route declares a meter', async () => {
    await expect(
      createTestApp(engine, {
        beforeReady: (app) => {
          app.get('/api/test/free-lunch', { config: { access: 'public', meter: 'chat' } }, async () => ({}));
        },
      }),
    ).rejects.toThrow('a metered route needs a user');
  });
});
