// The one place that talks to an OpenAI-compatible model (OpenAI, Ollama, vLLM, llama.cpp
// server) through the openai SDK. Every failure (HTTP error, timeout, refusal, empty answer,
// a stream that breaks) is thrown for the caller to fall back to the offline engine; no SDK
// retries, so each caller decides its own policy (practice retries once, the chat never).
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { LlmConfig } from '../../config';

export type LlmMessage = ChatCompletionMessageParam;

export interface LlmRequest {
  messages: LlmMessage[];
  temperature: number;
  maxTokens?: number;
  /** Structured output: the answer must be JSON of this schema. */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
}

export interface LlmClient {
  /** The whole answer at once. */
  complete(request: LlmRequest, signal?: AbortSignal): Promise<string>;
  /** The answer as it is generated. Throws on failure, also part-way through. */
  stream(request: LlmRequest, signal?: AbortSignal): AsyncIterable<string>;
}

export class LlmError extends Error {
  override name = 'LlmError';
}

export function createOpenAiClient(config: LlmConfig): LlmClient {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs });
  const body = (request: LlmRequest) => ({
    model: config.model,
    messages: request.messages,
    temperature: request.temperature,
    ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    ...(request.jsonSchema
      ? { response_format: { type: 'json_schema' as const, json_schema: { name: request.jsonSchema.name, strict: true, schema: request.jsonSchema.schema } } }
      : {}),
  });

  return {
    async complete(request, signal) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const completion = await client.chat.completions.create(body(request), { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
      const message = completion.choices[0]?.message;
      if (!message) throw new LlmError('the model returned no choice');
      if (message.refusal) throw new LlmError(`the model refused: ${message.refusal}`);
      const text = message.content?.trim();
      if (!text) throw new LlmError('the model returned an empty answer');
      return text;
    },

    async *stream(request, signal) {
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
          { ...body(request), stream: true },
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
