import { fromRoot } from '../../lib/project-root';
import type { Db } from '../../db/client';
import type { Feature } from '../feature';
import { prepareCodeSet } from './catalog';
import { icdRoutes } from './routes';

/** Imports waiting for the server to listen, by database. */
const pendingImports = new WeakMap<Db, () => Promise<void>>();

export const icdFeature: Feature = {
  name: 'icd',
  routes: icdRoutes,
  // Before listening: load the index when a release is in the database (restarts), else check
  // the release files. A first import runs after listening, so the app serves at once.
  seed: async ({ db, config, logger }) => {
    const run = await prepareCodeSet({ db, dataDir: fromRoot(config.icdDataDir), logger });
    if (run) pendingImports.set(db, run);
  },
  afterListen: ({ db }) => {
    const run = pendingImports.get(db);
    pendingImports.delete(db);
    void run?.();
  },
};
