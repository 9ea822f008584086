// Reads Server-Sent Events in tests: a whole body, or a live stream event by event.
export interface SseEvent {
  event: string;
  data: unknown;
}

export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** Reads a fetch response body, calling `onEvent` for each event as it arrives. */
export async function readSse(response: Response, onEvent: (event: SseEvent) => void = () => {}): Promise<SseEvent[]> {
  if (!response.body) return [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const [parsed] = parseSse(buffer.slice(0, end + 2));
      if (parsed) {
        events.push(parsed);
        onEvent(parsed);
      }
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  return events;
}
