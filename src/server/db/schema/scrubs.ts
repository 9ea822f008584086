import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const scrubProducts = pgTable(
  'scrub_products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: ['tops', 'pants', 'sets', 'accessories', 'shoes'] }).notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    inStock: boolean('in_stock').notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    color: text('color').notNull(),
    /** Which of our SVG illustrations to draw, or null for the default. */
    illustration: text('illustration'),
    /** Catalog order: the default ("featured") sort. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('scrub_products_category_idx').on(t.category)],
);
