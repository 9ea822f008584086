import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createEventBus, type DomainEvents } from './events';

const answered: DomainEvents['practice.answered'] = {
  userId: 7,
  questionId: 3,
  category: 'Cardiology',
  examType: 'usmle',
  correct: true,
  timeSpentSeconds: 42,
  at: new Date('2026-05-01T10:00:00Z'),
};

describe('event bus', () => {
  it('hands each event to its listeners, in the order they were added, until they stop listening', () => {
    const bus = createEventBus(pino({ level: 'silent' }));
    const seen: string[] = [];
    const stop = bus.on('practice.answered', (event) => void seen.push(`first ${event.questionId}`));
    bus.on('practice.answered', (event) => void seen.push(`second ${event.correct}`));
    bus.on('chat.asked', () => void seen.push('wrong event'));
    bus.emit('practice.answered', answered);
    stop();
    bus.emit('practice.answered', answered);
    expect(seen).toEqual(['first 3', 'second true', 'second true']);
  });

  it('logs a listener that throws or rejects, and still calls the others', async () => {
    const lines: string[] = [];
    const bus = createEventBus(pino({ level: 'error' }, { write: (line: string) => lines.push(line) }));
    const calls: string[] = [];
    bus.on('loans.saved', () => {
      throw new Error('listener broke');
    });
    bus.on('loans.saved', async () => {
      throw new Error('listener rejected');
    });
    bus.on('loans.saved', () => void calls.push('third'));
    expect(() => bus.emit('loans.saved', { userId: 1, planId: 2, at: new Date() })).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['third']);
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged.map((line) => [line.msg, line.event, line.err.message])).toEqual([
      ['event listener failed', 'loans.saved', 'listener broke'],
      ['event listener failed', 'loans.saved', 'listener rejected'],
    ]);
  });
});
