// A paged list of codes with the count line, Load More and the four states (loading,
// empty, error, results). Rows are rendered by the page that uses it.
import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { IcdCode, IcdSearchResponse } from '../../../../contract/icd';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { placeholderKeys } from '../placeholders';
import { formatCount } from '@/lib/format';

export interface PagedCodes {
  data: InfiniteData<IcdSearchResponse> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface CodeResultsProps {
  query: PagedCodes;
  countLine: (shown: number, total: number) => string;
  empty: ReactNode;
  renderRow: (code: IcdCode) => ReactNode;
  placeholders: number;
  errorTitle: string;
}

export function CodeResults({ query, countLine, empty, renderRow, placeholders, errorTitle }: CodeResultsProps) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Loading codes">
        {placeholderKeys(placeholders).map((key) => (
          <Skeleton key={key} data-testid="icd-placeholder" className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorTitle}</span>
          <Button size="sm" variant="outline" onClick={() => query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const codes = query.data.pages.flatMap((page) => page.codes);
  const total = query.data.pages[0]?.total ?? 0;
  if (total === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="icd-count">
        {countLine(codes.length, total)}
      </p>
      <ul aria-label="Results" className={`flex flex-col gap-2 transition-opacity ${query.isFetching && !query.isFetchingNextPage ? 'opacity-60' : ''}`}>
        {codes.map((code) => (
          <li key={code.code}>{renderRow(code)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
        </Button>
      )}
      {!query.hasNextPage && codes.length > 25 && (
        <p className="text-center text-sm text-muted-foreground">All {formatCount(total)} results shown.</p>
      )}
    </div>
  );
}
