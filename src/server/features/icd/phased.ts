// Long CPU work split into phases: a generator yields between chunks (every few thousand
// items), and the runner either runs it straight through (tests, the import command) or gives
// the event loop a turn whenever a few milliseconds have passed, so a server building the
// search index after listening still answers other requests meanwhile.
export type Phased<T> = Generator<void, T, void>;

/** Items per chunk between yields in the hot loops. */
export const CHUNK = 4096;

/** Runs the work to the end without yielding. */
export function runNow<T>(work: Phased<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Runs the work, letting pending I/O run (setImmediate) once every `sliceMs` of CPU. */
export async function runYielding<T>(work: Phased<T>, sliceMs = 8): Promise<T> {
  let since = performance.now();
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (performance.now() - since >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}
