import { describe, expect, it } from 'vitest';
import { readEvents, takeEvents } from './sse';

describe('takeEvents', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    const { events, rest } = takeEvents('event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {"x":1}\n\nevent: del');
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'done', data: '{"x":1}' },
    ]);
    expect(rest).toBe('event: del');
  });

  it('handles CRLF, comments, multi-line data and the default event name', () => {
    const { events } = takeEvents(': keep-alive\r\n\r\ndata: line 1\r\ndata: line 2\r\n\r\n');
    expect(events).toEqual([{ event: 'message', data: 'line 1\nline 2' }]);
  });
});

describe('readEvents', () => {
  it('reads events split across chunks at any byte', async () => {
    const text = 'event: delta\ndata: {"text":"héllo"}\n\nevent: done\ndata: {}\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const seen: string[] = [];
    await readEvents(body, (e) => seen.push(`${e.event}:${e.data}`));
    expect(seen).toEqual(['delta:{"text":"héllo"}', 'done:{}']);
  });
});
