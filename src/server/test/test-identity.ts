// Tests act as a user of their own: createTestUser inserts a user row, and the test app's
// identity resolver reads the test-only `x-test-user` header. Only the test app factory uses
// this; production code paths never read the header.
import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { CurrentUser, IdentityResolver } from '../lib/identity';

export const TEST_USER_HEADER = 'x-test-user';

export interface TestIdentity extends IdentityResolver {
  /** Makes `x-test-user: <id>` resolve to this user (role and guest flag included). */
  register(user: CurrentUser): void;
}

/** Resolves `x-test-user: <id>`; a request without the header has no user. */
export function createTestIdentity(): TestIdentity {
  const known = new Map<number, CurrentUser>();
  return {
    register: (user) => void known.set(user.id, user),
    async resolve(request) {
      const header = request.headers[TEST_USER_HEADER];
      if (typeof header !== 'string' || !/^\d+$/.test(header)) return null;
      const id = Number(header);
      return known.get(id) ?? { id, role: 'user', isGuest: false };
    },
  };
}

export interface TestUser extends CurrentUser {
  /** Headers that make a request act as this user. */
  headers: Record<string, string>;
  /** app.inject as this user. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestUserOverrides {
  role?: CurrentUser['role'];
  isGuest?: boolean;
  name?: string;
}

interface Target {
  db: Db;
  identity?: TestIdentity;
  app?: { inject(options: InjectOptions): Promise<LightMyRequestResponse> };
}

/** A new user row (and, for a test app, a way to call the API as that user). */
export async function createTestUser(target: Target, overrides: TestUserOverrides = {}): Promise<TestUser> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await target.db
    .insert(users)
    .values({ email: `test-${tag}@medprep.test`, name: overrides.name ?? `Test user ${tag}` })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  const user: CurrentUser = { id: row.id, role: overrides.role ?? 'user', isGuest: overrides.isGuest ?? false };
  target.identity?.register(user);
  const headers = { [TEST_USER_HEADER]: String(user.id) };
  return {
    ...user,
    headers,
    inject: (options) => {
      if (!target.app) throw new Error('createTestUser: pass a test app to call the API');
      return target.app.inject({ ...options, headers: { ...options.headers, ...headers } });
    },
  };
}
