// LLM mode against the fake OpenAI-compatible server: the prompt, citations, streaming order,
// and the fallback to the offline engine on every kind of failure.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatReplySchema, conversationSchema, supportChatReplySchema } from '../../../contract/chat';
import { MEDICAL_DISCLAIMER } from '../../../contract/constants';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/test-identity';
import { type FakeOpenAi, type FakeReply, startFakeOpenAi } from '../../test/fake-openai';
import { readSse, type SseEvent } from './test-support/sse';

const QUESTION = 'What is the first-line treatment for acute pericarditis?';
const TIMEOUT_MS = 1500;

describe.each(TEST_ENGINES)('LLM mode on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let baseUrl: string;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { config: { llm: { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: TIMEOUT_MS } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    await fake.settled();
    fake.reset();
    fake.setDefault({ content: 'NSAIDs plus colchicine [1].' });
    user = await createTestUser(t);
  });

  const ask = async (message = QUESTION) => {
    const response = await user.inject({ method: 'POST', url: '/api/chat', payload: { message, userId: user.id } });
    expect(response.statusCode).toBe(200);
    return chatReplySchema.parse(response.json());
  };
  const stream = async (message = QUESTION, onEvent?: (event: SseEvent) => void): Promise<SseEvent[]> => {
    const response = await fetch(`${baseUrl}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', ...user.headers },
      body: JSON.stringify({ message, userId: user.id }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    return readSse(response, onEvent);
  };
  const done = (events: SseEvent[]) => chatReplySchema.parse(events.find((e) => e.event === 'done')?.data);

  it('gives the model only the retrieved sources, numbered, with the rules and the question', async () => {
    const reply = await ask();
    expect(reply.source).toBe('llm');
    expect(reply.response).toBe(`NSAIDs plus colchicine [1].\n\n---\n*${MEDICAL_DISCLAIMER}*`);
    expect(reply.citations).toEqual([expect.objectContaining({ ref: 1, kind: 'note', id: 'card-acute-pericarditis' })]);

    const [request] = fake.requests;
    expect(request?.body.model).toBe('fake-model');
    const system = request?.body.messages[0]?.content ?? '';
    expect(system).toContain('ONLY the numbered sources');
    expect(system).toContain('[1] Topic note: Acute pericarditis (Cardiology)');
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: QUESTION });
  });

  it('sends the recent conversation for follow-ups, without the disclaimer', async () => {
    await ask();
    await ask('How is it diagnosed?');
    const messages = fake.requests[1]?.body.messages ?? [];
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[2]?.content).toBe('NSAIDs plus colchicine [1].');
    expect(messages[0]?.content).toContain('Acute pericarditis');
  });

  it('keeps only the citations the model used', async () => {
    fake.setDefault({ content: 'See [2] and also [1, 2]; ignore [9].' });
    const reply = await ask();
    expect(reply.citations.map((c) => c.ref)).toEqual([1, 2]);
  });

  it('does not call the model when the library has nothing relevant', async () => {
    const reply = await ask('Who won the football world cup in 1998?');
    expect(reply.source).toBe('offline');
    expect(reply.response).toMatch(/couldn't find that/);
    expect(fake.requests).toHaveLength(0);
  });

  it.each<[string, FakeReply]>([
    ['a server error', { status: 500 }],
    ['a rate limit from the provider', { status: 429 }],
    ['an empty answer', { empty: true }],
    ['a timeout', { hang: true }],
  ])('falls back to the offline answer on %s', async (_name, reply) => {
    fake.setDefault(reply);
    const answer = await ask();
    expect(answer.source).toBe('offline');
    expect(answer.response).toContain('**Acute pericarditis** [1]');
    expect(answer.response).toContain(MEDICAL_DISCLAIMER);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a model that does not answer, without retrying', async () => {
    fake.setDefault({ hang: true });
    expect((await ask()).source).toBe('offline');
    await fake.abandoned(1);
    expect(fake.log).toEqual(['request 1', 'request 1 abandoned']);
  });

  it('streams the pieces in order, then the stored reply', async () => {
    fake.setDefault({ stream: ['NSAIDs ', 'plus ', 'colchicine [1].'] });
    const events = await stream();
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'delta', 'done']);
    const pieces = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(pieces.slice(0, 3)).toEqual(['NSAIDs ', 'plus ', 'colchicine [1].']);
    expect(pieces[3]).toBe(`\n\n---\n*${MEDICAL_DISCLAIMER}*`);
    const reply = done(events);
    expect(reply.source).toBe('llm');
    expect(reply.response).toBe(pieces.join(''));
    const conversation = conversationSchema.parse((await user.inject({ method: 'GET', url: '/api/chat/conversation' })).json());
    expect(conversation.messages.map((m) => m.content)).toEqual([QUESTION, reply.response]);
  });

  it("passes the model's first piece on at once, before the model writes the next", async () => {
    // The model holds its second piece until the reader has the first.
    fake.setDefault({ stream: ['First piece. ', 'Second piece [1].'], pauseAfter: 1 });
    const events = await stream(QUESTION, (event) => {
      if (event.event !== 'delta' || fake.log.includes('reader got the first piece')) return;
      fake.log.push('reader got the first piece');
      fake.resume();
    });
    expect(events.find((e) => e.event === 'delta')?.data).toEqual({ text: 'First piece. ' });
    expect(fake.log).toEqual(['request 1', 'request 1 piece 1', 'reader got the first piece', 'resumed', 'request 1 piece 2']);
    expect(events.at(-1)?.event).toBe('done');
  });

  it('replaces a stream that breaks part-way with the offline answer', async () => {
    fake.setDefault({ stream: ['NSAIDs ', 'plus'], break: true });
    const events = await stream();
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThanOrEqual(1);
    const reply = done(events);
    expect(reply.source).toBe('offline');
    expect(reply.response).toContain('**Acute pericarditis** [1]');
  });

  it('streams the offline answer when the model fails before the first piece', async () => {
    fake.setDefault({ status: 503 });
    const events = await stream();
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    const reply = done(events);
    expect(reply.source).toBe('offline');
    expect(events[0]?.data).toEqual({ text: reply.response });
  });

  it('answers the support chat through the model, and falls back when it fails', async () => {
    fake.setDefault({ content: 'The trial lasts 14 days [1].' });
    const payload = { message: 'How long is the free trial?', conversationHistory: [] };
    const viaModel = supportChatReplySchema.parse((await user.inject({ method: 'POST', url: '/api/support/chat', payload })).json());
    expect(viaModel).toMatchObject({ source: 'llm', response: 'The trial lasts 14 days [1].' });
    expect(fake.requests[0]?.body.messages[0]?.content).toContain('MedPrep support assistant');

    fake.setDefault({ status: 500 });
    const offline = supportChatReplySchema.parse((await user.inject({ method: 'POST', url: '/api/support/chat', payload })).json());
    expect(offline.source).toBe('offline');
    expect(offline.response).toContain('14 days');
  });

  it('reports LLM mode in the public config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public-config' })).json().llmEnabled).toBe(true);
  });
});
