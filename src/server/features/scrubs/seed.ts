// Seeds our catalog from content/scrubs at every start: upsert by slug, so catalog edits reach
// existing databases, and products removed from the catalog leave the shop.
import { SCRUB_CATALOG, type CatalogProduct } from '../../../../content/scrubs';
import { validateCatalog } from '../../../../content/scrubs/validate';
import type { SeedContext } from '../feature';
import { type NewScrubProductRow, syncCatalog } from './repo';

export async function seedScrubs({ db, logger }: Pick<SeedContext, 'db' | 'logger'>, catalog: readonly CatalogProduct[] = SCRUB_CATALOG) {
  const problems = validateCatalog(catalog);
  if (problems.length) throw new Error(`The scrubs catalog has ${problems.length} problems:\n${problems.join('\n')}`);
  await syncCatalog(db, catalog.map(toRow));
  logger.debug(`scrubs catalog synced: ${catalog.length} products`);
}

export function toRow(product: CatalogProduct, position: number): NewScrubProductRow {
  return {
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    description: product.description,
    category: product.category,
    priceCents: product.priceCents,
    originalPriceCents: product.originalPriceCents,
    inStock: product.inStock,
    sizes: [...product.sizes],
    color: product.color,
    illustration: product.illustration,
    position,
  };
}
