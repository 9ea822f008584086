// LLM mode against a local fake OpenAI-compatible server: the prompt, citations, streaming
// order and timing, and the fallback to the offline engine on every kind of failure.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatReplySchema, conversationSchema, supportChatReplySchema } from '../../../contract/chat';
import { MEDICAL_DISCLAIMER } from '../../../contract/constants';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { type FakeOpenAi, startFakeOpenAi } from './test-support/fake-openai';
import { readSse, type SseEvent } from './test-support/sse';

const QUESTION = 'What is the first-line treatment for acute pericarditis?';
const TIMEOUT_MS = 1500;

describe.each(TEST_ENGINES)('LLM mode on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { config: { llm: { baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: TIMEOUT_MS } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.behave({ mode: 'ok', parts: ['NSAIDs plus colchicine [1].'] });
    fake.requests.length = 0;
    await t.app.inject({ method: 'POST', url: '/api/chat/conversations', payload: {} });
  });

  const ask = async (message = QUESTION) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message, userId: 1 } });
    expect(response.statusCode).toBe(200);
    return chatReplySchema.parse(response.json());
  };
  const stream = async (message = QUESTION): Promise<SseEvent[]> => {
    const response = await fetch(`${baseUrl}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ message, userId: 1 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    return readSse(response);
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
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[2]?.content).toBe('NSAIDs plus colchicine [1].');
    expect(messages[0]?.content).toContain('Acute pericarditis');
  });

  it('keeps only the citations the model used', async () => {
    fake.behave({ mode: 'ok', parts: ['See [2] and also [1, 2]; ignore [9].'] });
    const reply = await ask();
    expect(reply.citations.map((c) => c.ref)).toEqual([1, 2]);
  });

  it('does not call the model when the library has nothing relevant', async () => {
    const reply = await ask('Who won the football world cup in 1998?');
    expect(reply.source).toBe('offline');
    expect(reply.response).toMatch(/couldn't find that/);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['a server error', { mode: 'error', status: 500 }],
    ['a rate limit from the provider', { mode: 'error', status: 429 }],
    ['an empty answer', { mode: 'empty' }],
    ['a timeout', { mode: 'hang' }],
  ] as const)('falls back to the offline answer on %s', async (_name, behavior) => {
    fake.behave(behavior);
    const started = performance.now();
    const reply = await ask();
    expect(reply.source).toBe('offline');
    expect(reply.response).toContain('**Acute pericarditis** [1]');
    expect(reply.response).toContain(MEDICAL_DISCLAIMER);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('streams the pieces in order, then the stored reply', async () => {
    fake.behave({ mode: 'ok', parts: ['NSAIDs ', 'plus ', 'colchicine [1].'], gapMs: 20 });
    const events = await stream();
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'delta', 'done']);
    const pieces = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(pieces.slice(0, 3)).toEqual(['NSAIDs ', 'plus ', 'colchicine [1].']);
    expect(pieces[3]).toBe(`\n\n---\n*${MEDICAL_DISCLAIMER}*`);
    const reply = done(events);
    expect(reply.source).toBe('llm');
    expect(reply.response).toBe(pieces.join(''));
    const conversation = conversationSchema.parse((await t.app.inject({ method: 'GET', url: '/api/chat/conversation' })).json());
    expect(conversation.messages.map((m) => m.content)).toEqual([QUESTION, reply.response]);
  });

  it("passes the model's first piece on at once (within 300 ms), not when the answer is complete", async () => {
    fake.behave({ mode: 'ok', parts: ['First piece. ', 'Second piece [1].'], gapMs: 1000 });
    const events = await stream();
    const first = events.find((e) => e.event === 'delta');
    const sentAt = fake.firstPieceAt;
    expect(first?.data).toEqual({ text: 'First piece. ' });
    expect(sentAt).not.toBeNull();
    expect((first?.at ?? 0) - (sentAt ?? 0)).toBeLessThan(300);
    expect(events.at(-1)?.event).toBe('done');
  });

  it('replaces a stream that breaks part-way with the offline answer', async () => {
    fake.behave({ mode: 'break', parts: ['NSAIDs ', 'plus'] });
    const events = await stream();
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThanOrEqual(1);
    const reply = done(events);
    expect(reply.source).toBe('offline');
    expect(reply.response).toContain('**Acute pericarditis** [1]');
  });

  it('streams the offline answer when the model fails before the first piece', async () => {
    fake.behave({ mode: 'error', status: 503 });
    const events = await stream();
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    const reply = done(events);
    expect(reply.source).toBe('offline');
    expect(events[0]?.data).toEqual({ text: reply.response });
  });

  it('answers the support chat through the model, and falls back when it fails', async () => {
    fake.behave({ mode: 'ok', parts: ['The trial lasts 14 days [1].'] });
    const payload = { message: 'How long is the free trial?', conversationHistory: [] };
    const viaModel = supportChatReplySchema.parse((await t.app.inject({ method: 'POST', url: '/api/support/chat', payload })).json());
    expect(viaModel).toMatchObject({ source: 'llm', response: 'The trial lasts 14 days [1].' });
    expect(fake.requests[0]?.body.messages[0]?.content).toContain('MedPrep support assistant');

    fake.behave({ mode: 'error', status: 500 });
    const offline = supportChatReplySchema.parse((await t.app.inject({ method: 'POST', url: '/api/support/chat', payload })).json());
    expect(offline.source).toBe('offline');
    expect(offline.response).toContain('14 days');
  });

  it('reports LLM mode in the public config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public-config' })).json().llmEnabled).toBe(true);
  });
});
