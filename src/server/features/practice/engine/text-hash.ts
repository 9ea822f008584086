// The identity of a question for the no-repeat rule: its text (stem and lead-in). Two
// renders that differ only in which distractors were drawn are the same vignette to a
// student, so the options are deliberately left out.
import { createHash } from 'node:crypto';

export function normalizeQuestionText(question: string): string {
  return question.replace(/\s+/g, ' ').trim();
}

export function hashQuestionText(question: string): string {
  return createHash('sha256').update(normalizeQuestionText(question)).digest('base64url');
}
