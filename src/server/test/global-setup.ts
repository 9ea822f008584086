// Migrates and seeds one database per engine before any test file runs; each test file
// then starts from a copy (PGlite: a data-dir snapshot; PostgreSQL: a template database).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { systemClock } from '../lib/clock';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const logger = pino({ level: 'silent' });
  const config = testConfig();
  const dir = mkdtempSync(join(tmpdir(), 'medprep-test-'));

  const memory = await openPglite('memory://');
  await prepareDatabase(memory, { config, clock: systemClock, logger });
  const client = (memory.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const snapshot = join(dir, 'snapshot.tar.gz');
  writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await memory.close();
  project.provide('pgliteSnapshot', snapshot);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    template = `medprep_tpl_${process.pid}`;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template}`);
    await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
    const database = await openPostgres(withDatabase(adminUrl, template), 2);
    await prepareDatabase(database, { config, clock: systemClock, logger });
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
