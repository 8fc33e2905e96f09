import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../shared/build/src/chromium.ts';

/** The end-to-end suite runs the real built site (as the start command does) on its own ports and data. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'aspire-e2e-db-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * Journeys that change only what is their own (accounts, orders, messages and staff members under their
 * own names) run two files at a time, which fills the time each spends waiting for the site.
 */
const SIDE_BY_SIDE = [
  'catalog',
  'identity',
  'info',
  'learning',
  'lms',
  'orders-desk',
  'privacy',
  'shell',
  'shop',
  'staff',
  'staff-access',
];
/**
 * The others run one at a time, after them. Each changes or reads what every page shows, or measures
 * time: the services' clock and published content (content, content-kinds: a course it publishes stays,
 * and catalog counts the courses), every public page (hydration), timings (performance), a stopped
 * remote (platform), the shop's products (products-desk, stock: also 20 shoppers at once), and a remote's
 * files (redeploy).
 */
const sideBySide = new RegExp(`/(${SIDE_BY_SIDE.join('|')})\\.spec\\.ts$`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'side-by-side', testMatch: sideBySide },
    // `pnpm test` runs this project on its own site (`--no-deps`), so a failure above skips nothing here.
    { name: 'alone', testIgnore: sideBySide, workers: 1, dependencies: ['side-by-side'] },
  ],
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_RESULTS_FILE ?? '../.results/playwright.json' }],
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // No trace: recording the page's DOM at every step of every test, kept or not, cost the journeys
    // 3-9% of their time (docs/performance.md), and a failure still writes the page's accessibility
    // snapshot beside its error. To look into a failure: `playwright test --trace retain-on-failure`.
    trace: 'off',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node ../scripts/site.ts',
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Journeys sign up many accounts from one address: the per-address form limit is raised for them.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      SITE_QUIET: '1',
      FORM_RATE_LIMIT: '10000',
      // The content journey moves the services' clocks to see a scheduled post appear (never in production).
      TEST_CLOCK: '1',
      // The platform journey stops a remote and reads the pids; the launcher restarts it after 8 s.
      SITE_PIDS_FILE: path.join(dataDir, 'pids.json'),
      REMOTE_RESTART_DELAY_MS: '8000',
      // Mail goes to the launcher's Mailpit (E2E_PORT+1025, API on +1026), never to the caller's server:
      // the journeys read what was sent from Mailpit's API (e2e/support/mail.ts).
      SMTP_URL: '',
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
