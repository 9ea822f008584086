import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { createTestDatabase, TEST_ENGINES } from '../../test/test-app';
import { createTestUser } from '../../test/test-identity';
import { insertQuestionIfNew } from './repo';
import { createSourceUseStore } from './source-use';

describe.each(TEST_ENGINES)('source use store on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const insert = (userId: number, sourceId: string, textHash: string, questionType: 'usmle' | 'comlex', round = 1) =>
    insertQuestionIfNew(database.db, {
      userId,
      questionType,
      category: 'Surgery',
      question: 'Q',
      options: [],
      correctAnswer: 'A. x',
      explanation: 'E',
      learningObjective: 'O',
      source: 'model',
      sourceId,
      textHash,
      round,
      createdAt: new Date(),
    });

  it('reads counts once, keeps them current in memory, shares a round between exam types and expires', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const store = createSourceUseStore(database.db, clock);
    const { id: user } = await createTestUser(database);
    await insert(user, 's-a', 'h1', 'usmle');
    await insert(user, 's-a', 'h2', 'comlex');
    const usmle = await store.get(user, 'Surgery', 'usmle');
    expect(usmle.round).toBe(1);
    expect(usmle.counts.get('s-a')).toBe(2); // both exam types' texts count in round 1
    const comlex = await store.get(user, 'Surgery', 'comlex');

    store.served(user, 'Surgery', 'usmle', 1, 's-b');
    expect((await store.get(user, 'Surgery', 'usmle')).counts.get('s-b')).toBe(1);
    expect(comlex.counts.get('s-b')).toBe(1);
    store.seen(user, 'Surgery', 1, 'item-x');
    expect(usmle.counts.get('item-x')).toBe(1);

    store.startRound(user, 'Surgery', 'usmle', 2);
    const next = await store.get(user, 'Surgery', 'usmle');
    expect(next).toMatchObject({ round: 2, categoryMaxRound: 2 });
    expect(next.counts.size).toBe(0);
    expect((await store.get(user, 'Surgery', 'comlex')).categoryMaxRound).toBe(2);

    // Nothing of round 2 reached the database, so after the entry expires round 1 is read back.
    clock.set('2026-01-01T00:05:00Z');
    expect((await store.get(user, 'Surgery', 'usmle')).round).toBe(1);
    await insert(user, 's-c', 'h3', 'usmle', 2);
    clock.set('2026-01-01T00:10:00Z');
    expect(await store.get(user, 'Surgery', 'usmle')).toMatchObject({ round: 2, categoryMaxRound: 2 });
    expect((await store.get(user, 'Surgery', 'usmle')).counts.get('s-c')).toBe(1);
  });
});
