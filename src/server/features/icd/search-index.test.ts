import { describe, expect, it } from 'vitest';
import { SAMPLE_CATEGORIES_CSV, SAMPLE_CHAPTERS_CSV, SAMPLE_ORDER_FILE, SAMPLE_SECTIONS_CSV } from './__fixtures__/sample-release';
import { assembleCodeSet } from './code-set';
import { parseCategories, parseChapters, parseOrderFile, parseSections } from './parse';
import { IcdSearchIndex, type SearchOptions } from './search-index';

const set = assembleCodeSet({
  version: 'FY2026',
  sourceFile: 'sample',
  order: parseOrderFile(SAMPLE_ORDER_FILE),
  chapters: parseChapters(SAMPLE_CHAPTERS_CSV),
  sections: parseSections(SAMPLE_SECTIONS_CSV),
  categories: parseCategories(SAMPLE_CATEGORIES_CSV),
});
const index = new IcdSearchIndex({
  version: set.version,
  chapters: set.chapters,
  sections: set.sections,
  codes: set.codes.map((c) => ({ ...c, description: c.longDescription })),
  synonyms: [
    { term: 'HTN', expansions: ['hypertension'] },
    { term: 'heart attack', expansions: ['myocardial infarction'] },
    { term: 'T2DM', expansions: ['type 2 diabetes mellitus'] },
  ],
  commonCodes: ['E11.9'],
});
const page: SearchOptions = { limit: 50, offset: 0 };
const codes = (query: string, options: Partial<SearchOptions> = {}, corrections?: Map<string, string[]>) =>
  index.search(query, { ...page, ...options }, corrections).codes.map((c) => c.display);

describe('search ranking', () => {
  it('finds an exact code with or without the dot, in any case, first', () => {
    for (const q of ['e119', 'E11.9', 'e11.9']) expect(codes(q)[0]).toBe('E11.9');
    expect(codes('u07.1')).toEqual(['U07.1']);
  });

  it('lists a code prefix in tabular order after the exact code', () => {
    expect(codes('E11')).toEqual(['E11', 'E11.65', 'E11.9']);
    expect(codes('S72.0')).toEqual(['S72.0', 'S72.00', 'S72.001', 'S72.001A']);
    expect(codes('m1a')).toEqual(['M1A', 'M1A.0', 'M1A.00', 'M1A.00X0']);
  });

  it('matches every word in any order, whole words before prefixes, common and billable first', () => {
    expect(codes('diabetes mellitus type 2')).toEqual(['E11.9', 'E11.65', 'E11']);
    expect(codes('mellitus diabetes')).toEqual(['E11.9', 'E10.9', 'E11.65', 'E10', 'E11']);
    // "diab mell" is prefixes only; "diabetes" alone also finds "Diabetes insipidus" (billable, general).
    expect(codes('diab mell')).toEqual(['E11.9', 'E10.9', 'E11.65', 'E10', 'E11']);
    expect(codes('diabetes').slice(0, 3)).toEqual(['E11.9', 'E23.2', 'E10.9']);
    expect(codes('gout')).toEqual(['M10.9', 'M1A.00X0', 'M10', 'M1A', 'M1A.0', 'M1A.00']);
  });

  it('ranks billable codes before headers and shorter codes before longer ones', () => {
    const results = index.search('asthma', page).codes;
    expect(results.map((c) => c.display)).toEqual(['J45.909', 'J45', 'J45.9', 'J45.90']);
  });

  it('expands synonyms and abbreviations', () => {
    expect(codes('HTN')).toEqual(codes('hypertension'));
    expect(codes('htn')[0]).toBe('I10');
    expect(codes('heart attack')).toEqual(['I21.9', 'I21']);
    expect(codes('t2dm')).toEqual(['E11.9', 'E11.65', 'E11']);
  });

  it('asks for corrections only when nothing matched, then ranks the close matches', () => {
    const miss = index.search('diabtes mellitus', page);
    expect(miss).toMatchObject({ total: 0, needsCorrection: ['diabtes'] });
    expect(codes('diabtes mellitus', {}, new Map([['diabtes', ['diabetes']]]))).toEqual(['E11.9', 'E10.9', 'E11.65', 'E10', 'E11']);
    // A corrected phrase can be a synonym.
    expect(codes('hart attack', {}, new Map([['hart', ['heart']]]))).toEqual(['I21.9', 'I21']);
    expect(index.search('diabetes', page).needsCorrection).toEqual([]);
    expect(index.search('zzz', page).needsCorrection).toEqual([]);
  });

  it('filters by chapter and billable, counts the total and pages', () => {
    expect(codes('diabetes', { chapter: 4, billableOnly: true })).toEqual(['E11.9', 'E23.2', 'E10.9', 'E11.65']);
    expect(index.search('diabetes', { ...page, chapter: 9 }).total).toBe(0);
    const all = index.search('e', { ...page, limit: 100 });
    const first = index.search('diab', { limit: 2, offset: 0 });
    const second = index.search('diab', { limit: 2, offset: 2 });
    expect(first.total).toBe(second.total);
    expect([...first.codes, ...second.codes].map((c) => c.display)).toEqual(codes('diab').slice(0, 4));
    expect(all.total).toBe(all.codes.length);
  });
});

