import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{services,shared,shell,mfe-*,scripts}/**/*.test.{ts,tsx}', 'tests/bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['services/kit/src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
