// The code set's life: first start imports in the background (503 'loading' meanwhile),
// restarts load without re-importing, missing or broken files leave the server running
// with a clear message, and a new release replaces the old one in one transaction.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ORDER_LINES } from './__fixtures__/sample-release';
import { icdCodes, icdReleases } from '../../db/schema';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/test-identity';
import { importCodeSet } from './importer';
import { readRelease } from './release-files';
import { silentLogger, writeSampleRelease } from './test-support';

describe.each(TEST_ENGINES)('ICD code set lifecycle (%s)', (engine) => {
  let t: TestApp;
  const dirs: string[] = [];
  const sample = (...args: Parameters<typeof writeSampleRelease>) => {
    const dir = writeSampleRelease(...args);
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const codeSet = () => t.app.services.icd.codeSet;
  const count = async (table: typeof icdCodes | typeof icdReleases) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const search = async (q: string) => (await createTestUser(t)).inject({ method: 'GET', url: `/api/icd/search?q=${q}` });

  it('imports on first start after listening, answering 503 while loading', async () => {
    const run = await codeSet().prepare({ dataDir: sample(), logger: silentLogger });
    expect(run).toBeTypeOf('function');
    expect((await codeSet().status()).status).toBe('loading');
    const loading = await search('E11.9');
    expect(loading.statusCode).toBe(503);
    expect(loading.json().message).toBe('The ICD-10-CM code set is loading. Try again in a few seconds.');

    await run?.();
    expect(await codeSet().status()).toMatchObject({ status: 'ready', release: { version: 'FY2026', codeCount: SAMPLE_ORDER_LINES.length } });
    expect((await search('E11.9')).json().codes[0].code).toBe('E11.9');
    expect(await count(icdCodes)).toBe(SAMPLE_ORDER_LINES.length);
  });

  it('does not re-import on restart: it loads the release from the database after listening', async () => {
    const [before] = await t.db.select().from(icdReleases);
    codeSet().forget();
    const run = await codeSet().prepare({ dataDir: '/nonexistent/icd', logger: silentLogger });
    expect((await codeSet().status()).status).toBe('loading');
    await run?.();
    expect((await codeSet().status()).status).toBe('ready');
    const [after] = await t.db.select().from(icdReleases);
    expect(after?.importedAt).toEqual(before?.importedAt);
    expect(await count(icdReleases)).toBe(1);
    // Another instance that lost the start-up race skips the import.
    const set = readRelease(sample());
    expect((await importCodeSet(t.db, set, { onlyIfEmpty: true })).imported).toBe(false);
  });

  it('replaces the release with a new one, and keeps the old one when an import fails', async () => {
    const smaller = sample(2027, `${SAMPLE_ORDER_LINES.filter((line) => !line.includes(' E109 ')).join('\r\n')}\r\n`);
    const result = await importCodeSet(t.db, readRelease(smaller));
    expect(result).toMatchObject({ version: 'FY2027', codeCount: SAMPLE_ORDER_LINES.length - 1, imported: true });
    codeSet().forget();
    expect((await codeSet().status()).release?.version).toBe('FY2027');
    expect((await search('E10.9')).json().total).toBe(0);

    const broken = readRelease(sample());
    broken.sections.push(broken.sections[0] as (typeof broken.sections)[number]);
    await expect(importCodeSet(t.db, broken)).rejects.toThrow();
    expect(await count(icdCodes)).toBe(SAMPLE_ORDER_LINES.length - 1);
    codeSet().forget();
    expect((await codeSet().status()).release?.version).toBe('FY2027');
  });
});

describe.each(TEST_ENGINES)('ICD start-up without usable files (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());
  const codeSet = () => t.app.services.icd.codeSet;

  it('starts without the code set when the files are missing, and logs the fix', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    expect(await codeSet().prepare({ dataDir: '/nonexistent/icd10cm', logger })).toBeNull();
    expect((await codeSet().status()).status).toBe('missing');
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.level === 40);
    expect(logged?.msg).toContain('/nonexistent/icd10cm does not exist');
    expect(logged?.msg).toContain('npm run icd:import -- <dir>');
    expect(logged?.msg).toContain('ICD10CM_DATA_DIR');
  });

  it('reports a broken release file as failed, with the line, and imports nothing', async () => {
    codeSet().forget();
    const dir = writeSampleRelease(2026, `${SAMPLE_ORDER_LINES.join('\r\n')}\r\n00000 BROKEN\r\n`);
    try {
      const logLines: string[] = [];
      await codeSet().load({ dataDir: dir, logger: pino({ level: 'error' }, { write: (line: string) => logLines.push(line) }) });
      const status = await codeSet().status();
      expect(status.status).toBe('failed');
      expect(status.message).toContain('icd10cm_order_2026.txt: 1 invalid line(s)');
      expect(status.message).toContain('npm run icd:import -- <dir>');
      const response = await t.app.inject({ method: 'GET', url: '/api/icd/categories' });
      expect(response.statusCode).toBe(503);
      expect(logLines.join('\n')).toContain('ICD-10-CM import failed');
      expect((await t.db.select().from(icdReleases)).length).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
