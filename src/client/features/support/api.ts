// POST /api/support/chat (spec §7): the message and the earlier messages of the widget.
import { type SupportChatReply, supportChatReplySchema } from '../../../contract/chat';
import { apiPost } from '@/lib/api-client';

export interface WidgetMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

export function askSupport(message: string, history: readonly WidgetMessage[]): Promise<SupportChatReply> {
  return apiPost(supportChatReplySchema, '/api/support/chat', {
    message,
    conversationHistory: history.map(({ role, content, timestamp }) => ({ role, content, timestamp })),
  });
}
