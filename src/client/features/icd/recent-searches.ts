import { ICD_BROWSING_QUERY, ICD_RECENT_FROM_ENTRIES, ICD_RECENT_SHOWN } from '../../../contract/icd';

/**
 * Spec §2/§9: up to 3 distinct search terms from the latest 5 history entries (newest first).
 * 'browsing' (an access with neither text nor category) is not a term to search again.
 */
export function recentSearches(history: readonly { searchQuery: string }[]): string[] {
  const terms: string[] = [];
  for (const entry of history.slice(0, ICD_RECENT_FROM_ENTRIES)) {
    const term = entry.searchQuery.trim();
    if (!term || term === ICD_BROWSING_QUERY || terms.some((t) => t.toLowerCase() === term.toLowerCase())) continue;
    terms.push(term);
    if (terms.length === ICD_RECENT_SHOWN) break;
  }
  return terms;
}

/** A recent term that is a chapter range ("E00-E89") selects that category instead of searching text. */
export const isCategoryCode = (term: string) => /^[A-Z][0-9A-Z]{2}-[A-Z][0-9A-Z]{2}$/.test(term);
