// Checks the synonym table's shape; the ICD tests also check every expansion finds codes.
import type { IcdSynonym } from './synonyms';

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

export function validateSynonyms(synonyms: readonly IcdSynonym[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { term, expansions } of synonyms) {
    const k = key(term);
    if (!k) problems.push(`term "${term}" has no letters or digits`);
    if (seen.has(k)) problems.push(`term "${term}" appears twice`);
    seen.add(k);
    if (term.length > 40) problems.push(`term "${term}" is longer than 40 characters`);
    if (expansions.length === 0) problems.push(`term "${term}" has no expansion`);
    for (const expansion of expansions) {
      if (!key(expansion)) problems.push(`term "${term}": an expansion has no words`);
      if (key(expansion) === k) problems.push(`term "${term}" expands to itself`);
    }
    if (new Set(expansions.map(key)).size !== expansions.length) problems.push(`term "${term}" repeats an expansion`);
  }
  return problems;
}
