// Every authored model and written item, through every validator, with many renders per
// model: the content is only as good as this test is strict.
import { describe, expect, it } from 'vitest';
import { EXAM_TYPES, PRACTICE_CATEGORIES } from '../../../../contract/constants';
import { PRACTICE_CONTENT } from '../../../../../content/practice/index';
import { auditContent } from './audit';
import { buildCatalog } from './catalog';

const RENDERS_PER_MODEL = 200;

describe('authored practice content', () => {
  const report = auditContent(PRACTICE_CONTENT, RENDERS_PER_MODEL, 20260101);

  it('covers all 11 categories', () => {
    expect(PRACTICE_CONTENT.map((c) => c.category).sort()).toEqual([...PRACTICE_CATEGORIES].sort());
  });

  it(`passes every validator over ${RENDERS_PER_MODEL} renders per model`, () => {
    expect(report.problems).toEqual([]);
  });

  it('renders at least 2,000 distinct valid questions', () => {
    expect(report.distinctTotal).toBeGreaterThanOrEqual(2000);
    for (const category of PRACTICE_CATEGORIES) expect(report.distinctByCategory[category] ?? 0).toBeGreaterThanOrEqual(150);
  });

  it('offers every category for both exam types, with models for each', () => {
    const catalog = buildCatalog(PRACTICE_CONTENT);
    for (const category of PRACTICE_CATEGORIES) {
      for (const examType of EXAM_TYPES) {
        const entries = catalog.candidates(category, examType);
        expect(entries.filter((e) => e.kind === 'model').length, `${category}/${examType} models`).toBeGreaterThanOrEqual(4);
        expect(entries.length, `${category}/${examType}`).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('gives every written item a distinct text', () => {
    const catalog = buildCatalog(PRACTICE_CONTENT);
    const hashes = PRACTICE_CATEGORIES.flatMap((category) =>
      [...new Set([...catalog.candidates(category, 'usmle'), ...catalog.candidates(category, 'comlex')])].flatMap((e) => (e.kind === 'item' ? [e.hash] : [])),
    );
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
