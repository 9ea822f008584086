// Loads a release into the database in ONE transaction, replacing the previous one: either
// the whole code set is there with its release row, or nothing changed. PGlite gets COPY from
// an in-memory blob (about a second for 98,186 codes); PostgreSQL gets a few INSERT ... SELECT
// FROM unnest(...) statements on one pooled connection, under an advisory lock so that two
// instances starting together import once.
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../../db/client';
import type { CodeSet } from './code-set';
import { WordIndex } from './word-index';

/** An arbitrary constant: instances sharing one PostgreSQL take turns importing. */
const IMPORT_LOCK_KEY = 7_211_043;
const INSERT_BATCH = 10_000;

export interface ImportResult {
  version: string;
  codeCount: number;
  billableCount: number;
  /** False when another instance had already imported this release (PostgreSQL). */
  imported: boolean;
  ms: number;
}

export interface ImportOptions {
  /** Start-up import: skip when any release is already loaded (another instance won the race). */
  onlyIfEmpty?: boolean;
  /** The description words, when the caller already built the search index. */
  terms?: { word: string; frequency: number }[];
}

/** The raw driver under a Drizzle instance: a PGlite or a node-postgres pool. */
export function rawClient(db: Db): PGlite | pg.Pool {
  return (db as unknown as { $client: PGlite | pg.Pool }).$client;
}

export async function importCodeSet(db: Db, set: CodeSet, options: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  // The index's tokenizer decides what a word is, so the typo table holds what search sees.
  const terms = options.terms ?? WordIndex.from(set.codes.map((c) => c.longDescription)).dictionary();
  const client = rawClient(db);
  const imported = client instanceof PGlite ? await importPglite(client, set, terms, options) : await importPostgres(client, set, terms, options);
  return { version: set.version, codeCount: set.codes.length, billableCount: set.billableCount, imported, ms: Math.round(performance.now() - started) };
}

const CLEAR = ['DELETE FROM icd_terms', 'DELETE FROM icd_codes', 'DELETE FROM icd_sections', 'DELETE FROM icd_chapters'];
const RELEASE_UPSERT = `INSERT INTO icd_releases (version, source_file, code_count, billable_count, imported_at)
  VALUES ($1, $2, $3, $4, now())
  ON CONFLICT (version) DO UPDATE SET source_file = EXCLUDED.source_file, code_count = EXCLUDED.code_count,
    billable_count = EXCLUDED.billable_count, imported_at = EXCLUDED.imported_at`;
const releaseParams = (set: CodeSet) => [set.version, set.sourceFile, set.codes.length, set.billableCount];

/** COPY text format: tab-separated, with backslash, tab and line breaks escaped. */
function tsv(rows: readonly (readonly (string | number | boolean)[])[]): Blob {
  const field = (value: string | number | boolean) =>
    typeof value === 'string' ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : String(value);
  return new Blob([rows.map((row) => row.map(field).join('\t')).join('\n'), '\n']);
}

async function importPglite(client: PGlite, set: CodeSet, terms: { word: string; frequency: number }[], options: ImportOptions): Promise<boolean> {
  const chapters = tsv(set.chapters.map((c) => [c.number, c.description, c.range]));
  const sections = tsv(set.sections.map((s) => [s.range, s.chapter, s.description]));
  const codes = tsv(
    set.codes.map((c) => [c.code, c.orderNumber, c.billable ? 't' : 'f', c.shortDescription, c.longDescription, c.chapter, c.section, c.category3]),
  );
  const words = tsv(terms.map((t) => [t.word, t.frequency]));
  return client.transaction(async (tx) => {
    if (options.onlyIfEmpty && (await tx.query('SELECT 1 FROM icd_releases LIMIT 1')).rows.length > 0) return false;
    for (const statement of CLEAR) await tx.query(statement);
    await tx.query(`COPY icd_chapters (number, description, range) FROM '/dev/blob'`, [], { blob: chapters });
    await tx.query(`COPY icd_sections (range, chapter, description) FROM '/dev/blob'`, [], { blob: sections });
    await tx.query(
      `COPY icd_codes (code, order_number, billable, short_description, long_description, chapter, section, category3) FROM '/dev/blob'`,
      [],
      { blob: codes },
    );
    await tx.query(`COPY icd_terms (word, frequency) FROM '/dev/blob'`, [], { blob: words });
    await tx.query(RELEASE_UPSERT, releaseParams(set));
    return true;
  });
}

async function importPostgres(pool: pg.Pool, set: CodeSet, terms: { word: string; frequency: number }[], options: ImportOptions): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
    if (options.onlyIfEmpty && (await client.query('SELECT 1 FROM icd_releases LIMIT 1')).rowCount) {
      await client.query('ROLLBACK');
      return false;
    }
    for (const statement of CLEAR) await client.query(statement);
    await client.query('INSERT INTO icd_chapters (number, description, range) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])', [
      set.chapters.map((c) => c.number),
      set.chapters.map((c) => c.description),
      set.chapters.map((c) => c.range),
    ]);
    await client.query('INSERT INTO icd_sections (range, chapter, description) SELECT * FROM unnest($1::text[], $2::int[], $3::text[])', [
      set.sections.map((s) => s.range),
      set.sections.map((s) => s.chapter),
      set.sections.map((s) => s.description),
    ]);
    for (let from = 0; from < set.codes.length; from += INSERT_BATCH) {
      const batch = set.codes.slice(from, from + INSERT_BATCH);
      await client.query(
        `INSERT INTO icd_codes (code, order_number, billable, short_description, long_description, chapter, section, category3)
         SELECT * FROM unnest($1::text[], $2::int[], $3::bool[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[])`,
        [
          batch.map((c) => c.code),
          batch.map((c) => c.orderNumber),
          batch.map((c) => c.billable),
          batch.map((c) => c.shortDescription),
          batch.map((c) => c.longDescription),
          batch.map((c) => c.chapter),
          batch.map((c) => c.section),
          batch.map((c) => c.category3),
        ],
      );
    }
    await client.query('INSERT INTO icd_terms (word, frequency) SELECT * FROM unnest($1::text[], $2::int[])', [
      terms.map((t) => t.word),
      terms.map((t) => t.frequency),
    ]);
    await client.query(RELEASE_UPSERT, releaseParams(set));
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
