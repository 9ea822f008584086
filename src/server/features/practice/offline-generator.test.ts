// The offline generator against a real database with tiny content, so exhaustion and
// balancing can be seen in a few requests.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemModel, WrittenItem } from '../../../../content/practice/types';
import { createAppDeps } from '../../app';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { createTestDatabase, TEST_ENGINES } from '../../test/test-app';
import { createTestUser } from '../../test/test-identity';
import { testConfig } from '../../test/test-config';
import { sampleItem } from './engine/__fixtures__/sample-item';
import { sampleModel } from './engine/__fixtures__/sample-model';
import { buildCatalog, type CatalogEntry } from './engine/catalog';
import { createRandom } from './engine/random';
import { createOfflineGenerator, planOrder } from './offline-generator';
import { createPracticeService } from './service';
import { createSourceUseStore } from './source-use';

const log = pino({ level: 'silent' });

/** Two possible texts only: every number fixed, one choice of two phrases. */
const tinyModel: ItemModel = {
  ...sampleModel,
  id: 'tiny-pericarditis',
  patient: { sex: 'male', age: { min: 30, max: 30 } },
  variables: {
    days: { kind: 'number', min: 3, max: 3, unit: 'days' },
    temp: { kind: 'number', lab: 'temperature', min: 37.8, max: 37.8, step: 0.1, expect: 'any' },
    hr: { kind: 'number', lab: 'heartRate', min: 96, max: 96, expect: 'any' },
    sbp: { kind: 'number', lab: 'systolicBp', min: 120, max: 120, expect: 'any' },
    dbp: { kind: 'number', lab: 'diastolicBp', min: 74, max: 74, expect: 'any' },
    wbc: { kind: 'number', lab: 'wbc', min: 10000, max: 10000, step: 100, expect: 'any', thousands: true },
    prodrome: { kind: 'choice', values: ['a sore throat and rhinorrhea', 'a febrile illness with myalgias'] },
  },
};

const tinyItem: WrittenItem = { ...sampleItem, id: 'tiny-w-item' };

describe('planOrder', () => {
  const entries = [
    { kind: 'model', id: 'm1' },
    { kind: 'model', id: 'm2' },
    { kind: 'item', id: 'i1' },
    { kind: 'item', id: 'i2' },
  ] as unknown as CatalogEntry[];

  it('puts the least-served first, drops served items and breaks ties at random', () => {
    const counts = new Map([
      ['m1', 3],
      ['m2', 1],
      ['i1', 1],
    ]);
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const order = planOrder(entries, counts, createRandom(seed)).map((e) => e.id);
      expect(order[0]).toBe('i2');
      expect(order.slice(1)).toEqual(['m2', 'm1']);
      orders.add(planOrder(entries, new Map(), createRandom(seed)).map((e) => e.id).join());
    }
    expect(orders.size).toBeGreaterThan(5);
  });
});

