import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '../../../contract/common';
import type { FeatureOptions } from '../feature';

const startedAt = Date.now();
const version = process.env.npm_package_version ?? '0.1.0';

export const healthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const started = performance.now();
    const up = await deps.db.execute(sql`select 1`).then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'health check: database unreachable');
        return false;
      },
    );
    const body = {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: {
        status: up ? ('up' as const) : ('down' as const),
        engine: deps.dbEngine,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      version,
    };
    return reply.code(up ? 200 : 503).send(body);
  });

  app.get('/public-config', { config: { access: 'public' }, schema: { response: { 200: publicConfigSchema } } }, async () => ({
    adClientId: deps.config.adClientId,
    stripePublishableKey: deps.config.stripe?.publishableKey ?? null,
    llmEnabled: deps.config.llm !== null,
  }));
};
