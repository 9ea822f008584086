// The AI Chat's rules: per-user message limit, the stored conversation ("New chat" closes it),
// and the answer with its citations saved beside the question.
import {
  CHAT_LIMITS,
  type ChatMessage,
  type ChatReply,
  type Conversation,
  type Source,
  type SupportChatReply,
} from '../../../contract/chat';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { sourceMarkdown } from './answer/passages';
import type { Assistants, FinalAnswer } from './assistant';
import { HISTORY_MESSAGES, type HistoryMessage } from './llm/prompt';
import type { SlidingWindowLimiter } from './rate-limit';
import * as repo from './repo';
import type { Library } from './retrieval/library';

/** Messages a conversation shows when the page loads. */
const CONVERSATION_MESSAGES = 100;

export interface ChatServiceDeps {
  db: Db;
  clock: Clock;
  assistants: Assistants;
  library: Library;
  chatLimiter: SlidingWindowLimiter;
  supportLimiter: SlidingWindowLimiter;
}

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

export class ChatService {
  constructor(private readonly deps: ChatServiceDeps) {}

  async getConversation(userId: number): Promise<Conversation> {
    const open = await repo.findOpenConversation(this.deps.db, userId);
    if (!open) return { id: null, messages: [] };
    const rows = await repo.listMessages(this.deps.db, open.id, CONVERSATION_MESSAGES);
    return { id: open.id, messages: rows.map(toMessage) };
  }

  async startNewConversation(userId: number): Promise<Conversation> {
    await repo.closeOpenConversations(this.deps.db, userId, this.deps.clock.now());
    return { id: null, messages: [] };
  }

  /** Throws RATE_LIMITED (429) when the user is over the limit; the caller may set Retry-After. */
  checkChatLimit(userId: number): void {
    const decision = this.deps.chatLimiter.take(`chat:${userId}`);
    if (!decision.allowed) throw new RateLimitError(this.deps.chatLimiter.limit, decision.retryAfterSeconds);
  }

  checkSupportLimit(userId: number): void {
    const decision = this.deps.supportLimiter.take(`support:${userId}`);
    if (!decision.allowed) throw new RateLimitError(this.deps.supportLimiter.limit, decision.retryAfterSeconds);
  }

  /** The open conversation (created if needed) and its recent messages for follow-ups. */
  async prepare(userId: number): Promise<{ conversationId: number; history: HistoryMessage[] }> {
    const open = await repo.findOpenConversation(this.deps.db, userId);
    const conversationId = open?.id ?? (await repo.createConversation(this.deps.db, userId, this.deps.clock.now()));
    const history = open ? await repo.listMessages(this.deps.db, open.id, HISTORY_MESSAGES) : [];
    return { conversationId, history: history.map((m) => ({ role: m.role, content: m.content })) };
  }

  /** Saves the question and its answer; the reply carries both stored messages. */
  async record(conversationId: number, question: string, askedAt: Date, answer: FinalAnswer): Promise<ChatReply> {
    const answeredAt = new Date(Math.max(this.deps.clock.now().getTime(), askedAt.getTime()));
    const [user, assistant] = await repo.insertMessages(this.deps.db, conversationId, [
      { role: 'user', content: question, citations: [], createdAt: askedAt },
      { role: 'assistant', content: answer.text, citations: answer.citations, createdAt: answeredAt },
    ]);
    if (!user || !assistant) throw new Error('chat messages were not stored');
    return {
      response: answer.text,
      timestamp: answeredAt.toISOString(),
      citations: answer.citations,
      source: answer.source,
      conversationId,
      userMessage: toMessage(user),
      assistantMessage: toMessage(assistant),
    };
  }

  /** POST /api/chat (after the limit check): answer (model or offline) and store. */
  async send(userId: number, message: string, signal?: AbortSignal): Promise<ChatReply> {
    const askedAt = this.deps.clock.now();
    const { conversationId, history } = await this.prepare(userId);
    const answer = await this.deps.assistants.medical(message, history, signal);
    return this.record(conversationId, message, askedAt, answer);
  }

  /** POST /api/support/chat (after the limit check): answer from the FAQ. Not stored: the widget keeps its history. */
  async support(message: string, history: readonly HistoryMessage[], signal?: AbortSignal): Promise<SupportChatReply> {
    const answer = await this.deps.assistants.support(message, history.slice(-CHAT_LIMITS.supportHistoryMaxItems), signal);
    return { response: answer.text, timestamp: this.deps.clock.now().toISOString(), citations: answer.citations, source: answer.source };
  }

  getSource(kind: 'note' | 'question' | 'faq', id: string): Source {
    const entry = this.deps.library.find(kind, id);
    if (!entry) throw new AppError('NOT_FOUND', `No ${kind === 'faq' ? 'FAQ entry' : kind === 'note' ? 'topic note' : 'practice question'} with id ${id}`);
    const { subtitle, markdown } = sourceMarkdown(entry);
    return { kind, id, title: entry.title, subtitle, markdown };
  }
}
