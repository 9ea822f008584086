// Scrubs marketplace (spec §2, §3 scrub product, §7 GET /api/scrubs, §9 categories).
// Money is in US dollars on the wire (`price: 13.99`), integer cents in the database.
import { z } from 'zod';
import { dollarsSchema } from './common';
import { SCRUB_CATEGORIES } from './constants';

/** The categories a product can belong to (spec §9 without the 'all' filter). */
export const PRODUCT_CATEGORIES = ['tops', 'pants', 'sets', 'accessories', 'shoes'] as const satisfies readonly Exclude<
  (typeof SCRUB_CATEGORIES)[number],
  'all'
>[];
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<(typeof SCRUB_CATEGORIES)[number], string> = {
  all: 'All',
  tops: 'Tops',
  pants: 'Pants',
  sets: 'Sets',
  accessories: 'Accessories',
  shoes: 'Shoes',
};

/** Our own SVG drawings, served by GET /api/scrubs/images/{name}.svg?color={colour}. */
export const SCRUB_ILLUSTRATIONS = [
  'top',
  'long-sleeve-tee',
  'jacket',
  'pants',
  'set',
  'cap',
  'stethoscope',
  'penlight',
  'badge-reel',
  'socks',
  'shears',
  'clog',
  'sneaker',
] as const;
export type ScrubIllustration = (typeof SCRUB_ILLUSTRATIONS)[number];

/** Product colours: the drawing is tinted with `hex`; `label` is what shoppers read. */
export const SCRUB_COLORS = {
  navy: { label: 'Navy', hex: '#1f2d4d' },
  black: { label: 'Black', hex: '#222328' },
  'royal-blue': { label: 'Royal Blue', hex: '#2847a8' },
  'ceil-blue': { label: 'Ceil Blue', hex: '#7fa7d1' },
  'caribbean-blue': { label: 'Caribbean Blue', hex: '#1b8fb0' },
  teal: { label: 'Teal', hex: '#12807a' },
  'hunter-green': { label: 'Hunter Green', hex: '#24513a' },
  wine: { label: 'Wine', hex: '#6d2338' },
  rose: { label: 'Rose', hex: '#c25872' },
  lavender: { label: 'Lavender', hex: '#8f7fc0' },
  pewter: { label: 'Pewter', hex: '#79818a' },
  charcoal: { label: 'Charcoal', hex: '#3b4047' },
  sand: { label: 'Sand', hex: '#c8b08c' },
  white: { label: 'White', hex: '#f5f6f8' },
} as const;
export type ScrubColor = keyof typeof SCRUB_COLORS;
export const SCRUB_COLOR_NAMES = Object.keys(SCRUB_COLORS) as [ScrubColor, ...ScrubColor[]];

/** Sort keys beyond the spec; 'featured' is the catalog's own order. */
export const SCRUB_SORTS = ['featured', 'price', 'discount', 'name'] as const;
export type ScrubSort = (typeof SCRUB_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** The order a sort uses when none is given: cheapest first, biggest discount first, A to Z. */
export const DEFAULT_SORT_ORDER: Record<ScrubSort, (typeof SORT_ORDERS)[number]> = {
  featured: 'asc',
  price: 'asc',
  discount: 'desc',
  name: 'asc',
};

export const SCRUBS_DEFAULT_LIMIT = 24;
export const SCRUBS_MAX_LIMIT = 100;
export const SCRUBS_MAX_OFFSET = 10_000;
export const SCRUBS_MAX_QUERY_LENGTH = 100;

/** GET /api/scrubs query. Unknown parameters are refused, so a typo is a 400, not a silent no-op. */
export const scrubsQuerySchema = z.strictObject({
  category: z.enum(SCRUB_CATEGORIES).default('all'),
  q: z.string().trim().max(SCRUBS_MAX_QUERY_LENGTH).optional(),
  sort: z.enum(SCRUB_SORTS).default('featured'),
  order: z.enum(SORT_ORDERS).optional(),
  limit: z.coerce.number().int().min(1).max(SCRUBS_MAX_LIMIT).default(SCRUBS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(SCRUBS_MAX_OFFSET).default(0),
});
export type ScrubsQuery = z.infer<typeof scrubsQuerySchema>;

export const scrubProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** Same-origin URL of the product drawing, or null: the client then shows its default drawing. */
  imageUrl: z.string().nullable(),
  /** Deal price in dollars. */
  price: dollarsSchema,
  /** Price before the deal, in dollars (equal to price when there is no discount). */
  originalPrice: dollarsSchema,
  /** Spec §9: round((originalPrice - price) / originalPrice * 100). */
  discountPercent: z.number().int(),
  inStock: z.boolean(),
  sizes: z.array(z.string()),
  color: z.enum(SCRUB_COLOR_NAMES),
});
export type ScrubProduct = z.infer<typeof scrubProductSchema>;

export const scrubsListSchema = z.object({
  products: z.array(scrubProductSchema),
  /** Matches for the filters, across all pages. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ScrubsList = z.infer<typeof scrubsListSchema>;

export const scrubBrandsSchema = z.object({
  brands: z.array(z.object({ name: z.string(), productCount: z.number().int() })),
});
export type ScrubBrands = z.infer<typeof scrubBrandsSchema>;

export const scrubImageParamsSchema = z.strictObject({ file: z.string().max(64) });
export const scrubImageQuerySchema = z.strictObject({ color: z.enum(SCRUB_COLOR_NAMES).optional() });
