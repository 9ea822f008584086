import type { Feature } from '../feature';
import { healthRoutes } from './routes';

export const healthFeature: Feature = { name: 'health', routes: healthRoutes };
