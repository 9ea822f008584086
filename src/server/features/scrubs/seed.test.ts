// The catalog seed: idempotent, edits reach an existing database, removed products go.
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRUB_CATALOG } from '../../../../content/scrubs';
import { scrubProducts } from '../../db/schema';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { seedScrubs } from './seed';

const logger = pino({ level: 'silent' });

describe.each(TEST_ENGINES)('scrubs seed on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const rows = () => t.db.select().from(scrubProducts).orderBy(asc(scrubProducts.position));

  it('has seeded the catalog in order at start', async () => {
    const seeded = await rows();
    expect(seeded.map((r) => r.slug)).toEqual(SCRUB_CATALOG.map((p) => p.slug));
    expect(seeded.map((r) => r.position)).toEqual(SCRUB_CATALOG.map((_, i) => i));
  });

  it('changes nothing when run again', async () => {
    const before = await rows();
    await seedScrubs({ db: t.db, logger });
    await seedScrubs({ db: t.db, logger });
    expect(await rows()).toEqual(before);
  });

  it('applies catalog edits to existing rows, keeping their ids, adds new products and removes dropped ones', async () => {
    const before = await rows();
    const [first, second, ...rest] = SCRUB_CATALOG;
    if (!first || !second) throw new Error('catalog too small');
    const edited = { ...first, priceCents: first.priceCents - 100, inStock: !first.inStock, sizes: ['S'] };
    const added = { ...second, slug: 'new-sample-product', name: 'New Sample Product' };
    await seedScrubs({ db: t.db, logger }, [edited, ...rest, added]);

    const after = await rows();
    const firstRow = after.find((r) => r.slug === first.slug);
    expect(firstRow).toMatchObject({ id: before[0]?.id, priceCents: edited.priceCents, inStock: edited.inStock, sizes: ['S'] });
    expect(after.some((r) => r.slug === second.slug)).toBe(false);
    expect(after.find((r) => r.slug === 'new-sample-product')?.position).toBe(SCRUB_CATALOG.length - 1);
    expect(after).toHaveLength(SCRUB_CATALOG.length);

    await seedScrubs({ db: t.db, logger });
    const restored = await rows();
    expect(restored.map((r) => r.slug)).toEqual(SCRUB_CATALOG.map((p) => p.slug));
    expect(restored.find((r) => r.slug === first.slug)?.priceCents).toBe(first.priceCents);
  });

  it('refuses an invalid catalog and leaves the database as it was', async () => {
    const before = await rows();
    const [first, ...rest] = SCRUB_CATALOG;
    if (!first) throw new Error('catalog empty');
    const broken = { ...first, originalPriceCents: first.priceCents - 1 };
    await expect(seedScrubs({ db: t.db, logger }, [broken, ...rest])).rejects.toThrow(/original price is below/);
    expect(await rows()).toEqual(before);
    const [row] = await t.db.select().from(scrubProducts).where(eq(scrubProducts.slug, first.slug));
    expect(row?.originalPriceCents).toBe(first.originalPriceCents);
  });
});
