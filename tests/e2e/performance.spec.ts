import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';
import { expect, type Page, test } from '@playwright/test';
import { holdEntryScript } from './support/site.ts';

/** Layout shift (not caused by input) and the LCP entries of the page so far, from the browser's own records. */
async function paintRecords(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ cls: number; lcp: number[]; shown: number | null }>((resolve) => {
        let cls = 0;
        const lcp: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp.push(entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        requestAnimationFrame(() =>
          setTimeout(() => {
            const shown = performance.getEntriesByName('aspire:app-shown')[0]?.startTime ?? null;
            resolve({ cls, lcp, shown });
          }, 100),
        );
      }),
  );
}

test.describe('speed: prerendered public pages', () => {
  test('public pages arrive with their content, readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.locator('#prerendered h1')).toHaveText('Aspire College & Trust');
      await expect(page.locator('#prerendered [data-widget="featured-courses"] a').first()).toBeVisible();

      await page.goto('/courses');
      await expect(page.locator('#prerendered [role="main"] h1')).toBeVisible();
      await expect(page.locator('#prerendered a[href^="/course/"]').first()).toBeVisible();
      await expect(page).toHaveTitle(/Aspire College & Trust/);

      await page.goto('/course/1');
      await expect(page.locator('#prerendered [role="main"] h1')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/course\/1$/);

      // The learner area and a visitor's orders are never prerendered.
      await page.goto('/orders');
      await expect(page.locator('#prerendered')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the stored pages carry no visitor data and the remotes manifest comes inside the page', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('id="remotes-manifest"');
    expect(html).toContain('id="prerendered"');
    expect(html).not.toContain('Sign out');
    expect(html).not.toContain('data-testid="account-name"');
  });

  for (const route of ['/', '/courses', '/events']) {
    test(`${route}: the app takes over the prerendered page without layout shift`, async ({ page }) => {
      await page.goto(route);
      // Left alone, the page starts its app a few quiet seconds after loading (no input that would
      // excuse a shift).
      await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
      await expect(page.locator('#root main h1').first()).toBeVisible();
      const { cls, lcp, shown } = await paintRecords(page);
      expect(cls).toBeLessThanOrEqual(0.05);
      // The largest paint is the prerendered page's: the app taking over paints nothing larger.
      expect(shown).not.toBeNull();
      expect(lcp.length).toBeGreaterThan(0);
      expect(Math.max(...lcp)).toBeLessThanOrEqual(shown!);
    });
  }

  test('robots.txt and sitemap.xml list the public routes', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /orders');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const route of ['/', '/courses', '/course/1', '/course/18', '/events', '/gallery', '/shop']) {
      expect(xml).toContain(`${route}</loc>`);
    }
    expect(xml).not.toContain('/orders</loc>');
    expect(xml).not.toContain('/course/progress</loc>');
  });

  test('hashed assets are sent brotli-compressed and cached for a year', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[src*="/static/js/"]').first().getAttribute('src');
    const response = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the SVG art of a public page arrives as WebP copies, drawn at full size', async ({ page }) => {
    const art: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (/\/media\/.*\.svg$/.test(new URL(response.url()).pathname))
        art.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    });
    await page.goto('/shop');
    await expect(page.locator('main img').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(art.length).toBeGreaterThan(3);
    expect(art.filter((image) => image.type !== 'image/webp')).toEqual([]);
    const first = page.locator('main img').first();
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  });

  test('a prerendered page asks first for the largest image of its first screen', async ({ request }) => {
    const html = await (await request.get('/gallery')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/api\/info\/media\/banners\/gallery\.svg">/,
    );
  });

  test("a phone's home page loads only its first screen's images at once, the banner first", async ({
    request,
  }) => {
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36';
    const html = await (await request.get('/', { headers: { 'user-agent': phone } })).text();
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      src: /src="([^"]+)"/.exec(tag)?.[1],
      loading: /loading="([^"]+)"/.exec(tag)?.[1],
      high: tag.includes('fetchpriority="high"'),
    }));
    const banner = images.find((image) => image.src === '/api/info/media/home/islamic-studies-narrow.svg');
    expect(banner).toMatchObject({ loading: 'eager', high: true });
    expect(images.filter((image) => image.high)).toHaveLength(1);
    // The carousel's other slides and the course cards below the banner wait until scrolled near.
    for (const src of [
      '/api/info/media/home/psychology-narrow.svg',
      '/api/catalog/media/v1/courses/1/banner.svg',
    ]) {
      expect(images.find((image) => image.src === src)).toMatchObject({ loading: 'lazy', high: false });
    }
  });

  test('blocks below the first screen are rendered on approach, held at their measured size', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 839 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36',
    });
    const page = await context.newPage();
    try {
      await page.goto('/shop');
      const deferred = page.locator('#prerendered [style*="content-visibility: auto"]');
      expect(await deferred.count()).toBeGreaterThan(3);
      // The first product card is in the first screen and drawn at once.
      await expect(
        page
          .locator('#prerendered li')
          .filter({ has: page.locator('img') })
          .first(),
      ).not.toHaveAttribute('style', /content-visibility/);
      const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < heightBefore; y += 400) await page.evaluate((top) => scrollTo(0, top), y);
      const heightAfter = await page.evaluate(() => document.documentElement.scrollHeight);
      // Drawn for real, the blocks keep the size they were held at (within a few pixels of rounding).
      expect(Math.abs(heightAfter - heightBefore)).toBeLessThanOrEqual(8);
    } finally {
      await context.close();
    }
  });

  test('an image that never arrives does not keep the app from starting', async ({ page }) => {
    // The banner of /courses' first screen hangs: the page's load event never comes.
    await page.route('**/api/catalog/media/**', () => {});
    await page.goto('/courses', { waitUntil: 'commit' });
    await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('#root main h1')).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });

  test('a prerendered page fetches no app code until the visitor reaches for it', async ({ page }) => {
    await page.goto('/courses');
    expect(await appScripts(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.locator('#prerendered')).toHaveCount(0);
    expect((await appScripts(page)).length).toBeGreaterThan(3);
  });

  test("a signed-in visitor's page starts its app at once (its header is theirs)", async ({ page }) => {
    const [learner] = DEMO_LEARNERS;
    const login = await page.request.post('/api/identity/auth/lms/login', {
      data: { email: learner.email, password: learner.password },
    });
    const { data } = (await login.json()) as { data: { accessToken: string; email: string } };
    await page.goto('/courses');
    await page.evaluate(
      (state) => localStorage.setItem('aspire.auth', JSON.stringify({ state, version: 0 })),
      data,
    );
    await page.reload();
    // Asked for while the page loaded, not on a press or after the quiet seconds.
    expect((await appScripts(page)).length).toBeGreaterThan(0);
    await expect(page.getByTestId('account-name')).toBeVisible();
  });

  test('what a visitor types and presses on the prerendered page before the app is up, the app carries out', async ({
    page,
  }) => {
    const [learner] = DEMO_LEARNERS;
    // The app's code is held back until the visitor has filled in the stored page's form and pressed.
    const release = await holdEntryScript(page);
    await page.goto('/lms/login');
    const form = page.locator('#prerendered form');
    await form.getByLabel('Email').fill(learner.email);
    await form.getByLabel('Password').fill(learner.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/lms\/login$/);
    release();
    await expect(page).toHaveURL(/\/course\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });
});

/** Addresses of the app's scripts (shell entry, chunks, remotes) the page has fetched so far. */
const appScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/static\/js\/|remoteEntry/.test(name)),
  );
