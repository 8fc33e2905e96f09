import { expect, type Page, type Response, test } from '@playwright/test';
import { SITE } from '../../shared/config/src/site.ts';
import { mailsTo, mailTo } from './support/mail.ts';
import { expectAccessible, scrollToWidget, signInAs } from './support/site.ts';

/** The spec's category mapping (section 4), written out here so the test checks it independently. */
const TABS = [
  { label: 'On Campus', category: 'on-campus', ids: [1, 2, 3, 4, 17] },
  { label: 'Online Courses', category: 'online', ids: [13, 14, 15, 16, 18] },
  { label: 'Diploma', category: 'diploma', ids: [5, 6, 7, 12] },
  { label: 'Free Courses', category: 'free', ids: [8, 9, 10, 11] },
  { label: 'All Courses', category: 'all', ids: Array.from({ length: 18 }, (_, i) => i + 1) },
];

const panel = (page: Page) => page.getByRole('tabpanel');
const form = (page: Page) => page.locator('main form');

async function shownIds(page: Page, expected: number[]) {
  const cards = panel(page).locator('article[data-course-id]');
  await expect(cards).toHaveCount(expected.length);
  return (await cards.evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-course-id'))),
  )) as number[];
}

const FILLED = {
  studentName: 'Ayesha Siddiqa',
  email: 'ayesha.e2e@example.com',
  mobileNumber: '9876543210',
  gender: 'Female',
  message: 'I would like to join the next batch. Are evening classes available?',
};

async function fillForm(page: Page, values: { mobileNumber?: string } = {}) {
  await form(page).getByLabel('Student name').fill(FILLED.studentName);
  await form(page).getByLabel('Email').fill(FILLED.email);
  await form(page)
    .getByLabel('Mobile number')
    .fill(values.mobileNumber ?? FILLED.mobileNumber);
  await form(page).getByLabel('Gender').selectOption(FILLED.gender);
  await form(page).getByLabel('Message').fill(FILLED.message);
}

