// One entry of the product FAQ the support assistant (and the AI Chat, for product questions)
// answers from. Checked by validate.ts.

export const FAQ_TOPICS = ['plans', 'billing', 'privacy', 'pages', 'assistant', 'contact'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface FaqEntry {
  /** Unique, kebab-case, e.g. "free-trial". Used in citation links. */
  id: string;
  topic: FaqTopic;
  /** The question as a user would ask it. */
  question: string;
  /** The answer as safe Markdown (links to our own pages only, no HTML). Two to five sentences. */
  answer: string;
  /** Other words a user might type for this question (synonyms, page names, plan names). */
  keywords: readonly string[];
}
