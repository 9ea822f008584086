// Applies the committed SQL migrations in drizzle/ with Drizzle's migrator.
import { join } from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../lib/project-root';
import type { Database } from './client';

/** An arbitrary constant: instances sharing one PostgreSQL take turns migrating. */
const MIGRATION_LOCK_KEY = 7_211_042;

export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = join(projectRoot(), 'drizzle');
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // The advisory lock belongs to one session, so migrate on one dedicated connection.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
