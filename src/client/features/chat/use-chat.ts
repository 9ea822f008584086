// The AI Chat's state: the stored conversation, plus the question on its way and (in LLM mode)
// the answer as it streams in. The sent message shows at once; a failure takes it back.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatReply, Conversation } from '../../../contract/chat';
import { appendReply, chatKeys, sendChatMessage, streamChatMessage, useConversation, useNewChat } from './api';
import type { ShownMessage } from './components/message-bubble';

export interface PendingExchange {
  question: ShownMessage;
  /** The answer streamed so far (LLM mode). */
  partial: string;
}

export function useChat(userId: number, stream: boolean) {
  const queryClient = useQueryClient();
  const conversation = useConversation(userId);
  const newChat = useNewChat(userId);
  const [pending, setPending] = useState<PendingExchange | null>(null);

  /** Resolves with the stored reply; rejects (and takes the question back) on failure. */
  const send = async (text: string): Promise<ChatReply> => {
    const question: ShownMessage = { key: `pending-${Date.now()}`, role: 'user', content: text, citations: [], timestamp: new Date().toISOString() };
    setPending({ question, partial: '' });
    try {
      const reply = stream
        ? await streamChatMessage(userId, text, (piece) => setPending((current) => (current ? { ...current, partial: current.partial + piece } : current)))
        : await sendChatMessage(userId, text);
      queryClient.setQueryData<Conversation>(chatKeys.conversation(userId), (current) => appendReply(current, reply));
      return reply;
    } finally {
      setPending(null);
    }
  };

  return { conversation, newChat, pending, send };
}
