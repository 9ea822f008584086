import type { Feature } from '../feature';
import { usersRoutes } from './routes';

export const usersFeature: Feature = { name: 'users', routes: usersRoutes };
