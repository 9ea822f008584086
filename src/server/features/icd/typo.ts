// Choosing corrections for a mistyped word. pg_trgm finds the candidates (trigram similarity,
// fast on its GIN index); edit distance then orders them, because trigrams favour long words
// that share a start ("hart" is closer to "hartnup" than to "heart" by trigrams).

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i < rows; i++) {
    const row = d[i] as number[];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Edits allowed for a word of this length: 1 up to 5 letters, 2 from 6. */
export function maxEdits(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

export interface Candidate {
  word: string;
  frequency: number;
}

/** The best corrections: fewest edits, then the word more codes use, then alphabetical. */
export function pickCorrections(typed: string, candidates: readonly Candidate[], limit: number): string[] {
  const allowed = maxEdits(typed);
  return candidates
    .map((c) => ({ ...c, distance: editDistance(typed, c.word) }))
    .filter((c) => c.distance <= allowed && c.word !== typed)
    .sort((x, y) => x.distance - y.distance || y.frequency - x.frequency || (x.word < y.word ? -1 : 1))
    .slice(0, limit)
    .map((c) => c.word);
}
