// Security headers. The CSP allows no inline script and no third-party origin unless a
// feature's configuration (the ad network) adds one.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

const AD_ORIGINS = [
  'https://pagead2.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://www.google.com',
];

export function contentSecurityPolicy(config: Pick<Config, 'adClientId'>) {
  const ads = config.adClientId ? AD_ORIGINS : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...ads],
    // Radix and Recharts set style attributes at run time; scripts stay locked down.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...ads],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...ads],
    frameSrc: ads.length ? ads : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Deliberately no upgrade-insecure-requests: it breaks plain-http use on a LAN.
    upgradeInsecureRequests: null,
  };
}

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
});
