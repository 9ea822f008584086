import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../../src/contract/scrubs';
import { SCRUB_CATALOG } from './index';
import type { CatalogProduct } from './types';
import { MIN_CATALOG_SIZE, validateCatalog, validateProduct } from './validate';

const good: CatalogProduct = {
  slug: 'sample-v-neck-top',
  name: 'Sample V-Neck Top',
  brand: 'Sample Brand',
  description: 'A plain V-neck scrub top with two pockets, used only to test the catalog validator.',
  category: 'tops',
  priceCents: 1500,
  originalPriceCents: 2000,
  inStock: true,
  sizes: ['S', 'M'],
  color: 'navy',
  illustration: 'top',
};
const withChanges = (changes: Partial<CatalogProduct>) => ({ ...good, ...changes }) as CatalogProduct;

describe('the authored catalog', () => {
  it('has no problems', () => {
    expect(validateCatalog(SCRUB_CATALOG)).toEqual([]);
  });

  it(`has at least ${MIN_CATALOG_SIZE} products and covers every category`, () => {
    expect(SCRUB_CATALOG.length).toBeGreaterThanOrEqual(MIN_CATALOG_SIZE);
    for (const category of PRODUCT_CATEGORIES) {
      expect(SCRUB_CATALOG.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('has the kit the issue names: stethoscopes, penlights, badge reels, compression socks, clogs and running shoes', () => {
    for (const illustration of ['stethoscope', 'penlight', 'badge-reel', 'socks', 'clog', 'sneaker'] as const) {
      expect(SCRUB_CATALOG.some((p) => p.illustration === illustration), illustration).toBe(true);
    }
  });

  it('has out-of-stock products, products without a deal and a product without a drawing', () => {
    expect(SCRUB_CATALOG.some((p) => !p.inStock)).toBe(true);
    expect(SCRUB_CATALOG.some((p) => p.priceCents === p.originalPriceCents)).toBe(true);
    expect(SCRUB_CATALOG.some((p) => p.illustration === null)).toBe(true);
  });

  it('describes compression as graduated compression and recommends asking a clinician', () => {
    const socks = SCRUB_CATALOG.filter((p) => p.illustration === 'socks');
    for (const sock of socks) {
      expect(sock.description).toMatch(/graduated compression/i);
      expect(sock.description).toMatch(/ask a clinician/i);
    }
  });
});

describe('validateProduct', () => {
  it('accepts a complete product', () => {
    expect(validateProduct(good)).toEqual([]);
  });

  it.each([
    ['an original price below the deal price', { priceCents: 2000, originalPriceCents: 1500 }, 'original price is below'],
    ['a price in dollars with a fraction', { priceCents: 15.5 }, 'whole number of cents'],
    ['a zero price', { priceCents: 0 }, 'positive whole number'],
    ['an unknown category', { category: 'hats' }, 'unknown category'],
    ['the spec filter value "all" as a category', { category: 'all' }, 'unknown category'],
    ['a missing name', { name: '' }, 'name is missing'],
    ['a missing brand', { brand: '  ' }, 'brand is missing'],
    ['a short description', { description: 'Nice top.' }, 'description must be'],
    ['a medical claim', { description: 'Compression socks that prevent deep vein thrombosis on long shifts in the hospital.' }, 'medical claim'],
    ['no sizes', { sizes: [] }, 'at least one size'],
    ['a duplicated size', { sizes: ['M', 'M'] }, 'size twice'],
    ['an unknown colour', { color: 'plaid' }, 'unknown colour'],
    ['an unknown drawing', { illustration: 'hat' }, 'unknown illustration'],
    ['a drawing from another category', { illustration: 'clog' }, 'does not fit category'],
    ['a bad slug', { slug: 'Sample Top' }, 'kebab-case'],
    ['an implausible discount', { priceCents: 100, originalPriceCents: 2000 }, 'discount above'],
    ['a price typed in dollars times 100 twice', { priceCents: 150_000, originalPriceCents: 200_000 }, 'above $1,000'],
  ])('refuses %s', (_name, changes, message) => {
    const problems = validateProduct(withChanges(changes as Partial<CatalogProduct>));
    expect(problems.join('\n')).toContain(message);
  });

  it('accepts a product with no drawing and no deal', () => {
    expect(validateProduct(withChanges({ illustration: null, originalPriceCents: 1500 }))).toEqual([]);
  });
});

describe('validateCatalog', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      withChanges({ slug: `p-${i}`, name: `Product ${i}`, category: PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length], illustration: null }),
    );

  it('accepts a large enough catalog covering every category', () => {
    expect(validateCatalog(many(MIN_CATALOG_SIZE))).toEqual([]);
  });

  it('refuses a duplicated slug, a small catalog and a missing category', () => {
    const products = many(MIN_CATALOG_SIZE);
    products[1] = { ...(products[1] as CatalogProduct), slug: 'p-0' };
    expect(validateCatalog(products).join('\n')).toContain('p-0: slug used twice');
    expect(validateCatalog(many(10)).join('\n')).toContain('at least 40');
    const noShoes = many(MIN_CATALOG_SIZE).filter((p) => p.category !== 'shoes');
    expect(validateCatalog(noShoes).join('\n')).toContain('no product in category "shoes"');
  });
});
