// The full source behind a citation: topic note, practice question explanation or FAQ entry.
import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useSource } from '../api';
import { ChatMarkdown } from './chat-markdown';

export interface SourceRef {
  kind: 'note' | 'question' | 'faq';
  id: string;
}

export function SourceDialog({ source, onClose }: { source: SourceRef | null; onClose: () => void }) {
  const query = useSource(source);
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="pr-6">
          <DialogTitle>{query.data?.title ?? (query.isError ? 'Source unavailable' : 'Loading source…')}</DialogTitle>
          <DialogDescription>{query.data?.subtitle ?? 'From the MedPrep library'}</DialogDescription>
        </DialogHeader>
        {query.isPending && (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading source">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        )}
        {query.isError && (
          <Alert variant="destructive">
            <AlertTitle>Could not load this source</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-2">
              <span>{query.error.message}</span>
              <Button size="sm" variant="outline" onClick={() => query.refetch()}>
                <RotateCw aria-hidden="true" /> Retry
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {query.data && <ChatMarkdown text={query.data.markdown} />}
      </DialogContent>
    </Dialog>
  );
}
