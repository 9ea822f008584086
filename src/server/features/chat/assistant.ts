// The two assistants, each with the offline engine and, when configured, the model. The same
// retrieval feeds both; the model only rewrites an answer the library can give, and any model
// failure falls back to the offline answer.
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerSource, Citation } from '../../../contract/chat';
import { answerMedicalQuestion } from './answer/medical';
import { answerSupportQuestion } from './answer/support';
import { withDisclaimer } from './answer/text';
import type { ComposedAnswer } from './answer/types';
import type { LlmClient, LlmMessage } from '../../lib/llm/openai-client';
import { citedRefs, type HistoryMessage, medicalPrompt, supportPrompt } from './llm/prompt';
import type { IcdSource } from './retrieval/icd-source';
import type { Library } from './retrieval/library';

export interface FinalAnswer {
  text: string;
  citations: Citation[];
  source: AnswerSource;
}

export interface AssistantDeps {
  library: Library;
  icd: IcdSource | null;
  llm: LlmClient | null;
  logger: FastifyBaseLogger;
}

/** Short, factual answers: the model only rewrites what retrieval found. */
const ANSWER_OPTIONS = { temperature: 0.2, maxTokens: 600 } as const;

const offline = (answer: ComposedAnswer): FinalAnswer => ({ text: answer.text, citations: answer.citations, source: 'offline' });

/** The model's text with the citations it used (or the offline ones if it cited none). */
function fromModel(text: string, answer: ComposedAnswer): FinalAnswer {
  const refs = citedRefs(text, answer.passages.map((p) => p.citation.ref));
  const citations = refs.length ? answer.passages.filter((p) => refs.includes(p.citation.ref)).map((p) => p.citation) : answer.citations;
  return { text: answer.medical ? withDisclaimer(text.trim()) : text.trim(), citations, source: 'llm' };
}

function previousUserMessage(history: readonly HistoryMessage[]): string | undefined {
  return history.findLast((m) => m.role === 'user')?.content;
}

export function createAssistants(deps: AssistantDeps) {
  const { library, icd, llm, logger } = deps;

  const composeMedical = (question: string, history: readonly HistoryMessage[]): Promise<ComposedAnswer> =>
    answerMedicalQuestion(question, { retriever: library.medical, icd, previousQuestion: previousUserMessage(history) });

  const viaModel = async (answer: ComposedAnswer, prompt: LlmMessage[], signal?: AbortSignal): Promise<FinalAnswer> => {
    // Nothing relevant in the library: the model has nothing to answer from either.
    if (!llm || answer.outcome !== 'answered') return offline(answer);
    try {
      return fromModel(await llm.complete({ messages: prompt, ...ANSWER_OPTIONS }, signal), answer);
    } catch (error) {
      logger.warn({ err: error }, 'LLM call failed; answering offline');
      return offline(answer);
    }
  };

  return {
    async medical(question: string, history: readonly HistoryMessage[], signal?: AbortSignal): Promise<FinalAnswer> {
      const answer = await composeMedical(question, history);
      return viaModel(answer, medicalPrompt(question, answer.passages, history), signal);
    },

    /**
     * Streams the answer piece by piece through `onDelta`. The returned answer is authoritative:
     * after a failure part-way through it is the offline answer, which replaces what was streamed.
     */
    async medicalStream(question: string, history: readonly HistoryMessage[], onDelta: (text: string) => void, signal?: AbortSignal): Promise<FinalAnswer> {
      const answer = await composeMedical(question, history);
      if (!llm || answer.outcome !== 'answered') {
        onDelta(answer.text);
        return offline(answer);
      }
      let text = '';
      try {
        for await (const piece of llm.stream({ messages: medicalPrompt(question, answer.passages, history), ...ANSWER_OPTIONS }, signal)) {
          text += piece;
          onDelta(piece);
        }
        const final = fromModel(text, answer);
        if (answer.medical) onDelta(final.text.slice(text.trim().length));
        return final;
      } catch (error) {
        logger.warn({ err: error, streamedChars: text.length }, 'LLM stream failed; answering offline');
        // Nothing shown yet: stream the offline answer. Otherwise 'done' replaces what was shown.
        if (!text) onDelta(answer.text);
        return offline(answer);
      }
    },

    async support(question: string, history: readonly HistoryMessage[], signal?: AbortSignal): Promise<FinalAnswer> {
      const answer = answerSupportQuestion(question, { faq: library.support, library: library.medical, previousQuestion: previousUserMessage(history) });
      return viaModel(answer, supportPrompt(question, answer.passages, history), signal);
    },
  };
}

export type Assistants = ReturnType<typeof createAssistants>;
