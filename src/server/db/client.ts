// Opens the database: PGlite in a data directory by default, node-postgres with DATABASE_URL.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DbEngine;
  /** The node-postgres pool (PostgreSQL only), for work that needs one session. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {}

/** PGlite on a directory, or 'memory://' for a throwaway instance. */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  let releaseLock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLock(dataDir);
  }
  try {
    const client = new PGlite(inMemory ? 'memory://' : join(dataDir, 'pglite'), {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client can be cut off by the server (restart, failover, a dropped test
  // database); without a listener that error would crash the process. The pool replaces it.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return { db, engine: 'postgres', pool, close: () => pool.end() };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/**
 * PGlite has no lock between processes, and two openers silently lose writes.
 * A lock file holding our pid refuses a second opener; a stale one (dead pid) is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const path = join(dataDir, 'medprep.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(
          `The data directory ${dataDir} is in use by another MedPrep process (pid ${holder}). ` +
            'Stop that process, or set DATA_DIR to another folder, or use DATABASE_URL for a shared PostgreSQL.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
