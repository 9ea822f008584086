// One message of the AI Chat: the user's text as typed, the assistant's as Markdown with sources.
import { Bot, User } from 'lucide-react';
import type { Citation } from '../../../../contract/chat';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import { ChatMarkdown } from './chat-markdown';
import { CitationList } from './citation-list';

export interface ShownMessage {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  citations: readonly Citation[];
  timestamp: string;
}

export function MessageBubble({ message, onOpenSource }: { message: ShownMessage; onOpenSource: (citation: Citation) => void }) {
  const mine = message.role === 'user';
  const Icon = mine ? User : Bot;
  return (
    <li className={cn('flex gap-2', mine && 'flex-row-reverse')}>
      <span
        className={cn('mt-1 flex size-8 shrink-0 items-center justify-center rounded-full', mine ? 'bg-primary text-primary-foreground' : 'bg-primary-soft text-accent-foreground')}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div className={cn('flex min-w-0 max-w-[85%] flex-col gap-1', mine && 'items-end')}>
        <span className="sr-only">{mine ? 'You said' : 'Assistant said'}</span>
        <div
          className={cn(
            'min-w-0 rounded-lg px-3 py-2',
            mine ? 'whitespace-pre-wrap break-words bg-primary text-sm text-primary-foreground' : 'border border-border bg-card',
          )}
        >
          {mine ? message.content : <ChatMarkdown text={message.content} citations={message.citations} onCite={onOpenSource} />}
          {!mine && <CitationList citations={message.citations} onOpen={onOpenSource} />}
        </div>
        <time className="px-1 text-xs text-muted-foreground" dateTime={message.timestamp}>
          {formatTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
}
