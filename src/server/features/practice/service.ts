// The practice rules: generation (offline or LLM), answering, the question list, progress.
import type { FastifyBaseLogger } from 'fastify';
import type { PracticeCategory } from '../../../contract/constants';
import type { AnswerRequest, AnswerResponse, GenerateQuestionRequest, PracticeQuestion, Progress } from '../../../contract/practice';
import { PRACTICE_CONTENT } from '../../../../content/practice/index';
import { AppError, notFound } from '../../errors';
import type { AppDeps } from '../feature';
import { buildCatalog, type Catalog } from './engine/catalog';
import type { Random } from './engine/random';
import type { GenerationResult, QuestionGenerator } from './generator';
import { createLlmQuestionClient, type LlmQuestionClient } from './llm-questions';
import { createLlmGenerator } from './llm-generator';
import { createOfflineGenerator } from './offline-generator';
import { buildProgress, computeStreak, dayIn } from './progress';
import { countAnswers, listAnswerDays, listQuestions, type QuestionRow, recordAnswer } from './repo';
import { createSourceUseStore } from './source-use';

export interface PracticeServiceOptions {
  /** Content to generate from; our authored content by default. */
  catalog?: Catalog;
  /** How questions are asked of the model; by default through deps.llm when the app has one, else none (offline only). */
  llmClient?: LlmQuestionClient | null;
  random?: () => Random;
}

let defaultCatalog: Catalog | undefined;
/** Built once per process: written items are rendered and hashed here. */
export function getDefaultCatalog(): Catalog {
  defaultCatalog ??= buildCatalog(PRACTICE_CONTENT);
  return defaultCatalog;
}

export function createPracticeService(deps: AppDeps, options: PracticeServiceOptions = {}) {
  const catalog = options.catalog ?? getDefaultCatalog();
  const uses = createSourceUseStore(deps.db, deps.clock);
  const offline = createOfflineGenerator({ db: deps.db, clock: deps.clock, catalog, uses, ...(options.random ? { random: options.random } : {}) });
  const llmClient = options.llmClient !== undefined ? options.llmClient : deps.llm ? createLlmQuestionClient(deps.llm) : null;
  const generator: QuestionGenerator = llmClient
    ? createLlmGenerator({ db: deps.db, clock: deps.clock, catalog, client: llmClient, uses, fallback: offline })
    : offline;

  return {
    generator,

    async generate(userId: number, body: GenerateQuestionRequest, log: FastifyBaseLogger): Promise<{ question: PracticeQuestion; result: GenerationResult }> {
      const result = await generator.generate({ userId, examType: body.questionType, category: body.category, log });
      const { row } = result;
      deps.events.emit('practice.generated', {
        userId,
        questionId: row.id,
        category: body.category,
        examType: body.questionType,
        source: row.source,
        at: row.createdAt,
      });
      return { question: toPracticeQuestion(result.row, null), result };
    },

    async answer(userId: number, questionId: number, body: AnswerRequest): Promise<AnswerResponse> {
      const selectedLetter = body.selectedAnswer?.charAt(0) ?? null;
      const outcome = await recordAnswer(deps.db, {
        questionId,
        userId,
        selectedLetter,
        clientCorrect: body.correct ?? null,
        timeSpentSeconds: body.timeSpentSeconds ?? null,
        answeredAt: deps.clock.now(),
      });
      if (outcome.kind === 'not-found') throw notFound('Question');
      if (outcome.kind === 'conflict') throw new AppError('CONFLICT', 'This question has already been answered');
      deps.events.emit('practice.answered', {
        userId,
        questionId,
        category: outcome.category,
        examType: outcome.questionType,
        correct: outcome.correct,
        timeSpentSeconds: body.timeSpentSeconds ?? null,
        at: outcome.answeredAt,
      });
      return {
        questionId,
        correct: outcome.correct,
        correctAnswer: outcome.correctAnswer,
        selectedAnswer: selectedLetter ? optionFor(outcome.options, selectedLetter) : null,
        answeredAt: outcome.answeredAt.toISOString(),
      };
    },

    async list(userId: number, limit: number): Promise<PracticeQuestion[]> {
      const rows = await listQuestions(deps.db, userId, limit);
      return rows.map((row) =>
        toPracticeQuestion(row, row.answerCorrect === null ? null : { correct: row.answerCorrect, selectedLetter: row.selectedAnswer }),
      );
    },

    async progress(userId: number, timeZone = 'UTC'): Promise<Progress> {
      const [counts, days] = await Promise.all([countAnswers(deps.db, userId), listAnswerDays(deps.db, userId, timeZone)]);
      const streak = computeStreak(days, dayIn(deps.clock.now(), timeZone));
      return buildProgress(counts.answered, counts.correct, streak);
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;

function toPracticeQuestion(row: QuestionRow, answer: { correct: boolean; selectedLetter: string | null } | null): PracticeQuestion {
  return {
    id: row.id,
    questionType: row.questionType,
    category: row.category as PracticeCategory,
    question: row.question,
    options: row.options,
    correctAnswer: row.correctAnswer,
    explanation: row.explanation,
    learningObjective: row.learningObjective,
    source: row.source,
    answered: answer !== null,
    correct: answer?.correct ?? false,
    selectedAnswer: answer?.selectedLetter ? optionFor(row.options, answer.selectedLetter) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The option that starts with `letter`, or the letter itself. */
function optionFor(options: readonly string[], letter: string): string {
  return options.find((option) => option.charAt(0) === letter) ?? letter;
}
