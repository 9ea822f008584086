// The offline generator: picks the model or written item the user has seen least in this
// category and exam type, renders it with a fresh seed, and stores it unless the user has
// already been served that text in the current round.
//
// Exhaustion (when a repeat may be served): a written item is used up once its one text
// has been served in the round. A model is treated as used up for this request when a
// fresh render collides and then none of MODEL_BATCH further renders is an unserved
// text. When every candidate is used up, the category and exam type are exhausted: the
// user moves to a new round, in which every text may be served once more. The new round
// is numbered above every round of the category (either exam type), because the two exam
// types share texts and the unique index (user, text, round) must not see the other
// type's later rounds as "already served".
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../errors';
import type { Catalog, CatalogEntry } from './engine/catalog';
import { createRandom, type Random, randomSeed } from './engine/random';
import { renderModel } from './engine/render';
import type { RenderedQuestion } from './engine/rendered-question';
import { hashQuestionText } from './engine/text-hash';
import type { GenerationRequest, GenerationResult, QuestionGenerator } from './generator';
import { findSeenHashes, insertQuestionIfNew, type QuestionRow, type SourceUse } from './repo';
import type { SourceUseStore } from './source-use';

/** Further renders tried for a model whose first render was already served. */
export const MODEL_BATCH = 24;
/** Rounds to advance within one request before giving up (only reachable with broken content). */
const MAX_ROUND_ADVANCES = 2;

export interface OfflineGeneratorDeps {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  uses: SourceUseStore;
  /** Source of randomness for one request; tests pass a seeded one. */
  random?: () => Random;
}

export function createOfflineGenerator(deps: OfflineGeneratorDeps): QuestionGenerator {
  const newRandom = deps.random ?? (() => createRandom(randomSeed()));
  return {
    kind: 'offline',
    async generate(request: GenerationRequest): Promise<GenerationResult> {
      const candidates = deps.catalog.candidates(request.category, request.examType);
      if (candidates.length === 0) {
        throw new AppError('UNAVAILABLE', `No ${request.examType.toUpperCase()} questions are available in ${request.category} yet`);
      }
      const random = newRandom();
      const { userId, category, examType } = request;
      let use = await deps.uses.get(userId, category, examType);
      const attempt = { count: 0 };
      for (let advance = 0; advance <= MAX_ROUND_ADVANCES; advance++) {
        const row = await tryRound(deps, request, candidates, use, random, attempt);
        if (row) return { row, attempts: attempt.count, round: use.round, usedLlm: false };
        request.log.info({ category: request.category, examType: request.examType, round: use.round }, 'practice: category exhausted, starting a new round');
        deps.uses.startRound(userId, category, examType, Math.max(use.round, use.categoryMaxRound) + 1);
        use = await deps.uses.get(userId, category, examType);
      }
      throw new Error(`no question could be stored for ${request.category}/${request.examType} after ${attempt.count} attempts`);
    },
  };
}

/** Least-served first; ties in random order. Written items already served in the round are left out. */
export function planOrder(candidates: readonly CatalogEntry[], counts: ReadonlyMap<string, number>, random: Random): CatalogEntry[] {
  const open = candidates.filter((entry) => entry.kind === 'model' || (counts.get(entry.id) ?? 0) === 0);
  return random
    .sample(open, open.length)
    .map((entry) => ({ entry, used: counts.get(entry.id) ?? 0 }))
    .sort((a, b) => a.used - b.used)
    .map(({ entry }) => entry);
}

async function tryRound(
  deps: OfflineGeneratorDeps,
  request: GenerationRequest,
  candidates: readonly CatalogEntry[],
  use: SourceUse,
  random: Random,
  attempt: { count: number },
): Promise<QuestionRow | null> {
  const store = async (rendered: RenderedQuestion, hash: string, source: 'model' | 'item') => {
    attempt.count++;
    const row = await insertQuestionIfNew(deps.db, toQuestionRow(request, rendered, hash, source, use.round, deps.clock.now()));
    if (row) deps.uses.served(request.userId, request.category, request.examType, use.round, row.sourceId);
    return row;
  };
  for (const entry of planOrder(candidates, use.counts, random)) {
    if (entry.kind === 'item') {
      const row = await store(entry.rendered, entry.hash, 'item');
      if (row) return row;
      deps.uses.seen(request.userId, request.category, use.round, entry.id);
      continue;
    }
    const first = renderModel(entry.model, createRandom(random.int(0, 2 ** 32 - 1)));
    const firstHash = hashQuestionText(first.question);
    const row = await store(first, firstHash, 'model');
    if (row) return row;
    // The first render was a text already served: look for unserved ones in a batch.
    const batch = new Map<string, RenderedQuestion>();
    for (let i = 0; i < MODEL_BATCH; i++) {
      const rendered = renderModel(entry.model, createRandom(random.int(0, 2 ** 32 - 1)));
      const hash = hashQuestionText(rendered.question);
      if (hash !== firstHash) batch.set(hash, rendered);
    }
    const seen = await findSeenHashes(deps.db, request.userId, use.round, [...batch.keys()]);
    for (const [hash, rendered] of batch) {
      if (seen.has(hash)) continue;
      const stored = await store(rendered, hash, 'model');
      if (stored) return stored;
    }
  }
  return null;
}

export function toQuestionRow(
  request: GenerationRequest,
  rendered: RenderedQuestion,
  textHash: string,
  source: 'model' | 'item' | 'llm',
  round: number,
  now: Date,
) {
  return {
    userId: request.userId,
    questionType: request.examType,
    category: request.category,
    question: rendered.question,
    options: rendered.options,
    correctAnswer: rendered.correctAnswer,
    explanation: rendered.explanation,
    learningObjective: rendered.learningObjective,
    source,
    sourceId: rendered.sourceId,
    textHash,
    round,
    createdAt: now,
  };
}
