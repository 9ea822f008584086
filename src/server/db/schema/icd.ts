import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './users';

export const icdReleases = pgTable('icd_releases', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  sourceFile: text('source_file').notNull(),
  codeCount: integer('code_count').notNull(),
  billableCount: integer('billable_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const icdChapters = pgTable('icd_chapters', {
  number: integer('number').primaryKey(),
  description: text('description').notNull(),
  range: text('range').notNull(),
});

export const icdSections = pgTable('icd_sections', {
  range: text('range').primaryKey(),
  chapter: integer('chapter').notNull(),
  description: text('description').notNull(),
});

export const icdCodes = pgTable(
  'icd_codes',
  {
    id: serial('id').primaryKey(),
    /** Without the dot, as in the order file: E119. */
    code: text('code').notNull(),
    orderNumber: integer('order_number').notNull(),
    billable: boolean('billable').notNull(),
    shortDescription: text('short_description').notNull(),
    longDescription: text('long_description').notNull(),
    chapter: integer('chapter').notNull(),
    section: text('section').notNull(),
    category3: text('category3').notNull(),
  },
  (t) => [
    uniqueIndex('icd_codes_code_idx').on(t.code),
    index('icd_codes_order_idx').on(t.orderNumber),
    index('icd_codes_chapter_idx').on(t.chapter, t.orderNumber),
  ],
);

/** Every distinct description word, for typo correction with pg_trgm (word % 'diabtes'). */
export const icdTerms = pgTable(
  'icd_terms',
  {
    word: text('word').primaryKey(),
    /** How many codes use the word: the more common of two equally close words wins. */
    frequency: integer('frequency').notNull(),
  },
  (t) => [index('icd_terms_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export const icdBookmarks = pgTable(
  'icd_bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    code: text('code').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('icd_bookmarks_user_code_idx').on(t.userId, t.code)],
);

export const icdHistory = pgTable(
  'icd_history',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    code: text('code').notNull(),
    searchQuery: text('search_query').notNull(),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('icd_history_user_accessed_idx').on(t.userId, t.accessedAt)],
);
