import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a product card: picture beside the text on phones, above it on wider screens. */
export function ProductCardSkeleton() {
  return (
    <div className="flex flex-row overflow-hidden rounded-lg border border-border bg-card sm:flex-col">
      <Skeleton className="m-3 mr-0 aspect-[4/3] w-28 shrink-0 self-start sm:m-0 sm:w-auto sm:self-auto sm:rounded-none" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
