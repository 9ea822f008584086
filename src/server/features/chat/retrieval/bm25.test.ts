import { describe, expect, it } from 'vitest';
import { Bm25Index, type QueryTerm, type SearchDocument } from './bm25';
import { terms } from './tokenize';

const doc = (key: string, title: string, body: string, names: string[] = []): SearchDocument<string> => ({
  key,
  payload: key,
  fields: [
    { text: title, weight: 3 },
    { text: body, weight: 1 },
  ],
  names,
  nameBoost: 1.5,
});

const query = (text: string): QueryTerm[] => terms(text).map((term, index) => ({ term, weight: 1, groups: [index] }));

const index = new Bm25Index([
  doc('pericarditis', 'Acute pericarditis', 'Pleuritic chest pain relieved by leaning forward; NSAIDs and colchicine.', ['acute pericarditis']),
  doc('tamponade', 'Cardiac tamponade', 'Beck triad, pulsus paradoxus; pericardiocentesis. Pericarditis can cause an effusion.'),
  doc('asthma', 'Asthma', 'Wheeze and reversible airflow obstruction; inhaled corticosteroids.'),
  doc('copd', 'COPD', 'Smokers with chronic airflow obstruction; bronchodilators.'),
]);

describe('Bm25Index', () => {
  it('ranks a title match above a body mention', () => {
    const hits = index.search(query('pericarditis treatment'));
    expect(hits.map((h) => h.doc.key)).toEqual(['pericarditis', 'tamponade']);
    expect(hits[0]?.score).toBeGreaterThan((hits[1]?.score ?? 0) * 1.5);
  });

  it('reports how much of the question each hit covers, weighted by rarity', () => {
    const [pericarditis] = index.search(query('pericarditis colchicine'));
    expect(pericarditis?.coverage).toBe(1);
    const partial = index.search(query('airflow zebra'));
    expect(partial.every((h) => h.coverage < 0.5)).toBe(true);
  });

  it('boosts a document whose name the question contains', () => {
    const plain = new Bm25Index([doc('a', 'Acute pericarditis', 'x'), doc('b', 'Acute pericarditis', 'x')]);
    const named = new Bm25Index([doc('a', 'Acute pericarditis', 'x'), doc('b', 'Acute pericarditis', 'x', ['acute pericarditis'])]);
    const q = query('acute pericarditis');
    expect(plain.search(q)[0]?.score).toBeCloseTo(plain.search(q)[1]?.score ?? 0);
    expect(named.search(q)[0]?.doc.key).toBe('b');
  });

  it('counts a synonym toward the words it stands for', () => {
    const q: QueryTerm[] = [
      { term: 'heart', weight: 1, groups: [0] },
      { term: 'attack', weight: 1, groups: [1] },
      { term: 'tamponad', weight: 0.6, groups: [0, 1] },
    ];
    const [hit] = index.search(q);
    expect(hit?.doc.key).toBe('tamponade');
    expect(hit?.coverage).toBe(1);
  });

  it('tells a document about a word from one that mentions it once', () => {
    const [tamponade] = index.search(query('pericardiocentesis'));
    expect(tamponade?.strongMatch).toBe(false);
    const [pericarditis] = index.search(query('pericarditis'));
    expect(pericarditis?.strongMatch).toBe(true);
    const repeated = new Bm25Index([doc('a', 'Heart failure', 'Furosemide relieves congestion. Furosemide causes hypokalemia.')]);
    expect(repeated.search(query('furosemide'))[0]?.strongMatch).toBe(true);
  });

  it('finds nothing for unknown words', () => {
    expect(index.search(query('quantum chromodynamics'))).toEqual([]);
  });
});
