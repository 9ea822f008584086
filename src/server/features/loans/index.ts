import type { Feature } from '../feature';
import { loansRoutes } from './routes';

export const loansFeature: Feature = { name: 'loans', routes: loansRoutes };
