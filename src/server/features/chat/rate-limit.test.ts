import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { SlidingWindowLimiter } from './rate-limit';

describe('SlidingWindowLimiter', () => {
  it('counts per key within a sliding window', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const limiter = new SlidingWindowLimiter(clock, 3, 60_000);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.take('b').allowed).toBe(true);
    clock.set('2026-01-01T00:00:30Z');
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.set('2026-01-01T00:01:00.001Z');
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('is off with a limit of 0', () => {
    const limiter = new SlidingWindowLimiter(fixedClock('2026-01-01T00:00:00Z'), 0);
    for (let i = 0; i < 100; i++) expect(limiter.take('a').allowed).toBe(true);
  });
});
