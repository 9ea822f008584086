import { describe, expect, it } from 'vitest';
import { actionForKey } from './use-answer-keys';
import { formatDuration } from './use-question-timer';

describe('answer keys', () => {
  it('maps A-E and 1-5 to options, Enter to submit and N to next', () => {
    expect(['a', 'B', 'c', 'D', 'e'].map(actionForKey)).toEqual([0, 1, 2, 3, 4].map((index) => ({ kind: 'choose', index })));
    expect(['1', '2', '3', '4', '5'].map(actionForKey)).toEqual([0, 1, 2, 3, 4].map((index) => ({ kind: 'choose', index })));
    expect(actionForKey('Enter')).toEqual({ kind: 'submit' });
    expect(actionForKey('n')).toEqual({ kind: 'next' });
    expect(actionForKey('N')).toEqual({ kind: 'next' });
  });

  it('ignores every other key', () => {
    for (const key of ['f', 'F', '0', '6', ' ', 'Escape', 'ArrowDown', 'Tab', 'Shift', 'ab']) expect(actionForKey(key)).toBeNull();
  });
});

describe('formatDuration', () => {
  it('shows minutes and seconds, and hours when needed', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
