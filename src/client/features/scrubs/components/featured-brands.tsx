import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useScrubBrands } from '../api';

const FEATURED_COUNT = 8;
const PLACEHOLDER_KEYS = Array.from({ length: FEATURED_COUNT }, (_, i) => `brand-placeholder-${i}`);

/** Spec §2 featured brands: the brands with the most products; choosing one searches for it. */
export function FeaturedBrands({ onPick }: { onPick: (brand: string) => void }) {
  const brands = useScrubBrands();
  return (
    <section aria-labelledby="featured-brands-heading" className="flex flex-col gap-2">
      <h2 id="featured-brands-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Featured brands
      </h2>
      {brands.isPending ? (
        <div className="flex flex-wrap gap-2" role="status" aria-label="Loading brands">
          {PLACEHOLDER_KEYS.map((key) => (
            <Skeleton key={key} className="h-10 w-24" />
          ))}
        </div>
      ) : brands.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Brands could not be loaded.
          <Button variant="link" className="h-10 px-1" onClick={() => brands.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {brands.data.brands.slice(0, FEATURED_COUNT).map((brand) => (
            <li key={brand.name}>
              <Button variant="outline" className="rounded-full" onClick={() => onPick(brand.name)} aria-label={`Show ${brand.name} products`}>
                {brand.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
