/**
 * Debian's Chromium as the test tools start it: Playwright's own browser download cannot run on these
 * machines, so each launch names a system binary.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Chromium in its old headless mode, which Playwright itself
 * runs when headless. The journeys use it: it draws no browser window, so a journey costs about a
 * quarter less CPU than in the full browser (docs/performance.md). Lighthouse and the benches that time
 * what a visitor feels use the full browser.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
