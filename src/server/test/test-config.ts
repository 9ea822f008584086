import { type Config, loadConfig } from '../config';

/** Config for tests: no LLM, no Stripe, no ads unless a test sets them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test' }), ...overrides };
}
