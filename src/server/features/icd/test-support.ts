// For the ICD API tests: a test app whose database has the full release imported (a few
// seconds per test file on PGlite, thanks to COPY), the folder of the release files, and a
// small release made of real lines for importer tests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { DbEngine } from '../../db/client';
import { fromRoot } from '../../lib/project-root';
import { createTestApp, type TestAppOptions } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { SAMPLE_CATEGORIES_CSV, SAMPLE_CHAPTERS_CSV, SAMPLE_ORDER_FILE, SAMPLE_SECTIONS_CSV } from './__fixtures__/sample-release';

export const ICD_DATA_DIR = fromRoot(testConfig().icdDataDir);
export const silentLogger = pino({ level: 'silent' });

export async function createIcdTestApp(engine: DbEngine, options: TestAppOptions = {}) {
  const t = await createTestApp(engine, options);
  await t.app.services.icd.codeSet.load({ dataDir: ICD_DATA_DIR, logger: silentLogger });
  return t;
}

/** A release folder with the sample lines, named as CMS names them; year sets the version. */
export function writeSampleRelease(year = 2026, order = SAMPLE_ORDER_FILE): string {
  const dir = mkdtempSync(join(tmpdir(), 'medprep-icd-sample-'));
  writeFileSync(join(dir, `icd10cm_order_${year}.txt`), order, 'latin1');
  writeFileSync(join(dir, 'icd10cm-chapters-April-1-2026.csv'), SAMPLE_CHAPTERS_CSV);
  writeFileSync(join(dir, 'icd10cm-sections-April-1-2026.csv'), SAMPLE_SECTIONS_CSV);
  writeFileSync(join(dir, 'icd10cm-categories-April-1-2026.csv'), SAMPLE_CATEGORIES_CSV);
  return dir;
}
