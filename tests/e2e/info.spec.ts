import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { EXTERNAL_LINKS, SITE } from '../../shared/config/src/site.ts';
import { expectAccessible, scrollThroughPage, visit } from './support/site.ts';

/** Every route of issue 7, the h1 it shows and a piece of its real content. */
const ROUTES: { path: string; h1: RegExp; content: RegExp }[] = [
  { path: '/events', h1: /^Events$/, content: /Upcoming Events/ },
  { path: '/blogs', h1: /Blogs and News/, content: /By / },
  {
    path: '/blog/why-study-islamic-psychology',
    h1: /Why study psychology through an Islamic lens/,
    content: /al-Balkhi/,
  },
  { path: '/community', h1: /Our Community/, content: /Free online fatwa service/ },
  { path: '/community/free-workshops', h1: /Free workshops/, content: /raising teenagers/ },
  { path: '/Scholarship', h1: /Scholarship/, content: /orphans/i },
  { path: '/glance', h1: /Aspire at a Glance/, content: /Our mission/ },
  { path: '/chairman', h1: /Chairman’s Message/, content: /fifteen thousand students/ },
  { path: '/leadership', h1: /Leadership/, content: /Managing Trustee and Secretary/ },
  { path: '/faculties', h1: /Our Faculties/, content: /Ph\.D\./ },
  { path: '/aspirecommunity', h1: /Aspire in the Community/, content: /Myth-busting series/ },
  { path: '/gallery', h1: /Gallery/, content: /Peace Expo/ },
  { path: '/magazines', h1: /Magazines/, content: /January 2022/ },
  { path: '/alumni', h1: /Alumni Stories/, content: /See More/ },
  { path: '/testimonials', h1: /Testimonials/, content: /What our students say/ },
  { path: '/w-power', h1: /W Power/, content: /Happy Muslim Behind the Scenes/ },
  { path: '/salam-centre-franchise', h1: /Aspire Salam Centre Franchise/, content: /5 years/ },
  { path: '/terms-conditions', h1: /Terms & Conditions/, content: /Governing law/ },
  { path: '/privacy-policy', h1: /Privacy Policy/, content: /Cookies/ },
];

/** The day in India, which is how the info service decides upcoming and past. */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const DAY = /\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}/;

