// The AI Chat's offline engine: code questions go to the ICD-10-CM code set, everything else
// to the library; when nothing relevant is found it says so and offers what it can do.
import { PRACTICE_CATEGORIES } from '../../../../contract/constants';
import type { IcdSource } from '../retrieval/icd-source';
import { detectIntent, wordsBesideCodes } from '../retrieval/intent';
import type { Retriever } from '../retrieval/retriever';
import { composeCodeLookup, composeCodeSearch, composeNoCode } from './compose-codes';
import { composeFromLibrary } from './compose-library';
import { isSmallTalk, isThanks } from './text';
import type { ComposedAnswer } from './types';

export interface MedicalAnswerContext {
  retriever: Retriever;
  icd: IcdSource | null;
  /** The previous user message of the conversation, for follow-ups ("how is it treated?"). */
  previousQuestion?: string;
}

const CODE_RESULTS = 3;

export const NOT_FOUND_TEXT =
  "I couldn't find that in the MedPrep library, so I won't guess. I can help with:\n\n" +
  `- **Conditions** in our ${PRACTICE_CATEGORIES.length} study categories: key findings, diagnosis, first-line treatment, ` +
  'e.g. *"What is the first-line treatment for acute pericarditis?"*\n' +
  '- **ICD-10-CM codes**, e.g. *"What is the ICD-10 code for essential hypertension?"*\n' +
  '- **MedPrep itself**: plans, the free trial and how each page works, e.g. *"How long is the free trial?"*\n\n' +
  'Try naming the condition, drug or test you are studying.';

const GREETING_REPLY =
  'Hello! Ask me about a condition (key findings, diagnosis, first-line treatment), an ICD-10-CM code, or how MedPrep works.';
const THANKS_REPLY = "You're welcome! Ask me anything else you're studying.";

export function smallTalkAnswer(question: string, greeting = GREETING_REPLY): ComposedAnswer {
  return { outcome: 'small-talk', text: isThanks(question) ? THANKS_REPLY : greeting, citations: [], medical: false, passages: [] };
}

export function notFoundAnswer(text = NOT_FOUND_TEXT): ComposedAnswer {
  return { outcome: 'not-found', text, citations: [], medical: false, passages: [] };
}

export async function answerMedicalQuestion(question: string, context: MedicalAnswerContext): Promise<ComposedAnswer> {
  if (isSmallTalk(question)) return smallTalkAnswer(question);
  const intent = detectIntent(question);
  const { icd } = context;

  // A code set that is still loading (or missing) is "unavailable", not an error.
  let icdAvailable = icd !== null;
  const attempt = async <T>(call: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await call();
    } catch {
      icdAvailable = false;
      return fallback;
    }
  };

  if (intent.codes.length && icd) {
    const lookups = intent.codes.slice(0, CODE_RESULTS).map((code) => attempt(() => icd.findCode(code), null));
    const found = (await Promise.all(lookups)).filter((hit) => hit !== null);
    if (found.length && (intent.wantsCode || wordsBesideCodes(question).length <= 1)) return composeCodeLookup(found);
  }

  if (intent.wantsCode && intent.codeQuery) {
    const hits = icd ? await attempt(() => icd.search(intent.codeQuery, CODE_RESULTS), []) : [];
    if (hits.length) return composeCodeSearch(intent.codeQuery, hits);
    // "How do I bookmark a code?" is a question about the product, not a code search.
    const retrieval = context.retriever.retrieve(question, { previousQuestion: context.previousQuestion });
    const top = retrieval.hits[0];
    if (top?.doc.payload.kind === 'faq') return composeFromLibrary(retrieval, question);
    return composeNoCode(intent.codeQuery, icdAvailable);
  }

  const retrieval = context.retriever.retrieve(question, { previousQuestion: context.previousQuestion });
  if (!retrieval.hits.length) return notFoundAnswer();
  return composeFromLibrary(retrieval, question);
}
