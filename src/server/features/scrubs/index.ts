import type { Feature } from '../feature';

// Routes and seed arrive with the feature's issue.
export const scrubsFeature: Feature = { name: 'scrubs' };
