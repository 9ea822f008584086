// Parsers for the CMS/CDC release files: the fixed-width order file ("Code Descriptions in
// Tabular Order") and the chapter, section and category tables. Pure: text in, rows out.

/** One line of the order file, validated. */
export interface OrderLine {
  orderNumber: number;
  /** Without the dot, as published: E119. */
  code: string;
  billable: boolean;
  shortDescription: string;
  longDescription: string;
}

export interface ChapterRow {
  number: number;
  /** The title without its code range: "Neoplasms". */
  description: string;
  /** "C00-D49". */
  range: string;
}

export interface SectionRow {
  range: string;
  chapter: number;
  description: string;
}

export interface CategoryRow {
  code: string;
  description: string;
  section: string;
  chapter: number;
}

export class IcdParseError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    const shown = problems.slice(0, 10).join('\n  ');
    const more = problems.length > 10 ? `\n  ... and ${problems.length - 10} more` : '';
    super(`${file}: ${problems.length} invalid line(s)\n  ${shown}${more}`);
    this.name = 'IcdParseError';
  }
}

/**
 * A letter, then 2 to 6 letters or digits (ICD-10-CM, without the dot). The second character
 * is a digit except in QA0 (FY2025 onwards), so it is not checked.
 */
export const CODE_PATTERN = /^[A-Z][0-9A-Z]{2,6}$/;
const MAX_LONG_DESCRIPTION = 400;

/** Splits text into lines, accepting CRLF or LF, ignoring one trailing newline. */
function lines(text: string): string[] {
  const all = text.split(/\r?\n/);
  if (all.at(-1) === '') all.pop();
  return all;
}

/**
 * Fixed-width layout (0-based): order 0-5, code 6-13 (padded to 7), flag 14,
 * short description 16-76 (padded to 60), long description from 77 to the end.
 */
export function parseOrderLine(line: string, lineNumber: number, previousOrder = 0): OrderLine | string {
  const where = `line ${lineNumber}`;
  if (line.length < 78) return `${where}: too short (${line.length} characters)`;
  if (line[5] !== ' ' || line[13] !== ' ' || line[15] !== ' ' || line[76] !== ' ') return `${where}: not in the fixed-width layout`;
  const order = line.slice(0, 5);
  if (!/^\d{5}$/.test(order)) return `${where}: order number "${order}" is not 5 digits`;
  const orderNumber = Number(order);
  // The published file numbers its lines 1..n; an excerpt keeps the numbers, still ascending.
  if (orderNumber <= previousOrder) return `${where}: order number ${orderNumber} is not above the previous ${previousOrder}`;
  const code = line.slice(6, 13).trimEnd();
  if (!CODE_PATTERN.test(code)) return `${where}: "${code}" is not an ICD-10-CM code`;
  const flag = line[14];
  if (flag !== '0' && flag !== '1') return `${where}: billable flag "${flag}" is not 0 or 1`;
  const shortDescription = line.slice(16, 76).trim();
  const longDescription = line.slice(77).trim();
  if (!shortDescription) return `${where}: empty short description`;
  if (!longDescription) return `${where}: empty long description`;
  if (longDescription.length > MAX_LONG_DESCRIPTION) return `${where}: long description over ${MAX_LONG_DESCRIPTION} characters`;
  if (/[^\x20-\x7e]/.test(longDescription) || /[^\x20-\x7e]/.test(shortDescription)) return `${where}: non-ASCII characters`;
  return { orderNumber, code, billable: flag === '1', shortDescription, longDescription };
}

/** The whole order file; throws IcdParseError listing every bad line. */
export function parseOrderFile(text: string, file = 'order file'): OrderLine[] {
  const rows: OrderLine[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  lines(text).forEach((line, index) => {
    const parsed = parseOrderLine(line, index + 1, rows.at(-1)?.orderNumber ?? 0);
    if (typeof parsed === 'string') problems.push(parsed);
    else if (seen.has(parsed.code)) problems.push(`line ${index + 1}: duplicate code ${parsed.code}`);
    else {
      seen.add(parsed.code);
      rows.push(parsed);
    }
  });
  if (rows.length === 0 && problems.length === 0) problems.push('no codes');
  if (problems.length) throw new IcdParseError(file, problems);
  return rows;
}

/** A minimal RFC 4180 reader: quoted fields may hold commas and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of lines(text)) {
    if (line.trim() === '') continue;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        fields.push(field);
        field = '';
      } else field += ch;
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows;
}

function table(text: string, file: string, header: string[]): string[][] {
  const [head, ...rows] = parseCsv(text);
  if (!head || head.join(',') !== header.join(',')) throw new IcdParseError(file, [`header is not ${header.join(',')}`]);
  const problems = rows.flatMap((row, i) => (row.length === header.length ? [] : [`line ${i + 2}: ${row.length} columns, expected ${header.length}`]));
  if (problems.length) throw new IcdParseError(file, problems);
  return rows;
}

function chapterNumber(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 99 ? n : null;
}

const RANGE = /^[A-Z][0-9A-Z]{2}(-[A-Z][0-9A-Z]{2})?$/;

export function parseChapters(text: string, file = 'chapters file'): ChapterRow[] {
  const problems: string[] = [];
  const rows = table(text, file, ['chapter', 'description']).flatMap(([num = '', title = ''], i) => {
    const number = chapterNumber(num);
    const match = /^(.+?)\s*\(([A-Z0-9]{3}-[A-Z0-9]{3})\)$/.exec(title.trim());
    if (number === null || !match?.[1] || !match[2]) {
      problems.push(`line ${i + 2}: expected a chapter number and "Title (A00-B99)"`);
      return [];
    }
    return [{ number, description: match[1], range: match[2] }];
  });
  if (problems.length) throw new IcdParseError(file, problems);
  return rows;
}

export function parseSections(text: string, file = 'sections file'): SectionRow[] {
  const problems: string[] = [];
  const rows = table(text, file, ['section_range', 'chapter', 'description']).flatMap(([range = '', num = '', description = ''], i) => {
    const chapter = chapterNumber(num);
    if (!RANGE.test(range) || chapter === null || !description.trim()) {
      problems.push(`line ${i + 2}: expected a section range, a chapter number and a title`);
      return [];
    }
    return [{ range, chapter, description: description.trim().replace(/\s*\([A-Z0-9-]+\)$/, '') }];
  });
  if (problems.length) throw new IcdParseError(file, problems);
  return rows;
}

export function parseCategories(text: string, file = 'categories file'): CategoryRow[] {
  const problems: string[] = [];
  const rows = table(text, file, ['ICD10-CM-CODE', 'description', 'section', 'chapter']).flatMap(([code = '', description = '', section = '', num = ''], i) => {
    const chapter = chapterNumber(num);
    if (!/^[A-Z][0-9A-Z]{2}$/.test(code) || !RANGE.test(section) || chapter === null || !description.trim()) {
      problems.push(`line ${i + 2}: expected a 3-character code, a title, a section range and a chapter number`);
      return [];
    }
    return [{ code, description: description.trim(), section, chapter }];
  });
  if (problems.length) throw new IcdParseError(file, problems);
  return rows;
}
