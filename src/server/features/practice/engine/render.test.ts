import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemModel, WrittenItem } from '../../../../../content/practice/types';
import { sampleItem } from './__fixtures__/sample-item';
import { sampleModel } from './__fixtures__/sample-model';
import { createRandom } from './random';
import { renderModel, renderWrittenItem } from './render';
import { validateDrawnNumbers, validateRendered } from './validate';

afterEach(() => vi.restoreAllMocks());

describe('seeded random source', () => {
  it('repeats its sequence for a seed and stays in bounds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 50 }, () => a.int(3, 9));
    expect(Array.from({ length: 50 }, () => b.int(3, 9))).toEqual(first);
    expect(first.every((n) => n >= 3 && n <= 9)).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(4);
    expect(Array.from({ length: 50 }, () => createRandom(43).int(3, 9))).not.toEqual(first);
  });

  it('samples distinct items and refuses to pick from nothing', () => {
    const random = createRandom(7);
    const sample = random.sample(['a', 'b', 'c', 'd', 'e', 'f'], 4);
    expect(new Set(sample).size).toBe(4);
    expect(() => random.pick([])).toThrow(/empty/);
  });
});

describe('renderModel', () => {
  it('is deterministic for a seed and never touches Math.random', () => {
    const spy = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    const first = [1, 2, 3].map((seed) => renderModel(sampleModel, createRandom(seed)));
    const again = [1, 2, 3].map((seed) => renderModel(sampleModel, createRandom(seed)));
    expect(again).toEqual(first);
    expect(spy).not.toHaveBeenCalled();
  });

  it('varies between seeds', () => {
    const texts = new Set(Array.from({ length: 40 }, (_, seed) => renderModel(sampleModel, createRandom(seed)).question));
    expect(texts.size).toBeGreaterThan(30);
  });

  it('renders a valid question: five lettered options in order, the key among them, values in range', () => {
    for (let seed = 0; seed < 200; seed++) {
      const q = renderModel(sampleModel, createRandom(seed));
      expect(validateRendered(q)).toEqual([]);
      expect(validateDrawnNumbers(sampleModel, q.numbers)).toEqual([]);
      expect(q.options.map((o) => o.slice(0, 3))).toEqual(['A. ', 'B. ', 'C. ', 'D. ', 'E. ']);
      const texts = q.options.map((o) => o.slice(3));
      expect([...texts].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }))).toEqual(texts);
      expect(q.correctAnswer.slice(3)).toBe('Ibuprofen and colchicine');
      expect(Number(q.numbers.sbp) - Number(q.numbers.dbp)).toBeGreaterThanOrEqual(35);
      expect(q.explanation.startsWith(sampleModel.rationale)).toBe(true);
      expect(q.explanation).toContain(`${q.correctAnswer} is correct.`);
    }
  });

  it('fills the patient tokens to agree with the drawn sex', () => {
    for (let seed = 0; seed < 50; seed++) {
      const q = renderModel(sampleModel, createRandom(seed));
      const stem = q.question;
      if (q.patientSex === 'male') expect(stem).toMatch(/ (man|boy) comes/);
      else expect(stem).toMatch(/ (woman|girl) comes/);
      expect(stem).toMatch(q.patientSex === 'male' ? /when he lies/ : /when she lies/);
    }
  });

  it('passes the patient age to check() and prints large counts with separators', () => {
    const model: ItemModel = {
      ...sampleModel,
      patient: { sex: 'female', age: { min: 20, max: 60 } },
      variables: { ...sampleModel.variables, platelets: { kind: 'number', lab: 'platelets', min: 160000, max: 390000, step: 1000, expect: 'normal' } },
      check: (v) => Number(v.age) >= 40 && Number(v.sbp) - Number(v.dbp) >= 35,
      stem: `${sampleModel.stem} Platelet count is {{platelets}}.`,
    };
    for (let seed = 0; seed < 30; seed++) {
      const q = renderModel(model, createRandom(seed));
      expect(Number(/(\d+)-year-old/.exec(q.question)?.[1])).toBeGreaterThanOrEqual(40);
      expect(q.question).toMatch(/Platelet count is \d{3},000\/mm³\./);
    }
  });

  it('gives up with a clear error when check() can never hold', () => {
    expect(() => renderModel({ ...sampleModel, check: () => false }, createRandom(1))).toThrow(/no draw satisfied check\(\)/);
  });
});

describe('renderWrittenItem', () => {
  const item: WrittenItem = { ...sampleItem, examTypes: ['usmle'] };

  it('letters the options in the written order and keys the given index', () => {
    const q = renderWrittenItem(item);
    expect(q.options[3]).toBe('D. Right coronary artery');
    expect(q.correctAnswer).toBe('D. Right coronary artery');
    expect(q.question).toBe(`${item.stem}\n\n${item.leadIn}`);
    expect(validateRendered(q)).toEqual([]);
    expect(renderWrittenItem(item)).toEqual(q);
  });
});
