// AI Chat (spec §2, §4): the conversation window, quick questions, the medical disclaimer,
// usage tips and capability badges. Answers cite the library; a citation opens its source.
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CHAT_ERROR, type Citation, parseSourceRef } from '../../contract/chat';
import { toast } from '@/components/ui/toast';
import { ChatSidebar } from '@/features/chat/components/chat-sidebar';
import { ChatWindow } from '@/features/chat/components/chat-window';
import { WithCurrentUser } from '@/features/me/with-current-user';
import { QuickQuestions } from '@/features/chat/components/quick-questions';
import { SourceDialog } from '@/features/chat/components/source-dialog';
import { useChat } from '@/features/chat/use-chat';
import { refusalMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { usePublicConfig } from '@/lib/use-public-config';

/** The server's own words for refusals the user can act on (too long, too fast); else the spec's text. */
const chatErrorDescription = (error: unknown): string => refusalMessage(error) || CHAT_ERROR.description;

export default function AiChatPage() {
  usePageMeta('/ai-chat');
  return <WithCurrentUser>{(user) => <AiChat userId={user.id} />}</WithCurrentUser>;
}

function AiChat({ userId }: { userId: number }) {
  const publicConfig = usePublicConfig();
  const llmEnabled = publicConfig.data?.llmEnabled ?? false;
  const chat = useChat(userId, llmEnabled);
  const [draft, setDraft] = useState('');
  const [greetingAt] = useState(() => new Date().toISOString());
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [, navigate] = useLocation();
  const source = parseSourceRef(new URLSearchParams(useSearch()).get('source'));

  const ask = (text: string) => {
    const question = text.trim();
    if (!question || chat.pending) return;
    setDraft('');
    chat.send(question).then(
      () => requestAnimationFrame(() => inputRef.current?.focus()),
      (error: unknown) => {
        setDraft((current) => current || question);
        toast({ title: CHAT_ERROR.title, description: chatErrorDescription(error), variant: 'destructive' });
        requestAnimationFrame(() => inputRef.current?.focus());
      },
    );
  };

  const openSource = (citation: Citation) => {
    if (citation.kind === 'icd') navigate(citation.url);
    else navigate(`/ai-chat?source=${citation.kind}:${citation.id}`, { replace: true });
  };

  const startNewChat = () =>
    chat.newChat.mutate(undefined, {
      onSuccess: () => inputRef.current?.focus(),
      onError: () => toast({ title: CHAT_ERROR.title, description: 'Could not start a new chat. Please try again.', variant: 'destructive' }),
    });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">AI Medical Assistant</h1>
        <p className="text-muted-foreground">
          Ask about conditions, drugs, tests and ICD-10-CM codes. Answers come from the MedPrep library, with their sources.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <ChatWindow
            greetingAt={greetingAt}
            messages={chat.conversation.data?.messages}
            loading={chat.conversation.isPending}
            loadError={chat.conversation.isError ? chat.conversation.error : null}
            onRetryLoad={() => chat.conversation.refetch()}
            pending={chat.pending}
            draft={draft}
            onDraftChange={setDraft}
            onSend={() => ask(draft)}
            onNewChat={startNewChat}
            newChatBusy={chat.newChat.isPending}
            onOpenSource={openSource}
            inputRef={inputRef}
          />
          <QuickQuestions onAsk={ask} disabled={chat.pending !== null || !chat.conversation.isSuccess} />
        </div>
        <ChatSidebar llmEnabled={llmEnabled} />
      </div>
      <SourceDialog source={source} onClose={() => navigate('/ai-chat', { replace: true })} />
    </div>
  );
}
