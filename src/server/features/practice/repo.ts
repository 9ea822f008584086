// Practice queries. The unique indexes do the concurrency work: (user_id, text_hash, round)
// on questions for the no-repeat rule, (question_id) on answers for one answer per question.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ExamType, PracticeCategory } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { practiceAnswers, practiceQuestions } from '../../db/schema';

export type QuestionRow = typeof practiceQuestions.$inferSelect;
/** Every column but the id: the generator knows them all, so nothing needs reading back. */
export type NewQuestionRow = Omit<QuestionRow, 'id'>;

export interface SourceUse {
  /** The user's current round for this category and exam type. */
  round: number;
  /** Questions served in that round per model or item id (both exam types: texts are shared). */
  counts: Map<string, number>;
  /** The highest round of either exam type in this category: a new round starts above it. */
  categoryMaxRound: number;
}

export async function findSourceUse(db: Db, userId: number, category: PracticeCategory, examType: ExamType): Promise<SourceUse> {
  const rows = await selectRows<{ round: number; category_max_round: number; source_id: string | null; n: number }>(db, sql`
    with current_round as (
      select
        coalesce(max(${practiceQuestions.round}) filter (where ${practiceQuestions.questionType} = ${examType}), 1) as round,
        coalesce(max(${practiceQuestions.round}), 1) as category_max_round
      from ${practiceQuestions}
      where ${practiceQuestions.userId} = ${userId} and ${practiceQuestions.category} = ${category}
    )
    select current_round.round as round, current_round.category_max_round, q.source_id, count(q.id)::int as n
    from current_round
    left join ${practiceQuestions} q
      on q.user_id = ${userId} and q.category = ${category} and q.round = current_round.round
    group by current_round.round, current_round.category_max_round, q.source_id`);
  const counts = new Map<string, number>();
  for (const row of rows) if (row.source_id !== null) counts.set(row.source_id, Number(row.n));
  return { round: Number(rows[0]?.round ?? 1), counts, categoryMaxRound: Number(rows[0]?.category_max_round ?? 1) };
}

/** Stores a question unless the user already has its text in this round; null then. */
export async function insertQuestionIfNew(db: Db, row: NewQuestionRow): Promise<QuestionRow | null> {
  // Only the id comes back: reading the long texts back costs more than the insert.
  const inserted = await db.insert(practiceQuestions).values(row).onConflictDoNothing().returning({ id: practiceQuestions.id });
  const id = inserted[0]?.id;
  return id === undefined ? null : { ...row, id };
}

/** Which of these hashes the user already has in this round. */
export async function findSeenHashes(db: Db, userId: number, round: number, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: practiceQuestions.textHash })
    .from(practiceQuestions)
    .where(
      and(
        eq(practiceQuestions.userId, userId),
        eq(practiceQuestions.round, round),
        sql`${practiceQuestions.textHash} in (${sql.join(
          hashes.map((h) => sql`${h}`),
          sql`, `,
        )})`,
      ),
    );
  return new Set(rows.map((r) => r.hash));
}

export interface AnswerInput {
  questionId: number;
  userId: number;
  /** Letter A-E when the client sent its choice. */
  selectedLetter: string | null;
  /** The client's verdict, used only when no choice was sent. */
  clientCorrect: boolean | null;
  timeSpentSeconds: number | null;
  answeredAt: Date;
}

export type AnswerOutcome =
  | { kind: 'not-found' }
  | { kind: 'conflict' }
  | {
      kind: 'recorded';
      correct: boolean;
      correctAnswer: string;
      options: string[];
      answeredAt: Date;
      category: PracticeCategory;
      questionType: ExamType;
    };

/**
 * One statement: find the user's question and insert its answer, deciding correctness
 * from the letter when one is sent (spec §5). A second answer hits the unique index on
 * question_id and inserts nothing, so concurrent duplicates cannot both count.
 */
export async function recordAnswer(db: Db, input: AnswerInput): Promise<AnswerOutcome> {
  const rows = await selectRows<{
    correct_answer: string;
    options: string[] | string;
    category: PracticeCategory;
    question_type: ExamType;
    correct: boolean | null;
    answered_at: string | Date | null;
  }>(db, sql`
    with q as (
      select id, user_id, correct_answer, options, category, question_type from ${practiceQuestions}
      where id = ${input.questionId} and user_id = ${input.userId}
    ), ins as (
      insert into ${practiceAnswers} (question_id, user_id, selected_answer, correct, time_spent_seconds, answered_at)
      select id, user_id, ${input.selectedLetter}::text,
        case when ${input.selectedLetter}::text is null then ${input.clientCorrect}::boolean
             else left(correct_answer, 1) = ${input.selectedLetter}::text end,
        ${input.timeSpentSeconds}::int, ${input.answeredAt.toISOString()}::timestamptz
      from q
      on conflict (question_id) do nothing
      returning correct, answered_at
    )
    select q.correct_answer, q.options, q.category, q.question_type, ins.correct, ins.answered_at from q left join ins on true`);
  const row = rows[0];
  if (!row) return { kind: 'not-found' };
  if (row.correct === null || row.answered_at === null) return { kind: 'conflict' };
  const options = typeof row.options === 'string' ? (JSON.parse(row.options) as string[]) : row.options;
  return {
    kind: 'recorded',
    correct: row.correct,
    correctAnswer: row.correct_answer,
    options,
    answeredAt: new Date(row.answered_at),
    category: row.category,
    questionType: row.question_type,
  };
}

export interface ListedQuestion extends QuestionRow {
  answerCorrect: boolean | null;
  selectedAnswer: string | null;
}

export async function listQuestions(db: Db, userId: number, limit: number): Promise<ListedQuestion[]> {
  const rows = await db
    .select({ question: practiceQuestions, answerCorrect: practiceAnswers.correct, selectedAnswer: practiceAnswers.selectedAnswer })
    .from(practiceQuestions)
    .leftJoin(practiceAnswers, eq(practiceAnswers.questionId, practiceQuestions.id))
    .where(eq(practiceQuestions.userId, userId))
    .orderBy(desc(practiceQuestions.createdAt), desc(practiceQuestions.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.question, answerCorrect: r.answerCorrect, selectedAnswer: r.selectedAnswer }));
}

export async function countAnswers(db: Db, userId: number): Promise<{ answered: number; correct: number }> {
  const [row] = await db
    .select({
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${practiceAnswers.correct}))::int`,
    })
    .from(practiceAnswers)
    .where(eq(practiceAnswers.userId, userId));
  return { answered: Number(row?.answered ?? 0), correct: Number(row?.correct ?? 0) };
}

/** The distinct days (YYYY-MM-DD in `timeZone`) with at least one answer, newest first. */
export async function listAnswerDays(db: Db, userId: number, timeZone: string): Promise<string[]> {
  const rows = await selectRows<{ day: string }>(db, sql`
    select distinct to_char(${practiceAnswers.answeredAt} at time zone ${timeZone}, 'YYYY-MM-DD') as day
    from ${practiceAnswers}
    where ${practiceAnswers.userId} = ${userId}
    order by day desc`);
  return rows.map((r) => r.day);
}

/** Raw SQL rows; both drivers (PGlite and node-postgres) answer with `{ rows }`. */
async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
