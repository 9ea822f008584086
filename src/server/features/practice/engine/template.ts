// Filling {{tokens}} and the small grammar fixes a template cannot know in advance.

import type { RenderedValues } from '../../../../../content/practice/types';

const TOKEN = /\{\{(\w+)(:v)?\}\}/g;

/** Replaces {{name}} (value with unit) and {{name:v}} (bare value). Unknown tokens throw. */
export function fillTemplate(template: string, withUnit: RenderedValues, bare: RenderedValues): string {
  const filled = template.replace(TOKEN, (_match, name: string, bareFlag?: string) => {
    const source = bareFlag ? bare : withUnit;
    const value = source[name];
    if (value === undefined) throw new Error(`unknown token {{${name}${bareFlag ?? ''}}}`);
    return String(value);
  });
  return fixIndefiniteArticles(filled);
}

/** "A 8-year-old" -> "An 8-year-old": numbers that are spoken with a leading vowel sound. */
export function fixIndefiniteArticles(text: string): string {
  return text.replace(/\b([Aa]) (\d+)(?=[- ])/g, (match, article: string, digits: string) => {
    if (!startsWithVowelSound(Number(digits))) return match;
    return `${article === 'A' ? 'An' : 'an'} ${digits}`;
  });
}

function startsWithVowelSound(n: number): boolean {
  if (n === 8 || n === 11 || n === 18) return true;
  const leading = String(n);
  if (leading.startsWith('8')) return true;
  // 11,000-11,999 and 18,000-18,999 ("eleven thousand"), 11-million etc. are rare in stems.
  return (n >= 11000 && n < 12000) || (n >= 18000 && n < 19000);
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

export function withUnit(value: string, unit: string): string {
  if (!unit) return value;
  if (unit === '%' || unit.startsWith('°') || unit.startsWith('/')) return `${value}${unit}`;
  return `${value} ${unit}`;
}
