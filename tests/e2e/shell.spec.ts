import { expect, test } from '@playwright/test';
import {
  appInPlaceWithPausedClock,
  expectAccessible,
  scrollToWidget,
  threeAtATime,
  visit,
} from './support/site.ts';

const NOT_FOUND = "We couldn't find that page";

test.describe('home page', () => {
  test('banner carousel advances every 4 s, wraps, has previous/next and dots, and links to the admission form', async ({
    page,
  }) => {
    // The page's clock stands still; only runFor moves it.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:00Z'));
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Admissions highlights' });
    const dots = carousel.getByRole('button', { name: /^Show slide/ });
    await expect(dots).toHaveCount(4);
    const current = carousel.locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Show slide 1');
    // Once hydrated, the app turns the slides (the server's HTML stands still).
    await appInPlaceWithPausedClock(page);
    await page.clock.runFor(4_000);
    await expect(current).toHaveAccessibleName('Show slide 2');
    await page.clock.runFor(8_000);
    await expect(current).toHaveAccessibleName('Show slide 4');
    await page.clock.runFor(4_000);
    await expect(current).toHaveAccessibleName('Show slide 1');

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAccessibleName('Show slide 4');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName('Show slide 1');
    await dots.nth(2).click();
    await expect(current).toHaveAccessibleName('Show slide 3');
    // Hovered or focused, it holds still.
    await page.clock.runFor(12_000);
    await expect(current).toHaveAccessibleName('Show slide 3');

    const slide = carousel.getByRole('group', { name: '3 of 4' });
    await expect(slide.getByRole('link')).toHaveAttribute('href', '/admission-form');
    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.clock.runFor(8_000);
    await expect(current).toHaveAccessibleName('Show slide 3');
    await slide.getByRole('link').click();
    await expect(page).toHaveURL(/\/admission-form$/);
  });

  test('uses three narrow slides under 768 px and stays still for reduced motion', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:00Z'));
    await page.goto('/');
    // The server's HTML does not know the width; the hydrated app picks the narrow slides.
    await appInPlaceWithPausedClock(page);
    const carousel = page.getByRole('region', { name: 'Admissions highlights' });
    await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(3);
    await expect(carousel.locator('img').first()).toHaveAttribute('src', /narrow/);
    await page.clock.runFor(12_000);
    await expect(carousel.locator('[aria-current="true"]')).toHaveAccessibleName('Show slide 1');
  });

  test('shows the counts, Why Aspire with our video, affiliations, widget slots in order, and passes axe', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aspire College & Trust');
    for (const [value, label] of [
      ['15,000+', 'Alumni Graduated'],
      ['50+', 'Courses Offered'],
      ['50+', 'Trained Faculties'],
      ['25+', 'Years of Service'],
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: label })).toContainText(value as string);
    }
    const video = page.locator('video');
    await expect(video.locator('source')).toHaveAttribute('src', '/media/why-aspire.webm');
    await expect(video.locator('track[kind="captions"]')).toHaveCount(1);
    expect((await page.request.get('/media/why-aspire.webm')).ok()).toBe(true);
    await expect(page.getByRole('region', { name: 'Affiliations' }).getByRole('img')).toHaveCount(4);
    const slots = await page
      .locator('[data-widget]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget')));
    expect(slots).toEqual(['featured-courses', 'community', 'events', 'testimonials']);
    await expectAccessible(page, 'home page');
  });
});

test.describe('page frame', () => {
  test('the footer has both offices with maps, phones, e-mail, social links and © 2023', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const city of ['Chennai', 'Bengaluru']) {
      await expect(footer.getByRole('heading', { name: `${city} office` })).toBeVisible();
      const map = footer.getByRole('img', { name: new RegExp(`Map of the area around the ${city} office`) });
      await expect(map).toHaveAttribute('src', `/assets/maps/${city.toLowerCase()}.svg`);
      expect((await page.request.get(`/assets/maps/${city.toLowerCase()}.svg`)).ok()).toBe(true);
    }
    await expect(footer.getByRole('link', { name: '+91 44 4555 2300' })).toHaveAttribute(
      'href',
      'tel:+914445552300',
    );
    await expect(footer.getByRole('link', { name: 'admissions@aspirecollege.in' })).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: `${network} (opens in a new tab)` })).toBeVisible();
    }
    await expect(footer).toContainText('© 2023 Aspire College & Trust');
    for (const name of ['Terms & Conditions', 'Privacy Policy', 'Apply Now'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
  });

  test('the full-screen menu has every group, traps focus, closes on Escape, and passes axe', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    for (const group of [
      'Courses',
      'Admission',
      'Community',
      'Life at Aspire',
      'About Aspire',
      'Shop',
      'Events',
      'Blogs',
    ]) {
      await expect(menu.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    for (const name of ['Terms & Conditions', 'Privacy Policy', 'Apply Now'])
      await expect(menu.getByRole('link', { name, exact: true }).last()).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Contact' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Forum/ })).toHaveAttribute(
      'href',
      'https://learn.aspirecollege.in/forums',
    );
    await expectAccessible(page, 'menu');
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('every menu link leads to a route that exists', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    const hrefs = await menu
      .locator('a[href^="/"]:not([download])')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const paths = [...new Set(hrefs)];
    expect(paths.length).toBeGreaterThan(25);
    // Follow one by clicking: the menu closes and the route renders.
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(menu).toBeHidden();
    await threeAtATime(paths, async (path) => {
      const tab = await page.context().newPage();
      await visit(tab, path);
      await expect(tab.locator('main'), `${path} renders`).not.toBeEmpty();
      await expect(
        tab.getByRole('heading', { name: NOT_FOUND }),
        `${path} is a route of the site`,
      ).toHaveCount(0);
      await tab.close();
    });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  });

  test('Write to us sends the message and shows the Thank You page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await page.getByRole('button', { name: 'Write to us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write to us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '10');
    await expectAccessible(page, 'contact overlay');

    // The server's checks show in red under the fields; nothing is stored.
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please correct the fields marked below.');
    await expect(dialog.getByText('First name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('First name').fill('Yusuf');
    await dialog.getByLabel('Last name').fill('Ali');
    await dialog.getByLabel('Email').fill('yusuf.ali@example.com');
    await dialog.getByLabel('Phone number').fill('9876501234');
    await dialog.getByLabel('Subject').fill('Hostel facilities in Bengaluru');
    await dialog
      .getByLabel('Message')
      .fill('Assalamu alaikum. Is there a hostel for women students near the Bengaluru campus?');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/catalog/contact') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    // The catalog service exposes no read of contact messages; its answer carries the stored record's id.
    expect(await response.json()).toMatchObject({
      success: true,
      data: { id: expect.stringMatching(/^[0-9a-f]{24}$/) },
    });
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    await expect(page.getByText('Your message has been successfully received.')).toBeVisible();
    await expectAccessible(page, 'thank-you page');
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a remote opens the shell's contact overlay with its subject (Inquire Now on a featured course)", async ({
    page,
  }) => {
    await page.goto('/');
    await scrollToWidget(page, 'featured-courses');
    const inquire = page.getByRole('button', { name: /Inquire Now/ }).first();
    await inquire.click();
    const dialog = page.getByRole('dialog', { name: 'Write to us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Subject')).toHaveValue(/^Enquiry: /);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(inquire).toBeFocused();
  });
});
