// Checks the authored catalog: every product complete and sensible. The scrubs seed refuses
// to load a catalog with problems, and validate.test.ts runs this on every test run.
import {
  PRODUCT_CATEGORIES,
  type ProductCategory,
  SCRUB_COLORS,
  SCRUB_ILLUSTRATIONS,
  type ScrubIllustration,
} from '../../src/contract/scrubs';
import type { CatalogProduct } from './types';

export const MIN_CATALOG_SIZE = 40;
const MAX_PRICE_CENTS = 100_000;
const MAX_DISCOUNT_PERCENT = 60;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Which category each drawing belongs to, so a shoe is never drawn as a scrub top. */
export const ILLUSTRATION_CATEGORY: Record<ScrubIllustration, ProductCategory> = {
  top: 'tops',
  'long-sleeve-tee': 'tops',
  jacket: 'tops',
  pants: 'pants',
  set: 'sets',
  cap: 'accessories',
  stethoscope: 'accessories',
  penlight: 'accessories',
  'badge-reel': 'accessories',
  socks: 'accessories',
  shears: 'accessories',
  clog: 'shoes',
  sneaker: 'shoes',
};

/**
 * Health claims we must not make about a product (compression socks in particular):
 * descriptions say what a thing is, never that it treats or prevents a condition.
 */
const MEDICAL_CLAIMS =
  /\b(cures?|prevents?|prevention|treats?|treatment|therapeutic|clinically proven|heals?|thrombosis|dvt|varicose|edema|oedema|swelling reduction|improves? circulation)\b/i;

/** Problems with one product, each prefixed with its slug. */
export function validateProduct(product: CatalogProduct): string[] {
  const problems: string[] = [];
  const add = (message: string) => problems.push(`${product.slug || '(no slug)'}: ${message}`);

  if (!SLUG.test(product.slug)) add('slug must be kebab-case (a-z, 0-9, single hyphens)');
  for (const field of ['name', 'brand', 'description'] as const) {
    const value = product[field];
    if (typeof value !== 'string' || value.trim() === '') add(`${field} is missing`);
    else if (value !== value.trim()) add(`${field} has leading or trailing spaces`);
  }
  if (product.name.length > 80) add('name is longer than 80 characters');
  if (product.brand.length > 40) add('brand is longer than 40 characters');
  if (product.description.length < 60 || product.description.length > 320) add('description must be 60-320 characters');
  if (!/[.!]$/.test(product.description)) add('description must end with a full stop');
  if (MEDICAL_CLAIMS.test(product.description)) add('description makes a medical claim');

  if (!(PRODUCT_CATEGORIES as readonly string[]).includes(product.category)) add(`unknown category "${product.category}"`);

  const { priceCents: price, originalPriceCents: original } = product;
  if (!Number.isInteger(price) || price <= 0) add('price must be a positive whole number of cents');
  if (!Number.isInteger(original) || original <= 0) add('original price must be a positive whole number of cents');
  if (original < price) add('original price is below the deal price');
  if (original > MAX_PRICE_CENTS || price > MAX_PRICE_CENTS) add('price above $1,000: cents typed as dollars?');
  if (original > 0 && ((original - price) * 100) / original > MAX_DISCOUNT_PERCENT) add(`discount above ${MAX_DISCOUNT_PERCENT}%`);

  if (typeof product.inStock !== 'boolean') add('inStock must be true or false');
  if (product.sizes.length === 0) add('needs at least one size');
  if (product.sizes.some((size) => size.trim() === '')) add('has a blank size');
  if (new Set(product.sizes).size !== product.sizes.length) add('lists a size twice');

  if (!Object.hasOwn(SCRUB_COLORS, product.color)) add(`unknown colour "${product.color}"`);
  if (product.illustration !== null) {
    if (!(SCRUB_ILLUSTRATIONS as readonly string[]).includes(product.illustration)) {
      add(`unknown illustration "${product.illustration}"`);
    } else if (ILLUSTRATION_CATEGORY[product.illustration] !== product.category) {
      add(`illustration "${product.illustration}" does not fit category "${product.category}"`);
    }
  }
  return problems;
}

/** Every problem in the catalog; empty when it may be seeded. */
export function validateCatalog(products: readonly CatalogProduct[]): string[] {
  const problems = products.flatMap(validateProduct);
  if (products.length < MIN_CATALOG_SIZE) problems.push(`catalog has ${products.length} products; at least ${MIN_CATALOG_SIZE} expected`);

  const seen = new Set<string>();
  for (const { slug } of products) {
    if (seen.has(slug)) problems.push(`${slug}: slug used twice`);
    seen.add(slug);
  }
  const names = new Set<string>();
  for (const { brand, name, color, slug } of products) {
    const key = `${brand}|${name}|${color}`.toLowerCase();
    if (names.has(key)) problems.push(`${slug}: same brand, name and colour as another product`);
    names.add(key);
  }
  for (const category of PRODUCT_CATEGORIES) {
    if (!products.some((p) => p.category === category)) problems.push(`no product in category "${category}"`);
  }
  return problems;
}
