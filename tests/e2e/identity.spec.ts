import { expect, type Page, test } from '@playwright/test';
import { linkIn, mailsTo, mailTo } from './support/mail.ts';
import { E2E_PORT, expectAccessible, newUser, signInAs, type TestUser } from './support/site.ts';

const RED = 'rgb(179, 38, 30)';

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** From the home page's top bar to the sign-up overlay, as a visitor goes. */
async function openSignUp(page: Page) {
  await page.goto('/');
  const signIn = await openSignIn(page);
  await signIn.getByRole('button', { name: 'New user? Sign up' }).click();
}

async function signUpThroughApi(page: Page, user: TestUser) {
  const response = await page.request.post('/api/identity/auth/user/signup', {
    data: { ...user, confirmPassword: user.password },
  });
  expect(response.status()).toBe(201);
}

async function fillSignUp(page: Page, user: TestUser, confirm = user.password) {
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('First name').fill(user.firstName);
  await dialog.getByLabel('Last name').fill(user.lastName);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Mobile number').fill(user.mobileNumber);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm password').fill(confirm);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  return dialog;
}

test('sign up, sign in, name in the top bar, reload keeps the session, sign out ends it', async ({
  page,
}) => {
  const user = newUser();
  await openSignUp(page);
  await fillSignUp(page, user);

  // Success switches to Sign in, with the email carried over.
  const again = page.getByRole('dialog', { name: 'Sign in' });
  await expect(again.getByRole('status')).toContainText('Your account is ready');
  await expect(again.getByLabel('Email')).toHaveValue(user.email.toLowerCase());
  await again.getByLabel('Password').fill(user.password);
  await again.getByRole('button', { name: 'Sign in' }).click();

  // The overlay closes once a token exists; the top bar names the user.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const name = page.getByTestId('account-name');
  await expect(name).toContainText(`${user.firstName} ${user.lastName}`);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('aspire.auth') ?? '{}').state?.accessToken,
  );
  expect(token).toBeTruthy();
  expect(
    (await page.request.get('/api/identity/me', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);

  await page.reload();
  await expect(page.getByTestId('account-name')).toContainText(`${user.firstName} ${user.lastName}`);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  // The server ended the token too.
  const after = await page.request.get('/api/identity/me', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a stored session that ended elsewhere is signed out on the next visit', async ({ page }) => {
  const { token, user } = await signInAs(page, page.request);
  await expect(page.getByTestId('account-name')).toContainText(user.firstName);
  // Signed out on another device: the token is revoked on the server.
  const out = await page.request.post('/api/identity/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(out.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});

test('a duplicate sign-up and a wrong password show their messages in red', async ({ page }) => {
  const user = newUser();
  await signUpThroughApi(page, user);
  await openSignUp(page);
  const signUp = await fillSignUp(page, { ...user, email: user.email.toUpperCase() });
  const duplicate = signUp.getByRole('alert');
  await expect(duplicate).toHaveText('An account with this email already exists');
  await expect(duplicate).toHaveCSS('color', RED);

  // Validation messages of the server show under their fields.
  await fillSignUp(page, { ...newUser(), password: 'short' }, 'short');
  await expect(signUp.getByText('Password must be at least 8 characters').first()).toBeVisible();
  await expect(signUp.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await signUp.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const error = dialog.getByRole('alert');
  await expect(error).toHaveText('Invalid email or password');
  await expect(error).toHaveCSS('color', RED);
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});

test('forgot password mails a link; the reset page sets a new password once; a notice follows', async ({
  page,
}) => {
  const user = newUser();
  await signUpThroughApi(page, user);
  await page.goto('/');
  const signIn = await openSignIn(page);
  await signIn.getByRole('button', { name: 'Forgot Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByLabel('Email').fill(user.email);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/identity/auth/password/forgot'));
  await forgot.getByRole('button', { name: 'Recover Password' }).click();
  const forgotAnswer = await (await answered).text();
  await expect(forgot.getByRole('status')).toContainText(
    'If an account exists for that email, we have sent a link',
  );

  // The link arrives by e-mail, through real SMTP into the launcher's Mailpit, built from SITE_URL.
  const mail = await mailTo(user.email, 'Reset your Aspire password');
  const link = linkIn(mail, '/reset-password');
  expect(link.origin).toBe(`http://localhost:${E2E_PORT}`);
  const token = link.searchParams.get('token') ?? '';
  expect(token.length).toBeGreaterThan(20);
  expect(mail.html, 'the HTML version carries the same link').toContain(token);
  // The token is in the e-mail only: neither the answer to the request nor any mailbox route shows it.
  expect(forgotAnswer).not.toContain(token);
  const devMailbox = await page.request.get(`/api/identity/outbox?email=${encodeURIComponent(user.email)}`);
  expect(devMailbox.status(), 'the development mailbox route is gone').toBe(404);
  const resetPath = `${link.pathname}${link.search}`;

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-new-start-2023');
  await page.getByLabel('Confirm new password').fill('a-new-start-2023');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await dialog.getByLabel('Password').fill('a-new-start-2023');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-name')).toContainText(user.firstName);

  // The same link does not work twice.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another-try-2023');
  await page.getByLabel('Confirm new password').fill('another-try-2023');
  await page.getByRole('button', { name: 'Set new password' }).click();
  const refused = page.getByRole('alert');
  await expect(refused).toContainText('This reset link is invalid, expired or already used');
  await expect(refused).toHaveCSS('color', RED);
  const login = await page.request.post('/api/identity/auth/user/login', {
    data: { email: user.email, password: 'another-try-2023' },
  });
  expect(login.status()).toBe(401);

  // The owner is told, once, that the password changed (a notice without any reset link).
  const notice = await mailTo(user.email, 'Your Aspire password was changed');
  expect(notice.to).toEqual([user.email]);
  expect(notice.text).not.toContain('reset-password?token=');
  expect(await mailsTo(user.email, 'Your Aspire password was changed')).toHaveLength(1);
});

test('sign-in overlay: focus moves in and stays, Escape closes, focus returns, axe passes', async ({
  page,
}) => {
  await page.goto('/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await trigger.click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect(signIn.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  await expect(signIn.locator(':focus')).toHaveCount(1);
  await expectAccessible(page, 'sign-in overlay');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('sign-up and forgot-password overlays pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await trigger.click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'New user? Sign up' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await expectAccessible(page, 'sign-up overlay');
  await page.getByRole('dialog', { name: 'Sign up' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await trigger.click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Forgot Password?' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
  await expectAccessible(page, 'forgot-password overlay');
});

test('the reset page passes axe and explains a link without a token', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token-value');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expectAccessible(page, 'reset-password page');
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('This link is incomplete');
});

test('sign-up mails a confirmation link, which confirms the address once', async ({ page }) => {
  const user = newUser();
  await openSignUp(page);
  const signUpAnswer = page.waitForResponse((r) => r.url().endsWith('/api/identity/auth/user/signup'));
  await fillSignUp(page, user);
  const answerText = await (await signUpAnswer).text();

  const mail = await mailTo(user.email, 'Confirm your Aspire e-mail address');
  const link = linkIn(mail, '/verify-email');
  expect(link.origin).toBe(`http://localhost:${E2E_PORT}`);
  const token = link.searchParams.get('token') ?? '';
  expect(token.length).toBeGreaterThan(20);
  expect(answerText, 'the sign-up answer never carries the token').not.toContain(token);

  // Signed in but not yet confirmed: the profile says so.
  const again = page.getByRole('dialog', { name: 'Sign in' });
  await again.getByLabel('Password').fill(user.password);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-name')).toContainText(user.firstName);
  const accessToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem('aspire.auth') ?? '{}').state?.accessToken as string,
  );
  const profile = async () =>
    (
      (await (
        await page.request.get('/api/identity/me', { headers: { authorization: `Bearer ${accessToken}` } })
      ).json()) as { data: { emailVerified: boolean } }
    ).data;
  expect((await profile()).emailVerified).toBe(false);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  expect((await profile()).emailVerified).toBe(true);
  await expectAccessible(page, 'e-mail confirmed page');

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toContainText(
    'This confirmation link has expired or was already used',
  );
  expect(await mailsTo(user.email, 'Confirm your Aspire e-mail address')).toHaveLength(1);
});
