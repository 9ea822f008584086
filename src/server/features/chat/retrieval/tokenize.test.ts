import { describe, expect, it } from 'vitest';
import { editDistance, normalize, stem, terms } from './tokenize';

describe('terms', () => {
  it('drops stop words, accents, apostrophes and single letters', () => {
    expect(terms("What's the treatment of Crohn's disease in Sjögren?")).toEqual(['treatment', 'crohn', 'diseas', 'sjogren']);
    expect(normalize('Ménière’s')).toBe('meniere');
  });

  it('keeps numbers and codes', () => {
    expect(terms('type 2 diabetes, HbA1c 7, ICD-10 E11.9')).toEqual(['type', '2', 'diabet', 'hba1c', '7', 'icd', '10', 'e11', '9']);
  });

  it('stems inflections to the same term', () => {
    for (const group of [
      ['treat', 'treats', 'treated', 'treating'],
      ['disease', 'diseases'],
      ['therapy', 'therapies'],
      ['cause', 'causes', 'caused'],
      ['bleed', 'bleeding', 'bleeds'],
      ['vomit', 'vomiting'],
    ]) {
      expect(new Set(group.map(stem)).size, group.join(',')).toBe(1);
    }
  });

  it('leaves Latin and Greek endings alone', () => {
    expect(['sepsis', 'status', 'meningitis', 'stress'].map(stem)).toEqual(['sepsis', 'status', 'meningitis', 'stress']);
  });
});

describe('editDistance', () => {
  it('counts edits including transpositions, and stops past the maximum', () => {
    expect(editDistance('hypertension', 'hypertention', 2)).toBe(1);
    expect(editDistance('colitis', 'coltiis', 2)).toBe(1);
    expect(editDistance('asthma', 'asthma', 1)).toBe(0);
    expect(editDistance('asthma', 'anemia', 1)).toBe(2);
  });
});
