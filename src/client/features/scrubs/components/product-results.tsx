import { AlertCircle, PackageSearch } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { type ScrubsFilter, useScrubProducts } from '../api';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';
const SKELETON_KEYS = Array.from({ length: 8 }, (_, i) => `product-placeholder-${i}`);

/** The product grid with its loading, error, empty and success states, and "Show more" paging. */
export function ProductResults({ filter, onClear }: { filter: ScrubsFilter; onClear: () => void }) {
  const query = useScrubProducts(filter);

  if (query.isPending) {
    return (
      <div className={GRID} role="status" aria-busy="true" aria-label="Loading products">
        {SKELETON_KEYS.map((key) => (
          <ProductCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive">
        <AlertCircle className="size-4" aria-hidden="true" />
        <AlertTitle>Products could not be loaded</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <span>{query.error.message}</span>
          <Button variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const pages = query.data?.pages ?? [];
  const products = pages.flatMap((page) => page.products);
  const total = pages[0]?.total ?? 0;
  const updating = query.isPlaceholderData;

  if (products.length === 0) {
    const searched = filter.q.trim();
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-input bg-card px-6 py-12 text-center" aria-busy={updating}>
        <PackageSearch className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">No matching products</p>
        <p className="max-w-md text-sm text-muted-foreground">
          {searched ? `Nothing matches “${searched}”` : 'Nothing is listed here'}
          {filter.category !== 'all' ? ` in this category.` : '.'} Try another word or show all products.
        </p>
        <Button variant="outline" onClick={onClear}>
          Clear search and filters
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="result-count">
        Showing {formatCount(products.length)} of {formatCount(total)} {total === 1 ? 'product' : 'products'}
      </p>
      <ul className={`${GRID} transition-opacity ${updating ? 'opacity-60' : ''}`} aria-busy={updating} aria-label="Products">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <Alert variant="destructive">
          <AlertDescription>More products could not be loaded: {query.error?.message}</AlertDescription>
        </Alert>
      )}
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading...' : query.isFetchNextPageError ? 'Try again' : 'Show more products'}
        </Button>
      )}
    </div>
  );
}
