// Schemas several features share.
import { z } from 'zod';

/** A user id in a path: "1" -> 1. */
export const userIdParamsSchema = z.strictObject({ userId: z.coerce.number().int().positive() });
export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const userIdSchema = z.number().int().positive();
/** ISO-8601 timestamp as sent over JSON. */
export const isoDateSchema = z.string();

/** True when a dollar amount has no fraction of a cent (tolerates binary floating-point noise). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/**
 * Money on the wire: US dollars with at most two decimals (29.99), under the spec's field names.
 * The server stores and computes integer cents and converts at its edge (docs/decisions/0007).
 */
export const dollarsSchema = z.number().refine(isWholeCents, 'Amounts are dollars with at most two decimals');

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