test.describe('catalogue and admissions', () => {
  // The machine running the suite may be busy; these journeys wait on real services.
  test.describe.configure({ timeout: 90_000 });

  test('each tab shows exactly the spec ids, in the URL, surviving a reload', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'On Campus' })).toHaveAttribute('aria-selected', 'true');
    expect(await shownIds(page, [1, 2, 3, 4, 17])).toEqual([1, 2, 3, 4, 17]);
    await expectAccessible(page, 'courses page');

    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab.label }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]category=${tab.category}`));
      await expect(page.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true');
      expect(await shownIds(page, tab.ids), tab.label).toEqual(tab.ids);
    }

    await page.goto('/courses?category=diploma');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Diploma' })).toHaveAttribute('aria-selected', 'true');
    expect(await shownIds(page, [5, 6, 7, 12])).toEqual([5, 6, 7, 12]);

    // Keyboard: arrows move between tabs and select them.
    await page.getByRole('tab', { name: 'Diploma' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Free Courses' })).toBeFocused();
    await expect(page).toHaveURL(/category=free/);

    // The /course link lists the free courses.
    await page.goto('/course');
    await expect(page.getByRole('tab', { name: 'Free Courses' })).toHaveAttribute('aria-selected', 'true');
    expect(await shownIds(page, [8, 9, 10, 11])).toEqual([8, 9, 10, 11]);
  });

  test('a card shows its facts; Inquire Now opens the contact overlay naming the course', async ({
    page,
  }) => {
    await page.goto('/courses');
    const card = panel(page).locator('article[data-course-id="2"]');
    await expect(card.getByRole('heading', { name: 'B.Sc. Psychology' })).toBeVisible();
    await expect(card).toContainText('36 months, six semesters');
    await expect(card).toContainText('Chennai | Bengaluru');
    await expect(card).toContainText('Financial Support');
    await card.getByRole('button', { name: 'Inquire Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write to us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Subject')).toHaveValue('Enquiry: B.Sc. Psychology');
  });

  test('a signed-in learner sees Go to course instead of Inquire Now for an enrolled course', async ({
    page,
    request,
  }) => {
    await signInAs(page, request);
    // The LMS's answer is stood in for here, so this checks the catalogue's side of the contract.
    await page.route('**/api/lms/enrolments', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: [
            {
              slug: 'bsc-psychology',
              title: 'B.Sc. Psychology',
              startDate: '2023-02-01',
              endDate: '2023-09-30',
            },
          ],
        },
      }),
    );
    await page.goto('/courses');
    const enrolled = panel(page).locator('article[data-course-id="2"]');
    await expect(enrolled.getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      '/lms/bsc-psychology',
    );
    await expect(enrolled.getByRole('button', { name: 'Inquire Now' })).toHaveCount(0);
    await expect(
      panel(page).locator('article[data-course-id="1"]').getByRole('button', { name: 'Inquire Now' }),
    ).toBeVisible();
  });

  test('View Course → every section → brochure PDF → Apply Now → prefilled form → Thank You, stored once', async ({
    page,
    request,
  }) => {
    await page.goto('/courses');
    await panel(page)
      .locator('article[data-course-id="2"]')
      .getByRole('link', { name: 'View Course' })
      .click();
    await expect(page).toHaveURL(/\/course\/2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'B.Sc. Psychology' })).toBeVisible();
    await expect(page).toHaveTitle(/B\.Sc\. Psychology/);
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Value you get' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="values-heading"] h3')).toHaveCount(4);
    await expect(page.getByText('Certificate will be provided after completing the course.')).toBeVisible();
    await expect(page.getByRole('img', { name: /Sample certificate of completion/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Curriculum' })).toBeVisible();
    expect(
      await page.locator('section[aria-labelledby="curriculum-heading"] ol > li').count(),
    ).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Course Highlights' })).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
      'href',
      /^\/enquiry-form/,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Students Review' })).toBeVisible();
    expect(await page.locator('section[aria-labelledby="reviews-heading"] li').count()).toBeGreaterThan(1);

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'B.Sc. Psychology',
    });

    const brochure = page.locator('#main').getByRole('link', { name: /Download Brochure/ });
    await expect(brochure).toHaveAttribute('target', '_blank');
    const pdf = await request.get((await brochure.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page, 'course detail');

    await page.locator('#main').getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/admission-form\?course=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admission Form' })).toBeVisible();
    await expect(page.getByTestId('chosen-course')).toHaveText('B.Sc. Psychology');

    await fillForm(page);
    const answers: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/catalog/admissions') && response.request().method() === 'POST')
        answers.push(response);
    });
    await page.getByRole('button', { name: 'Submit Application' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    await expect(page.getByText('Your message has been successfully received')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(
      page.getByRole('status').getByRole('link', { name: 'admissions@aspirecollege.in' }),
    ).toBeVisible();

    expect(answers.length).toBeGreaterThanOrEqual(1);
    const bodies = await Promise.all(
      answers.map(async (a) => (await a.json()) as { success: boolean; data: { id: string } }),
    );
    expect(bodies.every((b) => b.success)).toBe(true);
    const id = bodies[0]?.data.id;
    expect(bodies.every((b) => b.data.id === id)).toBe(true);
    // Sending the same fill again (a retry, or a second click that got through) with the form's
    // idempotency key answers the record already stored. The service answers 409 for a key reused with
    // different details, so this 200 also shows the form sent the course, its location and mode.
    const key = answers[0]?.request().headers()['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const again = await request.post('/api/catalog/admissions', {
      data: {
        ...FILLED,
        courseId: 2,
        location: 'Chennai | Bengaluru',
        admissionMode: 'on-campus',
        idempotencyKey: key,
      },
    });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { data: { id: string } }).data.id).toBe(id);

    // The college hears of it: the admissions office's notification, once, with every field and the
    // record's id; and the applicant's acknowledgement names the course and the campus phone.
    const notification = await mailTo('admissions@aspirecollege.in', /^New admission: Ayesha Siddiqa/, {
      containing: id,
    });
    for (const value of [
      FILLED.studentName,
      FILLED.email,
      // Stored in E.164 and shown in the international format.
      '+91 98765 43210',
      FILLED.gender,
      FILLED.message,
      'B.Sc. Psychology',
    ])
      expect(notification.text).toContain(value);
    expect(await mailsTo('admissions@aspirecollege.in', /^New admission: /, id)).toHaveLength(1);
    const acknowledgement = await mailTo(FILLED.email, 'We received your application to Aspire', {
      containing: 'B.Sc. Psychology',
    });
    expect(acknowledgement.text).toContain(SITE.offices[0]?.phone ?? 'a campus phone');
    expect(acknowledgement.text).toMatch(/Assalamu alaikum Ayesha/);
  });

  test('an empty submit shows each field’s error under the field', async ({ page }) => {
    await page.goto('/admission-form');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const [label, message] of [
      ['Student name', 'Student name is required'],
      ['Email', 'Email is required'],
      ['Mobile number', 'Mobile number is required'],
      ['Gender', 'Choose Male or Female'],
      ['Message', 'Message is required'],
    ]) {
      const field = form(page).getByLabel(label as string, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('required', '');
      await expect(field).toHaveAccessibleDescription(message as string);
    }
    await expect(form(page).getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(form(page).getByLabel('Student name')).toBeFocused();
    await expect(form(page).getByLabel('Gender').locator('option').first()).toHaveText('Choose');
    await expectAccessible(page, 'admission form with errors');
  });

  test('an invalid mobile is refused by the service, its message under the mobile field', async ({
    page,
  }) => {
    await page.goto('/admission-form');
    await fillForm(page, { mobileNumber: '12345' });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/catalog/admissions'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'mobileNumber',
    );
    const mobile = form(page).getByLabel('Mobile number');
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription(/10-digit mobile number, or an international number/);
    await expect(form(page).getByLabel('Email', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    await mobile.fill('+91 9876543210');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  });

  test('the enquiry form page posts the same form to enquiries', async ({ page }) => {
    await page.goto('/puccourse');
    await expect(page.getByRole('heading', { level: 1, name: 'PUC / 12th Std' })).toBeVisible();
    await expectAccessible(page, 'PUC page');
    await page.locator('#main').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/enquiry-form/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiry Form' })).toBeVisible();
    await expect(page.getByTestId('chosen-course')).toHaveText('PUC / 12th Std');
    await expectAccessible(page, 'enquiry form');
    await fillForm(page);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/catalog/enquiries'));
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  });

  test('unknown and non-integer course ids show a not-found page with a way back', async ({ page }) => {
    for (const path of ['/course/999', '/course/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
      await expect(page).toHaveTitle(/Course not found/);
      await expectAccessible(page, `not-found view of ${path}`);
      await page.getByRole('link', { name: 'Back to all courses' }).click();
      await expect(page).toHaveURL(/\/courses$/);
    }
  });

  test('the home page lists three courses with Show All Courses', async ({ page }) => {
    await page.goto('/');
    // Below the fold, the widget loads as the visitor scrolls to it.
    await scrollToWidget(page, 'featured-courses');
    const featured = page.locator('section[aria-labelledby="featured-courses-heading"]');
    await expect(featured.locator('article[data-course-id]')).toHaveCount(3);
    await featured.getByRole('link', { name: 'Show All Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});
