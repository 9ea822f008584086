// Index entries -> the contract's shapes: codes with their chapter and notes, chapters as
// the categories list.
import { ICD_CHAPTER_LABELS } from '../../../../content/icd/chapter-labels';
import { ICD_HEADER_NOTE, type IcdCategory, type IcdCode, type IcdCodeSummary } from '../../../contract/icd';
import type { IcdSearchIndex, IndexedCode } from './search-index';


export function chapterLabel(chapter: number): string {
  return ICD_CHAPTER_LABELS[chapter] ?? `Chapter ${chapter}`;
}

/** Where the code sits (section and 3-character category) and, for a header, that billing needs more. */
export function notesFor(index: IcdSearchIndex, code: IndexedCode): string {
  const parts: string[] = [];
  const section = index.sections.get(code.section);
  if (section) parts.push(`Section ${section.range}: ${section.description}`);
  if (code.code !== code.category3) {
    const category = index.findCode(code.category3);
    if (category) parts.push(`Category ${category.display}: ${category.description}`);
  }
  const place = parts.length ? `${parts.join('. ')}.` : '';
  return code.billable ? place : `${place} ${ICD_HEADER_NOTE}`.trim();
}

export function toIcdCode(index: IcdSearchIndex, code: IndexedCode, bookmarked: ReadonlySet<string>): IcdCode {
  const chapter = index.chapters.get(code.chapter);
  return {
    id: code.orderNumber,
    code: code.display,
    description: code.description,
    category: chapter?.description ?? `Chapter ${code.chapter}`,
    categoryCode: chapter?.range ?? '',
    categoryLabel: chapterLabel(code.chapter),
    billable: code.billable,
    notes: notesFor(index, code),
    isBookmarked: bookmarked.has(code.code),
  };
}

export function toSummary(code: IndexedCode): IcdCodeSummary {
  return { code: code.display, description: code.description, billable: code.billable };
}

const categoriesCache = new WeakMap<IcdSearchIndex, IcdCategory[]>();

/** The chapters with their code counts and what they hold (sections and categories). */
export function categoriesOf(index: IcdSearchIndex): IcdCategory[] {
  const cached = categoriesCache.get(index);
  if (cached) return cached;
  const sectionsByChapter = new Map<number, string[]>();
  const categoriesByChapter = new Map<number, number>();
  for (const code of index.codes) {
    if (code.code.length !== 3) continue;
    categoriesByChapter.set(code.chapter, (categoriesByChapter.get(code.chapter) ?? 0) + 1);
    const sections = sectionsByChapter.get(code.chapter) ?? [];
    if (!sections.includes(code.section)) sections.push(code.section);
    sectionsByChapter.set(code.chapter, sections);
  }
  const categories = [...index.chapters.values()]
    .sort((a, b) => a.number - b.number)
    .map((chapter) => {
      const sections = sectionsByChapter.get(chapter.number) ?? [];
      const titles = sections.slice(0, 3).map((range) => index.sections.get(range)?.description ?? range);
      const more = sections.length > 3 ? `, and ${sections.length - 3} more` : '';
      const count = categoriesByChapter.get(chapter.number) ?? 0;
      return {
        categoryCode: chapter.range,
        categoryName: chapter.description,
        categoryLabel: chapterLabel(chapter.number),
        description: `${sections.length} ${plural(sections.length, 'section')}, ${count} ${plural(count, 'category', 'categories')}: ${titles.join('; ')}${more}.`,
        codeCount: index.chapterCount(chapter.number),
        chapter: chapter.number,
      };
    });
  categoriesCache.set(index, categories);
  return categories;
}

function plural(n: number, one: string, many = `${one}s`) {
  return n === 1 ? one : many;
}
