import { describe, expect, it } from 'vitest';
import { cleanQuery, codeQuery, formatCode, normalizeCode, queryTokens, tokenize } from './normalize';
import { editDistance, pickCorrections } from './typo';

describe('codes', () => {
  it('shows a dot after the third character', () => {
    expect(formatCode('E119')).toBe('E11.9');
    expect(formatCode('S72001A')).toBe('S72.001A');
    expect(formatCode('I10')).toBe('I10');
  });

  it('normalises codes typed with or without the dot, in any case', () => {
    for (const typed of ['e119', 'E11.9', ' e11.9 ', 'E119']) expect(normalizeCode(typed)).toBe('E119');
    expect(normalizeCode('z3a.01')).toBe('Z3A01');
    expect(normalizeCode('diabetes')).toBeNull();
    expect(normalizeCode('copd')).toBe('COPD');
    expect(normalizeCode('E1')).toBeNull();
    expect(normalizeCode('11.9')).toBeNull();
  });

  it('treats a letter followed by letters and digits (with a digit) as a code query', () => {
    expect(codeQuery('e11')).toBe('E11');
    expect(codeQuery('S72.0')).toBe('S720');
    expect(codeQuery('E1')).toBe('E1');
    expect(codeQuery('copd')).toBeNull();
    expect(codeQuery('e11 9')).toBeNull();
    expect(codeQuery('S72001AB')).toBeNull();
  });
});

describe('query words', () => {
  it('splits on anything but letters and digits, dropping apostrophes', () => {
    expect(tokenize("Alzheimer's disease, late-onset (G30.1)")).toEqual(['alzheimers', 'disease', 'late', 'onset', 'g30', '1']);
  });

  it('drops stop words unless nothing else is left', () => {
    expect(queryTokens('pain in the chest')).toEqual(['pain', 'chest']);
    expect(queryTokens('of the')).toEqual(['of', 'the']);
    expect(queryTokens('diabetes without complications')).toEqual(['diabetes', 'without', 'complications']);
  });

  it('trims and collapses whitespace', () => {
    expect(cleanQuery('  diab   mell \t')).toBe('diab mell');
  });
});

describe('typo corrections', () => {
  it('counts insertions, deletions, substitutions and swaps as one edit each', () => {
    expect(editDistance('diabtes', 'diabetes')).toBe(1);
    expect(editDistance('hart', 'heart')).toBe(1);
    expect(editDistance('asthama', 'asthma')).toBe(1);
    expect(editDistance('pnuemonia', 'pneumonia')).toBe(1);
    expect(editDistance('hart', 'hartnup')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('prefers fewer edits, then the more common word, within the allowed edits', () => {
    const candidates = [
      { word: 'hartnup', frequency: 1 },
      { word: 'hard', frequency: 12 },
      { word: 'heart', frequency: 900 },
      { word: 'harm', frequency: 40 },
    ];
    expect(pickCorrections('hart', candidates, 2)).toEqual(['heart', 'harm']);
    expect(pickCorrections('diabtes', [{ word: 'diabetes', frequency: 800 }, { word: 'diabetic', frequency: 300 }], 3)).toEqual(['diabetes']);
    expect(pickCorrections('xyzzy', candidates, 3)).toEqual([]);
  });
});
