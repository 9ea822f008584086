import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { createMemoryRateLimits } from './rate-limits';

describe('memory rate limits', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('counts per key within a sliding window', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const limits = createMemoryRateLimits(clock);
    const allowed = async (key: string) => (await limits.take(key, rule)).allowed;
    expect([await allowed('a'), await allowed('a'), await allowed('a')]).toEqual([true, true, true]);
    expect(await limits.take('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await allowed('b')).toBe(true);
    clock.set('2026-01-01T00:00:30Z');
    expect(await limits.take('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.set('2026-01-01T00:01:00.001Z');
    expect([await allowed('a'), await allowed('a'), await allowed('a')]).toEqual([true, true, true]);
    expect(await allowed('a')).toBe(false);
  });

  it('is off with a limit of 0', async () => {
    const limits = createMemoryRateLimits(fixedClock('2026-01-01T00:00:00Z'));
    for (let i = 0; i < 100; i++) expect((await limits.take('a', { limit: 0, windowMs: 60_000 })).allowed).toBe(true);
  });
});
