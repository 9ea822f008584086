import { describe, expect, it } from 'vitest';
import { SAMPLE_CATEGORIES_CSV, SAMPLE_CHAPTERS_CSV, SAMPLE_ORDER_FILE, SAMPLE_ORDER_LINES, SAMPLE_SECTIONS_CSV } from './__fixtures__/sample-release';
import { assembleCodeSet } from './code-set';
import { IcdParseError, parseCategories, parseChapters, parseCsv, parseOrderFile, parseOrderLine, parseSections } from './parse';

const line = (code: string) => SAMPLE_ORDER_LINES.find((l) => l.slice(6, 13).trim() === code) ?? '';

describe('order file lines', () => {
  it('reads a billable code with its short and long description', () => {
    expect(parseOrderLine(line('E119'), 1)).toEqual({
      orderNumber: 4416,
      code: 'E119',
      billable: true,
      shortDescription: 'Type 2 diabetes mellitus without complications',
      longDescription: 'Type 2 diabetes mellitus without complications',
    });
  });

  it('reads header codes (flag 0) and 7-character codes', () => {
    expect(parseOrderLine(line('E11'), 1)).toMatchObject({ code: 'E11', billable: false });
    expect(parseOrderLine(line('S72001A'), 1)).toMatchObject({
      code: 'S72001A',
      billable: true,
      shortDescription: 'Fracture of unsp part of neck of right femur, init',
      longDescription: 'Fracture of unspecified part of neck of right femur, initial encounter for closed fracture',
    });
    expect(parseOrderLine(line('M1A00X0'), 1)).toMatchObject({ code: 'M1A00X0', billable: true });
  });

  it('rejects lines out of the fixed-width layout, with the line number', () => {
    const good = line('I10');
    expect(parseOrderLine('', 7)).toBe('line 7: too short (0 characters)');
    expect(parseOrderLine(`${good.slice(0, 14)}2${good.slice(15)}`, 3)).toBe('line 3: billable flag "2" is not 0 or 1');
    expect(parseOrderLine(`${good.slice(0, 6)}1I0    ${good.slice(13)}`, 3)).toBe('line 3: "1I0" is not an ICD-10-CM code');
    expect(parseOrderLine(`${good.slice(0, 77)}`, 3)).toMatch(/too short|empty long description/);
    expect(parseOrderLine(good.replace('11580', '1158x'), 3)).toBe('line 3: order number "1158x" is not 5 digits');
    expect(parseOrderLine(good, 3, 11580)).toBe('line 3: order number 11580 is not above the previous 11580');
  });

  it('parses the file with CRLF endings and keeps tabular order (not ASCII order)', () => {
    const codes = parseOrderFile(SAMPLE_ORDER_FILE).map((r) => r.code);
    expect(codes).toHaveLength(SAMPLE_ORDER_LINES.length);
    // M1A (chronic gout) comes before M10 (gout) in the tabular list; ASCII would put it after.
    expect(codes.indexOf('M1A')).toBeLessThan(codes.indexOf('M10'));
    expect(codes.indexOf('Z36')).toBeLessThan(codes.indexOf('Z3A'));
    expect(codes.indexOf('Z3A01')).toBeLessThan(codes.indexOf('Z37'));
    expect(codes.at(-1)).toBe('U071');
    expect(parseOrderFile(SAMPLE_ORDER_LINES.join('\n'))).toHaveLength(SAMPLE_ORDER_LINES.length);
  });

  it('reports every invalid line and duplicate codes', () => {
    const text = [line('E10'), 'garbage', line('E10').replace('04184', '04185')].join('\r\n');
    const error = (() => {
      try {
        parseOrderFile(text, 'order.txt');
      } catch (e) {
        return e as IcdParseError;
      }
    })();
    expect(error).toBeInstanceOf(IcdParseError);
    expect(error?.problems).toEqual(['line 2: too short (7 characters)', 'line 3: duplicate code E10']);
    expect(error?.message).toContain('order.txt: 2 invalid line(s)');
    expect(() => parseOrderFile('')).toThrow(/no codes/);
  });
});

describe('hierarchy tables', () => {
  it('reads quoted CSV fields with commas', () => {
    expect(parseCsv('a,"b, c",d\n"say ""hi""",x,\n')).toEqual([
      ['a', 'b, c', 'd'],
      ['say "hi"', 'x', ''],
    ]);
  });

  it('splits chapter titles from their code ranges', () => {
    const chapters = parseChapters(SAMPLE_CHAPTERS_CSV);
    expect(chapters).toHaveLength(22);
    expect(chapters[3]).toEqual({ number: 4, description: 'Endocrine, nutritional and metabolic diseases', range: 'E00-E89' });
    expect(chapters[16]?.range).toBe('Q00-QA0');
  });

  it('reads sections and categories', () => {
    expect(parseSections(SAMPLE_SECTIONS_CSV)).toContainEqual({ range: 'E08-E13', chapter: 4, description: 'Diabetes mellitus' });
    expect(parseCategories(SAMPLE_CATEGORIES_CSV)).toContainEqual({ code: 'M1A', description: 'Chronic gout', section: 'M05-M14', chapter: 13 });
    expect(() => parseChapters('chapter,title\n1,x')).toThrow(/header is not chapter,description/);
    expect(() => parseSections('section_range,chapter,description\nE08-E13,four,Diabetes')).toThrow(/line 2/);
  });

  it('places every code in its chapter, section and category, and checks the files agree', () => {
    const files = {
      version: 'FY2026',
      sourceFile: 'icd10cm_order_2026.txt',
      order: parseOrderFile(SAMPLE_ORDER_FILE),
      chapters: parseChapters(SAMPLE_CHAPTERS_CSV),
      sections: parseSections(SAMPLE_SECTIONS_CSV),
      categories: parseCategories(SAMPLE_CATEGORIES_CSV),
    };
    const set = assembleCodeSet(files);
    expect(set.codes.find((c) => c.code === 'E119')).toMatchObject({ chapter: 4, section: 'E08-E13', category3: 'E11' });
    expect(set.codes.find((c) => c.code === 'Z3A01')).toMatchObject({ chapter: 21, section: 'Z30-Z39', category3: 'Z3A' });
    expect(set.billableCount).toBe(files.order.filter((c) => c.billable).length);

    const withoutM1A = { ...files, categories: files.categories.filter((c) => c.code !== 'M1A') };
    expect(() => assembleCodeSet(withoutM1A)).toThrow(/code M1A: category M1A is not in the categories file/);
    const extraCategory = { ...files, categories: [...files.categories, { code: 'E12', description: 'x', section: 'E08-E13', chapter: 4 }] };
    expect(() => assembleCodeSet(extraCategory)).toThrow(/category E12 is not a code in the order file/);
  });
});
