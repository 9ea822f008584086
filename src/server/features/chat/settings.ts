// The chat feature's own settings. The limit can be raised for load tests (the benchmark sends
// thousands of messages as the one demo user); it is not a shared app setting.
import { z } from 'zod';
import { CHAT_LIMITS } from '../../../contract/chat';

export interface ChatSettings {
  /** Messages per user per minute in each chat; 0 turns the limit off. */
  messagesPerMinute: number;
}

const envSchema = z.object({
  CHAT_RATE_LIMIT_PER_MINUTE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).default(CHAT_LIMITS.messagesPerMinute),
  ),
});

export function chatSettingsFromEnv(env: Record<string, string | undefined> = process.env): ChatSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n  CHAT_RATE_LIMIT_PER_MINUTE: ${parsed.error.issues[0]?.message ?? 'invalid'} (a whole number, 0 = off)`);
  }
  return { messagesPerMinute: parsed.data.CHAT_RATE_LIMIT_PER_MINUTE };
}
