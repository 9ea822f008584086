import { sql } from 'drizzle-orm';
import { TRIAL_DAYS } from '../../../contract/constants';
import { DEMO_USER_ID } from '../../lib/identity';
import type { Clock } from '../../lib/clock';
import type { Db } from '../client';
import { users } from '../schema';

/** The fixed user every screen acts as (spec §6). Idempotent. */
export async function seedDemoUser(db: Db, clock: Clock): Promise<void> {
  const trialEndsAt = new Date(clock.now().getTime() + TRIAL_DAYS * 86_400_000);
  await db
    .insert(users)
    .values({ id: DEMO_USER_ID, email: 'student@medprep.local', name: 'Demo Student', plan: 'free', trialEndsAt })
    .onConflictDoNothing();
  // Keep the serial ahead of the explicit id so later inserts never collide with it.
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), 1))`);
}
