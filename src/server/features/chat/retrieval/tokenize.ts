// Text -> search terms: lowercase, accents removed, split on anything that is not a letter or
// digit, stop words dropped, and a light suffix stemmer so "treated", "treats" and "treat" meet.
// The same function runs over documents and questions, so only consistency matters.

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing done down during each either else etc ever every few for from further get gets getting give given gives go going ' +
    'had has have having he her here hers him his how however i if in into is it its itself just know let like likely may me might more ' +
    'most much must my no nor not now of off often on once one only or other our ours out over own per please rather really said same ' +
    'see shall she should so some such than that the their them then there these they thing things this those through thus to too ' +
    'under until up upon us usually use used using very via vs want was way we were what whats when where whether which while who whom ' +
    'whose why will with within without would yes yet you your yours also tell explain describe mean means meaning define definition ' +
    'regarding need im id ive dont cant wont does doesnt isnt arent best appropriate initial'
  ).split(/\s+/),
);

/** Lowercase, strip accents and apostrophes ("Crohn's" -> "crohns" -> stem "crohn"). */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]s\b/g, '')
    .replace(/['\u2019]/g, '');
}

/** Raw word tokens in order (no stop-word removal, no stemming). */
export function words(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+/g) ?? [];
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Search terms of a text: words without stop words and single letters, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (isStopWord(word) || (word.length < 2 && !/\d/.test(word))) continue;
    out.push(stem(word));
  }
  return out;
}

const VOWEL = /[aeiouy]/;

/**
 * A small suffix stemmer (plural, -ing, -ed, -ly, final -e, y -> i). Short words and words
 * ending in -us, -is, -ss keep their ending ("status", "sepsis", "stress").
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(ss|us|is|os)$/.test(w) && w.length > 3) w = w.slice(0, -1);

  if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length > 4 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);

  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** "stopp" -> "stop", but keep "ll"/"ss" ("swell", "pass"). */
function undouble(w: string): string {
  const last = w.at(-1);
  if (w.length > 3 && last && last === w.at(-2) && !'lsz'.includes(last)) return w.slice(0, -1);
  return w;
}

/** Damerau-Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return prev[cols - 1] ?? max + 1;
}
