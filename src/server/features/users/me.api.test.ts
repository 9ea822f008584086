// GET /api/me: the browser learns its user here, never from a constant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '../../../contract/me';
import { createDemoIdentity, DEMO_USER_ID } from '../../lib/identity';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/test-identity';

describe.each(TEST_ENGINES)('GET /api/me on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers the current user with their name, email and role', async () => {
    const user = await createTestUser(t, { name: 'Ada Student' });
    const response = await user.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(meSchema.parse(response.json())).toEqual({
      id: user.id,
      isGuest: false,
      email: expect.stringMatching(/@medprep\.test$/),
      name: 'Ada Student',
      role: 'user',
    });
    const admin = await createTestUser(t, { role: 'admin' });
    expect((await admin.inject({ method: 'GET', url: '/api/me' })).json()).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('says sign in is required when the request has no user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
  });
});

describe.each(TEST_ENGINES)("today's production identity on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { identity: createDemoIdentity() });
  });
  afterAll(() => t.close());

  it('is the seeded demo user for every request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.json()).toEqual({ id: DEMO_USER_ID, isGuest: false, email: 'student@medprep.local', name: 'Demo Student', role: 'user' });
  });
});
