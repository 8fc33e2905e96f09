import { type Browser, expect, type Page } from '@playwright/test';
import { expectAccessible } from './site.ts';
import { codeFor, rememberSecret, STAFF_PASSWORD } from './staff.ts';

/** A member of staff's own browser: signs in at /staff with the password, then the authenticator. */
export async function staffSignsIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/staff');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The first sign-in enrols the authenticator: a QR code, and the same address as text.
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByText(/^otpauth:\/\/totp\//)).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  rememberSecret(email, secret);
  await expectAccessible(page, 'staff sign-in: enrol the authenticator');
  await page.getByLabel('Code from your authenticator app').fill(await codeFor(secret, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  // The recovery codes are shown once.
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
  return page;
}