test.describe('information pages', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its content and passes the accessibility scan`, async ({ page }) => {
      await visit(page, route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
      await expect(page.locator('main')).toContainText(route.content);
      await expect(page.locator('body')).not.toContainText(/lorem\s+ipsum/i);
      expect(await page.title()).not.toBe('');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expectAccessible(page, route.path);
    });
  }
});

test.describe('events', () => {
  test('tabs filter events by the date, Show all lists both, View opens details and Play the recording', async ({
    page,
  }) => {
    const today = todayInIndia();
    await page.goto('/events');
    const cards = page.getByTestId('event-card');
    await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toBeVisible();
    const upcomingEnds = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-end') ?? ''));
    // The events have real dates (services/info/content/events.json): how many are to come depends on the day.
    expect(upcomingEnds.length).toBeGreaterThan(0);
    expect(upcomingEnds.every((end) => end >= today)).toBe(true);
    await expect(cards.first().getByTestId('event-dates')).toHaveText(DAY);
    await expect(cards.first()).toContainText(/\d{1,2}:\d{2} (AM|PM) – \d{1,2}:\d{2} (AM|PM)/);
    await expect(page.getByRole('link', { name: /Play/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Past Events' }).click();
    await expect(page.getByRole('tab', { name: 'Past Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toContainText('Past event');
    const pastEnds = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-end') ?? ''));
    expect(pastEnds.length).toBeGreaterThan(0);
    expect(pastEnds.every((end) => end < today)).toBe(true);
    const play = cards.first().getByRole('link', { name: /Play/ });
    await expect(play).toHaveAttribute('href', /^https:\/\//);
    await expect(play).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Show all events' }).click();
    await expect(cards).toHaveCount(upcomingEnds.length + pastEnds.length);

    const firstName = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('button', { name: /View/ }).click();
    const dialog = page.getByRole('dialog', { name: firstName });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Venue');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('blogs', () => {
  test('tabs Blogs and News filter the cards; a card opens the full article', async ({ page }) => {
    await page.goto('/blogs');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText(/By .+/);
    await expect(cards.first().locator('time')).toHaveText(/ago|yesterday|last|week|month/);
    const blogTitles = await cards.locator('h2').allTextContents();
    await page.getByRole('tab', { name: 'News' }).click();
    await expect(cards.first().locator('h2')).not.toHaveText(blogTitles[0] ?? '');
    const newsTitles = await cards.locator('h2').allTextContents();
    // The three news posts the site began with, and any the content journey published meanwhile.
    expect(newsTitles.length).toBeGreaterThanOrEqual(3);
    expect(newsTitles.some((t) => blogTitles.includes(t))).toBe(false);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: newsTitles[0] })).toBeVisible();
    expect(await page.locator('article p').count()).toBeGreaterThanOrEqual(3);
  });
});

/** Drives the full-screen viewer through every behaviour for a list of `count` thumbnails. */
async function exerciseViewer(page: Page, thumbs: Locator, count: number) {
  const viewer = page.getByRole('dialog');
  const counter = viewer.getByText(/^Image \d+ of \d+$/);
  const at = (n: number) => expect(counter).toHaveText(`Image ${n} of ${count}`);

  await thumbs.nth(2).click();
  await expect(viewer).toBeVisible();
  await at(3);
  await expect(viewer.getByRole('button', { name: 'Close viewer' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await at(4);
  await page.keyboard.press('l');
  await at(5);
  await page.keyboard.press('ArrowLeft');
  await at(4);
  await page.keyboard.press('h');
  await at(3);
  await viewer.getByRole('button', { name: 'Next image' }).click();
  await at(4);
  await viewer.getByRole('button', { name: 'Previous image' }).click();
  await at(3);

  // Escape closes, focus returns to the thumbnail, and the index is back at the first image.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbs.nth(2)).toBeFocused();
  await page.getByRole('button', { name: 'View as slideshow' }).click();
  await at(1);

  // Wraps both ways.
  await page.keyboard.press('ArrowLeft');
  await at(count);
  await page.keyboard.press('ArrowRight');
  await at(1);

  // The mouse wheel steps forward and back (one step per gesture).
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(size.width / 2, size.height / 2);
  await page.mouse.wheel(0, 240);
  await at(2);
  await page.waitForTimeout(450);
  await page.mouse.wheel(0, -240);
  await at(1);

  // The close button closes; a click outside the image closes and resets too.
  await page.keyboard.press('ArrowRight');
  await at(2);
  await viewer.getByRole('button', { name: 'Close viewer' }).click();
  await expect(viewer).toBeHidden();
  await thumbs.nth(count - 1).click();
  await at(count);
  await page.mouse.click(6, size.height - 6);
  await expect(viewer).toBeHidden();
  await page.getByRole('button', { name: 'View as slideshow' }).click();
  await at(1);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

test.describe('gallery', () => {
  test('the viewer works on the unfiltered list of 17 and on the Peace Expo filter of 8', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const thumbs = page.getByTestId('gallery-grid').getByRole('button');
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(thumbs).toHaveCount(17);
    await exerciseViewer(page, thumbs, 17);

    for (const [name, count] of [
      ['Campus', 5],
      ['E-Learning', 2],
      ['Workshop', 2],
      ['Peace Expo', 8],
    ] as const) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbs).toHaveCount(count);
    }
    await exerciseViewer(page, thumbs, 8);
  });

  test('shows four columns, and two under 768 px', async ({ page }) => {
    await page.goto('/gallery');
    const grid = page.getByTestId('gallery-grid');
    await expect(grid.getByRole('button')).toHaveCount(17);
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(4);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(columns).toBe(2);
  });
});

test.describe('testimonials', () => {
  test('13 images in three columns open the same viewer; six cards with five stars', async ({ page }) => {
    await page.goto('/testimonials');
    const thumbs = page.getByTestId('testimonial-wall').getByRole('button');
    await expect(thumbs).toHaveCount(13);
    expect(
      await page.getByTestId('testimonial-wall').evaluate((el) => getComputedStyle(el).columnCount),
    ).toBe('3');
    await expect(page.getByTestId('testimonial-card')).toHaveCount(6);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6);
    await thumbs.nth(12).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText('Image 13 of 13')).toBeVisible();
    await page.keyboard.press('l');
    await expect(viewer.getByText('Image 1 of 13')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});

test.describe('magazines', () => {
  test('2022 by default, 2023 on its button; a cover opens its PDF in a new tab', async ({
    page,
    request,
  }) => {
    await page.goto('/magazines');
    const covers = page.getByTestId('magazine-grid').getByRole('link');
    await expect(page.getByRole('button', { name: '2022' })).toHaveAttribute('aria-pressed', 'true');
    await expect(covers).toHaveCount(12);
    await expect(covers.first()).toContainText('January 2022');
    await expect(covers.last()).toContainText('December 2022');
    await page.getByRole('button', { name: '2023' }).click();
    await expect(page.getByRole('button', { name: '2023' })).toHaveAttribute('aria-pressed', 'true');
    await expect(covers).toHaveCount(10);
    await expect(covers.last()).toContainText('October 2023');
    await expect(covers.first()).toHaveAttribute('target', '_blank');
    const href = (await covers.first().getAttribute('href')) ?? '';
    const pdf = await request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The new tab asks for the PDF (a browser without a PDF viewer saves it rather than showing it).
    const [popup, opened] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (asked) => asked.url().endsWith(href)),
      covers.first().click(),
    ]);
    expect(opened.isNavigationRequest()).toBe(true);
    await popup.close();
  });
});

test.describe('alumni', () => {
  test('descriptions are cut at 200 characters with an ellipsis; See More shows the full story', async ({
    page,
  }) => {
    await page.goto('/alumni');
    const descriptions = page.getByTestId('alumni-description');
    await expect(page.getByTestId('alumni-card')).toHaveCount(11);
    const texts = await descriptions.allTextContents();
    expect(texts.every((t) => t.length <= 201)).toBe(true);
    const cut = texts.filter((t) => t.endsWith('…'));
    expect(cut.length).toBeGreaterThanOrEqual(3);
    expect(texts.some((t) => !t.endsWith('…'))).toBe(true);

    const firstCutCard = page.getByTestId('alumni-card').filter({ hasText: '…' }).first();
    const shortText = (await firstCutCard.getByTestId('alumni-description').textContent()) ?? '';
    await firstCutCard.getByRole('button', { name: /See More/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const full = (await dialog.getByTestId('alumni-full').textContent()) ?? '';
    expect(full.length).toBeGreaterThan(200);
    expect(full.startsWith(shortText.slice(0, -1).trimEnd())).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    await firstCutCard.getByRole('button', { name: /See More/ }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });
});

test.describe('scholarship', () => {
  test('shows eligibility, three motives, the phone, Contact Us and the external Apply Now', async ({
    page,
  }) => {
    await page.goto('/Scholarship');
    const main = page.locator('main');
    for (const text of [
      /financial need/i,
      /unmarried or divorced women/i,
      /orphans/i,
      /father or husband/i,
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(page.locator('main blockquote')).toHaveCount(3);
    await expect(main).toContainText(SITE.phones.scholarship);
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute(
      'href',
      '/enquiry-form',
    );
    await expect(page.getByRole('link', { name: /Apply Now/ }).first()).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.applicationForm,
    );
  });
});

test.describe('home widgets', () => {
  test('events and testimonial widgets show three cards each with links to their pages', async ({ page }) => {
    await page.goto('/');
    await scrollThroughPage(page);
    await expect(page.getByRole('heading', { name: 'Events', level: 2 })).toBeVisible();
    await expect(page.getByTestId('event-card')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /See all events/ })).toHaveAttribute('href', '/events');
    await expect(page.getByTestId('testimonial-card')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /Read all testimonials/ })).toHaveAttribute(
      'href',
      '/testimonials',
    );
  });

  test('community tiles open in a new window and become a 2-second carousel at 375 px', async ({ page }) => {
    await page.goto('/');
    await scrollThroughPage(page);
    const tiles = page.getByTestId('community-tiles').getByRole('link');
    await expect(tiles).toHaveCount(4);
    const hrefs = await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/salam-centre-franchise', '/w-power', EXTERNAL_LINKS.forums, '/magazines']);
    for (const tile of await tiles.all()) {
      await expect(tile).toHaveAttribute('target', '_blank');
      await expect(tile).toHaveAttribute('rel', /noopener/);
      await expect(tile).toContainText('opens in a new window');
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.mouse.move(0, 0);
    const track = page.getByTestId('community-tiles');
    await expect(track).toHaveAttribute('data-active', /\d/);
    const start = Number(await track.getAttribute('data-active'));
    await expect(track).toHaveAttribute('data-active', String((start + 1) % 4));
    await expect(track).toHaveAttribute('data-active', String((start + 2) % 4));
    await expect(page.getByRole('region', { name: 'Aspire Community tiles' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    // Pauses while hovered.
    await track.hover();
    const held = await track.getAttribute('data-active');
    await page.waitForTimeout(2_600);
    await expect(track).toHaveAttribute('data-active', held ?? '');
    // The info widgets of the home page at 375 px (the rest of the home page belongs to other remotes).
    await page.mouse.move(0, 0);
    const results = await new AxeBuilder({ page })
      .include('section:has(#home-community-title)')
      .include('section:has(#home-events-title)')
      .include('section:has(#home-testimonials-title)')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      'accessibility of the info widgets at 375 px',
    ).toEqual([]);
  });

  test('the community carousel stays still for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await scrollThroughPage(page);
    const track = page.getByTestId('community-tiles');
    await expect(track).toHaveAttribute('data-active', '0');
    await page.waitForTimeout(2_600);
    await expect(track).toHaveAttribute('data-active', '0');
  });
});
