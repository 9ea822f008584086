// The one OpenAI-compatible server for tests: real HTTP, so the real `openai` SDK runs against
// it. Replies are queued per test (or set as the default), every request is recorded, and a log
// of what happened in which order (requests arriving, pieces written, clients giving up) lets
// tests assert order instead of elapsed time.
//
//   const fake = await startFakeOpenAi();
//   const config = { llm: { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 1500 } };
//   fake.enqueue({ content: { question: '...' } }, { hang: true });
//   ... fake.requests[0].body.messages ... await fake.abandoned(1) ...
//   await fake.close();
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** This text (or this object as JSON) as the answer; streamed as one piece when the request streams. */
  | { content: string | object; finishReason?: string }
  /**
   * These pieces streamed (joined when the request does not stream). `break` drops the
   * connection after them without finishing; `pauseAfter` holds the rest after that many
   * pieces until the test calls resume().
   */
  | { stream: string[]; break?: boolean; pauseAfter?: number }
  /** A well-formed answer with no text. */
  | { empty: true }
  /** A refusal, as models with structured output send it. */
  | { refusal: string }
  /** An HTTP error with an OpenAI-style error body. */
  | { status: number; message?: string }
  /** Never answer (the client's time limit must end the call). */
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
  /** What happened, in order: "request 1", "request 1 piece 1", "request 1 abandoned", ... Tests may add their own lines. */
  log: string[];
  /** Replies for the next requests, in order. */
  enqueue(...replies: FakeReply[]): void;
  /** The reply used when the queue is empty (default: HTTP 500). */
  setDefault(reply: FakeReply): void;
  /** Lets a paused stream (pauseAfter) go on. */
  resume(): void;
  /** Resolves when the client gave up on request `n` (1-based) before its answer was complete. */
  abandoned(n: number): Promise<void>;
  /** Resolves when every request so far is answered or abandoned (call before reset, so nothing late lands in the next test's log). */
  settled(): Promise<void>;
  /** Clears the queue, the recorded requests and the log. */
  reset(): void;
  close(): Promise<void>;
}

/** A paused stream goes on by itself after this, so a broken test fails instead of hanging. */
const PAUSE_LIMIT_MS = 10_000;

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  const log: string[] = [];
  const abandons = new Map<number, { promise: Promise<void>; resolve: () => void }>();
  const abandonOf = (n: number) => {
    let entry = abandons.get(n);
    if (!entry) {
      let resolve = () => {};
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      entry = { promise, resolve };
      abandons.set(n, entry);
    }
    return entry;
  };
  let fallback: FakeReply = { status: 500, message: 'fake-openai: no reply queued' };
  let resumePaused: (() => void) | null = null;
  const open = new Set<Promise<void>>();

  const server = createServer(async (req, res) => {
    const n = requests.length + 1;
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // keep the raw text
    }
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body });
    log.push(`request ${n}`);
    let broken = false;
    const closed = new Promise<void>((resolve) => res.on('close', resolve));
    open.add(closed);
    void closed.then(() => open.delete(closed));
    res.on('close', () => {
      if (res.writableEnded || broken) return;
      log.push(`request ${n} abandoned`);
      abandonOf(n).resolve();
    });
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      return sendJson(res, 404, { error: { message: `fake-openai: no route ${req.method} ${req.url}`, type: 'invalid_request_error' } });
    }
    const reply = queue.shift() ?? fallback;
    const request = body as { model?: string; stream?: boolean } | null;
    const pause = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, PAUSE_LIMIT_MS);
        resumePaused = () => {
          clearTimeout(timer);
          log.push('resumed');
          resolve();
        };
      });
    const breakConnection = () => {
      broken = true;
      res.destroy();
    };
    await answer(res, reply, { model: request?.model ?? 'fake-model', streaming: request?.stream === true, n, log, pause, breakConnection });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    log,
    enqueue: (...replies) => void queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    resume: () => {
      resumePaused?.();
      resumePaused = null;
    },
    abandoned: (n) => abandonOf(n).promise,
    settled: async () => {
      await Promise.all([...open]);
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      log.length = 0;
      abandons.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answering {
  model: string;
  streaming: boolean;
  n: number;
  log: string[];
  pause(): Promise<void>;
  breakConnection(): void;
}

async function answer(res: ServerResponse, reply: FakeReply, how: Answering): Promise<void> {
  if ('hang' in reply) return;
  if ('status' in reply) {
    return sendJson(res, reply.status, { error: { message: reply.message ?? `fake error ${reply.status}`, type: 'server_error' } });
  }
  if ('refusal' in reply) {
    return sendJson(res, 200, completion(how.model, { role: 'assistant', content: null, refusal: reply.refusal }, 'stop'));
  }
  const pieces = 'stream' in reply ? reply.stream : 'empty' in reply ? [] : [typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content)];
  if (!how.streaming) {
    const finish = 'finishReason' in reply ? (reply.finishReason ?? 'stop') : 'stop';
    return sendJson(res, 200, completion(how.model, { role: 'assistant', content: pieces.join(''), refusal: null }, finish));
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const id = `chatcmpl-fake-${how.n}`;
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: CREATED, model: how.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const [index, text] of pieces.entries()) {
    if ('stream' in reply && reply.pauseAfter === index) await how.pause();
    if (res.destroyed) return;
    // Logged once the piece has left for the client.
    await new Promise<void>((resolve) => res.write(chunk({ content: text }, null), () => resolve()));
    how.log.push(`request ${how.n} piece ${index + 1}`);
  }
  if ('stream' in reply && reply.break) return how.breakConnection();
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** A fixed creation time: nothing in the tests depends on the clock. */
const CREATED = 1_767_225_600;

function completion(model: string, message: object, finishReason: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: CREATED,
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
