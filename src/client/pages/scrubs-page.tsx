import { Search } from 'lucide-react';
import { useState } from 'react';
import type { ScrubCategory } from '../../contract/constants';
import { SCRUBS_MAX_QUERY_LENGTH } from '../../contract/scrubs';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { AdSlot } from '@/features/ads/ad-slot';
import type { ScrubsFilter } from '@/features/scrubs/api';
import { CategoryFilter } from '@/features/scrubs/components/category-filter';
import { FeaturedBrands } from '@/features/scrubs/components/featured-brands';
import { OfferBanners } from '@/features/scrubs/components/offer-banners';
import { ProductResults } from '@/features/scrubs/components/product-results';
import { DEFAULT_SORT_OPTION, SORT_OPTIONS, sortOptionFor } from '@/features/scrubs/sort-options';
import { useDebouncedValue } from '@/features/scrubs/use-debounced-value';
import { usePageMeta } from '@/lib/page-meta';

const SEARCH_DEBOUNCE_MS = 300;

export default function ScrubsPage() {
  usePageMeta('/scrubs');
  const [category, setCategory] = useState<ScrubCategory>('all');
  const [search, setSearch] = useState('');
  const [sortValue, setSortValue] = useState(DEFAULT_SORT_OPTION.value);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const sort = sortOptionFor(sortValue);
  const filter: ScrubsFilter = { category, q, sort: sort.sort, ...(sort.order ? { order: sort.order } : {}) };

  const showCategory = (next: ScrubCategory) => {
    setCategory(next);
    document.getElementById('products-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const clearAll = () => {
    setCategory('all');
    setSearch('');
    setSortValue(DEFAULT_SORT_OPTION.value);
  };

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Scrubs &amp; Equipment Marketplace</h1>
        <p className="max-w-2xl text-muted-foreground">
          Deals on scrubs, clinical shoes and the kit every rotation needs: stethoscopes, penlights, shears, badge reels and
          compression socks.
        </p>
      </header>

      <AdSlot kind="horizontal" slot="scrubs-top" />

      <OfferBanners onShop={showCategory} />

      <FeaturedBrands onPick={(brand) => setSearch(brand)} />

      <section aria-labelledby="products-heading" className="flex scroll-mt-20 flex-col gap-4" id="products">
        <h2 id="products-heading" className="scroll-mt-24 text-2xl font-bold">
          Products
        </h2>
        <CategoryFilter value={category} onChange={setCategory} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="scrubs-search">Search products</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                id="scrubs-search"
                type="search"
                value={search}
                maxLength={SCRUBS_MAX_QUERY_LENGTH}
                placeholder="Name, brand or description"
                autoComplete="off"
                className="pl-9"
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5 sm:w-56">
            <Label htmlFor="scrubs-sort">Sort by</Label>
            <Select value={sortValue} onValueChange={setSortValue}>
              <SelectTrigger id="scrubs-sort">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SORT_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <ProductResults filter={filter} onClear={clearAll} />
      </section>

      <AdSlot kind="horizontal" slot="scrubs-bottom" />

      <footer className="border-t border-border pt-4 text-sm text-muted-foreground">
        <p>
          Prices are sample deal prices for illustration, not live offers, and MedPrep does not sell these products. Brand names
          belong to their owners, who are not affiliated with MedPrep. Product pictures are our own drawings.
        </p>
      </footer>
    </div>
  );
}
