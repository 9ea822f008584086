// Drizzle queries of the ICD feature: bookmarks, history, typo lookups. The codes themselves
// are read once into the search index (catalog.ts).
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { icdBookmarks, icdCodes, icdHistory } from '../../db/schema';

/** Which of `codes` (no dot) the user has bookmarked. */
export async function bookmarkedAmong(db: Db, userId: number, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: icdBookmarks.code })
    .from(icdBookmarks)
    .where(and(eq(icdBookmarks.userId, userId), inArray(icdBookmarks.code, [...codes])));
  return new Set(rows.map((r) => r.code));
}

export function listBookmarks(db: Db, userId: number) {
  return db
    .select({ code: icdBookmarks.code, notes: icdBookmarks.notes, createdAt: icdBookmarks.createdAt })
    .from(icdBookmarks)
    .where(eq(icdBookmarks.userId, userId))
    .orderBy(desc(icdBookmarks.createdAt), desc(icdBookmarks.id));
}

/** Adds the bookmark, or updates its notes when it exists and notes were given. */
export async function addBookmark(db: Db, userId: number, code: string, notes: string | null | undefined, at: Date): Promise<void> {
  await db
    .insert(icdBookmarks)
    .values({ userId, code, notes: notes ?? null, createdAt: at })
    .onConflictDoUpdate({
      target: [icdBookmarks.userId, icdBookmarks.code],
      set: { notes: notes === undefined ? sql`${icdBookmarks.notes}` : notes },
    });
}

export async function removeBookmark(db: Db, userId: number, code: string): Promise<void> {
  await db.delete(icdBookmarks).where(and(eq(icdBookmarks.userId, userId), eq(icdBookmarks.code, code)));
}

export async function countBookmarks(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(icdBookmarks).where(eq(icdBookmarks.userId, userId));
  return row?.n ?? 0;
}

export async function recordAccess(db: Db, userId: number, code: string, searchQuery: string, at: Date) {
  const [row] = await db.insert(icdHistory).values({ userId, code, searchQuery, accessedAt: at }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function listHistory(db: Db, userId: number, limit: number) {
  return db
    .select({ id: icdHistory.id, code: icdHistory.code, searchQuery: icdHistory.searchQuery, accessedAt: icdHistory.accessedAt })
    .from(icdHistory)
    .where(eq(icdHistory.userId, userId))
    .orderBy(desc(icdHistory.accessedAt), desc(icdHistory.id))
    .limit(limit);
}

export async function countHistorySince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(icdHistory)
    .where(and(eq(icdHistory.userId, userId), gte(icdHistory.accessedAt, since)));
  return row?.n ?? 0;
}

/** The chapter of the codes the user opened most often (ties: the lower chapter). */
export async function mostAccessedChapter(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ chapter: icdCodes.chapter, n: count() })
    .from(icdHistory)
    .innerJoin(icdCodes, eq(icdCodes.code, icdHistory.code))
    .where(eq(icdHistory.userId, userId))
    .groupBy(icdCodes.chapter)
    .orderBy(desc(count()), icdCodes.chapter)
    .limit(1);
  return row?.chapter ?? null;
}

/** Description words close to `word` by trigram similarity (pg_trgm's % operator and its index). */
export async function similarWords(db: Db, word: string, limit: number): Promise<{ word: string; frequency: number }[]> {
  const result = (await db.execute(
    sql`SELECT word, frequency FROM icd_terms WHERE word % ${word} ORDER BY similarity(word, ${word}) DESC, frequency DESC, word LIMIT ${limit}`,
  )) as unknown as { rows: { word: string; frequency: number }[] };
  return result.rows.map((r) => ({ word: r.word, frequency: Number(r.frequency) }));
}
