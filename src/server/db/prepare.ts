// Everything a database needs before the app serves: migrations, then idempotent seeds.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { features } from '../features';
import type { Clock } from '../lib/clock';
import type { Database } from './client';
import { runMigrations } from './migrate';
import { seedDemoUser } from './seed/demo-user';

export interface PrepareOptions {
  config: Config;
  clock: Clock;
  logger: FastifyBaseLogger;
}

export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  await runMigrations(database);
  await seedDemoUser(database.db, options.clock);
  for (const feature of features) {
    await feature.seed?.({ db: database.db, config: options.config, clock: options.clock, logger: options.logger });
  }
}
