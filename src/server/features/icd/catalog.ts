// The loaded code set of one app: its state (loading, ready, missing, failed) and its
// in-memory search index, held by the object createCodeSet returns (one per app, owned by the
// ICD service). After the server listens, start-up reads the index from the database when a
// release is there, or imports the release files first; the ICD endpoints answer 503 with a
// clear message until the index is ready.
import { PGlite } from '@electric-sql/pglite';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ICD_COMMON_CODES } from '../../../../content/icd/common-codes';
import { ICD_SYNONYMS } from '../../../../content/icd/synonyms';
import { ICD_LOADING_MESSAGE, ICD_NOT_LOADED_MESSAGE, type IcdStatus } from '../../../contract/icd';
import type { Db } from '../../db/client';
import { icdChapters, icdReleases, icdSections } from '../../db/schema';
import { AppError } from '../../errors';
import { importCodeSet, rawClient } from './importer';
import { findReleaseFiles, ReleaseNotFoundError, readRelease } from './release-files';
import { CHUNK, type Phased, runYielding } from './phased';
import { IcdSearchIndex, type IndexInput } from './search-index';

export interface ReleaseInfo {
  version: string;
  codeCount: number;
  billableCount: number;
  importedAt: Date;
}

/** Reads the current release from the database into a search index; null when none is loaded. */
export async function loadIndexFromDatabase(db: Db): Promise<{ index: IcdSearchIndex; release: ReleaseInfo } | null> {
  const release = await currentRelease(db);
  if (!release) return null;
  const [chapters, sections, codes] = await Promise.all([db.select().from(icdChapters), db.select().from(icdSections), readCodes(db)]);
  const index = await IcdSearchIndex.build({ version: release.version, chapters, sections, codes, synonyms: ICD_SYNONYMS, commonCodes: ICD_COMMON_CODES });
  return { index, release };
}

/** The release imported last. */
export async function currentRelease(db: Db): Promise<ReleaseInfo | null> {
  const [release] = await db
    .select({ version: icdReleases.version, codeCount: icdReleases.codeCount, billableCount: icdReleases.billableCount, importedAt: icdReleases.importedAt })
    .from(icdReleases)
    .orderBy(desc(icdReleases.importedAt), desc(icdReleases.id))
    .limit(1);
  return release ?? null;
}

const CODE_COLUMNS = 'code, order_number, billable, long_description, chapter, section, category3';

/**
 * Every code in tabular order. PGlite: COPY to a blob, many times faster than row results.
 * The rows are converted in chunks, yielding to the event loop (see phased.ts).
 */
async function readCodes(db: Db): Promise<IndexInput['codes']> {
  const client = rawClient(db);
  if (client instanceof PGlite) {
    const result = await client.query(`COPY (SELECT ${CODE_COLUMNS} FROM icd_codes ORDER BY order_number) TO '/dev/blob'`);
    const text = (await result.blob?.text()) ?? '';
    return runYielding(codesFromCopy(text));
  }
  const rows = (await client.query({ text: `SELECT ${CODE_COLUMNS} FROM icd_codes ORDER BY order_number`, rowMode: 'array' })).rows as unknown[][];
  return runYielding(codesFromRows(rows));
}

type CodeRow = IndexInput['codes'][number];

function toCode([code, order, billable, description, chapter, section, category3]: readonly unknown[]): CodeRow {
  return {
    code: String(code),
    orderNumber: Number(order),
    billable: billable === true || billable === 't',
    description: String(description),
    chapter: Number(chapter),
    section: String(section),
    category3: String(category3),
  };
}

function* codesFromCopy(text: string): Phased<CodeRow[]> {
  const codes: CodeRow[] = [];
  let start = 0;
  while (start < text.length) {
    if (codes.length % CHUNK === 0) yield;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (end > start) codes.push(toCode(text.slice(start, end).split('\t').map(unescapeCopy)));
    start = end + 1;
  }
  return codes;
}

function* codesFromRows(rows: readonly unknown[][]): Phased<CodeRow[]> {
  const codes: CodeRow[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (i % CHUNK === 0) yield;
    codes[i] = toCode(rows[i] ?? []);
  }
  return codes;
}

function unescapeCopy(value: string): string {
  return value.includes('\\') ? value.replace(/\\(.)/g, (_, ch: string) => ({ t: '\t', n: '\n', r: '\r' })[ch] ?? ch) : value;
}

export interface CodeSetContext {
  /** Absolute folder of the release files. */
  dataDir: string;
  logger: FastifyBaseLogger;
}

type Status = IcdStatus['status'] | 'unknown';