describe.each(TEST_ENGINES)('offline generator on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const deps = () => createAppDeps({ config: testConfig(), database, clock: fixedClock('2026-04-01T10:00:00Z'), logger: log });

  it('serves every text once before any repeat, then starts a new round', async () => {
    const { id: userId } = await createTestUser(database);
    const catalog = buildCatalog([{ category: 'Cardiology', models: [tinyModel], items: [tinyItem] }]);
    const generator = createOfflineGenerator({
      db: database.db,
      clock: deps().clock,
      catalog,
      uses: createSourceUseStore(database.db, deps().clock),
      random: () => createRandom(Math.floor(Math.random() * 1e9)),
    });
    const request = { userId, examType: 'usmle' as const, category: 'Cardiology' as const, log };

    const rounds: { round: number; text: string; source: string }[] = [];
    for (let i = 0; i < 9; i++) {
      const result = await generator.generate(request);
      rounds.push({ round: result.round, text: result.row.question, source: result.row.source });
    }
    // Three texts exist (one item, two renders of the model): three per round, no repeat within a round.
    expect(rounds.map((r) => r.round)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    for (const round of [1, 2, 3]) {
      expect(new Set(rounds.filter((r) => r.round === round).map((r) => r.text)).size).toBe(3);
    }
    expect(rounds.filter((r) => r.round === 1 && r.source === 'item')).toHaveLength(1);
  });

  it('keeps rounds per exam type and never serves COMLEX-only content to USMLE', async () => {
    const { id: userId } = await createTestUser(database);
    // Texts are the identity of a question, so this category gets its own wording.
    const neuro = (model: ItemModel): ItemModel => ({ ...model, category: 'Neurology', stem: `Neurology clinic. ${model.stem}` });
    const omm = neuro({ ...sampleModel, id: 'tiny-omm', examTypes: ['comlex'] });
    const catalog = buildCatalog([{ category: 'Neurology', models: [neuro(tinyModel), omm], items: [] }]);
    const service = createPracticeService(deps(), { catalog, llmClient: null });
    const usmle = [];
    for (let i = 0; i < 4; i++) usmle.push(await service.generate(userId, { userId, questionType: 'usmle', category: 'Neurology' }, log));
    expect(usmle.every((g) => g.result.row.sourceId === 'tiny-pericarditis')).toBe(true);
    expect(usmle.map((g) => g.result.round)).toEqual([1, 1, 2, 2]);
    // COMLEX is still in round 1, where the shared model's two texts were served (to USMLE):
    // only its own model has something new.
    const comlex = [];
    for (let i = 0; i < 3; i++) comlex.push(await service.generate(userId, { userId, questionType: 'comlex', category: 'Neurology' }, log));
    expect(comlex.map((g) => [g.result.round, g.result.row.sourceId])).toEqual([
      [1, 'tiny-omm'],
      [1, 'tiny-omm'],
      [1, 'tiny-omm'],
    ]);
  });

  it('balances across the models the user has seen least', async () => {
    const { id: userId } = await createTestUser(database);
    const models = ['a', 'b', 'c'].map((suffix) => ({
      ...sampleModel,
      id: `bal-${suffix}`,
      category: 'Psychiatry' as const,
      stem: `Model ${suffix}. ${sampleModel.stem}`,
    }));
    const catalog = buildCatalog([{ category: 'Psychiatry', models, items: [] }]);
    const service = createPracticeService(deps(), { catalog, llmClient: null });
    const served: string[] = [];
    for (let i = 0; i < 30; i++) {
      const { result } = await service.generate(userId, { userId, questionType: 'usmle', category: 'Psychiatry' }, log);
      served.push(result.row.sourceId);
    }
    for (let i = 0; i < 30; i += 3) expect(new Set(served.slice(i, i + 3)).size).toBe(3);
  });

  it('never repeats within a round even when two server processes share the database', async () => {
    const { id: userId } = await createTestUser(database);
    const pulm = (model: ItemModel): ItemModel => ({ ...model, category: 'Pulmonology', stem: `Pulmonology clinic. ${model.stem}` });
    const item: WrittenItem = { ...tinyItem, id: 'tiny-w-pulm', category: 'Pulmonology', stem: `Pulmonology clinic. ${tinyItem.stem}` };
    const catalog = buildCatalog([{ category: 'Pulmonology', models: [pulm(tinyModel)], items: [item] }]);
    // Two services: two in-memory caches that do not see each other's inserts.
    const a = createPracticeService(deps(), { catalog, llmClient: null });
    const b = createPracticeService(deps(), { catalog, llmClient: null });
    const request = { userId, questionType: 'usmle' as const, category: 'Pulmonology' as const };
    await a.generate(userId, request, log);
    await b.generate(userId, request, log); // b loads its counts now
    const served = [];
    for (const service of [a, b, a, b]) served.push((await service.generate(userId, request, log)).result);
    const all = [...served];
    const round1 = all.filter((r) => r.round === 1);
    expect(round1).toHaveLength(1); // with the two first generations: three texts in round 1
    const byRound = new Map<number, Set<string>>();
    for (const r of all) byRound.set(r.round, (byRound.get(r.round) ?? new Set()).add(r.row.question));
    for (const [round, texts] of byRound) expect(texts.size, `round ${round}`).toBe(all.filter((r) => r.round === round).length);
  });

  it('answers 503 for a category with no content', async () => {
    const { id: userId } = await createTestUser(database);
    const service = createPracticeService(deps(), { catalog: buildCatalog([]), llmClient: null });
    await expect(service.generate(userId, { userId, questionType: 'usmle', category: 'Surgery' }, log)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
