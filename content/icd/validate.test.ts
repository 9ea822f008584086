import { describe, expect, it } from 'vitest';
import { ICD_SYNONYMS } from './synonyms';
import { validateSynonyms } from './validate';

describe('ICD synonym table', () => {
  it('has no problems', () => {
    expect(validateSynonyms(ICD_SYNONYMS)).toEqual([]);
  });

  it('covers the abbreviations and lay terms the issue names', () => {
    const terms = new Set(ICD_SYNONYMS.map((s) => s.term.toLowerCase()));
    for (const term of ['htn', 't2dm', 'dm2', 'mi', 'chf', 'copd', 'afib', 'uti', 'gerd', 'ckd', 'uri', 'heart attack', 'high blood pressure']) {
      expect(terms, term).toContain(term);
    }
  });

  it('finds duplicates, empty terms and self-expansions', () => {
    expect(
      validateSynonyms([
        { term: 'HTN', expansions: ['hypertension'] },
        { term: 'htn', expansions: [] },
        { term: '--', expansions: ['x'] },
        { term: 'flu', expansions: ['Flu'] },
      ]),
    ).toEqual([
      'term "htn" appears twice',
      'term "htn" has no expansion',
      'term "--" has no letters or digits',
      'term "flu" expands to itself',
    ]);
  });
});

describe('ICD chapter labels', () => {
  it('names all 22 chapters briefly', async () => {
    const { ICD_CHAPTER_LABELS } = await import('./chapter-labels');
    expect(Object.keys(ICD_CHAPTER_LABELS).map(Number)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (const label of Object.values(ICD_CHAPTER_LABELS)) expect(label.length).toBeLessThanOrEqual(20);
  });
});
