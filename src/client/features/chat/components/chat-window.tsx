// The 600 px chat window (spec §2): greeting, messages, the thinking indicator, the input.
import { MessageSquarePlus, RotateCw } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { AI_CHAT_GREETING, type Citation, type ChatMessage } from '../../../../contract/chat';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { PendingExchange } from '../use-chat';
import { ChatInput } from './chat-input';
import { MessageBubble, type ShownMessage } from './message-bubble';

interface ChatWindowProps {
  greetingAt: string;
  messages: readonly ChatMessage[] | undefined;
  loading: boolean;
  loadError: Error | null;
  onRetryLoad: () => void;
  pending: PendingExchange | null;
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: () => void;
  onNewChat: () => void;
  newChatBusy: boolean;
  onOpenSource: (citation: Citation) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

const toShown = (m: ChatMessage): ShownMessage => ({ key: String(m.id), role: m.role, content: m.content, citations: m.citations, timestamp: m.timestamp });

export function ChatWindow(props: ChatWindowProps) {
  const { messages, pending, loading, loadError } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const shown: ShownMessage[] = [
    { key: 'greeting', role: 'assistant', content: AI_CHAT_GREETING, citations: [], timestamp: props.greetingAt },
    ...(messages ?? []).map(toShown),
    ...(pending ? [pending.question] : []),
    ...(pending?.partial
      ? [{ key: 'streaming', role: 'assistant' as const, content: pending.partial, citations: [], timestamp: pending.question.timestamp }]
      : []),
  ];
  const thinking = pending !== null && pending.partial === '';
  const busy = pending !== null;

  // Keep the newest message in view as messages and streamed text arrive.
  const scrollKey = `${shown.length}:${pending?.partial.length ?? 0}:${thinking}`;
  useEffect(() => {
    const list = listRef.current;
    if (list && scrollKey) list.scrollTop = list.scrollHeight;
  }, [scrollKey]);

  return (
    <Card className="flex h-[600px] min-w-0 flex-col overflow-hidden">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
        <h2 className="text-base font-semibold">Conversation</h2>
        <Button
          variant="outline"
          size="sm"
          onClick={props.onNewChat}
          disabled={busy || props.newChatBusy || !messages?.length}
          className="min-h-10"
        >
          <MessageSquarePlus aria-hidden="true" /> New chat
        </Button>
      </div>
      <ol ref={listRef} role="log" aria-label="Messages" aria-live="polite" className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
        {shown.map((message) => (
          <MessageBubble key={message.key} message={message} onOpenSource={props.onOpenSource} />
        ))}
        {loading && <LoadingMessages />}
        {loadError && (
          <li>
            <Alert variant="destructive">
              <AlertTitle>Your conversation could not be loaded</AlertTitle>
              <AlertDescription className="flex flex-col items-start gap-2">
                <span>{loadError.message}</span>
                <Button size="sm" variant="outline" onClick={props.onRetryLoad}>
                  <RotateCw aria-hidden="true" /> Retry
                </Button>
              </AlertDescription>
            </Alert>
          </li>
        )}
        {thinking && (
          <li className="flex items-center gap-2 pl-10 text-sm text-muted-foreground" role="status">
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-primary [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-primary" />
            </span>
            AI is thinking...
          </li>
        )}
      </ol>
      <ChatInput
        value={props.draft}
        onChange={props.onDraftChange}
        onSend={props.onSend}
        disabled={busy || loading || loadError !== null}
        inputRef={props.inputRef}
      />
    </Card>
  );
}

function LoadingMessages() {
  return (
    <li className="flex flex-col gap-4" role="status" aria-label="Loading your conversation">
      <Skeleton className="ml-auto h-10 w-2/3" />
      <Skeleton className="h-24 w-4/5" />
    </li>
  );
}
