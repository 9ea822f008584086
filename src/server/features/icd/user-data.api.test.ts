// Bookmarks, history and usage figures (spec §3, §4, §7), on the sample release.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IcdBookmark, IcdHistoryEntry } from '../../../contract/icd';
import { fixedClock } from '../../lib/clock';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { silentLogger, writeSampleRelease } from './test-support';

describe.each(TEST_ENGINES)('ICD bookmarks and history (%s)', (engine) => {
  let t: TestApp;
  const clock = fixedClock('2026-03-10T15:00:00Z');
  const dir = writeSampleRelease();
  beforeAll(async () => {
    t = await createTestApp(engine, { clock });
    await t.app.services.icd.codeSet.load({ dataDir: dir, logger: silentLogger });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
  const bookmark = (icdCode: string, action: 'add' | 'remove', notes?: string) =>
    post('/api/icd/bookmark', { userId: 1, icdCode, action, ...(notes === undefined ? {} : { notes }) });

  it('adds, lists, marks and removes a bookmark', async () => {
    const added = await bookmark('e119', 'add', 'Most common T2DM code');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ itemId: 'E11.9', bookmarked: true });

    const list: IcdBookmark[] = (await get('/api/icd/bookmarks/1')).json();
    expect(list).toEqual([
      {
        itemId: 'E11.9',
        createdAt: '2026-03-10T15:00:00.000Z',
        notes: 'Most common T2DM code',
        description: 'Type 2 diabetes mellitus without complications',
        categoryLabel: 'Endocrine',
        billable: true,
      },
    ]);
    const found = (await get('/api/icd/search?q=E11')).json();
    expect(found.codes.map((c: { code: string; isBookmarked: boolean }) => [c.code, c.isBookmarked])).toEqual([
      ['E11', false],
      ['E11.65', false],
      ['E11.9', true],
    ]);
    expect((await get('/api/icd/codes/E11.9')).json().code.isBookmarked).toBe(true);

    expect((await bookmark('E11.9', 'remove')).json()).toEqual({ itemId: 'E11.9', bookmarked: false });
    expect((await get('/api/icd/bookmarks/1')).json()).toEqual([]);
    expect((await get('/api/icd/search?q=E11.9')).json().codes[0].isBookmarked).toBe(false);
    // The same page as before the removal: its kept body must not say bookmarked any more.
    const again = (await get('/api/icd/search?q=E11')).json();
    expect(again.codes.map((c: { code: string; isBookmarked: boolean }) => [c.code, c.isBookmarked])).toEqual([
      ['E11', false],
      ['E11.65', false],
      ['E11.9', false],
    ]);
  });

  it('keeps one bookmark per code: adding again updates its notes, removing twice is fine', async () => {
    await bookmark('I10', 'add');
    await bookmark('I10', 'add', 'Essential hypertension');
    await bookmark('I10', 'add');
    const list: IcdBookmark[] = (await get('/api/icd/bookmarks/1')).json();
    expect(list.map((b) => [b.itemId, b.notes])).toEqual([['I10', 'Essential hypertension']]);
    expect((await bookmark('I10', 'remove')).statusCode).toBe(200);
    expect((await bookmark('I10', 'remove')).statusCode).toBe(200);
  });

  it('refuses bad bookmark requests with 4xx', async () => {
    expect((await bookmark('E11.99', 'add')).statusCode).toBe(404);
    const cases: [unknown, number][] = [
      [{ userId: 2, icdCode: 'E11.9', action: 'add' }, 403],
      [{ userId: 1, icdCode: 'E11.9', action: 'toggle' }, 400],
      [{ userId: 1, icdCode: 'not a code', action: 'add' }, 400],
      [{ userId: 1, icdCode: 'E11.9' }, 400],
      [{ userId: 1, icdCode: 'E11.9', action: 'add', notes: 'x'.repeat(501) }, 400],
      [{ userId: 1, icdCode: 'E11.9', action: 'add', extra: true }, 400],
      [{ userId: '1', icdCode: 'E11.9', action: 'add' }, 400],
      [[], 400],
    ];
    for (const [payload, status] of cases) expect((await post('/api/icd/bookmark', payload)).statusCode, JSON.stringify(payload)).toBe(status);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/icd/bookmark', headers: { 'content-type': 'application/json' }, payload: '{"userId":' });
    expect(malformed.statusCode).toBe(400);
    expect((await get('/api/icd/bookmarks/2')).statusCode).toBe(403);
    expect((await get('/api/icd/bookmarks/abc')).statusCode).toBe(400);
  });

  it('records accesses and lists history newest first', async () => {
    const first = await post('/api/icd/access', { userId: 1, icdCode: 'E11.9', searchQuery: '  diabetes  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ icdCode: 'E11.9', searchQuery: 'diabetes', accessedAt: '2026-03-10T15:00:00.000Z' });
    clock.set('2026-03-10T15:05:00Z');
    await post('/api/icd/access', { userId: 1, icdCode: 'i10', searchQuery: 'htn' });
    clock.set('2026-03-10T15:06:00Z');
    await post('/api/icd/access', { userId: 1, icdCode: 'E11.65', searchQuery: 'E00-E89' });

    const history: IcdHistoryEntry[] = (await get('/api/icd/history/1')).json();
    expect(history.map((h) => [h.icdCode, h.searchQuery])).toEqual([
      ['E11.65', 'E00-E89'],
      ['I10', 'htn'],
      ['E11.9', 'diabetes'],
    ]);
    expect(history[1]?.description).toBe('Essential (primary) hypertension');
    expect(((await get('/api/icd/history/1?limit=1')).json() as IcdHistoryEntry[]).map((h) => h.icdCode)).toEqual(['E11.65']);
  });

  it('refuses bad access requests with 4xx', async () => {
    expect((await post('/api/icd/access', { userId: 1, icdCode: 'E11.99', searchQuery: 'x' })).statusCode).toBe(404);
    expect((await post('/api/icd/access', { userId: 1, icdCode: 'E11.9', searchQuery: '   ' })).statusCode).toBe(400);
    expect((await post('/api/icd/access', { userId: 1, icdCode: 'E11.9', searchQuery: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await post('/api/icd/access', { userId: 3, icdCode: 'E11.9', searchQuery: 'x' })).statusCode).toBe(403);
    expect((await get('/api/icd/history/1?limit=0')).statusCode).toBe(400);
    expect((await get('/api/icd/history/2')).statusCode).toBe(403);
  });

  it('counts searches today, bookmarks and the most searched chapter', async () => {
    await bookmark('J45.909', 'add');
    const today = (await get('/api/icd/stats/1')).json();
    expect(today).toEqual({
      searchesToday: 3,
      bookmarkCount: 1,
      mostSearchedCategory: { categoryCode: 'E00-E89', categoryName: 'Endocrine, nutritional and metabolic diseases', categoryLabel: 'Endocrine' },
    });
    // The client sends its own midnight: only the two later accesses are after 15:01Z.
    expect((await get('/api/icd/stats/1?since=2026-03-10T15:01:00Z')).json().searchesToday).toBe(2);
    expect((await get('/api/icd/stats/1?since=2026-03-10T10:01:00-05:00')).json().searchesToday).toBe(2);
    clock.advanceDays(1);
    expect((await get('/api/icd/stats/1')).json().searchesToday).toBe(0);
    expect((await get('/api/icd/stats/1?since=yesterday')).statusCode).toBe(400);
    expect((await get('/api/icd/stats/2')).statusCode).toBe(403);
  });
});
