import type { Feature } from '../feature';
import { chatRoutes } from './routes';

export const chatFeature: Feature = { name: 'chat', routes: chatRoutes };
