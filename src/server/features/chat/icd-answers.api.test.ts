// Code questions through POST /api/chat: answered from the complete ICD-10-CM code set when it
// is loaded, and an honest "cannot search" while it is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReplySchema } from '../../../contract/chat';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/test-identity';
import { createIcdTestApp } from '../icd/test-support';

const ask = async (t: TestApp, message: string) => {
  const user = await createTestUser(t);
  const response = await user.inject({ method: 'POST', url: '/api/chat', payload: { message, userId: user.id } });
  expect(response.statusCode).toBe(200);
  return chatReplySchema.parse(response.json());
};

describe.each(TEST_ENGINES)('ICD-10-CM answers on %s', (engine) => {
  let loaded: TestApp;
  let missing: TestApp;
  beforeAll(async () => {
    [loaded, missing] = await Promise.all([createIcdTestApp(engine), createTestApp(engine)]);
  });
  afterAll(async () => {
    await Promise.all([loaded.close(), missing.close()]);
  });

  it('answers "what is the ICD-10 code for essential hypertension" with I10, linked to the lookup', async () => {
    const reply = await ask(loaded, 'What is the ICD-10 code for essential hypertension?');
    expect(reply.response).toContain('is **I10**: Essential (primary) hypertension (billable) [1]');
    expect(reply.response).toContain('[ICD-10 Lookup](/icd-lookup?q=I10)');
    expect(reply.citations[0]).toEqual({ ref: 1, kind: 'icd', id: 'I10', title: 'I10 Essential (primary) hypertension', url: '/icd-lookup?q=I10' });
  });

  it('describes a code the user types, with or without the dot', async () => {
    for (const question of ['What does E11.9 mean?', 'what is e119']) {
      const reply = await ask(loaded, question);
      expect(reply.citations[0]).toMatchObject({ kind: 'icd', id: 'E11.9' });
      expect(reply.response).toContain('Type 2 diabetes mellitus without complications');
    }
  });

  it('says when the code set is not loaded, and still links the lookup', async () => {
    const reply = await ask(missing, 'What is the ICD-10 code for essential hypertension?');
    expect(reply.response).toMatch(/can't search the ICD-10-CM code set right now/);
    expect(reply.citations).toEqual([]);
  });
});
