// Codes and query text: display form, normalised form, and the word tokens search uses.

/** E119 -> E11.9; a 3-character category has no dot (I10). */
export function formatCode(code: string): string {
  return code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code;
}

/** "e11.9", " E11.9 ", "E119" -> "E119"; anything else (not code-shaped) -> null. */
export function normalizeCode(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/\./g, '');
  return /^[A-Z][0-9A-Z]{2,6}$/.test(compact) ? compact : null;
}

/**
 * A query that may be a code or the start of one: a letter, then letters or digits with at
 * least one digit, at most 7 characters once the dot is gone ("e11", "S72.0", "z3a").
 */
export function codeQuery(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/\./g, '');
  if (!/^[A-Z][0-9A-Z]{1,6}$/.test(compact) || !/[0-9]/.test(compact)) return null;
  return compact;
}

/** Lower case, apostrophes dropped (Alzheimer's -> alzheimers), split on anything else. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words a person types that descriptions may not contain ("pain in the chest"). */
export const STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'by', 'and', 'or', 'is']);

/** The search words of a query: tokens without stop words (unless nothing else is left). */
export function queryTokens(query: string): string[] {
  const tokens = tokenize(query);
  const meaningful = tokens.filter((token) => !STOP_WORDS.has(token));
  return meaningful.length ? meaningful : tokens;
}

/** Trimmed, inner whitespace collapsed: the form stored in history and used as a cache key. */
export function cleanQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}
