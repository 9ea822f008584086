import { fromRoot } from '../../lib/project-root';
import type { Feature } from '../feature';
import { icdRoutes } from './routes';

export const icdFeature: Feature = {
  name: 'icd',
  routes: icdRoutes,
  // Before listening: decide between loading the release from the database (restarts) and
  // importing the files (first start); either runs after listening, so the app serves at once
  // and the ICD endpoints answer 503 'loading' for the few seconds it takes.
  start: ({ services, config, logger }) => services.icd.codeSet.prepare({ dataDir: fromRoot(config.icdDataDir), logger }),
};
