// Renders every model many times and runs every validator: used by the unit tests
// and by `npx tsx scripts/check-content.ts` while writing content.

import type { CategoryContent } from '../../../../../content/practice/types';
import { createRandom } from './random';
import { hashQuestionText } from './text-hash';
import { renderModel, renderWrittenItem } from './render';
import {
  validateCategory,
  validateDrawnNumbers,
  validateModel,
  validateRendered,
  validateWrittenItem,
} from './validate';

export interface AuditReport {
  problems: string[];
  /** Distinct valid question texts (stem and lead-in) per category over all renders. */
  distinctByCategory: Record<string, number>;
  /** Distinct valid question texts over all content. */
  distinctTotal: number;
  renders: number;
}

export function auditContent(contents: readonly CategoryContent[], rendersPerModel = 200, seed = 1): AuditReport {
  const problems: string[] = [];
  const distinctByCategory: Record<string, number> = {};
  const ids = new Set<string>();
  let renders = 0;
  let distinctTotal = 0;
  for (const content of contents) {
    problems.push(...validateCategory(content));
    const texts = new Set<string>();
    for (const model of content.models) {
      if (ids.has(model.id)) problems.push(`${model.id}: duplicate id`);
      ids.add(model.id);
      const staticProblems = validateModel(model);
      problems.push(...staticProblems.map((p) => `${model.id}: ${p}`));
      const random = createRandom(seed);
      const seen = new Set<string>();
      for (let i = 0; i < rendersPerModel; i++) {
        renders++;
        try {
          const q = renderModel(model, random);
          const found = [...validateRendered(q), ...validateDrawnNumbers(model, q.numbers)];
          if (found.length === 0) texts.add(hashQuestionText(q.question));
          for (const p of found) seen.add(p);
        } catch (error) {
          seen.add(`render failed: ${(error as Error).message}`);
        }
      }
      problems.push(...[...seen].map((p) => `${model.id}: ${p}`));
    }
    for (const item of content.items) {
      if (ids.has(item.id)) problems.push(`${item.id}: duplicate id`);
      ids.add(item.id);
      renders++;
      const rendered = renderWrittenItem(item);
      const found = [...validateWrittenItem(item), ...validateRendered(rendered)];
      if (found.length === 0) texts.add(hashQuestionText(rendered.question));
      problems.push(...found.map((p) => `${item.id}: ${p}`));
    }
    distinctByCategory[content.category] = texts.size;
    distinctTotal += texts.size;
  }
  return { problems, distinctByCategory, distinctTotal, renders };
}
