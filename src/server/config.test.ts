import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: null, llm: null, stripe: null, adClientId: null });
  });

  it('reads PORT, DATABASE_URL and LLM settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@localhost/db',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_API_KEY: 'k',
      LLM_MODEL: 'llama3',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u@localhost/db');
    expect(config.llm).toMatchObject({ baseUrl: 'http://localhost:11434/v1', model: 'llama3' });
  });

  it('reads the chat rate limit, where 0 turns it off', () => {
    expect(loadConfig({}).chatRateLimitPerMinute).toBeNull();
    expect(loadConfig({ CHAT_RATE_LIMIT_PER_MINUTE: '0' }).chatRateLimitPerMinute).toBe(0);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LLM_BASE_URL: 'http://localhost:1/v1' }, 'must be set together'],
    [{ ADSENSE_CLIENT_ID: 'pub-123' }, 'ADSENSE_CLIENT_ID'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE'],
    [{ CHAT_RATE_LIMIT_PER_MINUTE: '-1' }, 'CHAT_RATE_LIMIT_PER_MINUTE'],
  ])('rejects %o naming the problem', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });
});
