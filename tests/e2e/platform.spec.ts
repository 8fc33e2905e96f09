import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, remotePort } from './support/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

test.describe('federated shell', () => {
  test('each remote serves its own pages through the shell', async ({ page }) => {
    const routes = { catalog: '/courses', shop: '/shop', lms: '/lms/login', info: '/events' } as const;
    for (const [remote, route] of Object.entries(routes)) {
      const manifest = await page.request.get(
        `http://localhost:${remotePort(remote as keyof typeof routes)}/mf-manifest.json`,
      );
      expect(manifest.ok(), `${remote} manifest`).toBe(true);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    }
  });

  test('unknown routes show the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All courses' })).toBeVisible();
  });

  test('a stopped remote degrades politely and its retry succeeds once it is back', async ({ page }) => {
    // The info remote is pointed (through the remotes manifest in the page) at a server of this test's own,
    // which starts stopped.
    const port = E2E_PORT + 90;
    // The shell's server writes the remotes manifest into the page as a JSON data block.
    await page.route('**/events', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="remotes-manifest">)(.*?)(<\/script>)/,
        (_, open: string, json: string, close: string) =>
          `${open}${JSON.stringify({ ...JSON.parse(json), info: `http://localhost:${port}/mf-manifest.json` })}${close}`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/events');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // The rest of the site still works: another remote's page and the frame.
    await page.getByRole('link', { name: 'Courses', exact: true }).first().click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expect(page.locator('footer')).toContainText('Chennai');
    await page.goBack();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();

    let server: ChildProcess | undefined;
    try {
      server = spawn(process.execPath, [path.join(ROOT, 'mfe-info/server.ts')], {
        env: { ...process.env, PORT: String(port) },
        stdio: 'ignore',
      });
      await expect
        .poll(
          async () =>
            (await page.request.get(`http://localhost:${port}/mf-manifest.json`).catch(() => null))?.ok() ??
            false,
        )
        .toBe(true);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      await expect(page.locator('main h1').first()).toBeVisible();
    } finally {
      server?.kill('SIGTERM');
    }
  });
});
