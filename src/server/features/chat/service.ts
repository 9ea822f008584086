// The AI Chat's rules, one object per app: the per-user message limit, the stored conversation
// ("New chat" closes it), and the answer with its citations saved beside the question; and the
// support assistant, which stores nothing.
import {
  CHAT_LIMITS,
  type ChatMessage,
  type ChatReply,
  type Conversation,
  type Source,
  type SupportChatReply,
} from '../../../contract/chat';
import { AppError } from '../../errors';
import type { AppDeps } from '../feature';
import { sourceMarkdown } from './answer/passages';
import { createAssistants, type FinalAnswer } from './assistant';
import { HISTORY_MESSAGES, type HistoryMessage } from './llm/prompt';
import * as repo from './repo';
import type { IcdSource } from './retrieval/icd-source';
import { getLibrary } from './retrieval/library';

/** Messages a conversation shows when the page loads. */
const CONVERSATION_MESSAGES = 100;
const LIMIT_WINDOW_MS = 60_000;

function toMessage(row: repo.MessageRow): ChatMessage {
  return { id: row.id, role: row.role, content: row.content, citations: row.citations, timestamp: row.createdAt.toISOString() };
}

/** 429 with the seconds to wait, which the routes send as Retry-After. */
export class RateLimitError extends AppError {
  constructor(
    limit: number,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', `You're sending messages too quickly: the limit is ${limit} messages a minute. Please wait ${retryAfterSeconds} s and try again.`);
  }
}

export interface ChatServiceOptions {
  /** The code set for code questions; null when the app has none. */
  icd: IcdSource | null;
}

export function createChatService(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'rateLimits' | 'llm' | 'events'>, options: ChatServiceOptions) {
  const { db, clock } = deps;
  const library = getLibrary();
  const assistants = createAssistants({
    library,
    icd: options.icd,
    llm: deps.llm,
    logger: deps.logger,
  });
  const messagesPerMinute = deps.config.chatRateLimitPerMinute ?? CHAT_LIMITS.messagesPerMinute;

  /** Throws RATE_LIMITED (429) when the user is over the assistant's limit. */
  const checkLimit = async (assistant: 'chat' | 'support', userId: number) => {
    const decision = await deps.rateLimits.take(`${assistant}:${userId}`, { limit: messagesPerMinute, windowMs: LIMIT_WINDOW_MS });
    if (!decision.allowed) throw new RateLimitError(messagesPerMinute, decision.retryAfterSeconds);
  };

  /** The open conversation (created if needed) and its recent messages for follow-ups. */
  const prepare = async (userId: number): Promise<{ conversationId: number; history: HistoryMessage[] }> => {
    const open = await repo.findOpenConversation(db, userId);
    const conversationId = open?.id ?? (await repo.createConversation(db, userId, clock.now()));
    const history = open ? await repo.listMessages(db, open.id, HISTORY_MESSAGES) : [];
    return { conversationId, history: history.map((m) => ({ role: m.role, content: m.content })) };
  };

  /** Saves the question and its answer; the reply carries both stored messages. */
  const record = async (
    userId: number,
    conversationId: number,
    question: string,
    askedAt: Date,
    answer: FinalAnswer,
    streamed: boolean,
  ): Promise<ChatReply> => {
    const answeredAt = new Date(Math.max(clock.now().getTime(), askedAt.getTime()));
    const [user, assistant] = await repo.insertMessages(db, conversationId, [
      { role: 'user', content: question, citations: [], createdAt: askedAt },
      { role: 'assistant', content: answer.text, citations: answer.citations, createdAt: answeredAt },
    ]);
    if (!user || !assistant) throw new Error('chat messages were not stored');
    deps.events.emit('chat.asked', { userId, conversationId, source: answer.source, streamed, at: askedAt });
    return {
      response: answer.text,
      timestamp: answeredAt.toISOString(),
      citations: answer.citations,
      source: answer.source,
      conversationId,
      userMessage: toMessage(user),
      assistantMessage: toMessage(assistant),
    };
  };

  return {
    checkChatLimit: (userId: number) => checkLimit('chat', userId),
    checkSupportLimit: (userId: number) => checkLimit('support', userId),

    async getConversation(userId: number): Promise<Conversation> {
      const open = await repo.findOpenConversation(db, userId);
      if (!open) return { id: null, messages: [] };
      const rows = await repo.listMessages(db, open.id, CONVERSATION_MESSAGES);
      return { id: open.id, messages: rows.map(toMessage) };
    },

    async startNewConversation(userId: number): Promise<Conversation> {
      await repo.closeOpenConversations(db, userId, clock.now());
      return { id: null, messages: [] };
    },

    /** POST /api/chat (after the limit check): answer (model or offline) and store. */
    async send(userId: number, message: string, signal?: AbortSignal): Promise<ChatReply> {
      const askedAt = clock.now();
      const { conversationId, history } = await prepare(userId);
      const answer = await assistants.medical(message, history, signal);
      return record(userId, conversationId, message, askedAt, answer, false);
    },

    /**
     * POST /api/chat/stream (after the limit check): prepares the conversation now, so a failure
     * is still an ordinary error response; `run` then answers piece by piece and stores the
     * answer, resolving with the stored reply (whose text replaces the pieces).
     */
    async prepareStream(userId: number, message: string) {
      const askedAt = clock.now();
      const { conversationId, history } = await prepare(userId);
      return {
        run: async (onDelta: (text: string) => void): Promise<ChatReply> => {
          const answer = await assistants.medicalStream(message, history, onDelta);
          return record(userId, conversationId, message, askedAt, answer, true);
        },
      };
    },

    /** POST /api/support/chat (after the limit check): answer from the FAQ. Not stored: the widget keeps its history. */
    async support(userId: number, message: string, history: readonly HistoryMessage[], signal?: AbortSignal): Promise<SupportChatReply> {
      const askedAt = clock.now();
      const answer = await assistants.support(message, history.slice(-CHAT_LIMITS.supportHistoryMaxItems), signal);
      deps.events.emit('support.asked', { userId, source: answer.source, at: askedAt });
      return { response: answer.text, timestamp: clock.now().toISOString(), citations: answer.citations, source: answer.source };
    },

    getSource(kind: 'note' | 'question' | 'faq', id: string): Source {
      const entry = library.find(kind, id);
      if (!entry) throw new AppError('NOT_FOUND', `No ${kind === 'faq' ? 'FAQ entry' : kind === 'note' ? 'topic note' : 'practice question'} with id ${id}`);
      const { subtitle, markdown } = sourceMarkdown(entry);
      return { kind, id, title: entry.title, subtitle, markdown };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
