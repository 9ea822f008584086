// Drizzle queries for the AI Chat's stored conversations.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages, type StoredCitation } from '../../db/schema';

export type MessageRow = typeof chatMessages.$inferSelect;

export interface NewMessage {
  role: 'user' | 'assistant';
  content: string;
  citations: StoredCitation[];
  createdAt: Date;
}

/** The user's current (not closed) conversation, newest first if there are several. */
export async function findOpenConversation(db: Db, userId: number): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), isNull(chatConversations.closedAt)))
    .orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
    .limit(1);
  return row ?? null;
}

export async function createConversation(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db.insert(chatConversations).values({ userId, createdAt: now }).returning({ id: chatConversations.id });
  if (!row) throw new Error('insert into chat_conversations returned no row');
  return row.id;
}

/** "New chat": the current conversation is closed (kept, not deleted). */
export async function closeOpenConversations(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(chatConversations)
    .set({ closedAt: now })
    .where(and(eq(chatConversations.userId, userId), isNull(chatConversations.closedAt)));
}

/** The last `limit` messages of a conversation, oldest first. */
export async function listMessages(db: Db, conversationId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Inserts messages in order (one statement) and returns them with their ids. */
export async function insertMessages(db: Db, conversationId: number, messages: readonly NewMessage[]): Promise<MessageRow[]> {
  const rows = await db
    .insert(chatMessages)
    .values(messages.map((m) => ({ conversationId, role: m.role, content: m.content, citations: m.citations, createdAt: m.createdAt })))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}
