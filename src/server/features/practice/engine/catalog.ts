// The authored content indexed for generation: per category and exam type, the models
// and written items that serve it. Written items are rendered and hashed once.

import type { ExamType, PracticeCategory } from '../../../../contract/constants';
import type { CategoryContent, ItemModel } from '../../../../../content/practice/types';
import { renderWrittenItem } from './render';
import type { RenderedQuestion } from './rendered-question';
import { hashQuestionText } from './text-hash';

export type CatalogEntry =
  | { kind: 'model'; id: string; topic: string; model: ItemModel }
  | { kind: 'item'; id: string; topic: string; rendered: RenderedQuestion; hash: string };

export interface Catalog {
  /** Models and items whose examTypes include `examType`, in authored order. */
  candidates(category: PracticeCategory, examType: ExamType): readonly CatalogEntry[];
}

export function buildCatalog(contents: readonly CategoryContent[]): Catalog {
  const byKey = new Map<string, CatalogEntry[]>();
  for (const content of contents) {
    const entries: CatalogEntry[] = [
      ...content.models.map((model): CatalogEntry => ({ kind: 'model', id: model.id, topic: model.topic, model })),
      ...content.items.map((item): CatalogEntry => {
        const rendered = renderWrittenItem(item);
        return { kind: 'item', id: item.id, topic: item.topic, rendered, hash: hashQuestionText(rendered.question) };
      }),
    ];
    for (const entry of entries) {
      const examTypes = entry.kind === 'model' ? entry.model.examTypes : entry.rendered.examTypes;
      for (const examType of examTypes) {
        const key = keyOf(content.category, examType);
        byKey.set(key, [...(byKey.get(key) ?? []), entry]);
      }
    }
  }
  return { candidates: (category, examType) => byKey.get(keyOf(category, examType)) ?? [] };
}

const keyOf = (category: string, examType: string) => `${examType}\u0000${category}`;
