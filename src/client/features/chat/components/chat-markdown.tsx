// Assistant answers as safe Markdown: raw HTML is dropped, images are not shown, links to our
// pages stay in the app, and "[1]" markers become buttons that open the cited source.
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'wouter';
import type { Citation } from '../../../../contract/chat';

const CITE_PREFIX = '#cite-';

/** "[1]" and "[1, 2]" -> links to #cite-n for the refs the answer really cites. */
export function linkCitations(text: string, refs: ReadonlySet<number>): string {
  return text.replace(/\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\](?!\()/g, (whole, list: string) => {
    const numbers = list.split(',').map((n) => Number(n.trim()));
    if (!numbers.every((n) => refs.has(n))) return whole;
    return numbers.map((n) => `[\\[${n}\\]](${CITE_PREFIX}${n})`).join('');
  });
}

interface ChatMarkdownProps {
  text: string;
  citations?: readonly Citation[];
  onCite?: (citation: Citation) => void;
}

export function ChatMarkdown({ text, citations = [], onCite }: ChatMarkdownProps) {
  const byRef = new Map(citations.map((c) => [c.ref, c]));
  const components: Components = {
    a: ({ href = '', children }) => renderLink(href, children, byRef, onCite),
    p: ({ children }) => <p className="leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
    ol: ({ children }) => <ol className="list-decimal space-y-1 pl-5">{children}</ol>,
    hr: () => <hr className="border-border" />,
    h1: ({ children }) => <p className="font-semibold">{children}</p>,
    h2: ({ children }) => <p className="font-semibold">{children}</p>,
    h3: ({ children }) => <p className="font-semibold">{children}</p>,
    h4: ({ children }) => <p className="font-semibold">{children}</p>,
    code: ({ children }) => <code className="rounded bg-muted px-1 py-0.5 text-[0.9em]">{children}</code>,
    pre: ({ children }) => <pre className="overflow-x-auto rounded bg-muted p-2">{children}</pre>,
    blockquote: ({ children }) => <blockquote className="border-l-2 border-border pl-3 text-muted-foreground">{children}</blockquote>,
  };
  return (
    <div className="flex min-w-0 flex-col gap-2 break-words text-sm">
      <Markdown skipHtml disallowedElements={['img', 'table']} unwrapDisallowed components={components}>
        {linkCitations(text, new Set(byRef.keys()))}
      </Markdown>
    </div>
  );
}

function renderLink(href: string, children: ReactNode, byRef: Map<number, Citation>, onCite?: (citation: Citation) => void) {
  if (href.startsWith(CITE_PREFIX)) {
    const citation = byRef.get(Number(href.slice(CITE_PREFIX.length)));
    if (!citation) return <span>{children}</span>;
    return (
      <button
        type="button"
        onClick={() => onCite?.(citation)}
        className="cursor-pointer align-baseline font-medium text-primary underline-offset-2 hover:underline"
        aria-label={`Source ${citation.ref}: ${citation.title}`}
      >
        {children}
      </button>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className="font-medium text-primary underline underline-offset-2">
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className="font-medium text-primary underline underline-offset-2"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      {children}
    </a>
  );
}
