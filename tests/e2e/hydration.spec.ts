import { createHash } from 'node:crypto';
import { COMPILE_HINT } from '@aspire/build/compile-hints';
import { publicStaticPaths } from '@aspire/config/site-map';
import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { collectErrors } from './support/page-errors.ts';
import { holdEntryScript, signInAs, threeAtATime } from './support/site.ts';

/** Public pages rendered by React on the shell's server (#23): each is hydrated in place, with no error. */
const FORMS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  // A visitor in India: the browser's time zone is not the server's (UTC), and the page must not differ.
  phone: {
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    viewport: { width: 412, height: 839 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36',
  },
};
const SITE = ' | Aspire College & Trust';

/** One page of each kind made from content (course, product, post, initiative), as the sitemap lists them now. */
async function contentPages(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/(course|product|blog|community)\/[^<]+)<\/loc>/g)];
  const kinds = new Map<string, string>();
  for (const [, path, kind] of paths) if (!kinds.has(kind!)) kinds.set(kind!, path!);
  expect([...kinds.keys()].sort()).toEqual(['blog', 'community', 'course', 'product']);
  return [...kinds.values()];
}

type BeforeScripts = { title: string; h1: string | null; main: boolean };

/**
 * Opens `path` and waits until the app has hydrated it; returns what the page showed before any of
 * its scripts ran (the server's HTML) and whether the server's `<main>` is still the one shown.
 */
async function hydrate(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    // Every use of the browser's Intl, and when: the first one starts its ICU, a long task on a phone.
    const intlUses: { what: string; at: number }[] = [];
    const used = (what: string) => intlUses.push({ what, at: performance.now() });
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'ListFormat', 'PluralRules'])
      intl[name] = new Proxy(intl[name]!, {
        construct(target, args) {
          used(`Intl.${name}`);
          return new target(...args);
        },
      });
    const methods: [{ prototype: object; name: string }, string][] = [
      [Number, 'toLocaleString'],
      [Date, 'toLocaleString'],
      [Date, 'toLocaleDateString'],
      [Date, 'toLocaleTimeString'],
    ];
    for (const [type, method] of methods) {
      const prototype = type.prototype as Record<string, (...args: unknown[]) => string>;
      const original = prototype[method]!;
      prototype[method] = function (this: unknown, ...args: unknown[]) {
        used(`${type.name}.${method}`);
        return original.apply(this, args);
      };
    }
    Object.assign(window, { intlUses });
    // "interactive": the HTML is parsed, and the deferred entry script has not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const main = document.querySelector('#root main');
      Object.assign(window, {
        serverMain: main,
        beforeScripts: {
          title: document.title,
          h1: document.querySelector('#root h1')?.textContent ?? null,
          main: main !== null,
        },
      });
    });
  });
  await page.goto(path);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const after = await page.evaluate(() => {
    const seen = window as unknown as { serverMain: Element | null; beforeScripts: BeforeScripts };
    return {
      before: seen.beforeScripts,
      title: document.title,
      h1: document.querySelector('#root h1')?.textContent ?? null,
      sameMain: seen.serverMain !== null && seen.serverMain === document.querySelector('#root main'),
      // A sheet the server linked and the app's chunk loader linked again restyles the whole page.
      sheetsTwice: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
        .map((link) => link.href)
        .filter((href, at, all) => all.indexOf(href) !== at),
      // A script the page ran before it hydrated that the server did not list (nor is the entry): the
      // page could not ask for it early. And a script of the route it listed that was not preloaded.
      scripts: (() => {
        const listed = JSON.parse(document.getElementById('page-scripts')?.textContent ?? '{}') as {
          start?: string[];
          route?: string[];
        };
        const absolute = (hrefs: string[] = []) => hrefs.map((href) => new URL(href, location.href).href);
        const named = new Set([...absolute(listed.start), ...absolute(listed.route)]);
        for (const entry of document.querySelectorAll<HTMLScriptElement>('script[defer][src]'))
          named.add(entry.src);
        const preloaded = new Set(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map(
            (link) => link.href,
          ),
        );
        const hydratedAt = performance.getEntriesByName('aspire:hydrated')[0]?.startTime ?? Infinity;
        return {
          notListed: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.initiatorType === 'script' && entry.startTime < hydratedAt)
            .map((entry) => entry.name)
            .filter((name) => !named.has(name)),
          notPreloaded: absolute(listed.route).filter((href) => !preloaded.has(href)),
        };
      })(),
      intlBeforeHydrated: (window as unknown as { intlUses: { what: string; at: number }[] }).intlUses
        .filter(({ at }) => at < (performance.getEntriesByName('aspire:hydrated')[0]?.startTime ?? Infinity))
        .map(({ what }) => what),
    };
  });
  await page.close();
  return { ...after, errors };
}

