// ICD-10-CM lookup (spec §2, §3, §4, §7): every request and response of /api/icd/*.
import { z } from 'zod';
import { isoDateSchema, userIdSchema } from './common';

export const ICD_QUERY_MAX_LENGTH = 100;
export const ICD_PAGE_SIZE = 25;
export const ICD_PAGE_SIZE_MAX = 100;
export const ICD_OFFSET_MAX = 100_000;
export const ICD_NOTES_MAX_LENGTH = 500;
export const ICD_SEARCH_QUERY_MAX_LENGTH = 200;
export const ICD_HISTORY_DEFAULT = 20;
/** Spec §9: recent searches come from the latest 5 history entries, at most 3 distinct. */
export const ICD_RECENT_FROM_ENTRIES = 5;
export const ICD_RECENT_SHOWN = 3;
/** Spec §7: the access's searchQuery when there was neither text nor a category. */
export const ICD_BROWSING_QUERY = 'browsing';
export const ICD_IMPORT_COMMAND = 'npm run icd:import -- <dir>';
export const ICD_LOADING_MESSAGE = 'The ICD-10-CM code set is loading. Try again in a few seconds.';
export const ICD_NOT_LOADED_MESSAGE = `The ICD-10-CM code set is not loaded. Load it with: ${ICD_IMPORT_COMMAND}`;
/** In a header code's notes: it is a heading, not a billable code. */
export const ICD_HEADER_NOTE = 'Header code: not valid for billing; use a more specific code below it.';

