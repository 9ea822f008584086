// A local OpenAI-compatible server for the chat tests: POST /v1/chat/completions, streaming
// (SSE chunks, then [DONE]) or not, with scripted failures. The real openai client talks to it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehavior =
  /** Answers with the parts (joined when not streaming), `gapMs` between streamed parts. */
  | { mode: 'ok'; parts: string[]; gapMs?: number; firstDelayMs?: number }
  | { mode: 'error'; status: number }
  /** Never answers (the client's time limit must end the call). */
  | { mode: 'hang' }
  /** Streams `parts`, then drops the connection without finishing. */
  | { mode: 'break'; parts: string[] }
  /** A well-formed answer with no text. */
  | { mode: 'empty' };

export interface FakeRequest {
  body: { model: string; stream?: boolean; messages: { role: string; content: string }[] };
  receivedAt: number;
}

export interface FakeOpenAi {
  /** The base URL to configure (ends in /v1). */
  url: string;
  requests: FakeRequest[];
  /** performance.now() when the first streamed piece of the latest request was written. */
  firstPieceAt: number | null;
  behave(behavior: FakeBehavior): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAi(initial: FakeBehavior = { mode: 'ok', parts: ['Fake answer [1].'] }): Promise<FakeOpenAi> {
  let behavior = initial;
  const open = new Set<ServerResponse>();
  const fake: FakeOpenAi = {
    url: '',
    requests: [],
    firstPieceAt: null,
    behave: (next) => {
      behavior = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
      }),
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'];
    fake.requests.push({ body, receivedAt: performance.now() });
    fake.firstPieceAt = null;
    const current = behavior;

    if (current.mode === 'hang') return;
    if (current.mode === 'error') {
      response.writeHead(current.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    const parts = current.mode === 'empty' ? [''] : current.parts;
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(completion(body.model, parts.join(''))));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (current.mode === 'ok' && current.firstDelayMs) await sleep(current.firstDelayMs);
    for (const [index, part] of parts.entries()) {
      if (index > 0 && current.mode === 'ok' && current.gapMs) await sleep(current.gapMs);
      if (response.destroyed) return;
      response.write(`data: ${JSON.stringify(chunk(body.model, part))}\n\n`);
      if (index === 0) fake.firstPieceAt = performance.now();
    }
    if (current.mode === 'break') {
      await sleep(50);
      response.destroy();
      return;
    }
    response.write(`data: ${JSON.stringify(chunk(body.model, '', 'stop'))}\n\n`);
    response.end('data: [DONE]\n\n');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunk(model: string, content: string, finish: 'stop' | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: content ? { content } : {}, finish_reason: finish, logprobs: null }],
  };
}
