// What practice asks of the model (through the app's one LLM client): one question as JSON
// of a strict schema (structured output).
import type { ExamType, PracticeCategory } from '../../../contract/constants';
import type { LlmClient } from '../../lib/llm/openai-client';

export interface LlmQuestionPrompt {
  examType: ExamType;
  category: PracticeCategory;
  /** A topic from our content for variety, e.g. "Acute pericarditis". */
  topic: string;
}

export interface LlmQuestionClient {
  /** The model's answer parsed as JSON (not yet validated). Throws on any transport error, timeout or refusal. */
  writeQuestion(prompt: LlmQuestionPrompt): Promise<unknown>;
}

/** The JSON shape asked for: the fields of a practice question. */
export const LLM_QUESTION_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['question', 'options', 'correctAnswer', 'explanation', 'learningObjective'],
  properties: {
    question: { type: 'string', description: 'Clinical vignette stem, a blank line, then the lead-in question ending with "?".' },
    options: { type: 'array', items: { type: 'string' }, description: 'Exactly five options "A. ..." to "E. ...".' },
    correctAnswer: { type: 'string', description: 'The correct option, exactly as written in options.' },
    explanation: {
      type: 'string',
      description: 'Why the key is right, then each other option quoted by its text with why it is wrong here.',
    },
    learningObjective: { type: 'string', description: 'One line: what the student should be able to do.' },
  },
} as const;

const SYSTEM_PROMPT = [
  'You write one board-style one-best-answer practice question for medical students.',
  'Stem: a clinical vignette in this order: age and sex, setting, chief complaint and duration, history,',
  'examination with vital signs (with units), then results where they matter. Present tense. Vital signs',
  'and laboratory values must agree with the condition and with each other and use standard units.',
  'Then a blank line and one clear lead-in question ending with "?", answerable before reading the options.',
  'Options: exactly five, "A. " to "E. ", homogeneous (all diagnoses, or all drugs, or all next steps),',
  'similar length, in alphabetical order, each plausible, exactly one best answer. Never use "all of the',
  'above" or "none of the above", absolute words or a negative lead-in.',
  'correctAnswer: the key exactly as written in options.',
  "Explanation: why the key is right from the stem's findings, then one or two sentences for each other",
  'option that quote the option text exactly and say why it is wrong here or when it would be right.',
  'learningObjective: one line. Be medically accurate and current; do not invent facts.',
].join('\n');

export function buildUserPrompt(prompt: LlmQuestionPrompt): string {
  const exam = prompt.examType === 'comlex' ? 'COMLEX-USA' : 'USMLE';
  const osteopathic =
    prompt.examType === 'comlex'
      ? ' Include osteopathic content where it belongs (osteopathic principles, somatic dysfunction, viscerosomatic levels, OMT choice or contraindications).'
      : '';
  return `Exam: ${exam}. Category: ${prompt.category}. Topic: ${prompt.topic}.${osteopathic} Reply with the JSON object only.`;
}

export function createLlmQuestionClient(llm: LlmClient): LlmQuestionClient {
  return {
    async writeQuestion(prompt) {
      const content = await llm.complete({
        temperature: 0.7,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: buildUserPrompt(prompt) },
        ],
        jsonSchema: { name: 'practice_question', schema: LLM_QUESTION_JSON_SCHEMA },
      });
      return JSON.parse(content) as unknown;
    },
  };
}
