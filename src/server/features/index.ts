// Every feature the app serves, in registration order.
import { chatFeature } from './chat';
import type { Feature } from './feature';
import { healthFeature } from './health';
import { icdFeature } from './icd';
import { loansFeature } from './loans';
import { practiceFeature } from './practice';
import { scrubsFeature } from './scrubs';

export const features: readonly Feature[] = [
  healthFeature,
  practiceFeature,
  icdFeature,
  loansFeature,
  scrubsFeature,
  chatFeature,
];
