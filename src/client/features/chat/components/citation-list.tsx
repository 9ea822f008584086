// The sources under an answer: each opens the note, explanation or FAQ entry it came from, or
// the ICD-10 lookup for a code.
import { BookOpen, CircleHelp, ClipboardList, FileSearch } from 'lucide-react';
import { Link } from 'wouter';
import { CITATION_KIND_LABELS, type Citation, type CitationKind } from '../../../../contract/chat';

const ICONS: Record<CitationKind, typeof BookOpen> = { note: BookOpen, question: ClipboardList, icd: FileSearch, faq: CircleHelp };
const itemClass =
  'flex min-h-10 w-full cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-left text-xs text-foreground hover:bg-muted focus-visible:outline-2';

export function CitationList({ citations, onOpen }: { citations: readonly Citation[]; onOpen: (citation: Citation) => void }) {
  if (!citations.length) return null;
  return (
    <div className="mt-2 border-t border-border pt-2">
      <p className="px-2 text-xs font-semibold text-muted-foreground">Sources</p>
      <ol className="mt-1 flex flex-col gap-0.5">
        {citations.map((citation) => {
          const Icon = ICONS[citation.kind];
          const body = (
            <>
              <span className="font-semibold text-primary">[{citation.ref}]</span>
              <Icon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0">
                <span className="font-medium">{citation.title}</span>
                <span className="text-muted-foreground"> · {CITATION_KIND_LABELS[citation.kind]}</span>
              </span>
            </>
          );
          return (
            <li key={`${citation.kind}:${citation.id}`}>
              {citation.kind === 'icd' ? (
                <Link href={citation.url} className={itemClass}>
                  {body}
                </Link>
              ) : (
                <button type="button" className={itemClass} onClick={() => onOpen(citation)}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
