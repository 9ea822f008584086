// A release as the database holds it: the parsed files joined into one validated code set
// (every code placed in its chapter, section and 3-character category).
import { type CategoryRow, type ChapterRow, IcdParseError, type OrderLine, type SectionRow } from './parse';

export interface CodeRecord extends OrderLine {
  chapter: number;
  /** The lowest-level section (block) of the code's category, e.g. "E08-E13". */
  section: string;
  /** The 3-character category, e.g. "E11". */
  category3: string;
}

export interface CodeSet {
  /** "FY2026". */
  version: string;
  sourceFile: string;
  chapters: ChapterRow[];
  sections: SectionRow[];
  /** In tabular order. */
  codes: CodeRecord[];
  billableCount: number;
}

export interface ReleaseFiles {
  version: string;
  sourceFile: string;
  order: OrderLine[];
  chapters: ChapterRow[];
  sections: SectionRow[];
  categories: CategoryRow[];
}

/** Joins the files and checks they agree; throws IcdParseError listing every mismatch. */
export function assembleCodeSet(files: ReleaseFiles): CodeSet {
  const problems: string[] = [];
  const chapters = new Set(files.chapters.map((c) => c.number));
  const sections = new Map(files.sections.map((s) => [s.range, s]));
  for (const section of files.sections) {
    if (!chapters.has(section.chapter)) problems.push(`section ${section.range}: unknown chapter ${section.chapter}`);
  }
  const categories = new Map<string, CategoryRow>();
  for (const category of files.categories) {
    const section = sections.get(category.section);
    if (!section) problems.push(`category ${category.code}: unknown section ${category.section}`);
    else if (section.chapter !== category.chapter) problems.push(`category ${category.code}: section ${section.range} is not in chapter ${category.chapter}`);
    if (categories.has(category.code)) problems.push(`category ${category.code} appears twice`);
    categories.set(category.code, category);
  }

  const threeCharacter = new Set<string>();
  const codes: CodeRecord[] = [];
  let billableCount = 0;
  for (const line of files.order) {
    const category3 = line.code.slice(0, 3);
    const category = categories.get(category3);
    if (!category) {
      problems.push(`code ${line.code}: category ${category3} is not in the categories file`);
      continue;
    }
    if (line.code.length === 3) threeCharacter.add(line.code);
    if (line.billable) billableCount++;
    codes.push({ ...line, chapter: category.chapter, section: category.section, category3 });
  }
  for (const code of categories.keys()) {
    if (!threeCharacter.has(code)) problems.push(`category ${code} is not a code in the order file`);
  }
  if (problems.length) throw new IcdParseError('release files', problems);
  return { version: files.version, sourceFile: files.sourceFile, chapters: files.chapters, sections: files.sections, codes, billableCount };
}
