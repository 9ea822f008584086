import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
  resolve: { alias: { '@': new URL('./src/client', import.meta.url).pathname } },
});
