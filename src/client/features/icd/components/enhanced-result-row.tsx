// A result of the enhanced lookup: code, Billable badge, category, description, notes, copy
// and the bookmark toggle (spec §2). Clicking the code opens it and records the access.
import { Bookmark, BookmarkCheck } from 'lucide-react';
import type { IcdCode } from '../../../../contract/icd';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CopyCodeButton } from './copy-code-button';

interface EnhancedResultRowProps {
  code: IcdCode;
  onOpen: (code: IcdCode) => void;
  onToggleBookmark: (code: IcdCode) => void;
  bookmarkPending: boolean;
}

export function EnhancedResultRow({ code, onOpen, onToggleBookmark, bookmarkPending }: EnhancedResultRowProps) {
  return (
    <article className="flex gap-2 rounded-lg border border-border bg-card p-3 shadow-sm sm:gap-3 sm:p-4">
      <button
        type="button"
        onClick={() => onOpen(code)}
        className="flex min-h-10 min-w-0 flex-1 cursor-pointer flex-col gap-1.5 rounded-md text-left"
        aria-label={`${code.code}: ${code.description}. Show details`}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold text-primary">{code.code}</span>
          {code.billable ? <Badge variant="success">Billable</Badge> : <Badge variant="outline">Header</Badge>}
          <Badge variant="secondary" title={code.category}>
            {code.categoryLabel}
          </Badge>
        </span>
        <span className="font-medium">{code.description}</span>
        <span className="text-sm text-muted-foreground">{code.notes}</span>
      </button>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <CopyCodeButton code={code.code} message="short" />
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={code.isBookmarked}
          aria-label={code.isBookmarked ? `Remove bookmark ${code.code}` : `Bookmark ${code.code}`}
          disabled={bookmarkPending}
          onClick={() => onToggleBookmark(code)}
        >
          {code.isBookmarked ? <BookmarkCheck className="text-primary" aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        </Button>
      </div>
    </article>
  );
}
