import { Skeleton } from '@/components/ui/skeleton';

export function PageFallback() {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading page">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
