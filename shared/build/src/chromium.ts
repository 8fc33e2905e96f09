/**
 * Debian's Chromium as the test tools start it (Playwright, benchmarks): Playwright's own
 * browser download cannot run on these machines, so each launch names the system binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
