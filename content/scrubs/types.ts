// The shape of one product in our sample catalog. Seeded by the scrubs feature (upsert by
// slug), so an edit here reaches existing databases at the next start.

import type { ProductCategory, ScrubColor, ScrubIllustration } from '../../src/contract/scrubs';

export interface CatalogProduct {
  /** Stable key, kebab-case; never reuse one for a different product. */
  slug: string;
  name: string;
  /** Real scrub and equipment brands may appear; prices are our sample deal prices. */
  brand: string;
  /** Written by us: what the product is and what it is good for. No medical claims. */
  description: string;
  category: ProductCategory;
  /** Sample deal price in cents. */
  priceCents: number;
  /** Price before the deal in cents; equal to priceCents when there is no deal. */
  originalPriceCents: number;
  inStock: boolean;
  sizes: readonly string[];
  color: ScrubColor;
  /** Which drawing to show; null shows the default drawing. */
  illustration: ScrubIllustration | null;
}
