// POST /api/chat, the stored conversation, "New chat", sources and bad input, offline engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_MESSAGE_TEXT, CHAT_LIMITS, chatReplySchema, conversationSchema, sourceSchema } from '../../../contract/chat';
import { MEDICAL_DISCLAIMER } from '../../../contract/constants';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/test-identity';

const ask = (user: TestUser, message: unknown, extra: Record<string, unknown> = {}) =>
  user.inject({ method: 'POST', url: '/api/chat', payload: { message, userId: user.id, ...extra } });
const conversation = async (user: TestUser) => conversationSchema.parse((await user.inject({ method: 'GET', url: '/api/chat/conversation' })).json());

describe.each(TEST_ENGINES)('AI Chat API on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, { logLines });
  });
  afterAll(() => t.close());

  it('starts with no stored conversation', async () => {
    const user = await createTestUser(t);
    const response = await user.inject({ method: 'GET', url: '/api/chat/conversation' });
    expect(response.statusCode).toBe(200);
    expect(conversationSchema.parse(response.json())).toEqual({ id: null, messages: [] });
  });

  it('answers a clinical question from the library with a cited topic note and the disclaimer', async () => {
    const user = await createTestUser(t);
    const asked: unknown[] = [];
    const stop = t.app.deps.events.on('chat.asked', (event) => void asked.push(event));
    const response = await ask(user, '  What is the first-line treatment for acute pericarditis?  ');
    stop();
    expect(response.statusCode).toBe(200);
    const reply = chatReplySchema.parse(response.json());
    expect(reply.source).toBe('offline');
    expect(reply.response).toMatch(/colchicine/i);
    expect(reply.response).toContain(MEDICAL_DISCLAIMER);
    expect(reply.citations[0]).toEqual({
      ref: 1,
      kind: 'note',
      id: 'card-acute-pericarditis',
      title: 'Acute pericarditis',
      url: '/ai-chat?source=note:card-acute-pericarditis',
    });
    expect(reply.response).toContain('[1]');
    expect(Number.isNaN(Date.parse(reply.timestamp))).toBe(false);
    // The question is stored trimmed.
    expect(reply.userMessage.content).toBe('What is the first-line treatment for acute pericarditis?');
    expect(reply.assistantMessage).toMatchObject({ role: 'assistant', content: reply.response, citations: reply.citations });
    expect(asked).toEqual([{ userId: user.id, conversationId: reply.conversationId, source: 'offline', streamed: false, at: expect.any(Date) }]);
  });

  it('keeps the conversation, and a follow-up uses the previous question', async () => {
    const user = await createTestUser(t);
    await ask(user, 'What is the first-line treatment for acute pericarditis?');
    const followUp = chatReplySchema.parse((await ask(user, 'How is it diagnosed?')).json());
    expect(followUp.citations.map((c) => c.id)).toContain('card-acute-pericarditis');
    expect(followUp.response).toMatch(/\*\*Diagnosis:\*\*/);

    const stored = await conversation(user);
    expect(stored.id).toBe(followUp.conversationId);
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(stored.messages[3]?.citations).toEqual(followUp.citations);
  });

  it('says plainly when the library has nothing relevant, with no citations and no invented facts', async () => {
    const reply = chatReplySchema.parse((await ask(await createTestUser(t), 'Who won the football world cup in 1998?')).json());
    expect(reply.response).toMatch(/couldn't find that in the MedPrep library/);
    expect(reply.citations).toEqual([]);
    expect(reply.response).not.toContain(MEDICAL_DISCLAIMER);
  });

  it('answers product questions from the FAQ without the medical disclaimer', async () => {
    const reply = chatReplySchema.parse((await ask(await createTestUser(t), 'How much does the Premium plan cost per month?')).json());
    expect(reply.response).toContain('$39/month');
    expect(reply.citations[0]).toMatchObject({ kind: 'faq', id: 'plans-and-prices' });
    expect(reply.response).not.toContain(MEDICAL_DISCLAIMER);
  });

  it('"New chat" closes the conversation and the next message starts another', async () => {
    const user = await createTestUser(t);
    const first = chatReplySchema.parse((await ask(user, 'What is Cushing triad?')).json());
    const created = await user.inject({ method: 'POST', url: '/api/chat/conversations', payload: {} });
    expect(created.statusCode).toBe(201);
    expect(conversationSchema.parse(created.json())).toEqual({ id: null, messages: [] });
    expect(await conversation(user)).toEqual({ id: null, messages: [] });

    const reply = chatReplySchema.parse((await ask(user, 'What is Beck triad?')).json());
    expect(reply.conversationId).not.toBe(first.conversationId);
    expect((await conversation(user)).messages).toHaveLength(2);
    // Without a body too.
    expect((await user.inject({ method: 'POST', url: '/api/chat/conversations' })).statusCode).toBe(201);
  });

  it("keeps each user's conversation to themselves", async () => {
    const [one, two] = [await createTestUser(t), await createTestUser(t)];
    await ask(one, 'What is Beck triad?');
    expect(await conversation(two)).toEqual({ id: null, messages: [] });
    expect((await conversation(one)).messages).toHaveLength(2);
  });

  it('opens the source a citation points to', async () => {
    const note = await t.app.inject({ method: 'GET', url: '/api/chat/sources/note/card-acute-pericarditis' });
    expect(note.statusCode).toBe(200);
    const source = sourceSchema.parse(note.json());
    expect(source).toMatchObject({ kind: 'note', title: 'Acute pericarditis', subtitle: 'Topic note · Cardiology' });
    expect(source.markdown).toContain('**Key findings**');

    const question = sourceSchema.parse((await t.app.inject({ method: 'GET', url: '/api/chat/sources/question/cardio-w-digoxin-toxicity' })).json());
    expect(question.markdown).toContain('**Answer:** B. Digoxin immune Fab');
    const faq = sourceSchema.parse((await t.app.inject({ method: 'GET', url: '/api/chat/sources/faq/free-trial' })).json());
    expect(faq.title).toBe('How does the free trial work?');

    expect((await t.app.inject({ method: 'GET', url: '/api/chat/sources/note/no-such-note' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/sources/icd/I10' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/sources/note/..%2F..%2Fetc' })).statusCode).toBe(400);
  });

  it('refuses a blank message (spec §5) with 400 and a clear message', async () => {
    const user = await createTestUser(t);
    for (const message of ['', '   ', '\n\t ']) {
      const response = await ask(user, message);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.message', message: BLANK_MESSAGE_TEXT }] });
    }
  });

  it('refuses bad input with 4xx, never 500', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hi', userId: user.id } })).statusCode).toBe(401);
    const tooLong = await ask(user, 'a'.repeat(CHAT_LIMITS.messageMaxChars + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(`at most ${CHAT_LIMITS.messageMaxChars} characters`);
    expect((await ask(user, 'x'.repeat(CHAT_LIMITS.messageMaxChars))).statusCode).toBe(200);

    expect((await ask(user, 42)).statusCode).toBe(400);
    expect((await ask(user, null)).statusCode).toBe(400);
    expect((await ask(user, 'hi', { extra: true })).statusCode).toBe(400);
    expect((await user.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hi' } })).statusCode).toBe(400);
    expect((await user.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hi', userId: String(user.id) } })).statusCode).toBe(400);
    expect((await ask(user, 'hi', { userId: other.id })).statusCode).toBe(403);
    expect((await user.inject({ method: 'POST', url: '/api/chat', payload: [] })).statusCode).toBe(400);
    const malformed = await user.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'application/json' }, payload: '{"message":' });
    expect(malformed.statusCode).toBe(400);
    const text = await user.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect((await user.inject({ method: 'POST', url: '/api/chat/conversations', payload: { extra: 1 } })).statusCode).toBe(400);
    expect((await user.inject({ method: 'POST', url: '/api/chat/stream', payload: { message: ' ', userId: user.id } })).statusCode).toBe(400);
    expect(logLines.some((line) => line.includes('"unhandled error"'))).toBe(false);
  });
});
