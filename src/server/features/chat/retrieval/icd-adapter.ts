// Plugs the ICD feature's code search (the complete ICD-10-CM code set) and its synonym table
// into the assistant, through the small IcdSource interface.
import { ICD_SYNONYMS } from '../../../../../content/icd/synonyms';
import type { IcdService } from '../../icd/service';
import { displayCode, type IcdSource } from './icd-source';

export function createIcdSource(icd: Pick<IcdService, 'searchCodes'>): IcdSource {
  return {
    async search(query, limit) {
      const found = await icd.searchCodes(query, { limit });
      return found.codes.map((c) => ({ code: c.code, description: c.description, billable: c.billable }));
    },
    async findCode(code) {
      const wanted = displayCode(code);
      // The search ranks an exact code first.
      const found = await icd.searchCodes(wanted, { limit: 1 });
      const hit = found.codes[0];
      return hit && hit.code === wanted ? { code: hit.code, description: hit.description, billable: hit.billable } : null;
    },
  };
}

/** The ICD feature's synonym table as [phrase, expansions] pairs. */
export function icdSynonymEntries(): Iterable<readonly [string, readonly string[]]> {
  return ICD_SYNONYMS.map((s) => [s.term, s.expansions] as const);
}
