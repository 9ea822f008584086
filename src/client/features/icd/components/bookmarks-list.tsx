// My Bookmarks: each bookmarked code with its date, notes (editable) and Remove (spec §2).
import { BookmarkX, Pencil } from 'lucide-react';
import { useState } from 'react';
import { ICD_NOTES_MAX_LENGTH, type IcdBookmark } from '../../../../contract/icd';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { placeholderKeys } from '../placeholders';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { CopyCodeButton } from './copy-code-button';

interface BookmarksListProps {
  bookmarks: IcdBookmark[] | undefined;
  isError: boolean;
  onRetry: () => void;
  onRemove: (code: string) => void;
  onSaveNotes: (code: string, notes: string) => Promise<unknown>;
  pending: boolean;
}

export function BookmarksList({ bookmarks, isError, onRetry, onRemove, onSaveNotes, pending }: BookmarksListProps) {
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>Your bookmarks could not be loaded.</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!bookmarks) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {placeholderKeys(3).map((key) => (
          <Skeleton key={key} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (bookmarks.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-1 pt-6 text-center">
          <p className="font-semibold">No bookmarks yet</p>
          <p className="text-sm text-muted-foreground">Bookmark a code from the search results to keep it here.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {bookmarks.map((bookmark) => (
        <li key={bookmark.itemId}>
          <BookmarkItem bookmark={bookmark} onRemove={onRemove} onSaveNotes={onSaveNotes} pending={pending} />
        </li>
      ))}
    </ul>
  );
}

function BookmarkItem({ bookmark, onRemove, onSaveNotes, pending }: { bookmark: IcdBookmark } & Pick<BookmarksListProps, 'onRemove' | 'onSaveNotes' | 'pending'>) {
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState(bookmark.notes ?? '');
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-base font-semibold text-primary">{bookmark.itemId}</span>
            {bookmark.billable && <Badge variant="success">Billable</Badge>}
            {bookmark.categoryLabel && <Badge variant="secondary">{bookmark.categoryLabel}</Badge>}
          </span>
          <span className="font-medium">{bookmark.description ?? 'Not in the loaded code set'}</span>
          <span className="text-sm text-muted-foreground">Bookmarked {formatDate(bookmark.createdAt)}</span>
        </div>
        <CopyCodeButton code={bookmark.itemId} message="short" />
      </div>
      {editing ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onSaveNotes(bookmark.itemId, notes.trim()).then(() => setEditing(false), () => {});
          }}
        >
          <Textarea
            aria-label={`Notes for ${bookmark.itemId}`}
            value={notes}
            maxLength={ICD_NOTES_MAX_LENGTH}
            onChange={(event) => setNotes(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" className="h-10" disabled={pending}>
              Save notes
            </Button>
            <Button type="button" size="sm" variant="ghost" className="h-10" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        bookmark.notes && <p className="rounded-md bg-muted p-2 text-sm">{bookmark.notes}</p>
      )}
      {!editing && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" className="h-10" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> {bookmark.notes ? 'Edit notes' : 'Add notes'}
          </Button>
          <Button size="sm" variant="outline" className="h-10" onClick={() => onRemove(bookmark.itemId)} disabled={pending}>
            <BookmarkX aria-hidden="true" /> Remove
          </Button>
        </div>
      )}
    </article>
  );
}
