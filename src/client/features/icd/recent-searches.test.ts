import { describe, expect, it } from 'vitest';
import { isCategoryCode, recentSearches } from './recent-searches';

const entries = (...queries: string[]) => queries.map((searchQuery) => ({ searchQuery }));

describe('recent searches', () => {
  it('takes up to 3 distinct terms from the latest 5 entries, newest first', () => {
    expect(recentSearches(entries('htn', 'diabetes', 'HTN', 'copd', 'asthma', 'gout'))).toEqual(['htn', 'diabetes', 'copd']);
    expect(recentSearches(entries('a', 'a', 'a', 'a', 'a', 'b'))).toEqual(['a']);
    expect(recentSearches([])).toEqual([]);
  });

  it('skips the browsing placeholder', () => {
    expect(recentSearches(entries('browsing', 'E00-E89', 'browsing', 'gout'))).toEqual(['E00-E89', 'gout']);
  });

  it('recognises chapter ranges', () => {
    expect(isCategoryCode('E00-E89')).toBe(true);
    expect(isCategoryCode('Q00-QA0')).toBe(true);
    expect(isCategoryCode('E11.9')).toBe(false);
  });
});
