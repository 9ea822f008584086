// GET /api/scrubs (spec §7, §9), its filters, sort, search and paging, the brands list and the
// product drawings, on a freshly seeded database per engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRUB_CATALOG } from '../../../../content/scrubs';
import { PRODUCT_CATEGORIES, type ScrubProduct, type ScrubsList, scrubsListSchema } from '../../../contract/scrubs';
import { isWholeCents } from '../../../contract/common';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';

const CATALOG_SIZE = SCRUB_CATALOG.length;

describe.each(TEST_ENGINES)('scrubs API on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine, { logLines });
  });
  afterAll(async () => {
    // No request, however malformed, may have ended in a 500.
    const unhandled = logLines.filter((line) => line.includes('"unhandled error"'));
    await t.close();
    expect(unhandled).toEqual([]);
  });

  async function list(query = ''): Promise<ScrubsList> {
    const response = await t.app.inject({ method: 'GET', url: `/api/scrubs${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return scrubsListSchema.parse(response.json());
  }
  async function all(query = ''): Promise<ScrubProduct[]> {
    const separator = query ? '&' : '?';
    return (await list(`${query}${separator}limit=100`)).products;
  }
  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  describe('listing', () => {
    it('lists the whole seeded catalog in catalog order with a total and the default page size', async () => {
      const page = await list();
      expect(page.total).toBe(CATALOG_SIZE);
      expect(page.limit).toBe(24);
      expect(page.offset).toBe(0);
      expect(page.products).toHaveLength(24);
      expect(page.products.map((p) => p.slug)).toEqual(SCRUB_CATALOG.slice(0, 24).map((p) => p.slug));
    });

    it('gives every spec §3 field, prices in dollars and the §9 discount percent', async () => {
      const products = await all();
      const classic = products.find((p) => p.slug === 'cherokee-classic-v-neck-top');
      expect(classic).toMatchObject({
        name: 'Classic V-Neck Scrub Top',
        brand: 'Cherokee',
        category: 'tops',
        price: 13.99,
        originalPrice: 19.99,
        discountPercent: 30,
        inStock: true,
        color: 'royal-blue',
        imageUrl: '/api/scrubs/images/top.svg?color=royal-blue',
      });
      expect(classic?.sizes).toContain('M');
      const cents = (dollars: number) => Math.round(dollars * 100);
      for (const p of products) {
        expect(isWholeCents(p.price) && isWholeCents(p.originalPrice), p.slug).toBe(true);
        expect(p.discountPercent, p.slug).toBe(Math.round(((cents(p.originalPrice) - cents(p.price)) * 100) / cents(p.originalPrice)));
        expect(p.originalPrice).toBeGreaterThanOrEqual(p.price);
      }
    });

    it('gives a null image URL for a product without a drawing', async () => {
      const fork = (await all('?q=tuning')).find((p) => p.slug === 'mdf-tuning-fork-128-hz');
      expect(fork?.imageUrl).toBeNull();
    });

    it('includes out-of-stock products, flagged', async () => {
      const products = await all();
      expect(products.filter((p) => !p.inStock).length).toBeGreaterThan(0);
      expect(products.find((p) => p.slug === 'koi-basics-tunic-top')?.inStock).toBe(false);
    });
  });

  describe('category filter', () => {
    it.each(PRODUCT_CATEGORIES)('category=%s returns only that category, all of it', async (category) => {
      const products = await all(`?category=${category}`);
      const expected = SCRUB_CATALOG.filter((p) => p.category === category).map((p) => p.slug);
      expect(products.map((p) => p.slug)).toEqual(expected);
      expect(products.every((p) => p.category === category)).toBe(true);
    });

    it('category=all is no filter', async () => {
      expect((await list('?category=all')).total).toBe(CATALOG_SIZE);
    });

    it.each(['hats', 'Tops', 'TOPS', '', 'tops,pants', '%00'])('refuses category=%s with 400', async (category) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/scrubs?category=${category}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'querystring.category' }] });
    });

    it('refuses a repeated category with 400', async () => {
      expect(await status('/api/scrubs?category=tops&category=pants')).toBe(400);
    });
  });

  describe('sort', () => {
    const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

    it('sorts by price, cheapest first by default, and dearest first with order=desc', async () => {
      const ascending = (await all('?sort=price')).map((p) => p.price);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = (await all('?sort=price&order=desc')).map((p) => p.price);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
    });

    it('sorts by discount, biggest first by default', async () => {
      const discounts = (await all('?sort=discount')).map((p) => p.discountPercent);
      expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
      expect(discounts.at(-1)).toBe(0);
    });

    it('sorts by name A to Z, ignoring case, and Z to A', async () => {
      const names = (await all('?sort=name')).map((p) => p.name.toLowerCase());
      expect(names).toEqual([...names].sort(byCode));
      const reversed = (await all('?sort=name&order=desc')).map((p) => p.name.toLowerCase());
      expect(reversed).toEqual([...names].sort(byCode).reverse());
    });

    it('combines sort with a category filter', async () => {
      const shoes = await all('?category=shoes&sort=price&order=desc');
      expect(shoes.every((p) => p.category === 'shoes')).toBe(true);
      expect(shoes.map((p) => p.price)).toEqual(shoes.map((p) => p.price).sort((a, b) => b - a));
    });

    it.each(['?sort=popularity', '?sort=price&order=up', '?order=DESC'])('refuses %s with 400', async (query) => {
      expect(await status(`/api/scrubs${query}`)).toBe(400);
    });
  });

  describe('search', () => {
    it('finds text in the brand, case-insensitively', async () => {
      const products = await all('?q=LITTMANN');
      expect(products.map((p) => p.slug).sort()).toEqual(['littmann-cardiology-iv-stethoscope', 'littmann-classic-iii-stethoscope']);
    });

    it('finds text in the name and in the description', async () => {
      expect((await all('?q=jogger')).length).toBeGreaterThanOrEqual(3);
      const byDescription = await all('?q=rocker%20sole');
      expect(byDescription.map((p) => p.slug)).toContain('dansko-professional-clog');
      expect(byDescription.every((p) => `${p.name} ${p.brand} ${p.description}`.toLowerCase().includes('rocker'))).toBe(true);
    });

    it('needs every word to match somewhere, in any field and any order', async () => {
      expect((await all('?q=murmurs%20littmann')).map((p) => p.slug)).toEqual(['littmann-cardiology-iv-stethoscope']);
      expect(await all('?q=littmann%20clog')).toEqual([]);
      const products = await all('?q=stethoscope%20cardiology');
      expect(products.map((p) => p.slug)).toContain('littmann-cardiology-iv-stethoscope');
      for (const p of products) {
        const text = `${p.name} ${p.brand} ${p.description}`.toLowerCase();
        expect(text).toContain('stethoscope');
        expect(text).toContain('cardiology');
      }
    });

    it('combines search with a category and counts only matches', async () => {
      const page = await list('?q=compression&category=accessories&limit=2');
      expect(page.total).toBe(3);
      expect(page.products).toHaveLength(2);
      expect((await list('?q=compression&category=shoes')).total).toBe(0);
    });

    it('returns an empty page with total 0 when nothing matches', async () => {
      expect(await list('?q=defibrillator')).toMatchObject({ products: [], total: 0 });
    });

    it('treats % and _ as plain characters, not wildcards', async () => {
      expect((await list('?q=%25')).total).toBe(0);
      expect((await list('?q=_')).total).toBe(0);
      expect((await list('?q=%5C')).total).toBe(0);
    });

    it('ignores a blank search', async () => {
      expect((await list('?q=%20%20')).total).toBe(CATALOG_SIZE);
    });

    it('refuses a search over 100 characters with 400', async () => {
      expect(await status(`/api/scrubs?q=${'a'.repeat(101)}`)).toBe(400);
      expect(await status(`/api/scrubs?q=${'a'.repeat(100)}`)).toBe(200);
    });
  });

  describe('paging', () => {
    it.each(['featured', 'price', 'discount', 'name'])('pages sorted by %s never overlap or skip a product', async (sort) => {
      const whole = (await all(`?sort=${sort}`)).map((p) => p.id);
      const paged: number[] = [];
      for (let offset = 0; offset < CATALOG_SIZE; offset += 7) {
        const page = await list(`?sort=${sort}&limit=7&offset=${offset}`);
        expect(page.total).toBe(CATALOG_SIZE);
        paged.push(...page.products.map((p) => p.id));
      }
      expect(paged).toEqual(whole);
      expect(new Set(paged).size).toBe(CATALOG_SIZE);
    });

    it('returns an empty page past the end, still with the total', async () => {
      expect(await list(`?offset=${CATALOG_SIZE}`)).toMatchObject({ products: [], total: CATALOG_SIZE });
    });

    it.each([
      '?limit=0',
      '?limit=101',
      '?limit=-1',
      '?limit=2.5',
      '?limit=abc',
      '?limit=',
      '?offset=-1',
      '?offset=10001',
      '?offset=1.5',
      '?offset=ten',
    ])('refuses %s with 400', async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/scrubs${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('bad requests', () => {
    it('refuses an unknown query parameter with 400', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/scrubs?categry=tops' });
      expect(response.statusCode).toBe(400);
    });

    it('refuses a nested or repeated search parameter with 400', async () => {
      expect(await status('/api/scrubs?q[a]=b')).toBe(400);
      expect(await status('/api/scrubs?q=a&q=b')).toBe(400);
    });

    it('answers POST with 404 in the error shape', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/scrubs', payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });
  });

  describe('brands', () => {
    it('lists every brand with its product count, most products first', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/scrubs/brands' });
      expect(response.statusCode).toBe(200);
      const { brands } = response.json() as { brands: { name: string; productCount: number }[] };
      const expected = new Map<string, number>();
      for (const p of SCRUB_CATALOG) expected.set(p.brand, (expected.get(p.brand) ?? 0) + 1);
      expect(new Map(brands.map((b) => [b.name, b.productCount]))).toEqual(expected);
      const counts = brands.map((b) => b.productCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
  });

  describe('images', () => {
    it('serves every drawing a product links to as same-origin SVG, tinted with its colour', async () => {
      const products = await all();
      const urls = new Set(products.flatMap((p) => (p.imageUrl ? [p.imageUrl] : [])));
      expect(urls.size).toBeGreaterThan(10);
      for (const url of urls) {
        expect(url.startsWith('/api/scrubs/images/')).toBe(true);
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(response.body).not.toMatch(/<script|href=|on\w+=/i);
      }
      const navy = await t.app.inject({ method: 'GET', url: '/api/scrubs/images/top.svg?color=navy' });
      const wine = await t.app.inject({ method: 'GET', url: '/api/scrubs/images/top.svg?color=wine' });
      expect(navy.body).toContain('#1f2d4d');
      expect(wine.body).toContain('#6d2338');
    });

    it('draws in a neutral colour when none is given', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/scrubs/images/clog.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('#79818a');
    });

    it('answers an unknown drawing with 404 and a bad colour with 400', async () => {
      for (const file of ['hat.svg', 'top.png', 'top', '..%2F..%2Fpackage.json', 'default.svg']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/scrubs/images/${file}` });
        expect(response.statusCode, file).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect(await status('/api/scrubs/images/top.svg?color=%23ff0000')).toBe(400);
      expect(await status('/api/scrubs/images/top.svg?color=red')).toBe(400);
      expect(await status(`/api/scrubs/images/${'a'.repeat(65)}.svg`)).toBe(400);
      expect(await status('/api/scrubs/images/top.svg?color=navy&size=2')).toBe(400);
    });
  });
});
