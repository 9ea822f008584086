import { describe, expect, it } from 'vitest';
import { accuracyPercent, isCorrectChoice } from '../../../contract/practice';
import { fixedClock } from '../../lib/clock';
import { buildProgress, computeStreak, dayIn, previousDay } from './progress';

describe('streak', () => {
  it('counts consecutive days ending today', () => {
    expect(computeStreak(['2026-03-10', '2026-03-09', '2026-03-08'], '2026-03-10')).toBe(3);
  });

  it('still counts when the last answer was yesterday, and stops at a gap', () => {
    expect(computeStreak(['2026-03-09', '2026-03-08', '2026-03-06'], '2026-03-10')).toBe(2);
  });

  it('is zero when two or more days have passed, or with no answers', () => {
    expect(computeStreak(['2026-03-08', '2026-03-07'], '2026-03-10')).toBe(0);
    expect(computeStreak([], '2026-03-10')).toBe(0);
  });

  it('crosses month and year ends and leap days, in any input order', () => {
    expect(computeStreak(['2024-02-28', '2024-03-01', '2024-02-29'], '2024-03-01')).toBe(3);
    expect(computeStreak(['2025-12-31', '2026-01-01'], '2026-01-01')).toBe(2);
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(previousDay('2023-03-01')).toBe('2023-02-28');
  });

  it('walks across days with a fake clock, in the user time zone', () => {
    const clock = fixedClock('2026-05-01T23:30:00Z');
    const days = new Set<string>();
    const answer = () => days.add(dayIn(clock.now(), 'UTC'));
    const streak = () => computeStreak([...days], dayIn(clock.now(), 'UTC'));

    answer();
    expect(streak()).toBe(1);
    clock.advanceDays(1);
    expect(streak()).toBe(1); // yesterday still counts
    answer();
    expect(streak()).toBe(2);
    clock.advanceDays(1);
    answer();
    expect(streak()).toBe(3);
    clock.advanceDays(2);
    expect(streak()).toBe(0); // a whole day missed

    // 23:30 UTC on 1 May is still 1 May in New York but already 2 May in Tokyo.
    expect(dayIn(new Date('2026-05-01T23:30:00Z'), 'America/New_York')).toBe('2026-05-01');
    expect(dayIn(new Date('2026-05-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-05-02');
  });
});

describe('score and accuracy', () => {
  it('gives 10 points per correct answer', () => {
    expect(buildProgress(7, 4, 2)).toEqual({ questionsAnswered: 7, correctAnswers: 4, streak: 2, totalScore: 40 });
    expect(buildProgress(0, 0, 0).totalScore).toBe(0);
  });

  it('rounds accuracy to a whole percent and survives zero answers', () => {
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(accuracyPercent(5, 5)).toBe(100);
  });

  it('judges a choice by its first character (spec §5)', () => {
    expect(isCorrectChoice('C. Anything', 'C. Right coronary artery')).toBe(true);
    expect(isCorrectChoice('C', 'C. Right coronary artery')).toBe(true);
    expect(isCorrectChoice('B. Right coronary artery', 'C. Right coronary artery')).toBe(false);
    expect(isCorrectChoice('', 'C. X')).toBe(false);
  });
});
