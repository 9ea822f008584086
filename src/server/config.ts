// Environment -> typed configuration, validated once at start.
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  ICD10CM_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('../shared/data/icd10cm')),
  DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('./dist')),
  CLIENT_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(20000)),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  CHAT_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).optional()),
  ADSENSE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^ca-pub-\d{16}$/, 'must look like ca-pub-0000000000000000').optional()),
});

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | null;
  dataDir: string;
  icdDataDir: string;
  clientDistDir: string;
  llm: LlmConfig | null;
  stripe: { secretKey: string; publishableKey: string } | null;
  adClientId: string | null;
  /** Messages per user per minute in each assistant; 0 = no limit; null = the product default. */
  chatRateLimitPerMinute: number | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const llmKeys = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL];
  if (llmKeys.some(Boolean) && !llmKeys.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  LLM_BASE_URL, LLM_API_KEY and LLM_MODEL must be set together');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    icdDataDir: e.ICD10CM_DATA_DIR,
    clientDistDir: e.CLIENT_DIST_DIR ?? `${e.DIST_DIR}/client`,
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY }
        : null,
    adClientId: e.ADSENSE_CLIENT_ID ?? null,
    chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE ?? null,
  };
}
