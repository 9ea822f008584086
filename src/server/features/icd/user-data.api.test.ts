// Bookmarks, history and usage figures (spec §3, §4, §7), on the sample release.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IcdBookmark, IcdHistoryEntry } from '../../../contract/icd';
import type { DomainEvents } from '../../lib/events';
import { fixedClock } from '../../lib/clock';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/test-identity';
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

  /** A new user with no bookmarks or history, and the calls they make. */
  const student = async () => {
    const user = await createTestUser(t);
    const get = (url: string) => user.inject({ method: 'GET', url });
    const post = (url: string, payload: unknown) => user.inject({ method: 'POST', url, payload: payload as object });
    const bookmark = (icdCode: string, action: 'add' | 'remove', notes?: string) =>
      post('/api/icd/bookmark', { userId: user.id, icdCode, action, ...(notes === undefined ? {} : { notes }) });
    const access = (icdCode: string, searchQuery: string) => post('/api/icd/access', { userId: user.id, icdCode, searchQuery });
    return { id: user.id, user, get, post, bookmark, access };
  };

  it('adds, lists, marks and removes a bookmark', async () => {
    clock.set('2026-03-10T15:00:00Z');
    const s = await student();
    const events: DomainEvents['icd.bookmarked'][] = [];
    const stop = t.app.deps.events.on('icd.bookmarked', (event) => void events.push(event));
    const added = await s.bookmark('e119', 'add', 'Most common T2DM code');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ itemId: 'E11.9', bookmarked: true });

    const list: IcdBookmark[] = (await s.get(`/api/icd/bookmarks/${s.id}`)).json();
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
    const found = (await s.get('/api/icd/search?q=E11')).json();
    expect(found.codes.map((c: { code: string; isBookmarked: boolean }) => [c.code, c.isBookmarked])).toEqual([
      ['E11', false],
      ['E11.65', false],
      ['E11.9', true],
    ]);
    expect((await s.get('/api/icd/codes/E11.9')).json().code.isBookmarked).toBe(true);
    // Another user's search of the same page does not see the bookmark.
    const other = await student();
    expect((await other.get('/api/icd/search?q=E11')).json().codes[2]).toMatchObject({ code: 'E11.9', isBookmarked: false });

    expect((await s.bookmark('E11.9', 'remove')).json()).toEqual({ itemId: 'E11.9', bookmarked: false });
    expect((await s.get(`/api/icd/bookmarks/${s.id}`)).json()).toEqual([]);
    expect((await s.get('/api/icd/search?q=E11.9')).json().codes[0].isBookmarked).toBe(false);
    // The same page as before the removal: its kept body must not say bookmarked any more.
    const again = (await s.get('/api/icd/search?q=E11')).json();
    expect(again.codes.map((c: { code: string; isBookmarked: boolean }) => [c.code, c.isBookmarked])).toEqual([
      ['E11', false],
      ['E11.65', false],
      ['E11.9', false],
    ]);
    stop();
    expect(events.map((e) => [e.userId, e.code, e.action])).toEqual([
      [s.id, 'E11.9', 'add'],
      [s.id, 'E11.9', 'remove'],
    ]);
  });

  it('keeps one bookmark per code: adding again updates its notes, removing twice is fine', async () => {
    const s = await student();
    await s.bookmark('I10', 'add');
    await s.bookmark('I10', 'add', 'Essential hypertension');
    await s.bookmark('I10', 'add');
    const list: IcdBookmark[] = (await s.get(`/api/icd/bookmarks/${s.id}`)).json();
    expect(list.map((b) => [b.itemId, b.notes])).toEqual([['I10', 'Essential hypertension']]);
    expect((await s.bookmark('I10', 'remove')).statusCode).toBe(200);
    expect((await s.bookmark('I10', 'remove')).statusCode).toBe(200);
  });

  it('refuses bad bookmark requests with 4xx', async () => {
    const s = await student();
    const other = await student();
    expect((await s.bookmark('E11.99', 'add')).statusCode).toBe(404);
    const cases: [unknown, number][] = [
      [{ userId: other.id, icdCode: 'E11.9', action: 'add' }, 403],
      [{ userId: s.id, icdCode: 'E11.9', action: 'toggle' }, 400],
      [{ userId: s.id, icdCode: 'not a code', action: 'add' }, 400],
      [{ userId: s.id, icdCode: 'E11.9' }, 400],
      [{ userId: s.id, icdCode: 'E11.9', action: 'add', notes: 'x'.repeat(501) }, 400],
      [{ userId: s.id, icdCode: 'E11.9', action: 'add', extra: true }, 400],
      [{ userId: String(s.id), icdCode: 'E11.9', action: 'add' }, 400],
      [[], 400],
    ];
    for (const [payload, status] of cases) expect((await s.post('/api/icd/bookmark', payload)).statusCode, JSON.stringify(payload)).toBe(status);
    const malformed = await s.user.inject({ method: 'POST', url: '/api/icd/bookmark', headers: { 'content-type': 'application/json' }, payload: '{"userId":' });
    expect(malformed.statusCode).toBe(400);
    expect((await s.get(`/api/icd/bookmarks/${other.id}`)).statusCode).toBe(403);
    expect((await s.get('/api/icd/bookmarks/abc')).statusCode).toBe(400);
  });

  it('records accesses and lists history newest first', async () => {
    const s = await student();
    clock.set('2026-03-10T15:00:00Z');
    const first = await s.access('E11.9', '  diabetes  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ icdCode: 'E11.9', searchQuery: 'diabetes', accessedAt: '2026-03-10T15:00:00.000Z' });
    clock.set('2026-03-10T15:05:00Z');
    await s.access('i10', 'htn');
    clock.set('2026-03-10T15:06:00Z');
    await s.access('E11.65', 'E00-E89');

    const history: IcdHistoryEntry[] = (await s.get(`/api/icd/history/${s.id}`)).json();
    expect(history.map((h) => [h.icdCode, h.searchQuery])).toEqual([
      ['E11.65', 'E00-E89'],
      ['I10', 'htn'],
      ['E11.9', 'diabetes'],
    ]);
    expect(history[1]?.description).toBe('Essential (primary) hypertension');
    expect(((await s.get(`/api/icd/history/${s.id}?limit=1`)).json() as IcdHistoryEntry[]).map((h) => h.icdCode)).toEqual(['E11.65']);
  });

  it('refuses bad access requests with 4xx', async () => {
    const s = await student();
    const other = await student();
    expect((await s.access('E11.99', 'x')).statusCode).toBe(404);
    expect((await s.access('E11.9', '   ')).statusCode).toBe(400);
    expect((await s.access('E11.9', 'x'.repeat(201))).statusCode).toBe(400);
    expect((await s.post('/api/icd/access', { userId: other.id, icdCode: 'E11.9', searchQuery: 'x' })).statusCode).toBe(403);
    expect((await s.get(`/api/icd/history/${s.id}?limit=0`)).statusCode).toBe(400);
    expect((await s.get(`/api/icd/history/${other.id}`)).statusCode).toBe(403);
  });

  it('counts searches today, bookmarks and the most searched chapter', async () => {
    const s = await student();
    expect((await s.get(`/api/icd/stats/${s.id}`)).json()).toEqual({ searchesToday: 0, bookmarkCount: 0, mostSearchedCategory: null });
    clock.set('2026-03-10T15:00:00Z');
    await s.access('E11.9', 'diabetes');
    clock.set('2026-03-10T15:05:00Z');
    await s.access('I10', 'htn');
    clock.set('2026-03-10T15:06:00Z');
    await s.access('E11.65', 'E00-E89');
    await s.bookmark('J45.909', 'add');
    const today = (await s.get(`/api/icd/stats/${s.id}`)).json();
    expect(today).toEqual({
      searchesToday: 3,
      bookmarkCount: 1,
      mostSearchedCategory: { categoryCode: 'E00-E89', categoryName: 'Endocrine, nutritional and metabolic diseases', categoryLabel: 'Endocrine' },
    });
    // The client sends its own midnight: only the two later accesses are after 15:01Z.
    expect((await s.get(`/api/icd/stats/${s.id}?since=2026-03-10T15:01:00Z`)).json().searchesToday).toBe(2);
    expect((await s.get(`/api/icd/stats/${s.id}?since=2026-03-10T10:01:00-05:00`)).json().searchesToday).toBe(2);
    clock.advanceDays(1);
    expect((await s.get(`/api/icd/stats/${s.id}`)).json().searchesToday).toBe(0);
    expect((await s.get(`/api/icd/stats/${s.id}?since=yesterday`)).statusCode).toBe(400);
    const other = await student();
    expect((await s.get(`/api/icd/stats/${other.id}`)).statusCode).toBe(403);
  });
});
