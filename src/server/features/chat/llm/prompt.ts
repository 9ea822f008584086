// What the model is told: answer only from the numbered sources, cite them, say so when they
// do not cover the question. The recent conversation comes along for follow-up questions.
import { SUPPORT_EMAIL } from '../../../../../content/support/faq';
import type { Passage } from '../answer/types';
import { DISCLAIMER_BLOCK } from '../answer/text';
import type { LlmMessage } from '../../../lib/llm/openai-client';

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Earlier messages the model sees (a few turns are enough for "and how is it treated?"). */
export const HISTORY_MESSAGES = 6;
const HISTORY_CHARS = 1500;

const MEDICAL_RULES = [
  'You are the MedPrep study assistant for medical students preparing for the USMLE and COMLEX.',
  'Answer the question using ONLY the numbered sources below. Do not use any other knowledge.',
  'After each statement, cite the source it comes from by its number in square brackets, for example [1].',
  'If the sources do not answer the question, say plainly that the MedPrep library does not cover it; do not guess.',
  'Be concise: at most about 150 words. Use plain Markdown (bold and short lists are fine; no headings, tables, links or HTML).',
  'This is for education, not personal medical advice. Do not add a disclaimer: the app adds one.',
].join('\n');

const SUPPORT_RULES = [
  'You are the MedPrep support assistant. MedPrep is a USMLE and COMLEX study web app.',
  'Answer questions about MedPrep using ONLY the numbered FAQ sources below. Do not invent prices, policies or features.',
  `If the sources do not answer the question, say you are not sure and suggest writing to ${SUPPORT_EMAIL}.`,
  'For medical questions, do not answer them: point the user to the AI Medical Assistant at /ai-chat.',
  'Be brief and friendly: two to four sentences. You may link our own pages as Markdown links such as [Pricing](/pricing). No HTML.',
].join('\n');

function sourcesBlock(passages: readonly Passage[]): string {
  return passages.map((p) => `[${p.citation.ref}] ${p.text}`).join('\n\n');
}

function historyMessages(history: readonly HistoryMessage[]): LlmMessage[] {
  return history.slice(-HISTORY_MESSAGES).map((m) => ({
    role: m.role,
    content: m.content.replace(DISCLAIMER_BLOCK, '').slice(0, HISTORY_CHARS),
  }));
}

export function medicalPrompt(question: string, passages: readonly Passage[], history: readonly HistoryMessage[]): LlmMessage[] {
  return [
    { role: 'system', content: `${MEDICAL_RULES}\n\nSources:\n\n${sourcesBlock(passages)}` },
    ...historyMessages(history),
    { role: 'user', content: question },
  ];
}

export function supportPrompt(question: string, passages: readonly Passage[], history: readonly HistoryMessage[]): LlmMessage[] {
  return [
    { role: 'system', content: `${SUPPORT_RULES}\n\nSources:\n\n${sourcesBlock(passages)}` },
    ...historyMessages(history),
    { role: 'user', content: question },
  ];
}

/** The sources the model's answer cites ([n] markers), in order of their numbers. */
export function citedRefs(text: string, available: readonly number[]): number[] {
  const refs = new Set<number>();
  for (const match of text.matchAll(/\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const ref = Number(part.trim());
      if (available.includes(ref)) refs.add(ref);
    }
  }
  return [...refs].sort((a, b) => a - b);
}
