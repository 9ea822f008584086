// Search, browsing and code detail on the complete FY2026 code set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ICD_COMMON_CODES } from '../../../../content/icd/common-codes';
import { ICD_SYNONYMS } from '../../../../content/icd/synonyms';
import { gunzipSync } from 'node:zlib';
import { type IcdCategory, type IcdCode, type IcdSearchResponse, icdSearchResponseSchema } from '../../../contract/icd';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/test-identity';
import { createIcdTestApp } from './test-support';

describe.each(TEST_ENGINES)('ICD search on the full code set (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createIcdTestApp(engine);
  });
  afterAll(() => t?.close());

  let user: TestUser;
  beforeEach(async () => {
    user = await createTestUser(t);
  });
  const get = (url: string) => user.inject({ method: 'GET', url });
  const search = async (query: string): Promise<IcdSearchResponse> => {
    const response = await get(`/api/icd/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    // The route sends JSON it serialized itself: it must still be the contract's shape.
    return icdSearchResponseSchema.strict().parse(response.json());
  };
  const first = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).codes[0]?.code;

  it('reports the loaded release', async () => {
    const response = await get('/api/icd/status');
    expect(response.json()).toMatchObject({ status: 'ready', message: null, release: { version: 'FY2026', codeCount: 98186, billableCount: 74719 } });
  });

  it('finds E11.9, I10, J45.909, S72.001A, Z00.00 and U07.1 first by exact query, with or without the dot', async () => {
    for (const code of ['E11.9', 'I10', 'J45.909', 'S72.001A', 'Z00.00', 'U07.1']) {
      expect(await first(code)).toBe(code);
      expect(await first(code.replace('.', '').toLowerCase())).toBe(code);
    }
    const e119 = (await search('q=e119')).codes[0] as IcdCode;
    expect(e119).toMatchObject({
      code: 'E11.9',
      description: 'Type 2 diabetes mellitus without complications',
      category: 'Endocrine, nutritional and metabolic diseases',
      categoryCode: 'E00-E89',
      billable: true,
      isBookmarked: false,
    });
    expect(e119.notes).toContain('Section E08-E13: Diabetes mellitus');
    expect(e119.notes).toContain('Category E11: Type 2 diabetes mellitus');
  });

  it('lists a code prefix with the header first and says headers are not billable', async () => {
    const result = await search('q=E11');
    expect(result.codes.slice(0, 3).map((c) => c.code)).toEqual(['E11', 'E11.0', 'E11.00']);
    expect(result.codes[0]?.notes).toContain('Header code: not valid for billing');
    const s720 = await search('q=S72.0&limit=100');
    expect(s720.codes.every((c) => c.code.startsWith('S72.0'))).toBe(true);
  });

  it('matches word prefixes in any order, billable and general codes first', async () => {
    const result = await search('q=diab%20mell&limit=10');
    expect(result.codes.map((c) => c.code)).toContain('E11.9');
    for (const code of result.codes) expect(code.description.toLowerCase()).toMatch(/\bdiab.*\bmell|\bmell.*\bdiab/);
    expect(result.codes.slice(0, 5).every((c) => c.billable)).toBe(true);
    expect((await search('q=mell%20diab')).total).toBe(result.total);
  });

  it('corrects typos with close matches', async () => {
    const result = await search('q=diabtes');
    expect(result.closeMatches).toBe(true);
    expect(result.codes.slice(0, 3).map((c) => c.code)).toContain('E11.9');
    expect(await first('hart attack')).toBe('I21.9');
    expect((await search('q=asthama&limit=2')).codes.map((c) => c.code)).toContain('J45.909');
    expect((await search('q=qqqqqq')).total).toBe(0);
  });

  it('understands abbreviations and lay terms', async () => {
    const expected: Record<string, string> = {
      HTN: 'I10',
      'high blood pressure': 'I10',
      T2DM: 'E11.9',
      DM2: 'E11.9',
      MI: 'I21.9',
      'heart attack': 'I21.9',
      CHF: 'I50.9',
      COPD: 'J44.9',
      AFib: 'I48.91',
      UTI: 'N39.0',
      GERD: 'K21.9',
      CKD: 'N18.9',
      URI: 'J06.9',
    };
    for (const [term, code] of Object.entries(expected)) expect(await first(term), term).toBe(code);
  });

  it('finds codes for every synonym expansion, and every common code is billable', async () => {
    for (const synonym of ICD_SYNONYMS) {
      for (const expansion of synonym.expansions) {
        expect((await t.app.services.icd.searchCodes(expansion, { limit: 1 })).total, `${synonym.term} -> ${expansion}`).toBeGreaterThan(0);
      }
    }
    for (const code of ICD_COMMON_CODES) expect(await first(code), code).toBe(code);
    const common = await Promise.all(ICD_COMMON_CODES.map((code) => t.app.services.icd.searchCodes(code, { limit: 1 })));
    expect(common.filter((r) => !r.codes[0]?.billable).map((r) => r.codes[0]?.code)).toEqual([]);
  });

  it('has 22 chapters whose counts add up to the file, and filters by chapter and billable', async () => {
    const categories: IcdCategory[] = (await get('/api/icd/categories')).json();
    expect(categories).toHaveLength(22);
    expect(categories.reduce((sum, c) => sum + c.codeCount, 0)).toBe(98186);
    expect(categories[3]).toMatchObject({ categoryCode: 'E00-E89', categoryName: 'Endocrine, nutritional and metabolic diseases', chapter: 4 });
    for (const category of categories) {
      expect((await search(`category=${category.categoryCode}&limit=1`)).total, category.categoryCode).toBe(category.codeCount);
    }
    const billable = await Promise.all(categories.map((c) => search(`category=${c.categoryCode}&billable=true&limit=100`)));
    expect(billable.reduce((sum, r) => sum + r.total, 0)).toBe(74719);
    expect(billable.every((r) => r.codes.every((c) => c.billable))).toBe(true);

    const combined = await search('q=diabetes&category=O00-O9A&billable=true&limit=100');
    expect(combined.total).toBeGreaterThan(0);
    for (const code of combined.codes) expect(code).toMatchObject({ categoryCode: 'O00-O9A', billable: true });
  });

  it('returns nothing without text or a category (enhanced search rule)', async () => {
    expect(await search('')).toEqual({ codes: [], total: 0, closeMatches: false });
    expect(await search('q=%20%20&billable=true')).toEqual({ codes: [], total: 0, closeMatches: false });
  });

  it('pages results with a stable total', async () => {
    const all = await search('q=fracture%20femur&limit=60');
    const pages = await Promise.all([0, 20, 40].map((offset) => search(`q=fracture%20femur&limit=20&offset=${offset}`)));
    expect(pages.map((p) => p.total)).toEqual([all.total, all.total, all.total]);
    expect(pages.flatMap((p) => p.codes.map((c) => c.code))).toEqual(all.codes.map((c) => c.code));
    const deep = await search(`q=fracture&limit=5&offset=${20_000}`);
    expect(deep.codes.length).toBeLessThanOrEqual(5);
  });

  it('lists all codes in tabular order, a page at a time', async () => {
    const start = (await get('/api/icd/all?limit=2')).json();
    expect(start.total).toBe(98186);
    expect(start.codes.map((c: IcdCode) => c.code)).toEqual(['A00', 'A00.0']);
    const z3a = (await search('q=Z3A&limit=1')).codes[0] as IcdCode;
    const around = (await get(`/api/icd/all?limit=3&offset=${z3a.id - 2}`)).json();
    expect(around.codes.map((c: IcdCode) => c.code)).toEqual(['Z36.9', 'Z3A', 'Z3A.0']);
    const end = (await get('/api/icd/all?limit=5&offset=98185')).json();
    expect(end.codes.map((c: IcdCode) => c.code)).toEqual(['U09.9']);
  });

  it('shows a code with its parents and children', async () => {
    const detail = (await get('/api/icd/codes/s72.001a')).json();
    expect(detail.code.code).toBe('S72.001A');
    expect(detail.parents.map((c: { code: string }) => c.code)).toEqual(['S72', 'S72.0', 'S72.00', 'S72.001']);
    expect(detail.chapter).toEqual({ number: 19, name: 'Injury, poisoning and certain other consequences of external causes', range: 'S00-T88' });
    const e11 = (await get('/api/icd/codes/E11')).json();
    expect(e11.children.map((c: { code: string }) => c.code)).toContain('E11.9');
    expect(e11.children.map((c: { code: string }) => c.code)).not.toContain('E11.00');
    expect((await get('/api/icd/codes/E11.99')).statusCode).toBe(404);
  });

  it('sends the same JSON gzipped to clients that accept it, plain to others', async () => {
    for (const query of ['q=diabetes', 'q=diabetes', 'q=fracture&offset=200', 'category=I00-I99&limit=25', 'q=i10']) {
      const plain = await user.inject({ method: 'GET', url: `/api/icd/search?${query}`, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], query).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const zipped = await user.inject({ method: 'GET', url: `/api/icd/search?${query}`, headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.headers.vary).toContain('accept-encoding');
      const text = zipped.headers['content-encoding'] === 'gzip' ? gunzipSync(zipped.rawPayload).toString() : zipped.body;
      expect(JSON.parse(text), query).toEqual(icdSearchResponseSchema.parse(plain.json()));
    }
    const big = await user.inject({ method: 'GET', url: '/api/icd/search?q=diabetes', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
  });

  it('refuses malformed and oversized queries with 400, never 500', async () => {
    const bad = [
      `q=${'a'.repeat(101)}`,
      'limit=0',
      'limit=101',
      'limit=ten',
      'offset=-1',
      'offset=100001',
      'category=endocrine',
      'category=A00-A01',
      'billable=yes',
      'q=a&q=b',
      'page=2',
    ];
    for (const query of bad) {
      const response = await get(`/api/icd/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    for (const url of ['/api/icd/all?limit=500', '/api/icd/all?x=1', '/api/icd/codes/12345', '/api/icd/codes/E11.99999', '/api/icd/codes/%00']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe.each(TEST_ENGINES)('ICD without the code set (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('says the code set is not loaded and how to load it', async () => {
    const user = await createTestUser(t);
    const status = (await t.app.inject({ method: 'GET', url: '/api/icd/status' })).json();
    expect(status).toEqual({ status: 'missing', message: expect.stringContaining('npm run icd:import -- <dir>'), release: null });
    for (const url of ['/api/icd/search?q=E11.9', '/api/icd/all', '/api/icd/categories', '/api/icd/codes/E11.9']) {
      const response = await user.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('not loaded') });
    }
    expect((await user.inject({ method: 'GET', url: `/api/icd/bookmarks/${user.id}` })).json()).toEqual([]);
  });
});
