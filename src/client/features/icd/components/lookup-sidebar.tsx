// The side of the ICD-10 Lookup page: chapters that run a search when clicked, and tips.
import { Lightbulb } from 'lucide-react';
import type { IcdCategory } from '../../../../contract/icd';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { placeholderKeys } from '../placeholders';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

interface CategoryListProps {
  categories: IcdCategory[] | undefined;
  isError: boolean;
  onRetry: () => void;
  active: string | undefined;
  onSelect: (category: IcdCategory) => void;
}

export function CategoryList({ categories, isError, onRetry, active, onSelect }: CategoryListProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Categories</CardTitle>
      </CardHeader>
      <CardContent>
        {isError ? (
          <div className="flex flex-col gap-2 text-sm">
            <p>Could not load the categories.</p>
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : !categories ? (
          <div className="flex flex-col gap-2" aria-hidden="true">
            {placeholderKeys(8).map((key) => (
              <Skeleton key={key} className="h-10 w-full" />
            ))}
          </div>
        ) : (
          <ul className="flex flex-col gap-1">
            {categories.map((category) => (
              <li key={category.categoryCode}>
                <button
                  type="button"
                  onClick={() => onSelect(category)}
                  aria-pressed={active === category.categoryCode}
                  title={category.categoryName}
                  className={cn(
                    'flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted',
                    active === category.categoryCode && 'bg-accent font-medium text-accent-foreground',
                  )}
                >
                  <span className="min-w-0">
                    <span className="block truncate">{category.categoryLabel}</span>
                    <span className="block font-mono text-xs text-muted-foreground">{category.categoryCode}</span>
                  </span>
                  <Badge variant="outline">{formatCount(category.codeCount)}</Badge>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const TIPS = [
  'Type a code with or without the dot, in any case: E11.9, e119.',
  'Type the start of a code to see everything under it: E11, S72.0.',
  'Type words in any order, or their first letters: "diab mell".',
  'Abbreviations work too: HTN, T2DM, COPD, AFib, UTI.',
  'Codes marked Header are headings: bill the more specific code below them.',
];

export function LookupTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-warning" aria-hidden="true" /> Search tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
