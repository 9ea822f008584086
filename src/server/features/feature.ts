// What a feature module gives the app: its routes (mounted under /api) and an optional seed.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db, DbEngine } from '../db/client';
import type { Clock } from '../lib/clock';
import type { IdentityResolver } from '../lib/identity';

/** Everything a feature may use, built once per app and passed to its routes. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbEngine: DbEngine;
  clock: Clock;
  /** Who is asking: the one source of request.user (see plugins/current-user.ts). */
  identity: IdentityResolver;
}

export interface FeatureOptions {
  deps: AppDeps;
}

export interface SeedContext {
  db: Db;
  config: Config;
  clock: Clock;
  logger: FastifyBaseLogger;
}

export interface Feature {
  name: string;
  routes?: FastifyPluginAsyncZod<FeatureOptions>;
  /** Idempotent; runs at every start after migrations. */
  seed?: (context: SeedContext) => Promise<void>;
  /** Runs once the server listens: long background work that must not delay serving. */
  afterListen?: (context: SeedContext) => void;
}
