import { type Config, loadConfig } from '../config';

/** Config for tests: no LLM, no Stripe, no ads unless a test sets them; the ICD folder may be moved as for the server. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', ICD10CM_DATA_DIR: process.env.ICD10CM_DATA_DIR }), ...overrides };
}