describe('browsing and hierarchy', () => {
  it('lists codes in tabular order, optionally one chapter and billable only', () => {
    expect(index.list({ limit: 3, offset: 0 }).codes.map((c) => c.display)).toEqual(['E10', 'E10.9', 'E11']);
    expect(index.list({ limit: 100, offset: 0 }).total).toBe(set.codes.length);
    const chapter21 = index.list({ chapter: 21, limit: 100, offset: 0 });
    expect(chapter21.codes.map((c) => c.display)).toEqual(['Z00', 'Z00.0', 'Z00.00', 'Z36', 'Z36.89', 'Z3A', 'Z3A.00', 'Z3A.01', 'Z37', 'Z37.0']);
    expect(index.list({ chapter: 21, billableOnly: true, limit: 2, offset: 1 })).toMatchObject({ total: 5, codes: [{ display: 'Z36.89' }, { display: 'Z3A.00' }] });
    expect(index.list({ chapter: 3, limit: 10, offset: 0 }).total).toBe(0);
  });

  it('finds parents and direct children', () => {
    const s72001a = index.findCode('s72.001a');
    expect(s72001a && index.parents(s72001a).map((c) => c.display)).toEqual(['S72', 'S72.0', 'S72.00', 'S72.001']);
    const e11 = index.findCode('E11');
    expect(e11 && index.children(e11).map((c) => c.display)).toEqual(['E11.65', 'E11.9']);
    const m1a0 = index.findCode('M1A.0');
    expect(m1a0 && index.children(m1a0).map((c) => c.display)).toEqual(['M1A.00']);
    expect(index.findCode('E11.99')).toBeNull();
    expect(index.chapterCount(4)).toBe(7);
  });

  it('lists each distinct description word with the number of codes using it', () => {
    expect(index.dictionary()).toContainEqual({ word: 'diabetes', frequency: 6 });
  });
});

describe('building in phases', () => {
  it('builds the same index as the constructor', async () => {
    const built = await IcdSearchIndex.build({
      version: set.version,
      chapters: set.chapters,
      sections: set.sections,
      codes: set.codes.map((c) => ({ ...c, description: c.longDescription })),
      synonyms: [{ term: 'HTN', expansions: ['hypertension'] }],
      commonCodes: ['E11.9'],
    });
    expect(built.size).toBe(index.size);
    for (const q of ['E11', 'diab mell', 'HTN', 'fracture femur']) {
      expect(built.search(q, page).codes.map((c) => c.display)).toEqual(codes(q));
    }
  });
});
