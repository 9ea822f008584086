import { CATEGORY_LABELS, SCRUB_COLORS, type ScrubProduct } from '../../../../contract/scrubs';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { StockStatus } from './stock-status';

/**
 * One product in the grid. The name is the card's button (keyboard: Tab to it, Enter opens
 * the details); a pseudo-element stretches it over the whole card for pointer users.
 */
export function ProductCard({ product }: { product: ScrubProduct }) {
  const colour = SCRUB_COLORS[product.color].label;
  return (
    <article
      data-testid="product-card"
      data-slug={product.slug}
      className="relative flex h-full flex-row overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:flex-col"
    >
      {/* Phones: a small picture beside the text keeps the one-column list short. */}
      <div className="relative m-3 mr-0 aspect-[4/3] w-28 shrink-0 self-start overflow-hidden rounded-md bg-muted sm:m-0 sm:w-auto sm:self-auto sm:rounded-none">
        <ProductImage src={product.imageUrl} alt={`${product.name} by ${product.brand}`} className={cn(!product.inStock && 'opacity-60')} />
        {!product.inStock && (
          <Badge variant="secondary" className="absolute left-3 top-3 hidden bg-card/95 sm:inline-flex">
            Out of stock
          </Badge>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {product.brand} <span aria-hidden="true">·</span> <span data-category>{CATEGORY_LABELS[product.category]}</span>
        </p>
        <h3 className="text-base font-semibold leading-snug">
          <Dialog>
            <DialogTrigger asChild>
              <button
                type="button"
                className="cursor-pointer text-left outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary"
              >
                {product.name}
              </button>
            </DialogTrigger>
            <ProductDetails product={product} />
          </Dialog>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <ProductPrice product={product} />
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">Sizes:</span> {product.sizes.join(', ')}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StockStatus inStock={product.inStock} />
            <span className="text-xs text-muted-foreground">{colour}</span>
          </div>
        </div>
      </div>
    </article>
  );
}

function ProductDetails({ product }: { product: ScrubProduct }) {
  return (
    <DialogContent className="max-w-xl">
      <DialogHeader className="pr-6">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {product.brand} · {CATEGORY_LABELS[product.category]}
        </p>
        <DialogTitle>{product.name}</DialogTitle>
      </DialogHeader>
      <div className="overflow-hidden rounded-md border border-border">
        <ProductImage src={product.imageUrl} alt={`${product.name} by ${product.brand}`} className="aspect-[4/3]" />
      </div>
      <ProductPrice product={product} />
      <DialogDescription className="text-base text-foreground">{product.description}</DialogDescription>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">Colour</dt>
        <dd>{SCRUB_COLORS[product.color].label}</dd>
        <dt className="font-medium">Sizes</dt>
        <dd className="flex flex-wrap gap-1.5">
          {product.sizes.map((size) => (
            <Badge key={size} variant="outline">
              {size}
            </Badge>
          ))}
        </dd>
        <dt className="font-medium">Availability</dt>
        <dd>
          <StockStatus inStock={product.inStock} />
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">Sample deal price for illustration; MedPrep does not sell this product.</p>
    </DialogContent>
  );
}
