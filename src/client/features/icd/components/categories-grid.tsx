// Browse Categories: one card per chapter with its range, name, contents and code count;
// choosing one sets the category filter (spec §2).
import type { IcdCategory } from '../../../../contract/icd';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { placeholderKeys } from '../placeholders';
import { formatCount } from '@/lib/format';

interface CategoriesGridProps {
  categories: IcdCategory[] | undefined;
  isError: boolean;
  onRetry: () => void;
  onSelect: (category: IcdCategory) => void;
}

export function CategoriesGrid({ categories, isError, onRetry, onSelect }: CategoriesGridProps) {
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>The categories could not be loaded.</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!categories) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
        {placeholderKeys(6).map((key) => (
          <Skeleton key={key} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {categories.map((category) => (
        <li key={category.categoryCode}>
          <button
            type="button"
            onClick={() => onSelect(category)}
            className="flex h-full w-full cursor-pointer flex-col gap-2 rounded-lg border border-border bg-card p-4 text-left shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-mono text-sm font-semibold text-primary">{category.categoryCode}</span>
              <Badge variant="secondary">{formatCount(category.codeCount)} codes</Badge>
            </span>
            <span className="font-semibold">{category.categoryName}</span>
            <span className="line-clamp-3 text-sm text-muted-foreground">{category.description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
