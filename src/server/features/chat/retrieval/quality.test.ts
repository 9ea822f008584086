// Retrieval quality: every question of the set must cite its expected source (or, for
// out-of-scope questions, cite nothing). The bar is 90% of the set. Code questions search the
// complete ICD-10-CM code set, imported into a test database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIcdTestApp } from '../../icd/test-support';
import type { TestApp } from '../../../test/test-app';
import { answerMedicalQuestion } from '../answer/medical';
import { answerSupportQuestion } from '../answer/support';
import { createIcdSource } from './icd-adapter';
import type { IcdSource } from './icd-source';
import { getLibrary } from './library';
import { QUALITY_SET } from './quality-set';

const PASS_RATE = 0.9;

describe('retrieval quality set', () => {
  let t: TestApp;
  let icd: IcdSource;
  beforeAll(async () => {
    t = await createIcdTestApp('pglite');
    icd = createIcdSource(t.app.services.icd);
  });
  afterAll(() => t.close());

  it('has at least 40 questions covering clinical facts, codes and the product', () => {
    expect(QUALITY_SET.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(QUALITY_SET.flatMap((c) => c.cite.map((source) => source.split(':')[0])));
    expect([...kinds].sort()).toEqual(['faq', 'icd', 'note', 'question']);
    expect(QUALITY_SET.some((c) => c.cite.length === 0)).toBe(true);
  });

  it('names only sources that exist', () => {
    const library = getLibrary();
    for (const source of QUALITY_SET.flatMap((c) => c.cite)) {
      const [kind, id] = source.split(':') as [string, string];
      if (kind === 'icd') continue;
      expect(library.find(kind as 'note' | 'question' | 'faq', id), source).toBeDefined();
    }
  });

  it(`cites the expected source for at least ${PASS_RATE * 100}% of the questions`, async () => {
    const library = getLibrary();
    const failures: string[] = [];
    for (const c of QUALITY_SET) {
      const answer =
        c.assistant === 'chat'
          ? await answerMedicalQuestion(c.question, { retriever: library.medical, icd })
          : answerSupportQuestion(c.question, { faq: library.support, library: library.medical });
      const cited = answer.citations.map((citation) => `${citation.kind}:${citation.id}`);
      const ok = c.cite.length === 0 ? cited.length === 0 && answer.outcome !== 'answered' : c.cite.some((s) => cited.includes(s));
      if (!ok) failures.push(`${c.question} -> expected ${c.cite.join(' | ') || 'nothing'}, cited ${cited.join(', ') || 'nothing'}`);
    }
    const rate = 1 - failures.length / QUALITY_SET.length;
    console.log(`retrieval quality: ${(rate * 100).toFixed(1)}% (${QUALITY_SET.length - failures.length}/${QUALITY_SET.length})${failures.length ? `\n  ${failures.join('\n  ')}` : ''}`);
    expect(rate).toBeGreaterThanOrEqual(PASS_RATE);
  });
});
