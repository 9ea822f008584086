// Plugs the ICD feature's code search and synonym table into the assistant. Until the ICD
// feature provides them, code search is unavailable (the assistant says so and links the
// lookup) and only our own synonyms are used.
import type { AppDeps } from '../../feature';
import type { IcdSource } from './icd-source';

export function createIcdSource(_deps: AppDeps): IcdSource | null {
  return null;
}

/** The ICD feature's synonym table as [phrase, expansions] pairs. */
export function icdSynonymEntries(): Iterable<readonly [string, readonly string[]]> {
  return [];
}