for (const [form, options] of Object.entries(FORMS)) {
  test(`every public page, rendered on the server, hydrates in place with no error (${form})`, async ({
    browser,
    request,
  }) => {
    const paths = [...publicStaticPaths(), ...(await contentPages(request))];
    test.setTimeout(paths.length * 8_000);
    const context = await browser.newContext(options);
    const problems: string[] = [];
    await threeAtATime(paths, async (path) => {
      const page = await hydrate(context, path);
      const { before } = page;
      if (!before.main || !before.h1 || !before.title.endsWith(SITE))
        problems.push(`${path}: the server's HTML had no <main>, <h1> or title (${JSON.stringify(before)})`);
      if (!page.sameMain) problems.push(`${path}: the server's <main> was replaced`);
      if (page.sheetsTwice.length) problems.push(`${path}: style sheets linked twice: ${page.sheetsTwice}`);
      if (page.scripts.notListed.length)
        problems.push(
          `${path}: scripts run before hydration the server did not list: ${page.scripts.notListed}`,
        );
      if (page.scripts.notPreloaded.length)
        problems.push(`${path}: the route's scripts not preloaded: ${page.scripts.notPreloaded}`);
      // Prices, counts and dates on public pages are written by our own formats (shop-basics, format.ts).
      if (page.intlBeforeHydrated.length)
        problems.push(`${path}: Intl used before hydration, starting ICU: ${page.intlBeforeHydrated}`);
      if (page.title !== before.title || page.h1 !== before.h1)
        problems.push(
          `${path}: the app shows "${page.title}" / "${page.h1}", the server sent "${before.title}" / "${before.h1}"`,
        );
      problems.push(...page.errors.map((error) => `${path}: ${error}`));
    });
    await context.close();
    expect(problems).toEqual([]);
  });
}

test("the server's HTML carries the page, its styles and data, and no script the policy does not name", async ({
  request,
}) => {
  for (const path of ['/', '/events', ...(await contentPages(request)).slice(0, 1)]) {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html, path).toMatch(/<div id="root" data-server-rendered>.*<main[^>]*>.*<h1[^>]*>/s);
    expect(html, path).toMatch(/<link rel="stylesheet" href="\/static\/css\/async\/bootstrap\.[^"]+\.css"/);
    expect(html, path).toContain('<script type="application/json" id="query-state">');
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+">/);
    // The scripts it hydrates with are listed; the home page's widgets load theirs later, on approach.
    const scripts = JSON.parse(
      /<script type="application\/json" id="page-scripts">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(scripts.start.length, path).toBeGreaterThan(0);
    if (path === '/') expect(scripts.route).toEqual([]);
    else expect(scripts.route.length, path).toBeGreaterThan(0);
    // Each carries V8's compile hint, so its functions are compiled off the main thread (compile-hints.ts).
    const entry = /<script defer src="([^"]+)"><\/script>/.exec(html)![1]!;
    for (const script of [entry, ...scripts.start, ...scripts.route])
      expect((await (await request.get(script)).text()).split('\n')[0], script).toBe(COMPILE_HINT);
    // Signed out: nobody's data.
    expect(html, path).not.toContain('Sign out');
    expect(html, path).not.toContain('account-name');
    // The one inline script (early taps) is allowed by its hash; React wrote none.
    const policy = answer.headers()['content-security-policy'] ?? '';
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).not.toContain('unsafe-inline');
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map(([, source]) => source!);
    expect(inline).toHaveLength(1);
    expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
  }
});

