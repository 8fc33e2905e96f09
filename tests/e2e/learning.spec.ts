import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { expect, test } from '@playwright/test';
import { attachmentBytes, linkIn, mailTo } from './support/mail.ts';
import { expectAccessible, newUser, signInAs } from './support/site.ts';
import { addStaff, staffEmail } from './support/staff.ts';
import { staffSignsIn } from './support/staff-browser.ts';

test.describe.configure({ timeout: 300_000 });

/** Zakah Master Class (catalogue course 8): the shared diploma content, four units, no sign-off. */
const COURSE = { id: 8, title: 'Zakah Master Class', slug: 'diploma-programme' };
const UNITS = ['dip-1-1', 'dip-1-2', 'dip-2-1', 'dip-2-2'];

test('staff import three learners from a CSV; one finishes the course, gets a certificate anyone can check, and staff revoke it', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const learners = [
    { ...newUser(), firstName: 'Rizwana', lastName: `Begum${stamp}` },
    { ...newUser(), firstName: 'Tariq', lastName: `Anwar${stamp}` },
    { ...newUser(), firstName: 'Yusuf', lastName: `Pasha${stamp}` },
  ];
  const rows = learners.map((l) => `${l.email},${l.firstName} ${l.lastName},${COURSE.id}`);
  const csv = (lines: string[]) => Buffer.from(['email,name,course', ...lines].join('\r\n'));

  const officer = staffEmail('learning');
  addStaff(officer, ['learning'], 'Farida Khanum');
  const desk = await staffSignsIn(browser, officer);
  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Learning' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  await expect(desk.getByRole('link', { name: COURSE.title })).toBeVisible();
  await expectAccessible(desk, 'learning desk: the courses');

  // The dry run names the malformed row (line 3: no valid e-mail) and writes nothing.
  await desk.getByRole('button', { name: 'Import learners…' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Import learners' });
  const file = (content: Buffer) => ({ name: 'batch.csv', mimeType: 'text/csv', buffer: content });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      file(csv([rows[0] as string, `not-an-email,Someone Else,${COURSE.id}`, ...rows.slice(1)])),
    );
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByText('4 rows: 3 will enrol, none already enrolled, 1 refused.')).toBeVisible();
  const refused = dialog.getByRole('row').filter({ hasText: 'not-an-email' });
  await expect(refused).toContainText('3');
  await expect(refused).toContainText(/Refused: e-mail/);
  await expect(dialog.getByText(/Nothing will be written until the refused rows are fixed/)).toBeVisible();
  await expectAccessible(desk, 'learning desk: the import dry run');

  // Nothing was written: no invitation went out.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await expect(mailTo(learners[0]!.email, /invit|enrolled/i, { timeoutMs: 1_000 })).rejects.toThrow();

  // The corrected file is imported; each learner is invited once.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.getByLabel('CSV file').setInputFiles(file(csv(rows)));
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByText(/^3 rows: 3 will enrol, none already enrolled/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 learners' }).click();
  await expect(dialog.getByText('Done. The invitations are on their way.')).toBeVisible();
  const invitations = await Promise.all(
    learners.map((learner) => mailTo(learner.email, /./, { containing: COURSE.title, timeoutMs: 20_000 })),
  );
  const invitation = invitations[0]!;
  const landing = linkIn(invitation, '/lms/login');
  expect(landing.searchParams.get('next')).toBe(`/lms/${COURSE.slug}`);

  // The first learner signs up with the invited address and confirms it.
  const learner = learners[0]!;
  const signup = await request.post('/api/identity/auth/user/signup', {
    data: { ...learner, confirmPassword: learner.password },
  });
  expect(signup.status()).toBe(201);
  const confirmation = await mailTo(learner.email, 'Confirm your Aspire e-mail address');
  const confirm = linkIn(confirmation, '/verify-email');
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  const { token } = await signInAs(page, request, learner);

  // Every unit of the course done.
  const headers = { authorization: `Bearer ${token}` };
  for (const unit of UNITS) {
    const done = await request.post(`/api/lms/course/${COURSE.slug}/units/${unit}/complete`, { headers });
    expect(done.ok(), unit).toBe(true);
  }

  // The certificate mail, with its PDF: the name and the code are printed on it.
  const mail = await mailTo(learner.email, `Your certificate for ${COURSE.title}`, { timeoutMs: 20_000 });
  const pdf = mail.attachments.find((attached) => attached.contentType === 'application/pdf');
  expect(pdf, 'the certificate PDF is attached').toBeTruthy();
  const text = pdfText(await attachmentBytes(pdf!));
  const code = /ASP-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)?.[0] ?? '';
  expect(code).not.toBe('');
  expect(text).toContain(`${learner.firstName} ${learner.lastName}`);
  expect(text).toContain(COURSE.title);
  expect(mail.text).toContain(`/certificates/${code}`);

  // The learner's dashboard lists it under Completed, and the course's end shows it.
  await page.goto('/course/progress');
  await page.getByRole('tab', { name: /Completed/ }).click();
  await expect(page.getByText(`Certificate ${code}`).first()).toBeVisible();
  await expectAccessible(page, 'dashboard with a certificate');
  await page.goto(`/lms/${COURSE.slug}`);
  await expect(page.getByText('You have completed this course')).toBeVisible();
  await expect(page.getByText(`Certificate ${code}`).first()).toBeVisible();

  // Anyone can check it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/certificates/${code}`);
  const check = visitor.locator('main');
  await expect(check).toContainText('Valid');
  await expect(check).toContainText(`${learner.firstName} ${learner.lastName}`);
  await expect(check).toContainText(COURSE.title);
  await expectAccessible(visitor, 'certificate check: valid');
  const unknown = await request.get('/api/lms/certificates/ASP-0000-0000');
  expect(unknown.status()).toBe(404);

  // The desk shows the course's learners; the officer revokes the certificate.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await desk.getByRole('link', { name: COURSE.title }).click();
  await expect(desk.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expectAccessible(desk, 'learning desk: a course');
  await desk.getByRole('link', { name: new RegExp(`${learner.firstName} ${learner.lastName}`) }).click();
  await expect(desk.getByText(code).first()).toBeVisible();
  await desk.getByRole('button', { name: 'Revoke certificate…' }).click();
  await desk.getByLabel('Reason').fill('Issued against the wrong enrolment by mistake');
  await desk.getByRole('button', { name: 'Revoke certificate', exact: true }).click();
  await expect(desk.getByText('Revoked. Its public page now says so.')).toBeVisible();
  await expectAccessible(desk, 'learning desk: an enrolment');

  await visitor.reload();
  await expect(visitor.locator('main')).toContainText('Revoked');
  await expectAccessible(visitor, 'certificate check: revoked');
});

