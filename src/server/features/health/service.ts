// The health check (database round trip, uptime on the app clock) and what the browser may
// know about the configuration.
import { sql } from 'drizzle-orm';
import type { Health, PublicConfig } from '../../../contract/common';
import type { AppDeps } from '../feature';

const version = process.env.npm_package_version ?? '0.1.0';

export function createHealthService(deps: Pick<AppDeps, 'db' | 'dbEngine' | 'config' | 'clock' | 'logger'>) {
  const startedAt = deps.clock.now().getTime();
  return {
    async check(): Promise<Health> {
      const started = performance.now();
      const up = await deps.db.execute(sql`select 1`).then(
        () => true,
        (error: unknown) => {
          deps.logger.error({ err: error }, 'health check: database unreachable');
          return false;
        },
      );
      return {
        status: up ? 'ok' : 'degraded',
        database: {
          status: up ? 'up' : 'down',
          engine: deps.dbEngine,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
        uptimeSeconds: Math.round((deps.clock.now().getTime() - startedAt) / 1000),
        version,
      };
    },

    publicConfig(): PublicConfig {
      return {
        adClientId: deps.config.adClientId,
        stripePublishableKey: deps.config.stripe?.publishableKey ?? null,
        llmEnabled: deps.config.llm !== null,
      };
    },
  };
}
