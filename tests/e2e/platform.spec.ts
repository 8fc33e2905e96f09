import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remotePort, visit } from './support/site.ts';

test.describe('federated shell', () => {
  test('each remote serves its own pages through the shell', async ({ page }) => {
    const routes = { catalog: '/courses', shop: '/shop', lms: '/lms/login', info: '/events' } as const;
    for (const [remote, route] of Object.entries(routes)) {
      const manifest = await page.request.get(
        `http://localhost:${remotePort(remote as keyof typeof routes)}/mf-manifest.json`,
      );
      expect(manifest.ok(), `${remote} manifest`).toBe(true);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      await visit(page, route);
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

  test('a mis-cased page address moves to its canonical spelling, query kept', async ({ page }) => {
    const moved = await page.request.get('/scholarship?from=menu', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toBe('/Scholarship?from=menu');
    await visit(page, '/COURSES');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('a stopped remote degrades politely and its retry succeeds once it is back', async ({ page }) => {
    // The info remote's real server is stopped; the launcher brings it back after a delay
    // (REMOTE_RESTART_DELAY_MS in the Playwright config), as a process supervisor would.
    const pids = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'pids.json'), 'utf8'));
    const manifest = `http://localhost:${remotePort('info')}/mf-manifest.json`;
    process.kill(pids['remote info'], 'SIGKILL');
    await expect
      .poll(async () => (await page.request.get(manifest).catch(() => null))?.ok() ?? false)
      .toBe(false);

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

    await expect
      .poll(async () => (await page.request.get(manifest).catch(() => null))?.ok() ?? false, {
        timeout: 30_000,
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expect(page.locator('main h1').first()).toBeVisible();
  });
});
