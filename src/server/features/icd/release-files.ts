// Finds and reads a release in a folder: the CMS/CDC order file plus the chapter, section
// and category tables (see shared/data/icd10cm/SOURCE.md for where each comes from).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { assembleCodeSet, type CodeSet } from './code-set';
import { parseCategories, parseChapters, parseOrderFile, parseSections } from './parse';

export interface ReleaseFileNames {
  order: string;
  chapters: string;
  sections: string;
  categories: string;
}

const ORDER_FILE = /^icd10cm[_-]order[_-](\d{4})\.txt$/i;

export class ReleaseNotFoundError extends Error {}

/** The files of the newest release in `dir`; throws ReleaseNotFoundError saying what is missing. */
export function findReleaseFiles(dir: string): ReleaseFileNames & { version: string } {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ReleaseNotFoundError(`${dir} does not exist`);
  const names = readdirSync(dir);
  const orders = names.filter((n) => ORDER_FILE.test(n)).sort();
  const order = orders.at(-1);
  const pick = (word: string) => names.filter((n) => n.toLowerCase().endsWith('.csv') && n.toLowerCase().includes(word)).sort().at(-1);
  const found = { order, chapters: pick('chapters'), sections: pick('sections'), categories: pick('categories') };
  const missing = Object.entries(found)
    .filter(([, name]) => !name)
    .map(([kind]) => (kind === 'order' ? 'icd10cm_order_<year>.txt' : `a ${kind} CSV`));
  if (missing.length || !found.order || !found.chapters || !found.sections || !found.categories) {
    throw new ReleaseNotFoundError(`${dir} has no ${missing.join(', no ')}`);
  }
  const year = ORDER_FILE.exec(found.order)?.[1] ?? '';
  return {
    version: `FY${year}`,
    order: join(dir, found.order),
    chapters: join(dir, found.chapters),
    sections: join(dir, found.sections),
    categories: join(dir, found.categories),
  };
}

/** Reads, parses and joins a release; throws IcdParseError on any invalid line. */
export function readRelease(dir: string): CodeSet {
  const files = findReleaseFiles(dir);
  const text = (path: string) => readFileSync(path, 'latin1');
  return assembleCodeSet({
    version: files.version,
    sourceFile: basename(files.order),
    order: parseOrderFile(text(files.order), basename(files.order)),
    chapters: parseChapters(text(files.chapters), basename(files.chapters)),
    sections: parseSections(text(files.sections), basename(files.sections)),
    categories: parseCategories(text(files.categories), basename(files.categories)),
  });
}