test('a course with more learners than a page: the desk shows them fifty at a time by name, and finds one by search', async ({
  browser,
}) => {
  // The Dynamic Khulafa Rashideen (catalogue course 9), which no other journey enrols in.
  const course = { id: 9, title: 'The Dynamic Khulafa Rashideen' };
  const stamp = Date.now().toString(36);
  const names = Array.from({ length: 55 }, (_, n) => `Hafsa ${String(n).padStart(2, '0')} Noor${stamp}`);
  const lines = names.map((name, n) => `hafsa.${n}.${stamp}@example.in,${name},${course.id}`);
  const csv = Buffer.from(['email,name,course', ...lines].join('\r\n'));

  const officer = staffEmail('learning.pages');
  addStaff(officer, ['learning'], 'Shabnam Ara');
  const desk = await staffSignsIn(browser, officer);
  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Learning' }).click();
  await desk.getByRole('button', { name: 'Import learners…' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Import learners' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'batch.csv', mimeType: 'text/csv', buffer: csv });
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await dialog.getByRole('button', { name: 'Import 55 learners' }).click();
  await expect(dialog.getByText('Done. The invitations are on their way.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await desk.getByRole('link', { name: course.title }).click();
  await expect(desk.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const rows = desk.locator('tbody a[data-list-row]');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText(names[0] as string);
  await desk.getByRole('button', { name: 'Load more' }).click();
  await expect(rows.nth(54)).toContainText(names[54] as string);
  await expectAccessible(desk, 'learning desk: a course, two pages');

  await desk.getByLabel('Search').fill(`Hafsa 37 Noor${stamp}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(names[37] as string);
});
