// Process entry: read config, open and prepare the database, serve, shut down cleanly.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { startFeatures } from './features';
import { systemClock } from './lib/clock';
import { fromRoot } from './lib/project-root';
import { createLogger } from './logger';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase({ ...config, dataDir: fromRoot(config.dataDir) });
  await prepareDatabase(database, { config, clock: systemClock, logger });
  const app = await buildApp({ config, database, logger });
  const background = await startFeatures({ config, logger, services: app.services });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received: closing`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  logger.info(`MedPrep serving at http://localhost:${config.port} (${database.engine}, ready in ${seconds} s)`);
  for (const run of background) void run();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('MedPrep failed to start:', error);
  }
  process.exit(1);
});
