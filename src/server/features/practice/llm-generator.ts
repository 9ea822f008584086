// LLM generation: ask the model for one question, run the same validators as our own
// content, retry once, and fall back to the offline engine on any failure. Failures are
// logged as warnings and never reach the user.
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Catalog } from './engine/catalog';
import type { RenderedQuestion } from './engine/rendered-question';
import { hashQuestionText } from './engine/text-hash';
import { validateRendered } from './engine/validate';
import type { GenerationRequest, GenerationResult, QuestionGenerator } from './generator';
import type { LlmQuestionClient } from './llm-questions';
import { toQuestionRow } from './offline-generator';
import { insertQuestionIfNew, type SourceUse } from './repo';
import type { SourceUseStore } from './source-use';

export const LLM_ATTEMPTS = 2;

const llmQuestionSchema = z.object({
  question: z.string().min(1).max(6000),
  options: z.array(z.string().max(400)).length(5),
  correctAnswer: z.string().max(400),
  explanation: z.string().max(12000),
  learningObjective: z.string().max(400),
});

export interface LlmGeneratorDeps {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  client: LlmQuestionClient;
  uses: SourceUseStore;
  fallback: QuestionGenerator;
}

export function createLlmGenerator(deps: LlmGeneratorDeps): QuestionGenerator {
  return {
    kind: 'llm',
    async generate(request: GenerationRequest): Promise<GenerationResult> {
      const use = await deps.uses.get(request.userId, request.category, request.examType);
      const topic = pickTopic(deps.catalog, request, use);
      for (let attempt = 1; attempt <= LLM_ATTEMPTS; attempt++) {
        const failure = await tryOnce(deps, request, use, topic, attempt);
        if (typeof failure !== 'string') return failure;
        request.log.warn({ attempt, topic: topic.topic, reason: failure }, 'practice: LLM question rejected');
      }
      request.log.warn({ category: request.category, examType: request.examType }, 'practice: LLM generation failed; using the offline engine');
      return deps.fallback.generate(request);
    },
  };
}

/** A stored question, or the reason this attempt failed. */
async function tryOnce(
  deps: LlmGeneratorDeps,
  request: GenerationRequest,
  use: SourceUse,
  topic: Topic,
  attempt: number,
): Promise<GenerationResult | string> {
  let raw: unknown;
  try {
    raw = await deps.client.writeQuestion({ examType: request.examType, category: request.category, topic: topic.topic });
  } catch (error) {
    return `request failed: ${(error as Error).message}`;
  }
  const parsed = llmQuestionSchema.safeParse(raw);
  if (!parsed.success) return `wrong shape: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
  const rendered: RenderedQuestion = {
    sourceId: topic.sourceId,
    category: request.category,
    examTypes: [request.examType],
    question: parsed.data.question.trim(),
    options: parsed.data.options.map((option) => option.trim()),
    correctAnswer: parsed.data.correctAnswer.trim(),
    explanation: parsed.data.explanation.trim(),
    learningObjective: parsed.data.learningObjective.trim(),
    numbers: {},
  };
  const problems = validateRendered(rendered);
  if (problems.length > 0) return `failed validation: ${problems.slice(0, 5).join('; ')}`;
  const row = await insertQuestionIfNew(
    deps.db,
    toQuestionRow(request, rendered, hashQuestionText(rendered.question), 'llm', use.round, deps.clock.now()),
  );
  if (!row) return 'the user has already been served this text';
  deps.uses.served(request.userId, request.category, request.examType, use.round, row.sourceId);
  return { row, attempts: attempt, round: use.round, usedLlm: true };
}

interface Topic {
  topic: string;
  /** "llm:<content id>", so the topic's use is counted like the content's own. */
  sourceId: string;
}

/** A topic from our own content for this category and exam type, least served first (ours and the model's together). */
function pickTopic(catalog: Catalog, request: GenerationRequest, use: SourceUse): Topic {
  const candidates = catalog.candidates(request.category, request.examType);
  if (candidates.length === 0) return { topic: request.category, sourceId: 'llm:category' };
  const served = (id: string) => (use.counts.get(id) ?? 0) + (use.counts.get(`llm:${id}`) ?? 0);
  const least = Math.min(...candidates.map((c) => served(c.id)));
  const pool = candidates.filter((c) => served(c.id) === least);
  const chosen = pool[Math.floor(Math.random() * pool.length)] ?? (candidates[0] as (typeof candidates)[number]);
  return { topic: chosen.topic, sourceId: `llm:${chosen.id}` };
}
