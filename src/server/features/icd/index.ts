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
  // Before listening: decide between loading the release from the database (restarts) and
  // importing the files (first start); either runs after listening, so the app serves at once
  // and the ICD endpoints answer 503 'loading' for the few seconds it takes.
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
