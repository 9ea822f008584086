// `npm run icd:import -- <dir>`: loads a CMS/CDC ICD-10-CM release ("Code Descriptions in
// Tabular Order" order file plus the chapter, section and category tables) into the database
// configured by DATA_DIR or DATABASE_URL, replacing the loaded release in one transaction.
// Stop the server first when it uses PGlite (one process per data directory); with
// PostgreSQL, restart running servers afterwards so they load the new release.
import { loadConfig } from '../../config';
import { DatabaseLockedError, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { fromRoot } from '../../lib/project-root';
import { importCodeSet } from './importer';
import { IcdParseError } from './parse';
import { ReleaseNotFoundError, readRelease } from './release-files';

async function main() {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.includes('--help') || args.length > 1) {
    console.log('Usage: npm run icd:import -- [dir]\n  dir: folder with icd10cm_order_<year>.txt and the chapter, section and category CSVs');
    console.log('  (default: ICD10CM_DATA_DIR, else ../shared/data/icd10cm from the project root)');
    process.exit(args.includes('--help') ? 0 : 2);
  }
  const config = loadConfig();
  const dir = args[0] ? fromRoot(args[0]) : fromRoot(config.icdDataDir);
  const started = performance.now();
  const set = readRelease(dir);
  console.log(`Read ${set.sourceFile}: ${set.codes.length} codes (${set.billableCount} billable), ${set.chapters.length} chapters, ${set.sections.length} sections`);
  const database = await openDatabase({ ...config, dataDir: fromRoot(config.dataDir) });
  try {
    await runMigrations(database);
    const result = await importCodeSet(database.db, set);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Imported ICD-10-CM ${result.version} into ${database.engine} in ${seconds} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ReleaseNotFoundError || error instanceof IcdParseError || error instanceof DatabaseLockedError) {
    console.error(`ICD import failed: ${error.message}`);
  } else {
    console.error('ICD import failed:', error);
  }
  process.exit(1);
});
