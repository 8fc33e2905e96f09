import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          // Services and scripts share one FerretDB and one Mailpit, and run file after file in the same
          // worker: each file builds its own app on its own database, and loading the modules once per
          // worker instead of once per file takes the services' tests from about 250 s to about 150 s.
          name: 'node',
          include: ['{services,scripts}/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          globalSetup: ['services/kit/src/testing/global-setup.ts'],
          isolate: false,
        },
      },
      {
        // The apps' tests keep a fresh module graph per file (stores, the query cache, the DOM).
        test: { name: 'apps', include: ['{shared,shell,mfe-*}/**/*.test.ts'] },
      },
      {
        // Components (each file names its DOM, happy-dom): each file in a fresh VM context of a worker
        // kept alive, which sets happy-dom and React up in about a third of the time a new process takes.
        test: { name: 'components', include: ['{shared,shell,mfe-*}/**/*.test.tsx'], pool: 'vmThreads' },
      },
    ],
  },
});
