// Drizzle queries for the scrubs catalog.
import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProductCategory, ScrubSort } from '../../../contract/scrubs';
import type { Db } from '../../db/client';
import { scrubProducts } from '../../db/schema';

export type ScrubProductRow = typeof scrubProducts.$inferSelect;
export type NewScrubProductRow = typeof scrubProducts.$inferInsert;

export interface ProductFilter {
  category: ProductCategory | null;
  /** Every word must appear in the name, brand or description (case-insensitive). */
  words: string[];
  sort: ScrubSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Byte order, so the name sort is the same on PGlite and on PostgreSQL whatever their locale. */
const nameKey = sql`lower(${scrubProducts.name}) collate "C"`;
const discountKey = sql`(${scrubProducts.originalPriceCents} - ${scrubProducts.priceCents})::numeric / ${scrubProducts.originalPriceCents}`;

const SORT_KEYS: Record<ScrubSort, SQL> = {
  featured: sql`${scrubProducts.position}`,
  price: sql`${scrubProducts.priceCents}`,
  discount: discountKey,
  name: nameKey,
};

export async function listProducts(db: Db, filter: ProductFilter): Promise<{ rows: ScrubProductRow[]; total: number }> {
  const where = whereFor(filter);
  const key = SORT_KEYS[filter.sort];
  const direction = filter.order === 'asc' ? asc(key) : desc(key);
  // One round trip: the window count is the number of matches before limit and offset.
  // The id as the last key makes the order total, so pages never overlap or skip a product.
  const found = await db
    .select({ product: scrubProducts, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(scrubProducts)
    .where(where)
    .orderBy(direction, asc(scrubProducts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  if (found[0]) return { rows: found.map((r) => r.product), total: found[0].total };
  if (filter.offset === 0) return { rows: [], total: 0 };
  // Past the last page: still report how many match.
  const [counted] = await db.select({ total: count() }).from(scrubProducts).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

export async function listBrands(db: Db): Promise<{ name: string; productCount: number }[]> {
  const productCount = count();
  return db
    .select({ name: scrubProducts.brand, productCount })
    .from(scrubProducts)
    .groupBy(scrubProducts.brand)
    .orderBy(desc(productCount), sql`lower(${scrubProducts.brand}) collate "C"`);
}

/** Inserts new products and updates existing ones by slug; removes products no longer listed. */
export async function syncCatalog(db: Db, products: NewScrubProductRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (products.length) {
      await tx
        .insert(scrubProducts)
        .values(products)
        .onConflictDoUpdate({
          target: scrubProducts.slug,
          set: {
            name: sql`excluded.name`,
            brand: sql`excluded.brand`,
            description: sql`excluded.description`,
            category: sql`excluded.category`,
            priceCents: sql`excluded.price_cents`,
            originalPriceCents: sql`excluded.original_price_cents`,
            inStock: sql`excluded.in_stock`,
            sizes: sql`excluded.sizes`,
            color: sql`excluded.color`,
            illustration: sql`excluded.illustration`,
            position: sql`excluded.position`,
          },
        });
    }
    await tx.delete(scrubProducts).where(
      products.length
        ? notInArray(
            scrubProducts.slug,
            products.map((p) => p.slug),
          )
        : undefined,
    );
  });
}

function whereFor(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(scrubProducts.category, filter.category));
  for (const word of filter.words) {
    const pattern = `%${escapeLike(word)}%`;
    const matches = or(ilike(scrubProducts.name, pattern), ilike(scrubProducts.brand, pattern), ilike(scrubProducts.description, pattern));
    if (matches) conditions.push(matches);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** LIKE treats % and _ as wildcards; a shopper typing them means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
