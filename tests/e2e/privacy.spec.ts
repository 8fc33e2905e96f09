import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { expect, test } from '@playwright/test';
import { linkIn, mailTo } from './support/mail.ts';
import { placePaidOrder } from './support/shop.ts';
import { expectAccessible, newUser, signInAs } from './support/site.ts';
import { addStaff, staffToken } from './support/staff.ts';
import { staffSignsIn } from './support/staff-browser.ts';

test.describe.configure({ timeout: 300_000 });

/** Zakah Master Class (catalogue course 8) in the learner area, and its first unit. */
const COURSE = { id: 8, slug: 'diploma-programme', unit: 'dip-1-1' };
const PRODUCT = 'zakah-made-clear';

test('a person downloads everything the site holds about them, erases their account from the e-mail, and afterwards no service names them', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const person = { ...newUser(), firstName: 'Shabnam', lastName: `Qureshi${stamp}` };
  const fullName = `${person.firstName} ${person.lastName}`;

  // An account with a confirmed address.
  const signup = await request.post('/api/identity/auth/user/signup', {
    data: { ...person, confirmPassword: person.password },
  });
  expect(signup.status()).toBe(201);
  const confirm = linkIn(await mailTo(person.email, 'Confirm your Aspire e-mail address'), '/verify-email');
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  const { token } = await signInAs(page, request, person);
  const headers = { authorization: `Bearer ${token}` };

  // An application, an order and an enrolment with progress.
  const admission = await request.post('/api/catalog/admissions', {
    data: {
      studentName: fullName,
      email: person.email,
      mobileNumber: person.mobileNumber,
      gender: 'Female',
      message: `Please tell me about the evening batch (${stamp}).`,
      courseId: 2,
      location: 'Chennai | Bengaluru',
      admissionMode: 'on-campus',
      idempotencyKey: randomUUID(),
    },
  });
  expect(admission.ok()).toBe(true);
  const admissionId = ((await admission.json()) as { data: { id: string } }).data.id;
  const order = await placePaidOrder(request, { user: person, token, productId: PRODUCT });

  const admin = `privacy.${stamp}@aspirecollege.in`;
  addStaff(admin, ['admin'], 'Imran Basheer');
  const staff = { authorization: `Bearer ${await staffToken(admin)}` };
  const enrolled = await request.post('/api/lms/staff/enrolments', {
    headers: staff,
    data: { email: person.email, name: fullName, courseId: COURSE.id },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const unit = await request.post(`/api/lms/course/${COURSE.slug}/units/${COURSE.unit}/complete`, {
    headers,
  });
  expect(unit.ok()).toBe(true);

  // Download my data: one file, every item present.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aspire-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as Record<
    string,
    unknown
  > & { summary: string[] };
  const text = JSON.stringify(file);
  expect(file.summary.length).toBeGreaterThan(3);
  for (const part of ['identity', 'catalog', 'shop', 'lms']) expect(file).toHaveProperty(part);
  expect(JSON.stringify(file.identity)).toContain(person.email);
  expect(JSON.stringify(file.catalog)).toContain(admissionId);
  expect(JSON.stringify(file.shop)).toContain(order._id);
  expect(JSON.stringify(file.lms)).toContain(COURSE.unit);
  expect(text).not.toMatch(/passwordHash|\$argon2|tokenHash/);
  await expect(page.getByText(file.summary[0] as string)).toBeVisible();
  await expectAccessible(page, 'account: my data');

  // Erase my account: asked for on the account page, confirmed from the e-mail.
  const askedFrom = Date.now() - 1_000;
  await page.getByRole('button', { name: 'Erase my account…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('I understand this cannot be undone').check();
  await dialog.getByRole('button', { name: 'Send me the confirmation link' }).click();
  await expect(page.getByText(`We have sent a link to ${person.email}`)).toBeVisible();
  const link = linkIn(await mailTo(person.email, 'Confirm erasing your Aspire account'), '/erase-account');
  // Another browser (the link is opened on a phone, say): opening it acts on nothing.
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(`${link.pathname}${link.search}`);
  await expect(phone.getByRole('button', { name: 'Erase my account now' })).toBeVisible();
  expect((await request.post('/api/identity/auth/user/login', { data: person })).ok()).toBe(true);
  await expectAccessible(phone, 'erase account: the link');
  await phone.getByRole('button', { name: 'Erase my account now' }).click();
  await expect(phone.getByText(/Your account has been erased/)).toBeVisible();

  // At once: the account signs in no more and its token is refused everywhere.
  const signIn = await request.post('/api/identity/auth/user/login', {
    data: { email: person.email, password: person.password },
  });
  expect(signIn.status()).toBe(401);
  await expect
    .poll(async () => (await request.get('/api/shop/my-data', { headers })).status(), { timeout: 20_000 })
    .toBe(401);

  // Every service erases its part (each pulls identity's erasures), and the person is told.
  type Erasure = {
    id: string;
    email: string | null;
    requestedBy: string;
    requestedAt: string;
    doneAt: string | null;
  };
  const erasures = async () =>
    (
      (await (await request.get('/api/identity/staff/erasures', { headers: staff })).json()) as {
        data: Erasure[];
      }
    ).data;
  // Found by when it was asked for: the address may be gone already if every service was quick.
  const mine = (await erasures()).find(
    (erasure) => erasure.requestedBy === 'self' && Date.parse(erasure.requestedAt) >= askedFrom,
  );
  expect(mine, 'the erasure is listed for the admin').toBeTruthy();
  await expect
    .poll(async () => (await erasures()).find((erasure) => erasure.id === mine?.id)?.doneAt ?? null, {
      timeout: 90_000,
      intervals: [2_000],
    })
    .not.toBeNull();
  const told = await mailTo(person.email, 'Your Aspire account has been erased', { timeoutMs: 30_000 });
  expect(told.text).toMatch(/receipt/i);
  expect((await erasures()).find((erasure) => erasure.id === mine?.id)?.email).toBeNull();

  // The admin's screen shows it done, each service with it.
  const reviewer = `privacy-desk.${stamp}@aspirecollege.in`;
  addStaff(reviewer, ['admin'], 'Nasreen Akhtar');
  const desk = await staffSignsIn(browser, reviewer);
  await desk
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Privacy requests' })
    .click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: 'The person, from their account' }).first();
  for (const service of ['Admissions', 'Shop', 'Learning'])
    await expect(row).toContainText(`${service}: Done on`);
  await expect(row).toContainText('Address removed after the person was told');
  await expectAccessible(desk, 'staff: privacy requests');

  // No service names them any more.
  const inbox = await request.get('/api/catalog/staff/inbox', {
    headers: staff,
    params: { q: person.email },
  });
  expect(JSON.stringify(await inbox.json())).not.toContain(person.email);
  const record = await request.get(`/api/catalog/staff/inbox/${admissionId}`, { headers: staff });
  const recordText = JSON.stringify(await record.json());
  expect(recordText).not.toContain(person.lastName);
  expect(recordText).not.toContain(person.email);
  const learners = await request.get(`/api/lms/staff/learning/courses/${COURSE.id}/enrolments`, {
    headers: staff,
    params: { q: person.lastName },
  });
  expect(JSON.stringify(await learners.json())).not.toContain(person.lastName);
  const staffOrder = await request.get(`/api/shop/staff/orders/${order._id}`, { headers: staff });
  const orderText = JSON.stringify(await staffOrder.json());
  expect(orderText).not.toContain(person.lastName);
  expect(orderText).not.toContain('Noor Residency');

  // The receipt survives, without the name or the street, with its number and place of supply.
  const receipt = await request.get(`/api/shop/staff/orders/${order._id}/receipt.pdf`, { headers: staff });
  expect(receipt.ok()).toBe(true);
  const receiptText = pdfText(await receipt.body());
  expect(receiptText).toMatch(/ASP\/\d{2}-\d{2}\/\d{6}/);
  expect(receiptText).toContain('Tamil Nadu');
  expect(receiptText).not.toContain(person.lastName);
  expect(receiptText).not.toContain('Noor Residency');
});
