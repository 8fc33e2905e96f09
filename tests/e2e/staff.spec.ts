import { expect, test } from '@playwright/test';
import { linkIn, mailTo } from './support/mail.ts';
import { expectAccessible, newUser, signInAs, visit } from './support/site.ts';
import { addStaff, staffEmail } from './support/staff.ts';
import { staffSignsIn } from './support/staff-browser.ts';

test.describe.configure({ timeout: 240_000 });

test('an admission from a campaign link is worked to an enrolment, and the applicant finds the course', async ({
  page,
  request,
  browser,
}) => {
  const applicant = { ...newUser(), firstName: 'Zainab', lastName: `Farooqui${Date.now().toString(36)}` };
  const studentName = `${applicant.firstName} ${applicant.lastName}`;

  // The applicant arrives from a campaign and applies for B.Sc. Psychology.
  await page.goto('/course/2?utm_source=instagram&utm_medium=social&utm_campaign=autumn-intake');
  await page.locator('#main').getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/admission-form\?course=2$/);
  const form = page.locator('form');
  await form.getByLabel('Student name').fill(studentName);
  await form.getByLabel('Email').fill(applicant.email);
  await form.getByLabel('Mobile number').fill('+44 7911 123456');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Message').fill('I would like to study psychology online from London.');
  await expect(form.getByRole('link', { name: /privacy policy/i })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

  // An admissions officer (also the admin) is added with the command, and signs in with TOTP.
  const officer = staffEmail('admissions');
  expect(addStaff(officer, ['admissions', 'admin'], 'Mariam Rahman')).toContain(officer);
  const desk = await staffSignsIn(browser, officer);
  await expectAccessible(desk, 'staff overview');

  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Admissions' }).click();
  await expect(desk).toHaveURL(/\/staff\/admissions$/);
  // The search's answer is held back a moment: the rows kept on screen while it loads stay readable.
  const isSearch = (url: URL) => url.pathname.endsWith('/staff/inbox') && url.searchParams.has('q');
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await expect(desk.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  await desk.route(
    isSearch,
    async (route) => {
      await answered;
      await route.continue();
    },
    { times: 1 },
  );
  await desk.getByLabel('Search').fill(applicant.lastName);
  await expect(desk.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  await expectAccessible(desk, 'admissions inbox while a search loads');
  answer();
  // Then the search's answer replaces the rows kept on screen.
  await expect(desk.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  await expect(desk.getByRole('table').locator('tbody tr')).toHaveCount(1);
  const row = desk.getByRole('link', { name: studentName });
  await expect(row).toBeVisible();
  await expectAccessible(desk, 'admissions inbox');
  await row.click();
  await expect(desk.getByRole('heading', { level: 1, name: studentName })).toBeVisible();
  // Where the applicant came from, and the number stored as dialled from anywhere.
  await expect(desk.getByText('autumn-intake', { exact: true })).toBeVisible();
  await expect(desk.getByText('+44 7911 123456').first()).toBeVisible();
  await expectAccessible(desk, 'admission record');

  await desk.getByRole('button', { name: 'Assign to me' }).click();
  await expect(desk.getByLabel('Assignee')).toHaveValue(/.+/);
  await desk.getByLabel('Note').fill('Called her: prefers the online batch, starts in January.');
  await desk.getByRole('button', { name: 'Add note' }).click();
  const timeline = desk.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('prefers the online batch');
  await desk.getByLabel('Status').selectOption('offered');
  await expect(timeline).toContainText(/Offered/);

  const offer = await mailTo(applicant.email, /offer/i, { timeoutMs: 20_000 });
  expect(offer.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);

  await desk.getByRole('button', { name: 'Enrol' }).click();
  await expect(desk.getByLabel('Status')).toHaveValue('enrolled');
  await expect(timeline).toContainText(/Enrolled/);
  const invitation = await mailTo(applicant.email, /enrolled/i, { timeoutMs: 20_000 });
  // The learner area names its courses its own way (BSc Psychology).
  expect(invitation.text).toMatch(/B\.?Sc\.? Psychology/);

  // The admin's screens.
  await desk.goto('/staff/team');
  await expect(desk.getByRole('cell', { name: officer })).toBeVisible();
  await expectAccessible(desk, 'staff and roles');
  await desk.goto('/staff/log');
  // Her own changes: the journeys beside this one push the whole log's first page along.
  await desk.getByLabel('Person').selectOption({ label: 'Mariam Rahman' });
  await expect(desk.getByText(studentName).first()).toBeVisible();
  await expectAccessible(desk, 'activity log');

  // The applicant creates an account with that address, confirms it, and finds the course.
  const signup = await request.post('/api/identity/auth/user/signup', {
    data: { ...applicant, confirmPassword: applicant.password },
  });
  expect(signup.status()).toBe(201);
  const confirmation = await mailTo(applicant.email, 'Confirm your Aspire e-mail address');
  const link = linkIn(confirmation, '/verify-email');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await signInAs(page, request, applicant);
  await page.goto('/course/progress');
  // In the page itself: the site menu (hidden until opened) names the course too.
  await expect(
    page
      .getByRole('main')
      .getByText(/B\.?Sc\.? Psychology/i)
      .first(),
  ).toBeVisible();
  await page.goto('/account');
  await expect(
    page
      .getByRole('main')
      .getByText(/Enrolled/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'account page');
});

test('an applicant under 18 names a guardian, who confirms consent from the link mailed to them', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const guardianEmail = `guardian.${stamp}@example.com`;
  await visit(page, '/admission-form?course=2');
  const form = page.locator('form');
  await form.getByLabel('Student name').fill(`Hiba Naseer${stamp}`);
  await form.getByLabel('Email').fill(`hiba.${stamp}@example.com`);
  await form.getByLabel('Mobile number').fill('9840012345');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Message').fill('I finish 12th this year and want to begin in the online batch.');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  // The guardian's details are required once the student is under 18.
  await expect(form.getByLabel("Parent or guardian's name")).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel("Parent or guardian's name").fill('Naseer Ahmed');
  await form.getByLabel("Parent or guardian's e-mail").fill(guardianEmail);
  await form.getByLabel("Parent or guardian's phone").fill('+971 50 123 4567');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();

  const request = await mailTo(guardianEmail, 'Please confirm your consent for an application to Aspire');
  expect(request.text).toContain('Hiba');
  const link = linkIn(request, '/guardian-consent');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your consent' })).toBeVisible();
  await expectAccessible(page, 'guardian consent page');
  // The link can be followed again (a mail program may open it first) and still says it is confirmed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your consent' })).toBeVisible();
});
