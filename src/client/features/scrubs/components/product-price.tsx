import type { ScrubProduct } from '../../../../contract/scrubs';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatUsd } from '@/lib/format';

/** Deal price, the struck-through original and the §9 discount percent (computed by the server). */
export function ProductPrice({
  product,
  className,
}: {
  product: Pick<ScrubProduct, 'price' | 'originalPrice' | 'discountPercent'>;
  className?: string;
}) {
  const discounted = product.originalPrice > product.price;
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className="text-lg font-bold text-foreground" data-price>
        {formatUsd(product.price)}
      </span>
      {discounted && (
        <>
          <s className="text-sm text-muted-foreground" data-original-price>
            <span className="sr-only">Was </span>
            {formatUsd(product.originalPrice)}
          </s>
          <Badge variant="success" data-discount>
            {product.discountPercent}% off
          </Badge>
        </>
      )}
    </div>
  );
}
