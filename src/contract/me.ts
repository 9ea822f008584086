// GET /api/me: who the browser is acting as. The client learns its user id only from here.
import { z } from 'zod';
import { USER_ROLES } from './constants';

export type { UserRole } from './constants';

export const meSchema = z.object({
  id: z.number().int(),
  /** A visitor who has not signed up yet. */
  isGuest: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(USER_ROLES),
});
export type Me = z.infer<typeof meSchema>;