/** The code set of one app: its state, its index, and the work that loads it. */
export function createCodeSet(deps: { db: Db }) {
  const { db } = deps;
  let status: Status = 'unknown';
  let message: string | null = null;
  let index: IcdSearchIndex | null = null;
  let release: ReleaseInfo | null = null;
  let pending: Promise<void> | null = null;
  let working: Promise<void> | null = null;

  const ready = (loaded: IcdSearchIndex, info: ReleaseInfo) => {
    status = 'ready';
    message = null;
    index = loaded;
    release = info;
  };

  /** On first use (no start-up work ran, as in tests): whatever the database holds. */
  const ensureKnown = async () => {
    if (status !== 'unknown') return;
    pending ??= (async () => {
      const loaded = await loadIndexFromDatabase(db);
      if (loaded) ready(loaded.index, loaded.release);
      else if (status === 'unknown') {
        status = 'missing';
        message = ICD_NOT_LOADED_MESSAGE;
      }
    })().finally(() => {
      pending = null;
    });
    await pending;
  };

  const background = (work: () => Promise<void>): (() => Promise<void>) => {
    status = 'loading';
    message = ICD_LOADING_MESSAGE;
    return () => {
      working ??= work().finally(() => {
        working = null;
      });
      return working;
    };
  };

  const fail = (text: string) => {
    status = 'failed';
    message = text;
  };

  const loadFromDatabase = async (context: CodeSetContext) => {
    const started = performance.now();
    try {
      const loaded = await loadIndexFromDatabase(db);
      if (!loaded) throw new Error('the release disappeared from the database');
      ready(loaded.index, loaded.release);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      context.logger.info(`ICD-10-CM ${loaded.release.version} loaded from the database: ${loaded.index.size} codes in ${seconds} s`);
    } catch (error) {
      fail(`The ICD-10-CM code set could not be read from the database (${(error as Error).message}). Restart, or run: npm run icd:import -- <dir>`);
      context.logger.error({ err: error }, 'ICD-10-CM load failed');
    }
  };

  const importFiles = async (context: CodeSetContext) => {
    const started = performance.now();
    try {
      const set = readRelease(context.dataDir);
      const built = await IcdSearchIndex.build({
        version: set.version,
        chapters: set.chapters,
        sections: set.sections,
        codes: set.codes.map((c) => ({ ...c, description: c.longDescription })),
        synonyms: ICD_SYNONYMS,
        commonCodes: ICD_COMMON_CODES,
      });
      const result = await importCodeSet(db, set, { onlyIfEmpty: true, terms: built.dictionary() });
      const loaded = result.imported ? null : await loadIndexFromDatabase(db);
      const info = loaded?.release ?? (await currentRelease(db));
      if (!info) throw new Error('the release row is missing after the import');
      ready(loaded?.index ?? built, info);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      context.logger.info(
        result.imported
          ? `ICD-10-CM ${set.version} imported from ${context.dataDir}: ${set.codes.length} codes (${set.billableCount} billable) in ${seconds} s`
          : `ICD-10-CM release already imported by another instance; loaded in ${seconds} s`,
      );
    } catch (error) {
      const reason = error instanceof ReleaseNotFoundError ? error.message : (error as Error).message.split('\n')[0];
      fail(`The ICD-10-CM code set could not be loaded (${reason}). Fix the files and run: npm run icd:import -- <dir>`);
      context.logger.error({ err: error }, 'ICD-10-CM import failed');
    }
  };

  const codeSet = {
    /** The index; 503 while loading or when missing. */
    async requireIndex(): Promise<IcdSearchIndex> {
      await ensureKnown();
      if (status === 'ready' && index) return index;
      throw new AppError('UNAVAILABLE', message ?? (status === 'loading' ? ICD_LOADING_MESSAGE : ICD_NOT_LOADED_MESSAGE));
    },

    /** The index, or null while it is not ready. */
    indexIfReady(): Promise<IcdSearchIndex | null> {
      return codeSet.requireIndex().catch(() => null);
    },

    async status(): Promise<IcdStatus> {
      await ensureKnown();
      const shown = status === 'unknown' ? 'missing' : status;
      return {
        status: shown,
        message: shown === 'ready' ? null : (message ?? (shown === 'loading' ? ICD_LOADING_MESSAGE : ICD_NOT_LOADED_MESSAGE)),
        release: release ? { ...release, importedAt: release.importedAt.toISOString() } : null,
      };
    },

    /**
     * Before listening: decides what to do and returns the work to run once the server
     * listens, so a start never waits for the code set. A release in the database is read into
     * the index (about a second; restarts never re-import); otherwise the release files are
     * imported (a few seconds, first start only). Null when there is nothing to do or the files
     * are missing: then the server runs without the code set and logs how to load it.
     */
    async prepare(context: CodeSetContext): Promise<(() => Promise<void>) | null> {
      if (status === 'ready' || status === 'loading') return null;
      if (await currentRelease(db)) return background(() => loadFromDatabase(context));
      try {
        findReleaseFiles(context.dataDir);
      } catch (error) {
        status = 'missing';
        message = ICD_NOT_LOADED_MESSAGE;
        context.logger.warn(
          `ICD-10-CM code set not loaded: ${(error as Error).message}. ICD lookup answers 503 until it is. ` +
            'Put the CMS/CDC release files there (or set ICD10CM_DATA_DIR) and restart, or run: npm run icd:import -- <dir>',
        );
        return null;
      }
      return background(() => importFiles(context));
    },

    /** Loads or imports and waits (tests). */
    async load(context: CodeSetContext): Promise<void> {
      const run = await codeSet.prepare(context);
      await run?.();
    },

    /** Resolves when no load or import is running, so shutting down never closes the database under one. */
    async settled(): Promise<void> {
      await working;
    },

    /** After `npm run icd:import` on a shared PostgreSQL, or in tests: forget the loaded index. */
    forget(): void {
      status = 'unknown';
      message = null;
      index = null;
      release = null;
    },
  };
  return codeSet;
}

export type IcdCodeSet = ReturnType<typeof createCodeSet>;
