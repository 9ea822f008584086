import { cn } from '@/lib/cn';

export function StockStatus({ inStock, className }: { inStock: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', inStock ? 'text-success' : 'text-destructive', className)}>
      <span aria-hidden="true" className={cn('size-2 rounded-full', inStock ? 'bg-success' : 'bg-destructive')} />
      {inStock ? 'In stock' : 'Out of stock'}
    </span>
  );
}
