// Our sample scrubs and equipment catalog, in display ("featured") order. Prices are sample
// deal prices, not live offers. Checked by validate.ts; seeded by the scrubs feature.
import { accessories } from './products/accessories';
import { pants } from './products/pants';
import { sets } from './products/sets';
import { shoes } from './products/shoes';
import { tops } from './products/tops';
import type { CatalogProduct } from './types';

export type { CatalogProduct } from './types';

/** Interleaved so the default view opens with a mix of clothing and kit. */
export const SCRUB_CATALOG: readonly CatalogProduct[] = interleave([sets, tops, shoes, accessories, pants]);

function interleave(groups: CatalogProduct[][]): CatalogProduct[] {
  const out: CatalogProduct[] = [];
  const longest = Math.max(...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) {
    for (const group of groups) {
      const product = group[i];
      if (product) out.push(product);
    }
  }
  return out;
}
