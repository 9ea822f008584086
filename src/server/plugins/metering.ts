// What a call costs: a route that uses a plan allowance declares it (config.meter); this plugin
// consumes one use before the handler (after access, validation and ownership) and gives it
// back when the response is an error, so a failed request does not use an allowance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { METERED_FEATURES, type MeteredFeature } from '../../contract/constants';
import type { CurrentUser } from '../lib/identity';
import type { Usage } from '../lib/usage';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The plan allowance one call of this route uses. */
    meter?: MeteredFeature;
  }
  interface FastifyRequest {
    /** The use this request consumed, until it is settled. */
    meteredUse: { user: CurrentUser; feature: MeteredFeature } | null;
  }
}

export const meteringPlugin = fp(async (app: FastifyInstance, { usage }: { usage: Usage }) => {
  app.decorateRequest('meteredUse', null);

  app.addHook('onRoute', (route) => {
    const meter = route.config?.meter;
    if (meter === undefined) return;
    if (!METERED_FEATURES.includes(meter)) throw new Error(`${route.method} ${route.url}: unknown meter ${meter}`);
    if (route.config?.access === 'public') throw new Error(`${route.method} ${route.url}: a metered route needs a user (access 'user' or stricter)`);
  });

  app.addHook('preHandler', async (request) => {
    const feature = request.routeOptions.config.meter;
    if (!feature) return;
    const user = request.user;
    await usage.consume(user, feature);
    request.meteredUse = { user, feature };
  });

  app.addHook('onResponse', async (request, reply) => {
    const use = request.meteredUse;
    if (!use || reply.statusCode < 400) return;
    request.meteredUse = null;
    await usage.release(use.user, use.feature).catch((error: unknown) => request.log.error({ err: error }, 'metering: could not release a use'));
  });
});
