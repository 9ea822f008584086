import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';

describe('discountPercent (spec §9)', () => {
  it.each([
    [7500, 10000, 25],
    [8000, 10000, 20],
    [2999, 3999, 25],
    [1399, 1999, 30],
    [2900, 3800, 24],
    [3400, 4400, 23],
  ])('price %i of %i cents is %i%% off', (price, original, expected) => {
    expect(discountPercent(price, original)).toBe(expected);
  });

  it('rounds an exact half up', () => {
    expect(discountPercent(700, 800)).toBe(13); // 12.5%
    expect(discountPercent(1700, 4000)).toBe(58); // 57.5%: dividing first would give 57.49999...
  });

  it('rounds below a half down and above a half up', () => {
    expect(discountPercent(2001, 3000)).toBe(33); // 33.3%
    expect(discountPercent(1999, 3000)).toBe(33); // 33.37%
    expect(discountPercent(1980, 3000)).toBe(34); // 34%
    expect(discountPercent(9951, 10000)).toBe(0); // 0.49%
    expect(discountPercent(9950, 10000)).toBe(1); // 0.5%
  });

  it('is 0 with no deal and never negative', () => {
    expect(discountPercent(2199, 2199)).toBe(0);
    expect(discountPercent(2500, 2000)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
  });

  it('matches the spec formula in exact rational arithmetic for every price up to $30', () => {
    const mismatches: string[] = [];
    for (let original = 1; original <= 3000; original++) {
      for (let price = 1; price <= original; price++) {
        const exact = Math.floor((2 * (original - price) * 100 + original) / (2 * original));
        if (discountPercent(price, original) !== exact) mismatches.push(`${price}/${original}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
