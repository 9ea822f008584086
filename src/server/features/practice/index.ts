import type { Feature } from '../feature';
import { practiceRoutes } from './routes';

export const practiceFeature: Feature = { name: 'practice', routes: practiceRoutes };
