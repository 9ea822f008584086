// What a feature module gives the app: its routes (mounted under /api), an optional seed and
// optional start-up work. Its rules live in one service object per app (createXService(deps),
// built by services.ts), which holds whatever state the feature keeps.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db, DbEngine } from '../db/client';
import type { Clock } from '../lib/clock';
import type { EventBus } from '../lib/events';
import type { IdentityResolver } from '../lib/identity';
import type { LlmClient } from '../lib/llm/openai-client';
import type { RateLimits } from '../lib/rate-limits';
import type { Usage } from '../lib/usage';
import type { AppServices } from './services';

/** Everything a feature may use, built once per app and passed to its service and routes. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbEngine: DbEngine;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Who is asking: the one source of request.user (see plugins/current-user.ts). */
  identity: IdentityResolver;
  /** What happened (practice.answered, chat.asked, ...): services emit, analytics, usage and admin listen. */
  events: EventBus;
  /** The model behind LLM mode (config.llm), or null: the offline engines answer. */
  llm: LlmClient | null;
  /** Plan allowances, used by the metering plugin only (features declare `meter` on routes). */
  usage: Usage;
  /** Per-key request limits (in memory today; a shared store can replace it). */
  rateLimits: RateLimits;
}

export interface FeatureOptions {
  deps: AppDeps;
  services: AppServices;
}

export interface SeedContext {
  db: Db;
  config: Config;
  clock: Clock;
  logger: FastifyBaseLogger;
}

export interface StartContext {
  config: Config;
  logger: FastifyBaseLogger;
  services: AppServices;
}

export interface Feature {
  name: string;
  routes?: FastifyPluginAsyncZod<FeatureOptions>;
  /** Idempotent; runs at every start after migrations. */
  seed?: (context: SeedContext) => Promise<void>;
  /**
   * Before the server listens: returns long background work to run once it does (so it never
   * delays serving), or null. Only the server process calls it; test apps do not.
   */
  start?: (context: StartContext) => Promise<(() => Promise<void>) | null>;
}
