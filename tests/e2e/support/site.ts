import { type RemoteName, remotePort as remotePortOf } from '@aspire/config/site-map';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where a remote of the site the suite started listens (placed from its port by the site map). */
export const remotePort = (remote: RemoteName) => remotePortOf(remote, E2E_PORT);

/** Fails on any serious or critical WCAG violation of the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    `accessibility of ${label}`,
  ).toEqual([]);
}

export type TestUser = {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  password: string;
};

let counter = 0;
export function newUser(): TestUser {
  counter += 1;
  return {
    firstName: 'Ayesha',
    lastName: `Tester${counter}`,
    // The worker's process keeps addresses unique when journeys run side by side.
    email: `e2e.${Date.now()}.${process.pid}.${counter}@example.com`,
    mobileNumber: '9876543210',
    password: 'correct-horse-42',
  };
}

/** Creates an account through the identity API and signs the page in as that user (stored session). */
export async function signInAs(page: Page, request: APIRequestContext, user: TestUser = newUser()) {
  const signup = await request.post('/api/identity/auth/user/signup', {
    data: { ...user, confirmPassword: user.password },
  });
  expect([200, 201, 409]).toContain(signup.status());
  const login = await request.post('/api/identity/auth/user/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { accessToken: string } };
  await page.goto('/');
  await page.evaluate(
    ({ token, profile }) => {
      localStorage.setItem(
        'aspire.auth',
        JSON.stringify({ state: { accessToken: token, ...profile }, version: 0 }),
      );
    },
    {
      token: data.accessToken,
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        mobileNumber: user.mobileNumber,
      },
    },
  );
  await page.reload();
  return { user, token: data.accessToken };
}

/**
 * Waits until the app has hydrated the server's page in place, or drawn a page that came without it (a
 * private one): the bootstrap marks `#root[data-hydrated]` after its first commit.
 */
export async function appInPlace(page: Page) {
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
}

/**
 * appInPlace for a page whose clock the test has paused: the app's reads are answered on timers (the
 * query cache tells the page of an answer on the next tick), so the clock is moved in small steps, 2 s
 * of the page's time at most, until the app is in place.
 */
export async function appInPlaceWithPausedClock(page: Page) {
  for (let step = 0; step < 100 && (await page.locator('#root[data-hydrated]').count()) === 0; step += 1) {
    await page.clock.runFor(20);
    await page.waitForTimeout(100);
  }
  await appInPlace(page);
}

/** Opens a page and waits until the app is in place, as a visitor about to use it. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await appInPlace(page);
}

/** Scrolls a home-page widget slot into view (widgets below the fold load their code on approach). */
export async function scrollToWidget(page: Page, name: string) {
  await appInPlace(page);
  await page.locator(`#root [data-widget="${name}"]`).scrollIntoViewIfNeeded();
}

/**
 * Scrolls the page down step by step, as a visitor reading it would, so the home page's widgets below
 * the fold (which load only when they come near the viewport) all load; then back to the top.
 */
export async function scrollThroughPage(page: Page) {
  await appInPlace(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Runs `check` on every path, three at a time (each in a page of its own): a page spends most of its
 * time waiting on the site, so three share the machine well.
 */
export async function threeAtATime(paths: string[], check: (path: string) => Promise<void>) {
  const waiting = [...paths];
  const worker = async () => {
    for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) await check(path);
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** Holds the app's entry script back until the returned function is called (what a slow phone meets). */
export async function holdEntryScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\/index\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
