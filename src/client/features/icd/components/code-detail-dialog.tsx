// One code in its hierarchy: chapter, section, parents and the more specific codes below it.
import { ChevronRight } from 'lucide-react';
import { ICD_HEADER_NOTE, type IcdCodeSummary } from '../../../../contract/icd';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useIcdCode } from '../api';
import { CopyCodeButton } from './copy-code-button';

interface CodeDetailDialogProps {
  userId: number;
  code: string | null;
  onOpenCode: (code: string) => void;
  onClose: () => void;
  copyMessage: 'named' | 'short';
}

export function CodeDetailDialog({ userId, code, onOpenCode, onClose, copyMessage }: CodeDetailDialogProps) {
  const detail = useIcdCode(userId, code);
  const data = detail.data;
  return (
    <Dialog open={code !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2 font-mono text-xl">
            {code}
            {data && (data.code.billable ? <Badge variant="success">Billable</Badge> : <Badge variant="outline">Header</Badge>)}
          </DialogTitle>
          <DialogDescription>{data ? data.code.description : 'Loading the code…'}</DialogDescription>
        </DialogHeader>
        {detail.isPending && (
          <div className="flex flex-col gap-2" aria-hidden="true">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
        {detail.isError && (
          <Alert variant="destructive">
            <AlertDescription className="flex items-center justify-between gap-2">
              Could not load this code.
              <Button size="sm" variant="outline" onClick={() => detail.refetch()}>
                Retry
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {data && (
          <div className="flex flex-col gap-4 text-sm">
            <dl className="grid gap-1">
              <dt className="font-medium">Chapter {data.chapter.number}</dt>
              <dd className="text-muted-foreground">
                {data.chapter.name} ({data.chapter.range})
              </dd>
              <dt className="mt-2 font-medium">Section {data.section.range}</dt>
              <dd className="text-muted-foreground">{data.section.description}</dd>
            </dl>
            {!data.code.billable && <p className="rounded-md bg-warning-soft p-3 text-amber-900">{ICD_HEADER_NOTE}</p>}
            {data.parents.length > 0 && <CodeList title="Part of" codes={data.parents} onOpenCode={onOpenCode} />}
            {data.children.length > 0 && <CodeList title={`More specific codes (${data.children.length})`} codes={data.children} onOpenCode={onOpenCode} />}
            <div className="flex items-center gap-2">
              <CopyCodeButton code={data.code.code} message={copyMessage} />
              <span className="text-muted-foreground">Copy {data.code.code}</span>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CodeList({ title, codes, onOpenCode }: { title: string; codes: IcdCodeSummary[]; onOpenCode: (code: string) => void }) {
  return (
    <section className="flex flex-col gap-1">
      <h4 className="font-medium">{title}</h4>
      <ul className="max-h-56 overflow-y-auto rounded-md border border-border">
        {codes.map((c) => (
          <li key={c.code} className="border-b border-border last:border-b-0">
            <button
              type="button"
              onClick={() => onOpenCode(c.code)}
              className="flex min-h-10 w-full cursor-pointer items-center gap-2 px-3 py-2 text-left hover:bg-muted"
            >
              <span className="w-20 shrink-0 font-mono font-semibold">{c.code}</span>
              <span className="flex-1">{c.description}</span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
