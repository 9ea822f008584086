// A small OpenAI-compatible server for tests: real HTTP, so the real `openai` SDK runs
// against it. Replies are queued per test (JSON completions, streamed completions, HTTP
// errors, slow or hanging replies) and every request is recorded.
//
//   const fake = await startFakeOpenAi();
//   const config = { llm: { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 500 } };
//   fake.enqueue({ content: { question: '...' } }, { hang: true });
//   ... fake.requests[0].body.messages ...
//   await fake.close();
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** A chat completion whose message content is this text, or this object as JSON. */
  | { content: string | object; delayMs?: number; finishReason?: string }
  /** A streamed completion (Server-Sent Events), one chunk per string. */
  | { stream: string[]; delayMs?: number; chunkDelayMs?: number }
  /** A refusal, as models with structured output send it. */
  | { refusal: string }
  /** An HTTP error with an OpenAI-style error body. */
  | { status: number; message?: string }
  /** Never answer (the client's timeout must fire). */
  | { hang: true };

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever the SDK sent.
  body: any;
}

export interface FakeOpenAi {
  /** Pass as the SDK's baseURL (ends with /v1). */
  baseUrl: string;
  requests: FakeRequest[];
  /** Replies for the next requests, in order. */
  enqueue(...replies: FakeReply[]): void;
  /** The reply used when the queue is empty (default: HTTP 500). */
  setDefault(reply: FakeReply): void;
  /** Clears the queue and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  let fallback: FakeReply = { status: 500, message: 'fake-openai: no reply queued' };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // keep the raw text
    }
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body });
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      return sendJson(res, 404, { error: { message: `fake-openai: no route ${req.method} ${req.url}`, type: 'invalid_request_error' } });
    }
    const reply = queue.shift() ?? fallback;
    const model = (body as { model?: string } | null)?.model ?? 'fake-model';
    await reply_(res, reply, model);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function reply_(res: ServerResponse, reply: FakeReply, model: string): Promise<void> {
  if ('hang' in reply) return;
  if ('status' in reply) {
    return sendJson(res, reply.status, { error: { message: reply.message ?? `fake error ${reply.status}`, type: 'server_error' } });
  }
  if ('refusal' in reply) {
    return sendJson(res, 200, completion(model, { role: 'assistant', content: null, refusal: reply.refusal }, 'stop'));
  }
  if (reply.delayMs) await sleep(reply.delayMs);
  if ('content' in reply) {
    const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
    return sendJson(res, 200, completion(model, { role: 'assistant', content, refusal: null }, reply.finishReason ?? 'stop'));
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const id = `chatcmpl-fake-${Date.now()}`;
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: nowSeconds(), model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const text of reply.stream) {
    if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    res.write(chunk({ content: text }, null));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function completion(model: string, message: object, finishReason: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: nowSeconds(),
    model,
    choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function sendJson(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowSeconds = () => Math.floor(Date.now() / 1000);
