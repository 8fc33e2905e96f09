import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support/site.ts';

const [amina, imran] = DEMO_LEARNERS;
type Learner = (typeof DEMO_LEARNERS)[number];

/** Signs the page in as a demo learner through the LMS login API and the stored session. */
async function signInLearner(page: Page, learner: Learner) {
  const login = await page.request.post('/api/identity/auth/lms/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(login.ok(), 'demo learner login').toBe(true);
  const { data } = (await login.json()) as {
    data: { accessToken: string; firstName: string; lastName: string; email: string; mobileNumber: string };
  };
  const { accessToken, ...profile } = data;
  await page.goto('/');
  await page.evaluate(
    ({ token, profile }) =>
      localStorage.setItem(
        'aspire.auth',
        JSON.stringify({ state: { accessToken: token, ...profile }, version: 0 }),
      ),
    { token: accessToken, profile },
  );
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const sectionToggles = (page: Page) =>
  page.getByRole('navigation', { name: 'Course sections' }).getByRole('button', { expanded: true });

test.describe('learner area', () => {
  // Several journeys with axe scans each: more room than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('signed out, the dashboard sends the visitor to the LMS login and back; a wrong password shows the red error', async ({
    page,
  }) => {
    await page.goto('/course/progress');
    await expect(page).toHaveURL(/\/lms\/login\?next=%2Fcourse%2Fprogress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learner login' })).toBeVisible();
    await expectAccessible(page, 'LMS login');

    await page.getByLabel('Email').fill(amina.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const error = page.getByRole('alert');
    await expect(error).toHaveText('Invalid email or password');
    // Red, and above the fields.
    await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
    const errorBox = (await error.boundingBox())!;
    const emailBox = (await page.getByLabel('Email').boundingBox())!;
    expect(errorBox.y + errorBox.height).toBeLessThanOrEqual(emailBox.y);
    await expectAccessible(page, 'LMS login with an error');

    await page.getByLabel('Password').fill(amina.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/course\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText(`Hello, ${amina.email}`)).toBeVisible();
  });

  test('Forgot Password opens the reset flow', async ({ page }) => {
    await page.goto('/lms/login');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the tabs split the learner’s courses by status, each card with its dates and progress', async ({
    page,
  }) => {
    await signInLearner(page, amina);
    await page.goto('/course/progress');
    const inProgress = page.getByRole('tab', { name: /In progress/ });
    await expect(inProgress).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(2);
    const bis = card(page, 'BACHELOR OF ISLAMIC STUDIES');
    await expect(bis).toContainText('Jun 2026 - Apr 2029');
    await expect(bis).toContainText('Overall Progress');
    await expect(bis.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '44');
    await expect(bis).toContainText('44%');
    await expect(bis.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/lms/bachelor-of-islamic-studies',
    );
    await expect(card(page, 'BSC PSYCHOLOGY').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(panel).not.toContainText('BASIC ARABIC DIPLOMA');
    await expectAccessible(page, 'dashboard');

    // Keyboard: the arrow key moves to the Completed tab.
    await inProgress.focus();
    await page.keyboard.press('ArrowRight');
    const completedTab = page.getByRole('tab', { name: /Completed/ });
    await expect(completedTab).toBeFocused();
    await expect(completedTab).toHaveAttribute('aria-selected', 'true');
    const arabic = card(page, 'BASIC ARABIC DIPLOMA');
    await expect(arabic.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(arabic).toContainText('Aug 2025 - Feb 2026');
    await expect(arabic.getByRole('link', { name: 'Continue' })).toHaveCount(0);
    await expect(page.getByRole('tabpanel')).not.toContainText('BSC PSYCHOLOGY');
    await expectAccessible(page, 'dashboard, Completed tab');
  });

  test('Continue opens the viewer where the learner left off; one section is open at a time', async ({
    page,
  }) => {
    await signInLearner(page, amina);
    await page.goto('/course/progress');
    await card(page, 'BACHELOR OF ISLAMIC STUDIES').getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/lms\/bachelor-of-islamic-studies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bachelor of Islamic Studies' })).toBeVisible();
    // Resumes at the unit opened last, in its section, the only one open.
    await expect(page.getByRole('heading', { level: 2, name: 'Makki and Madani chapters' })).toBeVisible();
    await expect(sectionToggles(page)).toHaveCount(1);
    await expect(sectionToggles(page)).toContainText('Quranic Sciences');
    await expect(
      page.getByRole('button', { name: /Revelation and compilation of the Quran.*Completed/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Approaches to tafsir/ })).not.toContainText('Completed');
    await expectAccessible(page, 'viewer with a reading');

    const first = page.getByRole('button', { name: /Foundations of Islamic Studies/ });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: /Quranic Sciences/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(sectionToggles(page)).toHaveCount(1);
    await page.getByRole('button', { name: /Hadith and Seerah/ }).click();
    await expect(sectionToggles(page)).toHaveCount(1);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('the accordion and the captioned video player work by keyboard', async ({ page }) => {
    await signInLearner(page, amina);
    await page.goto('/lms/bsc-psychology');
    const intro = page.getByRole('button', { name: /Introduction to Psychology/ });
    await expect(intro).toHaveAttribute('aria-expanded', 'true');
    await intro.focus();
    await page.keyboard.press('Enter');
    await expect(intro).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(intro).toHaveAttribute('aria-expanded', 'true');
    // Tab into the section's units and open the video by keyboard: focus moves to the unit's title.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /How the mind learns/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'How the mind learns' })).toBeFocused();

    const video = page.locator('video');
    await expect(video).toBeVisible();
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    await expect(video).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expectAccessible(page, 'viewer with a video');
  });

  test('completing every unit moves the course to Completed at 100% after a reload', async ({ page }) => {
    await signInLearner(page, imran);
    await page.goto('/course/progress');
    await card(page, 'DIPLOMA PROGRAMME').getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/lms\/diploma-programme$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Welcome to your Aspire course' }),
    ).toBeVisible();

    // Mark complete toggles: undo takes it back.
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expect(page.getByText('You completed this unit')).toBeVisible();
    await page.getByRole('button', { name: 'Undo complete' }).click();
    await expect(page.getByRole('button', { name: 'Mark complete' })).toBeVisible();

    for (;;) {
      await page.getByRole('button', { name: 'Mark complete' }).click();
      await expect(page.getByRole('button', { name: 'Undo complete' })).toBeVisible();
      const next = page.getByRole('button', { name: 'Next' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    await expect(page.getByText('4 of 4 units completed', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('4 of 4 units completed', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Back to my courses' }).click();
    await expect(page).toHaveURL(/\/course\/progress$/);
    await expect(page.getByRole('tabpanel')).not.toContainText('DIPLOMA PROGRAMME');
    await page.getByRole('tab', { name: /Completed/ }).click();
    const diploma = card(page, 'DIPLOMA PROGRAMME');
    await expect(diploma.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(diploma).toContainText('100%');
    await page.reload();
    await expect(card(page, 'DIPLOMA PROGRAMME').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  test('a course the learner is not enrolled in, and an unknown one, say so plainly', async ({ page }) => {
    await signInLearner(page, amina);
    await page.goto('/lms/master-in-islamic-studies');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the course page' })).toHaveAttribute(
      'href',
      '/course/3',
    );
    await expectAccessible(page, 'viewer, not enrolled');
    await page.goto('/lms/no-such-course');
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  });

  test('signed out, the viewer sends the visitor to log in and back to the course', async ({ page }) => {
    await page.goto('/lms/bsc-psychology');
    await expect(page).toHaveURL(/\/lms\/login\?next=%2Flms%2Fbsc-psychology$/);
    await page.getByLabel('Email').fill(amina.email);
    await page.getByLabel('Password').fill(amina.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/lms\/bsc-psychology$/);
    await expect(page.getByRole('heading', { level: 1, name: 'BSc Psychology' })).toBeVisible();
  });

  test('a visitor signed in on the site is signed in to the LMS too', async ({ page, request }) => {
    await signInAs(page, request);
    await page.goto('/lms/login');
    await expect(page).toHaveURL(/\/course\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('You have no course in progress right now.')).toBeVisible();
  });
});
