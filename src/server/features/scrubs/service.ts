// The rules of the scrubs marketplace: filters, sort defaults, the product shape the API
// gives out (discount percent, image URL) and the product drawings.
import {
  DEFAULT_SORT_ORDER,
  SCRUB_ILLUSTRATIONS,
  type ScrubBrands,
  type ScrubColor,
  type ScrubIllustration,
  type ScrubProduct,
  type ScrubsList,
  type ScrubsQuery,
} from '../../../contract/scrubs';
import { notFound } from '../../errors';
import { toDollars } from '../../lib/money';
import type { AppDeps } from '../feature';
import { discountPercent } from './discount';
import { renderIllustration } from './illustrations';
import { listBrands, listProducts, type ScrubProductRow } from './repo';

/** More words than this add nothing to a search over short product texts. */
export const MAX_SEARCH_WORDS = 8;
const IMAGE_PATH = '/api/scrubs/images';

export function createScrubsService(deps: Pick<AppDeps, 'db'>) {
  return {
    async list(query: ScrubsQuery): Promise<ScrubsList> {
      const { rows, total } = await listProducts(deps.db, {
        category: query.category === 'all' ? null : query.category,
        words: searchWords(query.q),
        sort: query.sort,
        order: query.order ?? DEFAULT_SORT_ORDER[query.sort],
        limit: query.limit,
        offset: query.offset,
      });
      return { products: rows.map(toProduct), total, limit: query.limit, offset: query.offset };
    },

    async brands(): Promise<ScrubBrands> {
      return { brands: await listBrands(deps.db) };
    },

    image: scrubImage,
  };
}

/** The SVG for `top.svg` etc.; an unknown drawing is a 404 like any missing file. */
export function scrubImage(file: string, color: ScrubColor = 'pewter'): string {
  const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
  if (!isIllustration(name)) throw notFound(`Image ${file}`);
  return renderIllustration(name, color);
}

export function imageUrlFor(illustration: string | null, color: string): string | null {
  if (!illustration || !isIllustration(illustration)) return null;
  return `${IMAGE_PATH}/${illustration}.svg?color=${encodeURIComponent(color)}`;
}

export function toProduct(row: ScrubProductRow): ScrubProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    description: row.description,
    category: row.category,
    imageUrl: imageUrlFor(row.illustration, row.color),
    price: toDollars(row.priceCents),
    originalPrice: toDollars(row.originalPriceCents),
    discountPercent: discountPercent(row.priceCents, row.originalPriceCents),
    inStock: row.inStock,
    sizes: row.sizes,
    color: row.color as ScrubProduct['color'],
  };
}

export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

function isIllustration(name: string): name is ScrubIllustration {
  return (SCRUB_ILLUSTRATIONS as readonly string[]).includes(name);
}
