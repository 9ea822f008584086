import { describe, expect, it } from 'vitest';
import { articleFor, fillTemplate, fixIndefiniteArticles, formatNumber, singularUnit, startsWithVowelSound, withUnit } from './template';

describe('articles before numerals', () => {
  it.each([
    ['A 8-year-old boy', 'An 8-year-old boy'],
    ['A 11-year-old girl', 'An 11-year-old girl'],
    ['A 18-month-old infant', 'An 18-month-old infant'],
    ['A 80-year-old man', 'An 80-year-old man'],
    ['a 8.5-cm mass', 'an 8.5-cm mass'],
    ['a 800-mL loss', 'an 800-mL loss'],
    ['a 11,500/mm³ count', 'an 11,500/mm³ count'],
    ['a 18,000 count', 'an 18,000 count'],
    ['An 7-year-old girl', 'A 7-year-old girl'],
    ['an 1,800-g newborn', 'a 1,800-g newborn'],
    ['A 1-day history', 'A 1-day history'],
    ['a 110-lb woman', 'a 110-lb woman'],
    ['an 83-year-old man', 'an 83-year-old man'],
  ])('%s -> %s', (input, expected) => {
    expect(fixIndefiniteArticles(input)).toBe(expected);
  });

  it('reads the leading group of digits', () => {
    expect(startsWithVowelSound('8')).toBe(true);
    expect(startsWithVowelSound('88')).toBe(true);
    expect(startsWithVowelSound('8000')).toBe(true);
    expect(startsWithVowelSound('11000')).toBe(true);
    expect(startsWithVowelSound('110')).toBe(false);
    expect(startsWithVowelSound('1800')).toBe(false);
    expect(startsWithVowelSound('18')).toBe(true);
    expect(startsWithVowelSound('0.8')).toBe(false);
    expect(startsWithVowelSound('7')).toBe(false);
  });

  it('leaves other text alone', () => {
    expect(fixIndefiniteArticles('Take a 5-minute break; a cat and an 8-cm cyst.')).toBe('Take a 5-minute break; a cat and an 8-cm cyst.');
  });
});

describe('articles before filled tokens', () => {
  const fill = (template: string, values: Record<string, string>) => fillTemplate(template, values, values);

  it('agrees the article with a word, a numeral or an initialism', () => {
    expect(fill('She is seen in a {{setting}}.', { setting: 'emergency department' })).toBe('She is seen in an emergency department.');
    expect(fill('She is seen in an {{setting}}.', { setting: 'clinic' })).toBe('She is seen in a clinic.');
    expect(fill('A {{ageText}} {{person}}', { ageText: '8-year-old', person: 'boy' })).toBe('An 8-year-old boy');
    expect(fill('A {{person}} is brought in', { person: 'infant' })).toBe('An infant is brought in');
    expect(fill('He had a {{test}} today.', { test: 'ECG' })).toBe('He had an ECG today.');
    expect(fill('He had a {{test}} today.', { test: 'CT scan' })).toBe('He had a CT scan today.');
    expect(fill('a {{finding}} mass', { finding: 'unilateral' })).toBe('a unilateral mass');
    expect(fill('an {{time}} later', { time: 'hour' })).toBe('an hour later');
  });

  it('knows the usual exceptions', () => {
    expect(articleFor('urinary tract infection')).toBe('a');
    expect(articleFor('upper endoscopy')).toBe('an');
    expect(articleFor('European')).toBe('a');
    expect(articleFor('one-sided')).toBe('a');
    expect(articleFor('MRI')).toBe('an');
    expect(articleFor('X-ray')).toBe('an');
    expect(articleFor('—')).toBeNull();
  });

  it('prints bare values with :v and refuses unknown tokens', () => {
    expect(fillTemplate('BP {{sbp:v}}/{{dbp:v}} mm Hg', { sbp: '120 mm Hg', dbp: '80 mm Hg' }, { sbp: '120', dbp: '80' })).toBe(
      'BP 120/80 mm Hg',
    );
    expect(() => fill('{{missing}}', {})).toThrow(/unknown token \{\{missing\}\}/);
  });
});

describe('units', () => {
  it.each([
    ['38.5', '°C', '38.5°C'],
    ['94', '%', '94%'],
    ['110', '/min', '110/min'],
    ['12,500', '/mm³', '12,500/mm³'],
    ['140', 'mEq/L', '140 mEq/L'],
    ['150', 'mm Hg', '150 mm Hg'],
    ['3', 'days', '3 days'],
    ['1', 'days', '1 day'],
    ['1', 'pack-years', '1 pack-year'],
    ['1', 'menstrual periods', '1 menstrual period'],
    ['1', 'episodes', '1 episode'],
    ['1', 'mm Hg', '1 mm Hg'],
    ['1', 'cells/mm³', '1 cells/mm³'],
    ['1.0', 'days', '1.0 days'],
    ['7', '', '7'],
  ])('%s + %s -> %s', (value, unit, expected) => {
    expect(withUnit(value, unit)).toBe(expected);
  });

  it('singularises only plain plural words', () => {
    expect(singularUnit('hours')).toBe('hour');
    expect(singularUnit('glasses')).toBe('glass');
    expect(singularUnit('msec')).toBe('msec');
    expect(singularUnit('mL/min/1.73 m²')).toBe('mL/min/1.73 m²');
    expect(singularUnit('mm Hg')).toBe('mm Hg');
  });

  it('formats decimals by step and thousands on request', () => {
    expect(formatNumber(7.1, 0.01, false)).toBe('7.10');
    expect(formatNumber(38, 0.1, false)).toBe('38.0');
    expect(formatNumber(12500, 100, true)).toBe('12,500');
    expect(formatNumber(250000, 1000, false)).toBe('250000');
  });
});
