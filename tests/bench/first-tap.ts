import { type Browser, chromium, devices, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../shared/build/src/chromium.ts';

/** One thing a visitor taps on a page, and how the page shows that it was done. */
export type TapCase = {
  /** The route (a product's page is given by the caller, which knows an id). */
  route: string;
  name: string;
  tap: (page: Page) => Locator;
  /** Runs in the page: true once the tap's result shows. Must be false before the tap. */
  shown: () => boolean;
};

export type TapResult = {
  route: string;
  name: string;
  /** When the tap came, in ms after the tapped control first showed. */
  after: number;
  /** From the tap to its result on screen (null: the tap was dropped; nothing showed in 10 s). */
  ms: number | null;
};

/** Taps at the moment the control shows (first paint), half a second later, and a second and a half later. */
export const TAP_DELAYS = [0, 500, 1500] as const;

/** The first taps of the site's public pages (#23): each must be carried out, at once if it can. */
export const firstTapCases = (productRoute: string): TapCase[] => [
  {
    route: '/',
    name: 'the menu',
    tap: (page) => page.getByRole('button', { name: 'Menu' }),
    shown: () => document.querySelector('[aria-label="Site menu"]')?.checkVisibility() ?? false,
  },
  {
    route: '/courses',
    name: 'the Diploma tab',
    tap: (page) => page.getByRole('tab', { name: 'Diploma' }),
    shown: () =>
      [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some(
        (tab) => tab.textContent?.trim() === 'Diploma',
      ),
  },
  {
    route: '/shop',
    name: 'the Books filter',
    tap: (page) => page.getByRole('button', { name: 'Books', exact: true }),
    shown: () =>
      [...document.querySelectorAll('button[aria-pressed="true"]')].some(
        (button) => button.textContent?.trim() === 'Books',
      ),
  },
  {
    route: '/gallery',
    name: 'a picture in the viewer',
    tap: (page) => page.getByTestId('gallery-grid').getByRole('button').first(),
    shown: () => document.querySelector('[aria-label="Close viewer"]')?.checkVisibility() ?? false,
  },
  {
    route: productRoute,
    name: 'Add to cart, signed out',
    tap: (page) => page.getByRole('button', { name: 'Add to cart' }),
    shown: () =>
      [...document.querySelectorAll('dialog[open]')].some((dialog) =>
        dialog.textContent?.includes('Login Required'),
      ),
  },
];

/** One tap on a fresh page, on a phone's screen with its CPU slowed 4× as Lighthouse's mobile preset does. */
async function tapOnce(browser: Browser, base: string, tapCase: TapCase, after: number): Promise<TapResult> {
  // The page's script policy would refuse the in-page check of the result, which Playwright evaluates.
  const context = await browser.newContext({ ...devices['Pixel 7'], hasTouch: false, bypassCSP: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The tap's own time, as the browser stamped it, before anything on the page could hold it.
    await page.addInitScript(() =>
      addEventListener(
        'pointerdown',
        (event) => {
          if (event.isTrusted && !performance.getEntriesByName('bench:tap').length)
            performance.mark('bench:tap', { startTime: event.timeStamp });
        },
        { capture: true },
      ),
    );
    await page.goto(`${base}${tapCase.route}`, { waitUntil: 'commit' });
    const control = tapCase.tap(page);
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    if (await page.evaluate(tapCase.shown)) throw new Error(`${tapCase.name}: shown before the tap`);
    if (after > 0) await page.waitForTimeout(after);
    // No actionability wait beyond what a finger has: the control is on screen.
    await control.click({ noWaitAfter: true });
    const shownAt = await page
      .waitForFunction(`(${tapCase.shown})() && performance.now()`, undefined, {
        polling: 'raf',
        timeout: 10_000,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    const tapAt = await page.evaluate(() => performance.getEntriesByName('bench:tap')[0]?.startTime ?? null);
    const ms = shownAt === null || tapAt === null ? null : Math.round(shownAt - tapAt);
    return { route: tapCase.route, name: tapCase.name, after, ms };
  } finally {
    await context.close();
  }
}

/**
 * What a visitor who taps early feels on each public page: for each case and delay, the time from the tap
 * to its result on screen, or null when the tap was lost.
 */
export async function firstTaps(base: string, cases: TapCase[]): Promise<TapResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: TapResult[] = [];
  try {
    for (const tapCase of cases)
      for (const after of TAP_DELAYS) results.push(await tapOnce(browser, base, tapCase, after));
  } finally {
    await browser.close();
  }
  return results;
}
