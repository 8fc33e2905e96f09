import { expect, type Page, test } from '@playwright/test';
import { appInPlace } from './support/site.ts';

/** Layout shift (not caused by input) and the LCP entries of the page so far, from the browser's own records. */
async function paintRecords(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ cls: number; lcp: number[] }>((resolve) => {
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
        requestAnimationFrame(() => setTimeout(() => resolve({ cls, lcp }), 100));
      }),
  );
}

test.describe('speed: public pages rendered on the server', () => {
  test('public pages arrive with their content, readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.locator('#root[data-server-rendered] h1')).toHaveText('Aspire College & Trust');
      // The widgets below the fold are in the server's HTML too.
      await expect(page.locator('#root [data-widget="featured-courses"] a').first()).toBeVisible();

      await page.goto('/courses');
      await expect(page.locator('#root main h1')).toBeVisible();
      await expect(page.locator('#root main a[href^="/course/"]').first()).toBeVisible();
      await expect(page).toHaveTitle(/Aspire College & Trust/);

      await page.goto('/course/1');
      await expect(page.locator('#root main h1')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/course\/1$/);

      // The learner area and a visitor's orders are never rendered on the server.
      await page.goto('/orders');
      await expect(page.locator('#root')).toBeEmpty();
    } finally {
      await context.close();
    }
  });

  test("the server's pages carry no visitor data, and the remotes manifest comes inside the page", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('id="remotes-manifest"');
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).not.toContain('Sign out');
    expect(html).not.toContain('data-testid="account-name"');
  });

  for (const route of ['/', '/courses', '/events']) {
    test(`${route}: the server's page hydrates in place without layout shift`, async ({ page }) => {
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, { serverMain: document.querySelector('#root main') }),
        ),
      );
      await page.goto(route);
      await appInPlace(page);
      await page.waitForLoadState('networkidle');
      const { cls, lcp } = await paintRecords(page);
      expect(cls).toBeLessThanOrEqual(0.05);
      expect(lcp.length).toBeGreaterThan(0);
      // Hydrating kept the server's elements: the largest paint is of the server's page.
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { serverMain: Element }).serverMain ===
            document.querySelector('#root main'),
        ),
      ).toBe(true);
    });
  }

  test("the home page's widgets keep the server's HTML and size, and load their code on approach", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const widgetCode = () =>
      appScripts(page).then((scripts) => scripts.filter((name) => /expose_featured_courses/.test(name)));
    await page.goto('/');
    await appInPlace(page);
    await page.waitForLoadState('networkidle');
    expect(await widgetCode()).toEqual([]);
    const slot = page.locator('#root [data-widget="featured-courses"]');
    const heightBefore = await slot.evaluate((element) => element.getBoundingClientRect().height);
    await slot.evaluate((element) => Object.assign(window, { serverCard: element.querySelector('a') }));
    /** Whether React has taken the widget's first link over (hydrated elements carry its fiber). */
    const hydrated = () =>
      slot.evaluate((element) =>
        Object.keys(element.querySelector('a') ?? {}).some((key) => key.startsWith('__reactFiber')),
      );
    expect(await hydrated()).toBe(false);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 300) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await expect.poll(widgetCode).not.toEqual([]);
    await expect.poll(hydrated).toBe(true);
    await page.waitForLoadState('networkidle');
    // Scrolling is no input that excuses a shift: any shift while the widgets came to life counts.
    const { cls } = await paintRecords(page);
    expect(cls).toBeLessThanOrEqual(0.05);
    expect(await slot.evaluate((element) => element.getBoundingClientRect().height)).toBe(heightBefore);
    // Hydrated in place, not drawn again: the server's elements are the widget's, with no mismatch.
    expect(
      await slot.evaluate(
        (element) => (window as unknown as { serverCard: Element }).serverCard === element.querySelector('a'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

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

  test('a server page asks first for the largest image of its first screen', async ({ request }) => {
    const html = await (await request.get('/gallery')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/api\/info\/media\/banners\/gallery\.svg">/,
    );
  });

  test("a phone's home page loads only its first screen's images at once, the banner first", async ({
    request,
  }) => {
    // One page for every browser: a phone takes the banner's narrow art from its <picture>.
    const html = await (await request.get('/')).text();
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
      src: /src="([^"]+)"/.exec(tag)?.[1],
      loading: /loading="([^"]+)"/.exec(tag)?.[1],
      // React writes the attribute as `fetchPriority`; HTML's names know no case.
      high: /fetchpriority="high"/i.test(tag),
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

  test('an image that never arrives does not keep the page from hydrating', async ({ page }) => {
    // The banner of /courses' first screen hangs: the page's load event never comes.
    await page.route('**/api/catalog/media/**', () => {});
    await page.goto('/courses', { waitUntil: 'commit' });
    await appInPlace(page);
    await expect(page.locator('#root main h1')).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });

  test("a server page asks at once for its route's code, and for the manifests it needs first", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/courses')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]+\/mf-manifest\.[0-9a-f]{16}\.json">/,
    );
    await page.goto('/courses');
    await appInPlace(page);
    // Loaded before hydrating, with no input from the visitor: a press on the page finds its code there.
    expect((await appScripts(page)).some((name) => /expose_courses_page/.test(name))).toBe(true);
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
