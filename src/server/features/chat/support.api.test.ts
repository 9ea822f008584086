// POST /api/support/chat (offline engine) and the per-user message limit of both chats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, supportChatReplySchema } from '../../../contract/chat';
import { MEDICAL_DISCLAIMER } from '../../../contract/constants';
import { fixedClock } from '../../lib/clock';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/test-identity';
import { SUPPORT_MEDICAL_REDIRECT } from './answer/support';

const support = (user: TestUser, payload: unknown) => user.inject({ method: 'POST', url: '/api/support/chat', payload: payload as object });

describe.each(TEST_ENGINES)('support chat API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers a product question from the FAQ with { response, timestamp }', async () => {
    const user = await createTestUser(t);
    const response = await support(user, { message: 'Is there a student discount?', conversationHistory: [] });
    expect(response.statusCode).toBe(200);
    const reply = supportChatReplySchema.parse(response.json());
    expect(reply.response).toContain('50% off');
    expect(reply.response).toContain('student ID');
    expect(reply.citations).toEqual([expect.objectContaining({ kind: 'faq', id: 'student-discount' })]);
    expect(Number.isNaN(Date.parse(reply.timestamp))).toBe(false);
    expect(reply.response).not.toContain(MEDICAL_DISCLAIMER);
  });

  it('uses the earlier messages for a follow-up', async () => {
    const user = await createTestUser(t);
    const history = [
      { role: 'assistant', content: "Hi! I'm your AI support assistant for MedPrep. How can I help you today?" },
      { role: 'user', content: 'How do I cancel my subscription?', timestamp: new Date().toISOString() },
      { role: 'assistant', content: 'You can cancel at any time.' },
    ];
    const reply = supportChatReplySchema.parse((await support(user, { message: 'and can I get my money back for it?', conversationHistory: history })).json());
    expect(reply.citations.map((c) => c.id)).toContain('money-back-guarantee');
  });

  it('sends medical questions to the AI Chat and admits what it does not know', async () => {
    const user = await createTestUser(t);
    const medical = supportChatReplySchema.parse((await support(user, { message: 'What is the treatment for acute pericarditis?', conversationHistory: [] })).json());
    expect(medical.response).toBe(SUPPORT_MEDICAL_REDIRECT);
    const unknown = supportChatReplySchema.parse((await support(user, { message: 'What is the capital of Peru?', conversationHistory: [] })).json());
    expect(unknown.response).toMatch(/not sure/);
    expect(unknown.citations).toEqual([]);
  });

  it('treats a missing history as empty and refuses bad input with 400', async () => {
    const user = await createTestUser(t);
    expect((await support(user, { message: 'How long is the free trial?' })).statusCode).toBe(200);
    const blank = await support(user, { message: '  ', conversationHistory: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0].path).toBe('body.message');
    expect((await support(user, { message: 'x'.repeat(CHAT_LIMITS.messageMaxChars + 1), conversationHistory: [] })).statusCode).toBe(400);
    expect((await support(user, { message: 'hi', conversationHistory: [{ role: 'system', content: 'x' }] })).statusCode).toBe(400);
    expect((await support(user, { message: 'hi', conversationHistory: [{ role: 'user', content: 'x', extra: 1 }] })).statusCode).toBe(400);
    expect((await support(user, { message: 'hi', conversationHistory: 'none' })).statusCode).toBe(400);
    expect((await support(user, { message: 'hi', conversationHistory: [], userId: user.id })).statusCode).toBe(400);
    const huge = Array.from({ length: 201 }, () => ({ role: 'user', content: 'x' }));
    expect((await support(user, { message: 'hi', conversationHistory: huge })).statusCode).toBe(400);
  });
});

describe.each(TEST_ENGINES)('message limit on %s', (engine) => {
  let t: TestApp;
  const clock = fixedClock('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(engine, { clock });
  });
  afterAll(() => t.close());

  it(`allows ${CHAT_LIMITS.messagesPerMinute} AI Chat messages a minute, then 429 with Retry-After, then again after a minute`, async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < CHAT_LIMITS.messagesPerMinute; i++) {
      clock.set(new Date(Date.parse('2026-03-02T10:00:00Z') + i * 1000));
      const ok = await user.inject({ method: 'POST', url: '/api/chat', payload: { message: `What is asthma? (${i})`, userId: user.id } });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await user.inject({ method: 'POST', url: '/api/chat', payload: { message: 'One more?', userId: user.id } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('20 messages a minute') });
    expect(refused.headers['retry-after']).toBe('41');
    const stream = await user.inject({ method: 'POST', url: '/api/chat/stream', payload: { message: 'One more?', userId: user.id } });
    expect(stream.statusCode).toBe(429);
    expect(stream.headers['content-type']).toContain('application/json');

    // The support chat has its own allowance.
    expect((await support(user, { message: 'How do I contact support?', conversationHistory: [] })).statusCode).toBe(200);

    clock.set('2026-03-02T10:01:00.500Z');
    expect((await user.inject({ method: 'POST', url: '/api/chat', payload: { message: 'What is asthma?', userId: user.id } })).statusCode).toBe(200);
    // Nothing refused was stored.
    const conversation = (await user.inject({ method: 'GET', url: '/api/chat/conversation' })).json();
    expect(conversation.messages).toHaveLength((CHAT_LIMITS.messagesPerMinute + 1) * 2);
  });

  it("counts each user's messages separately", async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    clock.set('2026-03-02T12:00:00Z');
    for (let i = 0; i < CHAT_LIMITS.messagesPerMinute; i++) {
      expect((await support(user, { message: 'How long is the free trial?', conversationHistory: [] })).statusCode).toBe(200);
    }
    expect((await support(user, { message: 'How long is the free trial?', conversationHistory: [] })).statusCode).toBe(429);
    expect((await support(other, { message: 'How long is the free trial?', conversationHistory: [] })).statusCode).toBe(200);
  });

  it('limits the support chat the same way', async () => {
    const user = await createTestUser(t);
    clock.set('2026-03-02T11:00:00Z');
    for (let i = 0; i < CHAT_LIMITS.messagesPerMinute; i++) {
      expect((await support(user, { message: 'How long is the free trial?', conversationHistory: [] })).statusCode).toBe(200);
    }
    const refused = await support(user, { message: 'How long is the free trial?', conversationHistory: [] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
