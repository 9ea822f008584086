// A fresh database and app per test file, on every engine the run has (PGlite always,
// PostgreSQL when TEST_DATABASE_URL is set). Use with describe.each(TEST_ENGINES).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import type { Config } from '../config';
import { type Database, type DbEngine, openPglite, openPostgres } from '../db/client';
import type { Clock } from '../lib/clock';
import type { IdentityResolver } from '../lib/identity';
import type { Usage } from '../lib/usage';
import { adminQuery, withDatabase } from './global-setup';
import { testConfig } from './test-config';
import { createTestIdentity } from './test-identity';

export const TEST_ENGINES: DbEngine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function createTestDatabase(engine: DbEngine): Promise<Database> {
  if (engine === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    return openPglite('memory://', { loadDataDir: new Blob([snapshot]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `medprep_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openPostgres(withDatabase(adminUrl, name), 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: Clock;
  /** Who is asking (default: the x-test-user header; see test-identity.ts). */
  identity?: IdentityResolver;
  /** Plan allowances (default: unlimited, as in production today). */
  usage?: Usage;
  /** Collects every log line, so a test can assert nothing was logged as an unhandled error. */
  logLines?: string[];
  /** Registers extra routes before the app is ready (tests of cross-cutting plugins). */
  beforeReady?: (app: App) => void | Promise<void>;
}

export async function createTestApp(engine: DbEngine, options: TestAppOptions = {}) {
  const database = await createTestDatabase(engine);
  const config = testConfig(options.config);
  const logger = options.logLines
    ? pino({ level: 'info' }, { write: (line: string) => options.logLines?.push(line) })
    : pino({ level: 'silent' });
  const identity = createTestIdentity();
  let app: App;
  try {
    app = await buildApp({
      config,
      database,
      logger,
      identity: options.identity ?? identity,
      serveClient: false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.usage ? { usage: options.usage } : {}),
    });
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    db: database.db,
    identity,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