test('an unknown course, product or post is answered 404 with its "not found" page, which hydrates', async ({
  browser,
  request,
}) => {
  const missing = {
    '/blog/no-such-post': 'Article not found',
    '/community/no-such-initiative': 'Initiative not found',
    '/course/999': 'Course not found',
    '/product/nope': 'Product not found',
  };
  const context = await browser.newContext();
  for (const [path, heading] of Object.entries(missing)) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).toContain('<div id="root" data-server-rendered>');
    expect(html, path).toContain(heading);
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    const page = await hydrate(context, path);
    expect(page.errors, path).toEqual([]);
    expect(page.sameMain, path).toBe(true);
    expect(page.h1, path).toBe(heading);
  }
  await context.close();
});

test("a button pressed before the page's code has arrived is carried out once it has", async ({ page }) => {
  const errors = collectErrors(page);
  // The app's entry script is held back until the visitor has pressed.
  const release = await holdEntryScript(page);
  await page.goto('/events', { waitUntil: 'commit' });
  const card = page.getByTestId('event-card').first();
  await card.getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  expect(errors).toEqual([]);
});

test("signed out, Add to cart and Buy Now ask to sign in at once, before the page's code has arrived; the app takes the dialog over", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const [productPath] = (await contentPages(request)).filter((path) => path.startsWith('/product/'));
  const release = await holdEntryScript(page);
  await page.goto(productPath!, { waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please login first to add the product to your cart.');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(dialog).toBeVisible();
  expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
  release();
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  // The app found the dialog open and keeps it so; then it is the app's.
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("a press on a home widget's button before the widget's code has arrived is carried out once it has", async ({
  page,
}) => {
  const errors = collectErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/__federation_expose_featured_courses\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  const slot = page.locator('#root [data-widget="featured-courses"]');
  const inquire = slot.getByRole('button', { name: /Inquire Now/ }).first();
  // Pressed in the server's HTML while the widget's code is held back.
  await inquire.click();
  const dialog = page.getByRole('dialog', { name: 'Write to us' });
  await expect(dialog).toHaveCount(0);
  await expect(slot).not.toHaveAttribute('data-widget-ready');
  release();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Subject')).toHaveValue(/^Enquiry: /);
  expect(errors).toEqual([]);
});

test("the menu opens and closes before the page's code has arrived, and the app follows it once it has", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 839 });
  const errors = collectErrors(page);
  const release = await holdEntryScript(page);
  await page.goto('/events', { waitUntil: 'commit' });
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  // The browser's own command: no script of the page has run.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Events' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await menuButton.click();
  await expect(menu).toBeVisible();
  expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
  release();
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  // The app takes over the open menu rather than closing it.
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('what a visitor types and presses on a server page before its code has arrived is carried out', async ({
  page,
}) => {
  const [learner] = DEMO_LEARNERS;
  const release = await holdEntryScript(page);
  await page.goto('/lms/login', { waitUntil: 'commit' });
  const form = page.locator('#root form');
  await form.getByLabel('Email').fill(learner!.email);
  await form.getByLabel('Password').fill(learner!.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/lms\/login$/);
  release();
  await expect(page).toHaveURL(/\/course\/progress$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
});

test("a signed-in visitor's server page hydrates with no error, then shows who is signed in", async ({
  page,
  request,
}) => {
  const { user } = await signInAs(page, request);
  const errors = collectErrors(page);
  await page.goto('/events');
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByTestId('account-name')).toHaveText(
    `Signed in as ${user.firstName} ${user.lastName}`,
  );
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
