import { describe, expect, it } from 'vitest';
import { type Phased, runNow, runYielding } from './phased';

function* count(to: number, spinMs: number): Phased<number> {
  for (let i = 0; i < to; i++) {
    const until = performance.now() + spinMs;
    while (performance.now() < until) {
      // busy: CPU work between yields
    }
    yield;
  }
  return to;
}

describe('phased work', () => {
  it('runs to the end at once', () => {
    expect(runNow(count(3, 0))).toBe(3);
  });

  it('lets other callbacks run while it works', async () => {
    let ranBetween = false;
    const done = runYielding(count(20, 2), 4).then((value) => ({ value, ranBetween }));
    setImmediate(() => {
      ranBetween = true;
    });
    expect(await done).toEqual({ value: 20, ranBetween: true });
  });
});
