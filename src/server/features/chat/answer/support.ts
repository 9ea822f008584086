// The support widget's offline engine: answers about MedPrep from the product FAQ. Medical
// questions are pointed to the AI Chat, which answers them with sources.
import { SUPPORT_EMAIL } from '../../../../../content/support/faq';
import type { Retriever } from '../retrieval/retriever';
import { detectIntent } from '../retrieval/intent';
import { smallTalkAnswer } from './medical';
import { isSmallTalk } from './text';
import { CitationList, type ComposedAnswer, toPassages } from './types';

export interface SupportAnswerContext {
  faq: Retriever;
  /** The medical library, only to recognise a medical question and redirect it. */
  library: Retriever;
  previousQuestion?: string;
}

const SECOND_ANSWER_RATIO = 0.8;

export const SUPPORT_GREETING = 'Hi! Ask me about plans and prices, the free trial, billing, privacy, or how any page works.';
export const SUPPORT_MEDICAL_REDIRECT =
  'I answer questions about MedPrep itself. For medical questions, please use the [AI Medical Assistant](/ai-chat): ' +
  'it answers from the MedPrep library and shows its sources.';
export const SUPPORT_NOT_FOUND =
  "I'm not sure about that one, and I'd rather not guess. I can help with plans and prices, the free trial, billing and refunds, " +
  `privacy and cookies, and how each page works. You can also write to [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}).`;

export function answerSupportQuestion(question: string, context: SupportAnswerContext): ComposedAnswer {
  if (isSmallTalk(question)) return smallTalkAnswer(question, SUPPORT_GREETING);
  const retrieval = context.faq.retrieve(question, { previousQuestion: context.previousQuestion, limit: 3 });
  const [top, second] = retrieval.hits;
  if (top && top.doc.payload.kind === 'faq') {
    const citations = new CitationList();
    const chosen = [top.doc.payload];
    if (second && second.doc.payload.kind === 'faq' && second.score >= top.score * SECOND_ANSWER_RATIO) chosen.push(second.doc.payload);
    for (const entry of chosen) citations.citeEntry(entry);
    return {
      outcome: 'answered',
      text: chosen.map((entry) => (entry.kind === 'faq' ? entry.faq.answer : '')).join('\n\n'),
      citations: citations.all,
      medical: false,
      passages: toPassages([...chosen, ...retrieval.hits.map((hit) => hit.doc.payload)]),
    };
  }

  const medical = detectIntent(question).wantsCode || context.library.retrieve(question).hits.some((hit) => hit.doc.payload.kind !== 'faq');
  return { outcome: 'redirect', text: medical ? SUPPORT_MEDICAL_REDIRECT : SUPPORT_NOT_FOUND, citations: [], medical: false, passages: [] };
}
