import { describe, expect, it } from 'vitest';
import { formatCompactUsd, formatMonths, formatRate } from './format';

describe('loan display helpers', () => {
  it('writes months as years and months', () => {
    expect(formatMonths(240)).toBe('20 years');
    expect(formatMonths(190)).toBe('15 years 10 months');
    expect(formatMonths(13)).toBe('1 year 1 month');
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(0)).toBe('0 months');
  });

  it('writes rates and axis amounts compactly', () => {
    expect(formatRate(6.5)).toBe('6.5%');
    expect(formatRate(7.05)).toBe('7.05%');
    expect(formatRate(0)).toBe('0%');
    expect(formatCompactUsd(200000)).toBe('$200k');
    expect(formatCompactUsd(1_500_000)).toBe('$1.5M');
    expect(formatCompactUsd(950)).toBe('$950');
  });
});
