// Filling {{tokens}} and the small grammar fixes a template cannot know in advance:
// "a"/"an" before a drawn value, "1 days" -> "1 day", thousands separators.

import type { RenderedValues } from '../../../../../content/practice/types';

const TOKEN = /\{\{(\w+)(:v)?\}\}/g;
const ARTICLE_BEFORE = /\b(a|an|A|An)\s$/;

/**
 * Replaces {{name}} (value with unit) and {{name:v}} (bare value). Unknown tokens throw.
 * An article written just before a token ("a {{size}}") is made to agree with the value.
 */
export function fillTemplate(template: string, withUnit: RenderedValues, bare: RenderedValues): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    const [whole, name, bareFlag] = match;
    const source = bareFlag ? bare : withUnit;
    const value = source[name as string];
    if (value === undefined) throw new Error(`unknown token {{${name}${bareFlag ?? ''}}}`);
    out += template.slice(last, match.index);
    out = agreeArticle(out, String(value));
    out += String(value);
    last = match.index + whole.length;
  }
  out += template.slice(last);
  return fixIndefiniteArticles(out);
}

/** When `before` ends with "a " or "an ", returns it with the article that suits `next`. */
function agreeArticle(before: string, next: string): string {
  const found = ARTICLE_BEFORE.exec(before);
  if (!found) return before;
  const wanted = articleFor(next);
  if (!wanted) return before;
  const written = found[1] as string;
  const capital = written.startsWith('A');
  const replacement = capital ? (wanted === 'an' ? 'An' : 'A') : wanted;
  if (replacement === written) return before;
  return before.slice(0, before.length - found[0].length) + replacement + found[0].slice(written.length);
}

/** The article a phrase takes, or null when unsure (the author's choice is kept). */
export function articleFor(phrase: string): 'a' | 'an' | null {
  const text = phrase.trim();
  const number = /^\d[\d,]*(\.\d+)?/.exec(text);
  if (number) return startsWithVowelSound(number[0]) ? 'an' : 'a';
  const word = /^[A-Za-z][A-Za-z]*/.exec(text)?.[0];
  if (!word) return null;
  if (word.length === 1 || word === word.toUpperCase()) {
    // An initialism (or a lone letter, "X-ray") is read letter by letter: "an ECG", "an MRI", "a CT".
    return 'AEFHILMNORSX'.includes((word[0] as string).toUpperCase()) ? 'an' : 'a';
  }
  const lower = word.toLowerCase();
  if (/^(hour|honest|honor|honour|heir)/.test(lower)) return 'an';
  if (/^(uni|use|usu|ure|uri|uro|ute|eu|one|once|ewe)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** "A 8-year-old" -> "An 8-year-old", "an 7-cm" -> "a 7-cm": articles before numerals. */
export function fixIndefiniteArticles(text: string): string {
  return text.replace(/\b(a|an|A|An) (\d[\d,]*(?:\.\d+)?)(?=[-\s.,;:)%°/]|$)/g, (match, article: string, digits: string) => {
    const wanted = startsWithVowelSound(digits) ? 'an' : 'a';
    const capital = article.startsWith('A');
    const replacement = capital ? (wanted === 'an' ? 'An' : 'A') : wanted;
    return replacement === article ? match : `${replacement} ${digits}`;
  });
}

/**
 * Whether a numeral is spoken starting with a vowel sound: eight, eleven, eighteen,
 * eighty..., "eleven thousand", "eighteen million". Decimals read from the integer part.
 */
export function startsWithVowelSound(numeral: string | number): boolean {
  const digits = String(numeral).split('.')[0]?.replace(/,/g, '') ?? '';
  if (!/^\d+$/.test(digits)) return false;
  const value = Number(digits);
  if (value === 0) return false;
  // The leading group of three digits is what is said first ("11,500" -> "eleven thousand").
  const groupLength = digits.length % 3 === 0 ? 3 : digits.length % 3;
  const lead = Number(digits.slice(0, groupLength));
  if (lead === 11 || lead === 18) return true;
  return String(lead).startsWith('8');
}

export function formatNumber(value: number, step: number, thousands: boolean): string {
  const decimals = decimalsOf(step);
  if (thousands) return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return value.toFixed(decimals);
}

export function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * "38.5" + "°C" -> "38.5°C"; "110" + "/min" -> "110/min"; "3" + "days" -> "3 days";
 * "1" + "days" -> "1 day" (a plain plural word unit agrees with the value one).
 */
export function withUnit(value: string, unit: string): string {
  if (!unit) return value;
  if (unit === '%' || unit.startsWith('°') || unit.startsWith('/')) return `${value}${unit}`;
  const agreed = value === '1' ? singularUnit(unit) : unit;
  return `${value} ${agreed}`;
}

/** The singular of a unit that is a plain English plural ("days", "pack-years", "menstrual periods"); others unchanged. */
export function singularUnit(unit: string): string {
  if (!/^[a-z][a-z -]*[a-z]$/.test(unit)) return unit;
  if (/(ss|us|is)$/.test(unit)) return unit;
  if (/(sses|shes|ches|xes)$/.test(unit)) return unit.slice(0, -2);
  if (unit.endsWith('s')) return unit.slice(0, -1);
  return unit;
}
