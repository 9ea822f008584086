// For the ICD API tests: a test app whose database has the full release imported (about
// 2-4 s per test file on PGlite, thanks to COPY), and the folder of the release files.
import pino from 'pino';
import type { DbEngine } from '../../db/client';
import { fromRoot } from '../../lib/project-root';
import { createTestApp, type TestAppOptions } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { loadCodeSet } from './catalog';

export const ICD_DATA_DIR = fromRoot(testConfig().icdDataDir);

export async function createIcdTestApp(engine: DbEngine, options: TestAppOptions = {}) {
  const t = await createTestApp(engine, options);
  await loadCodeSet({ db: t.db, dataDir: ICD_DATA_DIR, logger: pino({ level: 'silent' }) });
  return t;
}
