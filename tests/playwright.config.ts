import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/build/src/chromium.ts';

/** The end-to-end suite runs the real built site (as the start command does) on its own ports and data. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'aspire-e2e-db-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../.results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failure keeps its trace with the page's DOM at every step; the screencast of every test, kept or
    // not, cost the suite 8% of its CPU (shop, orders and products desk journeys: 237 → 218 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
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
