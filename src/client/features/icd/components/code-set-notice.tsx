// What the pages show when the code set is not ready: loading (first start imports it in a
// few seconds) or not loaded / failed, with the command that loads it.
import { AlertTriangle, Loader2 } from 'lucide-react';
import { ICD_IMPORT_COMMAND, type IcdStatus } from '../../../../contract/icd';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { useIcdStatus } from '../api';

export function CodeSetNotice({ status }: { status: IcdStatus }) {
  if (status.status === 'ready') return null;
  if (status.status === 'loading') {
    return (
      <Alert variant="info" aria-live="polite">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        <AlertTitle>Loading the ICD-10-CM code set</AlertTitle>
        <AlertDescription>The official code set is being imported (first start only). Search will be ready in a few seconds.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="warning">
      <AlertTriangle className="size-4" aria-hidden="true" />
      <AlertTitle>The ICD-10-CM code set is not loaded</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>{status.message}</p>
        <p>
          Get the CMS/CDC release files ("Code Descriptions in Tabular Order" plus the chapter, section and category tables), then
          run:
        </p>
        <code className="block overflow-x-auto rounded bg-card px-3 py-2 font-mono text-sm text-foreground">{ICD_IMPORT_COMMAND}</code>
      </AlertDescription>
    </Alert>
  );
}

const UNREACHABLE: IcdStatus = { status: 'failed', message: 'Could not reach the server. Reload the page to try again.', release: null };

/** The code-set state both ICD pages show above their content: loading, unreachable, or the notice. */
export function CodeSetStatus({ query }: { query: ReturnType<typeof useIcdStatus> }) {
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) return <CodeSetNotice status={UNREACHABLE} />;
  return <CodeSetNotice status={query.data} />;
}
