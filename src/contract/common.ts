// Schemas several features share.
import { z } from 'zod';

/** A user id in a path: "1" -> 1. */
export const userIdParamsSchema = z.strictObject({ userId: z.coerce.number().int().positive() });
export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const userIdSchema = z.number().int().positive();
/** ISO-8601 timestamp as sent over JSON. */
export const isoDateSchema = z.string();

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), engine: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** What the browser needs to know about the server's configuration (never secrets). */
export const publicConfigSchema = z.object({
  adClientId: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  llmEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
