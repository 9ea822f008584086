// The enhanced page's side: Usage Statistics from the user's own history and bookmarks, and
// the Quick Links (spec §2; only Category Tree leads somewhere).
import { BarChart3, BookOpen, FolderTree, Newspaper } from 'lucide-react';
import type { IcdStats } from '../../../../contract/icd';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';

interface UsageSidebarProps {
  stats: IcdStats | undefined;
  isError: boolean;
  onRetry: () => void;
  onCategoryTree: () => void;
}

export function UsageSidebar({ stats, isError, onRetry, onCategoryTree }: UsageSidebarProps) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <BarChart3 className="size-5 text-primary" aria-hidden="true" /> Usage Statistics
          </CardTitle>
        </CardHeader>
        <CardContent>
          {isError ? (
            <div className="flex flex-col gap-2 text-sm">
              <p>Your figures could not be loaded.</p>
              <Button size="sm" variant="outline" onClick={onRetry}>
                Try again
              </Button>
            </div>
          ) : (
            <dl className="flex flex-col gap-3 text-sm" data-testid="icd-usage">
              <Figure label="Searches today" value={stats && formatCount(stats.searchesToday)} />
              <Figure label="Total bookmarks" value={stats && formatCount(stats.bookmarkCount)} />
              <Figure label="Most searched category" value={stats && (stats.mostSearchedCategory?.categoryLabel ?? 'None yet')} />
            </dl>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Quick Links</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-1">
          <Button variant="ghost" className="justify-start" aria-disabled="true" title="Coming soon">
            <BookOpen aria-hidden="true" /> ICD-10 Guidelines
          </Button>
          <Button variant="ghost" className="justify-start" aria-disabled="true" title="Coming soon">
            <Newspaper aria-hidden="true" /> Coding Updates
          </Button>
          <Button variant="ghost" className="justify-start" onClick={onCategoryTree}>
            <FolderTree aria-hidden="true" /> Category Tree
          </Button>
        </CardContent>
      </Card>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value ?? <Skeleton className="h-4 w-12" />}</dd>
    </div>
  );
}
