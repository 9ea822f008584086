// Practice questions (spec §2, §3, §5, §7): generation, answering, the question list and progress.
import { z } from 'zod';
import { EXAM_TYPES, PRACTICE_CATEGORIES } from './constants';
import { userIdSchema } from './common';

/** Score rule: every correct answer earns this many points; wrong answers cost nothing. */
export const POINTS_PER_CORRECT_ANSWER = 10;
/** The list endpoint returns the newest questions first, this many unless ?limit= says otherwise. */
export const QUESTION_LIST_DEFAULT_LIMIT = 50;
export const QUESTION_LIST_MAX_LIMIT = 500;
/** Longest time we record for one question (a tab left open overnight is not study time). */
export const MAX_TIME_SPENT_SECONDS = 24 * 60 * 60;

export const examTypeSchema = z.enum(EXAM_TYPES);
export const practiceCategorySchema = z.enum(PRACTICE_CATEGORIES);
export const questionSourceSchema = z.enum(['model', 'item', 'llm']);

export const generateQuestionRequestSchema = z.strictObject({
  userId: userIdSchema,
  questionType: examTypeSchema,
  category: practiceCategorySchema,
});
export type GenerateQuestionRequest = z.infer<typeof generateQuestionRequestSchema>;

export const practiceQuestionSchema = z.object({
  id: z.number().int(),
  questionType: examTypeSchema,
  category: practiceCategorySchema,
  /** Stem and lead-in, separated by a blank line. */
  question: z.string(),
  /** Five options, "A. ..." to "E. ...". */
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
  learningObjective: z.string(),
  /** 'model' (item model render), 'item' (written item) or 'llm'. */
  source: questionSourceSchema,
  answered: z.boolean(),
  /** False until answered correctly. */
  correct: z.boolean(),
  /** The option chosen, when the answer sent one. */
  selectedAnswer: z.string().nullable(),
  createdAt: z.string(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const questionListSchema = z.array(practiceQuestionSchema);
export const questionListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(QUESTION_LIST_MAX_LIMIT).optional(),
});

/** A letter A-E, or a whole option "C. ..."; only the first character counts (spec §5). */
export const selectedAnswerSchema = z
  .string()
  .max(400)
  .regex(/^[A-E](\. .+)?$/, 'must be a letter A-E or an option such as "C. ..."');

export const answerRequestSchema = z
  .strictObject({
    userId: userIdSchema,
    /** The client's verdict (spec §5). Ignored when selectedAnswer is sent: the server decides. */
    correct: z.boolean().optional(),
    selectedAnswer: selectedAnswerSchema.optional(),
    timeSpentSeconds: z.number().int().min(0).max(MAX_TIME_SPENT_SECONDS).optional(),
  })
  .refine((body) => body.correct !== undefined || body.selectedAnswer !== undefined, {
    message: 'send correct or selectedAnswer',
    path: ['correct'],
  });
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const answerResponseSchema = z.object({
  questionId: z.number().int(),
  correct: z.boolean(),
  correctAnswer: z.string(),
  selectedAnswer: z.string().nullable(),
  answeredAt: z.string(),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

export const questionIdParamsSchema = z.strictObject({ questionId: z.coerce.number().int().positive().max(2_147_483_647) });

export const progressSchema = z.object({
  questionsAnswered: z.number().int(),
  correctAnswers: z.number().int(),
  /** Consecutive days with at least one answer, ending today or yesterday. */
  streak: z.number().int(),
  /** POINTS_PER_CORRECT_ANSWER x correctAnswers. */
  totalScore: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;

/** Days for the streak are counted in this IANA time zone (the browser's); UTC when absent. */
export const progressQuerySchema = z.strictObject({
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
    .optional(),
});

/** Spec §9: correct / max(answered, 1), rounded to a whole percentage. */
export function accuracyPercent(correct: number, answered: number): number {
  return Math.round((correct / Math.max(answered, 1)) * 100);
}

/** Spec §5: correct when the chosen option's first character equals the key's. */
export function isCorrectChoice(selected: string, correctAnswer: string): boolean {
  return selected.length > 0 && selected.charAt(0) === correctAnswer.charAt(0);
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
