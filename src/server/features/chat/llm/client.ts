// The model behind LLM mode: any OpenAI-compatible chat-completions endpoint, through the
// openai SDK. Every failure (HTTP error, timeout, empty answer) is thrown for the caller to
// fall back to the offline engine; no retries, so the fallback is quick.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { LlmConfig } from '../../../config';

export type LlmMessage = ChatCompletionMessageParam;

export interface LlmClient {
  /** The whole answer at once. */
  complete(messages: LlmMessage[], signal?: AbortSignal): Promise<string>;
  /** The answer as it is generated. Throws on failure, also part-way through. */
  stream(messages: LlmMessage[], signal?: AbortSignal): AsyncIterable<string>;
}

export class LlmError extends Error {
  override name = 'LlmError';
}

const MAX_TOKENS = 600;
const TEMPERATURE = 0.2;

export function createLlmClient(config: LlmConfig): LlmClient {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs });

  return {
    async complete(messages, signal) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const completion = await client.chat.completions.create(
        { model: config.model, messages, temperature: TEMPERATURE, max_tokens: MAX_TOKENS },
        { signal: signal ? AbortSignal.any([signal, timeout]) : timeout },
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new LlmError('the model returned an empty answer');
      return text;
    },

    async *stream(messages, signal) {
      // The time limit applies to each wait for the next piece, not to the whole answer:
      // a slow local model may take longer than the limit to finish but keeps producing.
      const idle = new AbortController();
      let timer = setTimeout(() => idle.abort(new LlmError('the model stopped responding')), config.timeoutMs);
      const restart = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(new LlmError('the model stopped responding')), config.timeoutMs);
      };
      try {
        const stream = await client.chat.completions.create(
          { model: config.model, messages, temperature: TEMPERATURE, max_tokens: MAX_TOKENS, stream: true },
          { signal: signal ? AbortSignal.any([signal, idle.signal]) : idle.signal },
        );
        let any = false;
        for await (const chunk of stream) {
          restart();
          const text = chunk.choices[0]?.delta?.content;
          if (text) {
            any = true;
            yield text;
          }
        }
        if (!any) throw new LlmError('the model returned an empty answer');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
