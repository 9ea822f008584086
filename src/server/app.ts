// buildApp: the whole HTTP application from its dependencies. main.ts and the tests use it.
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './features/feature';
import { features } from './features';
import { type AppServices, createServices } from './features/services';
import { type Clock, systemClock } from './lib/clock';
import { createEventBus } from './lib/events';
import { createDemoIdentity, type IdentityResolver } from './lib/identity';
import { createOpenAiClient } from './lib/llm/openai-client';
import { fromRoot } from './lib/project-root';
import { createMemoryRateLimits } from './lib/rate-limits';
import { createUnlimitedUsage, type Usage } from './lib/usage';
import { currentUserPlugin } from './plugins/current-user';
import { errorsPlugin } from './plugins/errors';
import { meteringPlugin } from './plugins/metering';
import { securityPlugin } from './plugins/security';
import { staticClientPlugin } from './plugins/static-client';

export const BODY_LIMIT_BYTES = 100 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** What the app was built from (tests reach the event bus and the clock through it). */
    deps: AppDeps;
    /** Every feature's service, built once for this app. */
    services: AppServices;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Who is asking; the demo user by default (tests pass their own). */
  identity?: IdentityResolver;
  /** Plan allowances; unlimited by default (tests pass a recording one). */
  usage?: Usage;
  logger: FastifyBaseLogger;
  /** Serve the built client (off in API tests). */
  serveClient?: boolean;
}

export type DepsOptions = Pick<BuildAppOptions, 'config' | 'database' | 'clock' | 'identity' | 'usage' | 'logger'>;

/** Everything features may use, built once per app (tests of one service build it alone). */
export function createAppDeps(options: DepsOptions): AppDeps {
  const clock = options.clock ?? systemClock;
  return {
    config: options.config,
    db: options.database.db,
    dbEngine: options.database.engine,
    clock,
    logger: options.logger,
    identity: options.identity ?? createDemoIdentity(),
    events: createEventBus(options.logger),
    usage: options.usage ?? createUnlimitedUsage(),
    llm: options.config.llm ? createOpenAiClient(options.config.llm) : null,
    rateLimits: createMemoryRateLimits(clock),
  };
}

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; anything else is a 415, not a string for the validator.
  app.removeContentTypeParser('text/plain');

  const deps = createAppDeps(options);
  const services = createServices(deps);
  app.decorate('deps', deps);
  app.decorate('services', services);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(currentUserPlugin, { identity: deps.identity });
  await app.register(meteringPlugin, { usage: deps.usage });

  await app.register(
    async (api) => {
      for (const feature of features) {
        if (feature.routes) await api.register(feature.routes, { deps, services });
      }
    },
    { prefix: '/api' },
  );

  if (options.serveClient ?? true) {
    await app.register(staticClientPlugin, { root: fromRoot(config.clientDistDir) });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
