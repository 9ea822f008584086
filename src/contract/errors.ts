// Error codes and their HTTP statuses: the one table both sides read.
import { z } from 'zod';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
