// What the practice service asks of a question generator. Two implementations: the
// offline engine (default) and the LLM one, which falls back to the offline engine.
import type { FastifyBaseLogger } from 'fastify';
import type { ExamType, PracticeCategory } from '../../../contract/constants';
import type { QuestionRow } from './repo';

export interface GenerationRequest {
  userId: number;
  examType: ExamType;
  category: PracticeCategory;
  log: FastifyBaseLogger;
}

export interface GenerationResult {
  row: QuestionRow;
  /** Store attempts (renders or model answers tried) before one was new to the user. */
  attempts: number;
  round: number;
  /** True when an LLM wrote the stored question. */
  usedLlm: boolean;
}

export interface QuestionGenerator {
  readonly kind: 'offline' | 'llm';
  generate(request: GenerationRequest): Promise<GenerationResult>;
}
