import type { Feature } from '../feature';
import { scrubsRoutes } from './routes';
import { seedScrubs } from './seed';

export const scrubsFeature: Feature = { name: 'scrubs', routes: scrubsRoutes, seed: (context) => seedScrubs(context) };
