// Progress rules (spec §3, §9): the streak of study days and the score.
import { POINTS_PER_CORRECT_ANSWER, type Progress } from '../../../contract/practice';

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * Consecutive days with at least one answer, ending today or yesterday (a streak is not
 * broken until a whole day passes without an answer). `days` are distinct, any order.
 */
export function computeStreak(days: readonly string[], today: string): number {
  const answered = new Set(days);
  const yesterday = previousDay(today);
  let cursor = answered.has(today) ? today : answered.has(yesterday) ? yesterday : null;
  let streak = 0;
  while (cursor && answered.has(cursor)) {
    streak++;
    cursor = previousDay(cursor);
  }
  return streak;
}

export function buildProgress(answered: number, correct: number, streak: number): Progress {
  return { questionsAnswered: answered, correctAnswers: correct, streak, totalScore: correct * POINTS_PER_CORRECT_ANSWER };
}
