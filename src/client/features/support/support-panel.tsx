// The support chat panel (spec §2, §4, §8): the first assistant message, Enter sends and
// Shift+Enter starts a new line, a typing indicator while waiting, a time on every message,
// and the fallback message on failure. The conversation lasts for the browser tab's session.
import { Headset, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHAT_LIMITS, SUPPORT_FAILURE_MESSAGE, SUPPORT_FIRST_MESSAGE } from '../../../contract/chat';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ChatMarkdown } from '@/features/chat/components/chat-markdown';
import { refusalMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import { askSupport, type WidgetMessage } from './api';

const STORAGE_KEY = 'medprepSupportChat';

function firstMessage(): WidgetMessage {
  return { id: 'welcome', role: 'assistant', content: SUPPORT_FIRST_MESSAGE, timestamp: new Date().toISOString() };
}

function loadMessages(): WidgetMessage[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every(isWidgetMessage)) return parsed;
  } catch {
    // Unreadable storage: start over.
  }
  return [firstMessage()];
}

function isWidgetMessage(value: unknown): value is WidgetMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return typeof m.id === 'string' && (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string' && typeof m.timestamp === 'string';
}

/** A refusal the user can act on (too long, too fast) in the server's words; else the spec's text. */
const failureText = (error: unknown): string => refusalMessage(error) || SUPPORT_FAILURE_MESSAGE;

let nextId = 0;
const newId = () => `m${Date.now()}-${nextId++}`;

export default function SupportPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const [messages, setMessages] = useState<WidgetMessage[]>(loadMessages);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const titleId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-CHAT_LIMITS.supportHistoryMaxItems)));
    } catch {
      // Storage full or blocked: the conversation still works for this page.
    }
  }, [messages]);
  const scrollKey = `${messages.length}:${pending}`;
  useEffect(() => {
    const list = listRef.current;
    if (list && scrollKey) list.scrollTop = list.scrollHeight;
  }, [scrollKey]);

  const send = () => {
    const text = draft.trim();
    if (!text || pending) return;
    const history = messages.slice(-CHAT_LIMITS.supportHistoryMaxItems).map((m) => ({ ...m, content: m.content.slice(0, CHAT_LIMITS.supportHistoryItemMaxChars) }));
    setMessages((current) => [...current, { id: newId(), role: 'user', content: text, timestamp: new Date().toISOString() }]);
    setDraft('');
    setPending(true);
    askSupport(text, history)
      .then(
        (reply) => ({ content: reply.response, timestamp: reply.timestamp }),
        (error: unknown) => ({ content: failureText(error), timestamp: new Date().toISOString() }),
      )
      .then((answer) => {
        setMessages((current) => [...current, { id: newId(), role: 'assistant', ...answer }]);
        setPending(false);
        requestAnimationFrame(() => inputRef.current?.focus());
      });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed right-4 bottom-22 z-50 flex h-[min(32rem,calc(100dvh-7.5rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border border-border bg-card shadow-xl"
    >
      <header className="flex items-center gap-3 border-b border-border bg-primary px-4 py-3 text-primary-foreground">
        <Headset className="size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold">
            MedPrep Support
          </h2>
          <p className="text-xs opacity-90">AI assistant · answers about plans, billing and pages</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close support panel"
          className="flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-primary-hover"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      <ol ref={listRef} role="log" aria-label="Support messages" aria-live="polite" className="flex flex-1 flex-col gap-3 overflow-y-auto p-3">
        {messages.map((message) => (
          <li key={message.id} className={cn('flex max-w-[88%] flex-col gap-0.5', message.role === 'user' ? 'self-end items-end' : 'self-start')}>
            <span className="sr-only">{message.role === 'user' ? 'You said' : 'Support assistant said'}</span>
            <div
              className={cn(
                'rounded-lg px-3 py-2',
                message.role === 'user' ? 'whitespace-pre-wrap break-words bg-primary text-sm text-primary-foreground' : 'bg-muted',
              )}
            >
              {message.role === 'user' ? message.content : <ChatMarkdown text={message.content} />}
            </div>
            <time className="px-1 text-xs text-muted-foreground" dateTime={message.timestamp}>
              {formatTime(message.timestamp)}
            </time>
          </li>
        ))}
        {pending && (
          <li className="self-start rounded-lg bg-muted px-3 py-2" role="status" aria-label="Support assistant is typing">
            <span className="flex gap-1 py-1" aria-hidden="true">
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground" />
            </span>
          </li>
        )}
      </ol>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-3">
        <Textarea
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={keyDown}
          maxLength={CHAT_LIMITS.messageMaxChars}
          rows={1}
          placeholder="Type your message…"
          aria-label="Message to support"
          className="max-h-28 min-h-10 resize-none"
        />
        <Button type="submit" size="icon" disabled={pending || draft.trim() === ''} aria-label="Send message to support" className="shrink-0">
          <Send />
        </Button>
      </form>
    </section>
  );
}
