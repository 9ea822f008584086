// AI Chat and the support chat widget (spec §2, §3, §4, §5, §7, §8): request and response
// schemas, the exact texts both sides show, and the limits both sides state.
import { z } from 'zod';
import { PRODUCT_NAME } from './constants';
import { isoDateSchema, userIdSchema } from './common';

/** Limits we chose (the spec gives none); the server enforces them, the client says them. */
export const CHAT_LIMITS = {
  /** Characters in one message after trimming. */
  messageMaxChars: 2000,
  /** Messages per user per minute, counted separately for the AI Chat and the support chat. */
  messagesPerMinute: 20,
  /** Earlier support messages the server reads (older ones are ignored). */
  supportHistoryMaxItems: 40,
  /** Characters of one earlier support message. */
  supportHistoryItemMaxChars: 8000,
} as const;

/** Spec §2 (with our product name). */
export const SUPPORT_FIRST_MESSAGE = `Hi! I'm your AI support assistant for ${PRODUCT_NAME}. How can I help you today?`;
/** Spec §8: the assistant message shown when the support chat fails. */
export const SUPPORT_FAILURE_MESSAGE =
  "I'm sorry, I'm experiencing technical difficulties. Please try again in a moment or contact support directly.";
/** Spec §8: the toast when the AI Chat fails. */
export const CHAT_ERROR = { title: 'Chat Error', description: 'Failed to get response from AI assistant. Please try again.' } as const;
/** Spec §4: the AI Chat starts with one assistant greeting. */
export const AI_CHAT_GREETING =
  "Hello! I'm your AI medical study assistant. Ask me about a condition (key findings, diagnosis, first-line treatment), " +
  `an ICD-10-CM code, or how ${PRODUCT_NAME} works. I answer from the ${PRODUCT_NAME} library and cite my sources.`;
export const BLANK_MESSAGE_TEXT = 'Message must not be blank';
export const LONG_MESSAGE_TEXT = `Message must be at most ${CHAT_LIMITS.messageMaxChars} characters`;

/** One user message: not blank after trimming (spec §5), at most the limit; sent trimmed. */
export const chatMessageTextSchema = z
  .string()
  .trim()
  .min(1, BLANK_MESSAGE_TEXT)
  .max(CHAT_LIMITS.messageMaxChars, LONG_MESSAGE_TEXT);

export const CITATION_KINDS = ['note', 'question', 'icd', 'faq'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];
export const CITATION_KIND_LABELS: Record<CitationKind, string> = {
  note: 'Topic note',
  question: 'Practice question explanation',
  icd: 'ICD-10-CM code',
  faq: 'MedPrep FAQ',
};

/** A source an answer used; `ref` is the number the answer text cites as [ref]. */
export const citationSchema = z.object({
  ref: z.number().int().positive(),
  kind: z.enum(CITATION_KINDS),
  id: z.string(),
  title: z.string(),
  url: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const ANSWER_SOURCES = ['offline', 'llm'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

// POST /api/chat (spec §7: message, userId -> response)
export const chatRequestSchema = z.strictObject({ message: chatMessageTextSchema, userId: userIdSchema });
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(citationSchema),
  timestamp: isoDateSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatReplySchema = z.object({
  response: z.string(),
  timestamp: isoDateSchema,
  citations: z.array(citationSchema),
  /** Which engine wrote the answer. */
  source: z.enum(ANSWER_SOURCES),
  conversationId: z.number().int(),
  /** The stored user and assistant messages, so the client can replace its optimistic copy. */
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
});
export type ChatReply = z.infer<typeof chatReplySchema>;

// POST /api/chat/stream: the same request; Server-Sent Events 'delta' then 'done' (or 'error').
export const chatStreamDeltaSchema = z.object({ text: z.string() });
export const chatStreamErrorSchema = z.object({ message: z.string(), code: z.string() });
export const CHAT_STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;

// GET /api/chat/conversation and POST /api/chat/conversations ("New chat")
export const conversationSchema = z.object({
  /** Null until the first message of a new chat is sent. */
  id: z.number().int().nullable(),
  messages: z.array(chatMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const newConversationRequestSchema = z.strictObject({});

// GET /api/chat/sources/:kind/:id: the full text behind a citation
export const sourceParamsSchema = z.strictObject({
  kind: z.enum(['note', 'question', 'faq']),
  id: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Source ids are lowercase letters, digits and hyphens'),
});
export const sourceSchema = z.object({
  kind: z.enum(CITATION_KINDS),
  id: z.string(),
  title: z.string(),
  /** A category or topic line shown under the title. */
  subtitle: z.string(),
  /** The source text as safe Markdown. */
  markdown: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

// POST /api/support/chat (spec §7: message, conversationHistory -> response, timestamp)
export const supportHistoryItemSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_LIMITS.supportHistoryItemMaxChars),
  timestamp: isoDateSchema.optional(),
});
export const supportChatRequestSchema = z.strictObject({
  message: chatMessageTextSchema,
  conversationHistory: z.array(supportHistoryItemSchema).max(200).default([]),
});
export type SupportChatRequest = z.input<typeof supportChatRequestSchema>;
export const supportChatReplySchema = z.object({
  response: z.string(),
  timestamp: isoDateSchema,
  citations: z.array(citationSchema),
  source: z.enum(ANSWER_SOURCES),
});
export type SupportChatReply = z.infer<typeof supportChatReplySchema>;

/** Where a citation of a library source opens: the AI Chat page shows it in a dialog. */
export function sourceUrl(kind: 'note' | 'question' | 'faq', id: string): string {
  return `/ai-chat?source=${kind}:${id}`;
}

/** Where an ICD-10-CM code citation opens: the lookup, searching for the code. */
export function icdCodeUrl(code: string): string {
  return `/icd-lookup?q=${encodeURIComponent(code)}`;
}

/** "note:card-hypertension" -> { kind, id }; null when it is not a library source. */
export function parseSourceRef(value: string | null): { kind: 'note' | 'question' | 'faq'; id: string } | null {
  const match = value ? /^(note|question|faq):([a-z0-9-]{1,120})$/.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] as 'note' | 'question' | 'faq', id: match[2] };
}
