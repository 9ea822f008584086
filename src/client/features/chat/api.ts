// Query and mutation hooks for the AI Chat: the stored conversation, "New chat", sending a
// message (JSON, or streamed as Server-Sent Events in LLM mode) and the sources citations open.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_STREAM_EVENTS,
  type ChatReply,
  type Conversation,
  chatReplySchema,
  chatStreamDeltaSchema,
  chatStreamErrorSchema,
  conversationSchema,
  sourceSchema,
} from '../../../contract/chat';
import { ApiError, apiGet, apiPost, apiRequest } from '@/lib/api-client';
import { readEvents } from './sse';

export const chatKeys = {
  conversation: (userId: number) => ['/api/chat/conversation', userId] as const,
  source: (kind: string | undefined, id: string | undefined) => ['/api/chat/sources', kind, id] as const,
};

export function useConversation(userId: number) {
  return useQuery({
    queryKey: chatKeys.conversation(userId),
    queryFn: ({ signal }) => apiGet(conversationSchema, '/api/chat/conversation', { signal }),
  });
}

export function useNewChat(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(conversationSchema, '/api/chat/conversations', {}),
    onSuccess: (conversation) => queryClient.setQueryData(chatKeys.conversation(userId), conversation),
  });
}

export function useSource(source: { kind: 'note' | 'question' | 'faq'; id: string } | null) {
  return useQuery({
    queryKey: chatKeys.source(source?.kind, source?.id),
    queryFn: ({ signal }) => apiGet(sourceSchema, `/api/chat/sources/${source?.kind}/${source?.id}`, { signal }),
    enabled: source !== null,
  });
}

/** Appends a stored question and answer to the cached conversation. */
export function appendReply(current: Conversation | undefined, reply: ChatReply): Conversation {
  const kept = current && current.id === reply.conversationId ? current.messages : [];
  return { id: reply.conversationId, messages: [...kept, reply.userMessage, reply.assistantMessage] };
}

export function sendChatMessage(userId: number, message: string): Promise<ChatReply> {
  return apiPost(chatReplySchema, '/api/chat', { message, userId });
}

/**
 * POST /api/chat/stream: `onDelta` gets each piece as the model writes it; resolves with the
 * stored reply (whose text is authoritative). A failure rejects like any other API call.
 */
export async function streamChatMessage(userId: number, message: string, onDelta: (text: string) => void, signal?: AbortSignal): Promise<ChatReply> {
  const response = await apiRequest('POST', '/api/chat/stream', { message, userId }, { signal });
  if (!response.body) throw new ApiError('500: empty stream', 500, 'INTERNAL', null);
  const result: { reply: ChatReply | null; failure: ApiError | null } = { reply: null, failure: null };
  await readEvents(response.body, (event) => {
    const data: unknown = JSON.parse(event.data);
    if (event.event === CHAT_STREAM_EVENTS.delta) onDelta(chatStreamDeltaSchema.parse(data).text);
    else if (event.event === CHAT_STREAM_EVENTS.done) result.reply = chatReplySchema.parse(data);
    else if (event.event === CHAT_STREAM_EVENTS.error) {
      const error = chatStreamErrorSchema.parse(data);
      result.failure = new ApiError(`500: ${error.message}`, 500, error.code, error.message);
    }
  });
  if (result.failure) throw result.failure;
  if (!result.reply) throw new ApiError('500: the answer stream ended early', 500, 'INTERNAL', null);
  return result.reply;
}
