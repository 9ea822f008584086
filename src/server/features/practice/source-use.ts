// The user's round and per-source counts, kept in memory between generations so a
// generation costs one render and one insert instead of a scan of the user's history.
//
// The database stays the authority: the unique index (user, text, round) decides what is
// new, so a stale entry can only cost balance (a model picked slightly out of turn) or an
// extra insert attempt, never a repeat. Entries expire after TTL_MS (on the app clock) and are re-read, which
// also picks up changes made by another server process on a shared PostgreSQL.
import type { ExamType, PracticeCategory } from '../../../contract/constants';
import { EXAM_TYPES } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findSourceUse, type SourceUse } from './repo';

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  use: SourceUse;
  loadedAt: number;
}

export interface SourceUseStore {
  /** The current round and counts for a user, category and exam type. */
  get(userId: number, category: PracticeCategory, examType: ExamType): Promise<SourceUse>;
  /** A question from `sourceId` was stored in `round` (for either exam type's view of the round). */
  served(userId: number, category: PracticeCategory, examType: ExamType, round: number, sourceId: string): void;
  /** A written item's text turned out to be served already in `round`. */
  seen(userId: number, category: PracticeCategory, round: number, sourceId: string): void;
  /** The exam type has moved to a new round. */
  startRound(userId: number, category: PracticeCategory, examType: ExamType, round: number): void;
}

export function createSourceUseStore(db: Db, clock: Clock): SourceUseStore {
  const now = () => clock.now().getTime();
  const entries = new Map<string, Entry>();
  const keyOf = (userId: number, category: string, examType: string) => `${userId}\u0000${category}\u0000${examType}`;
  /** Both exam types' entries for a category that are in `round` (they count each other's texts). */
  const sharing = (userId: number, category: string, round: number) =>
    EXAM_TYPES.map((type) => entries.get(keyOf(userId, category, type))).filter((e): e is Entry => e?.use.round === round);

  return {
    async get(userId, category, examType) {
      const key = keyOf(userId, category, examType);
      const cached = entries.get(key);
      if (cached && now() - cached.loadedAt < TTL_MS) return cached.use;
      const use = await findSourceUse(db, userId, category, examType);
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { use, loadedAt: now() });
      return use;
    },
    served(userId, category, _examType, round, sourceId) {
      for (const entry of sharing(userId, category, round)) {
        entry.use.counts.set(sourceId, (entry.use.counts.get(sourceId) ?? 0) + 1);
      }
      for (const type of EXAM_TYPES) {
        const entry = entries.get(keyOf(userId, category, type));
        if (entry) entry.use.categoryMaxRound = Math.max(entry.use.categoryMaxRound, round);
      }
    },
    seen(userId, category, round, sourceId) {
      for (const entry of sharing(userId, category, round)) {
        entry.use.counts.set(sourceId, Math.max(1, entry.use.counts.get(sourceId) ?? 0));
      }
    },
    startRound(userId, category, examType, round) {
      const key = keyOf(userId, category, examType);
      entries.set(key, { use: { round, counts: new Map(), categoryMaxRound: round }, loadedAt: now() });
      for (const type of EXAM_TYPES) {
        const entry = entries.get(keyOf(userId, category, type));
        if (entry) entry.use.categoryMaxRound = Math.max(entry.use.categoryMaxRound, round);
      }
    },
  };
}
