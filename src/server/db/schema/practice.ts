import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './users';

export const practiceQuestions = pgTable(
  'practice_questions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    questionType: text('question_type', { enum: ['usmle', 'comlex'] }).notNull(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctAnswer: text('correct_answer').notNull(),
    explanation: text('explanation').notNull(),
    learningObjective: text('learning_objective').notNull(),
    /** 'model' | 'item' | 'llm' */
    source: text('source', { enum: ['model', 'item', 'llm'] }).notNull(),
    sourceId: text('source_id').notNull(),
    /** Hash of the question text (stem and lead-in): the no-repeat rule compares these. */
    textHash: text('text_hash').notNull(),
    /**
     * The user's pass through a category and exam type: 1 until every question it can
     * offer has been served, then 2, and so on. A text repeats only in a later round.
     */
    round: integer('round').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_questions_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('practice_questions_user_text_round_idx').on(t.userId, t.textHash, t.round),
    index('practice_questions_user_category_idx').on(t.userId, t.category, t.questionType, t.round, t.sourceId),
  ],
);

export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => practiceQuestions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    selectedAnswer: text('selected_answer'),
    correct: boolean('correct').notNull(),
    timeSpentSeconds: integer('time_spent_seconds'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('practice_answers_question_idx').on(t.questionId),
    index('practice_answers_user_answered_idx').on(t.userId, t.answeredAt),
  ],
);