/** A chapter as the filter names it: its code range, e.g. "E00-E89". */
export const icdCategoryCodeSchema = z.string().regex(/^[A-Z][0-9A-Z]{2}-[A-Z][0-9A-Z]{2}$/, 'must be a chapter range such as E00-E89');
/** A code with or without the dot, any case: "e119", "E11.9". */
export const icdCodeInputSchema = z
  .string()
  .trim()
  .min(3)
  .max(8)
  .regex(/^[A-Za-z][0-9A-Za-z]{2}(\.?[0-9A-Za-z]{1,4})?$/, 'must be an ICD-10-CM code such as E11.9');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const pageFields = {
  limit: z.coerce.number().int().min(1).max(ICD_PAGE_SIZE_MAX).default(ICD_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(ICD_OFFSET_MAX).default(0),
};

export const icdSearchQuerySchema = z.strictObject({
  q: z.string().max(ICD_QUERY_MAX_LENGTH, `at most ${ICD_QUERY_MAX_LENGTH} characters`).optional(),
  category: z.preprocess(emptyAsUndefined, icdCategoryCodeSchema.optional()),
  billable: z.enum(['true', 'false']).optional(),
  ...pageFields,
});
export type IcdSearchQuery = z.input<typeof icdSearchQuerySchema>;

export const icdPageQuerySchema = z.strictObject(pageFields);

export const icdCodeSchema = z.object({
  /** Its order number in the release (stable for a release). */
  id: z.number().int(),
  /** With the dot: E11.9. */
  code: z.string(),
  description: z.string(),
  /** The chapter's title (spec: a code's category is its chapter). */
  category: z.string(),
  /** The chapter's range, the value of the category filter: "E00-E89". */
  categoryCode: z.string(),
  /** A short label of the chapter for badges: "Endocrine". */
  categoryLabel: z.string(),
  billable: z.boolean(),
  /** Its place in the hierarchy and, for a header code, that billing needs a more specific code. */
  notes: z.string(),
  isBookmarked: z.boolean(),
});
export type IcdCode = z.infer<typeof icdCodeSchema>;

export const icdSearchResponseSchema = z.object({
  codes: z.array(icdCodeSchema),
  total: z.number().int(),
  /** True when nothing matched as typed and these are close matches (typos). */
  closeMatches: z.boolean(),
});
export type IcdSearchResponse = z.infer<typeof icdSearchResponseSchema>;

export const icdCategorySchema = z.object({
  categoryCode: z.string(),
  categoryName: z.string(),
  categoryLabel: z.string(),
  description: z.string(),
  codeCount: z.number().int(),
  chapter: z.number().int(),
});
export type IcdCategory = z.infer<typeof icdCategorySchema>;
export const icdCategoriesResponseSchema = z.array(icdCategorySchema);

export const icdCodeSummarySchema = z.object({ code: z.string(), description: z.string(), billable: z.boolean() });
export type IcdCodeSummary = z.infer<typeof icdCodeSummarySchema>;

export const icdCodeDetailSchema = z.object({
  code: icdCodeSchema,
  chapter: z.object({ number: z.number().int(), name: z.string(), range: z.string() }),
  section: z.object({ range: z.string(), description: z.string() }),
  /** From the 3-character category down to the direct parent. */
  parents: z.array(icdCodeSummarySchema),
  children: z.array(icdCodeSummarySchema),
});
export type IcdCodeDetail = z.infer<typeof icdCodeDetailSchema>;
export const icdCodeParamsSchema = z.strictObject({ code: icdCodeInputSchema });

export const icdBookmarkRequestSchema = z.strictObject({
  userId: userIdSchema,
  icdCode: icdCodeInputSchema,
  action: z.enum(['add', 'remove']),
  notes: z.string().trim().max(ICD_NOTES_MAX_LENGTH).optional(),
});
export type IcdBookmarkRequest = z.infer<typeof icdBookmarkRequestSchema>;
export const icdBookmarkResponseSchema = z.object({ itemId: z.string(), bookmarked: z.boolean() });

export const icdBookmarkSchema = z.object({
  /** The code, with the dot. */
  itemId: z.string(),
  createdAt: isoDateSchema,
  notes: z.string().nullable(),
  /** Null when the code is not in the loaded release. */
  description: z.string().nullable(),
  categoryLabel: z.string().nullable(),
  billable: z.boolean().nullable(),
});
export type IcdBookmark = z.infer<typeof icdBookmarkSchema>;
export const icdBookmarksResponseSchema = z.array(icdBookmarkSchema);

export const icdAccessRequestSchema = z.strictObject({
  userId: userIdSchema,
  icdCode: icdCodeInputSchema,
  searchQuery: z.string().trim().min(1).max(ICD_SEARCH_QUERY_MAX_LENGTH),
});
export type IcdAccessRequest = z.infer<typeof icdAccessRequestSchema>;

export const icdHistoryEntrySchema = z.object({
  id: z.number().int(),
  icdCode: z.string(),
  searchQuery: z.string(),
  accessedAt: isoDateSchema,
  description: z.string().nullable(),
});
export type IcdHistoryEntry = z.infer<typeof icdHistoryEntrySchema>;
export const icdHistoryResponseSchema = z.array(icdHistoryEntrySchema);
export const icdHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(ICD_PAGE_SIZE_MAX).default(ICD_HISTORY_DEFAULT),
});

export const icdStatsQuerySchema = z.strictObject({
  /** Start of the user's day (local midnight) as an ISO timestamp; default: midnight UTC. */
  since: z.iso.datetime({ offset: true }).optional(),
});
export const icdStatsSchema = z.object({
  searchesToday: z.number().int(),
  bookmarkCount: z.number().int(),
  mostSearchedCategory: z.object({ categoryCode: z.string(), categoryName: z.string(), categoryLabel: z.string() }).nullable(),
});
export type IcdStats = z.infer<typeof icdStatsSchema>;

export const icdStatusSchema = z.object({
  status: z.enum(['ready', 'loading', 'missing', 'failed']),
  message: z.string().nullable(),
  release: z
    .object({ version: z.string(), codeCount: z.number().int(), billableCount: z.number().int(), importedAt: isoDateSchema })
    .nullable(),
});
export type IcdStatus = z.infer<typeof icdStatusSchema>;
