// Server-Sent Events over a stream Fastify sends as the response body. Writes after the client
// has gone are dropped, not thrown.
import { PassThrough } from 'node:stream';

export class EventStream {
  readonly body = new PassThrough();

  constructor() {
    // A client that disconnects destroys the socket; later writes must not crash the process.
    this.body.on('error', () => {});
  }

  get open(): boolean {
    return !this.body.destroyed && !this.body.writableEnded;
  }

  send(event: string, data: unknown): void {
    if (!this.open) return;
    this.body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    if (this.open) this.body.end();
  }
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Reverse proxies (nginx) must pass each event on at once.
  'x-accel-buffering': 'no',
} as const;
