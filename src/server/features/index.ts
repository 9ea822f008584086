// Every feature the app serves, in registration order.
import { chatFeature } from './chat';
import type { Feature, StartContext } from './feature';
import { healthFeature } from './health';
import { icdFeature } from './icd';
import { loansFeature } from './loans';
import { practiceFeature } from './practice';
import { scrubsFeature } from './scrubs';
import { usersFeature } from './users';

export const features: readonly Feature[] = [
  healthFeature,
  usersFeature,
  practiceFeature,
  icdFeature,
  loansFeature,
  scrubsFeature,
  chatFeature,
];

/** Before the server listens: each feature's start-up decisions; returns the work to run once it listens. */
export async function startFeatures(context: StartContext): Promise<(() => Promise<void>)[]> {
  const work: (() => Promise<void>)[] = [];
  for (const feature of features) {
    const run = await feature.start?.(context);
    if (run) work.push(run);
  }
  return work;
}
