import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { StaffRole } from '@aspire/contracts/staff';
import { TOTP } from 'otpauth';
import { E2E_PORT } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const STAFF_PASSWORD = 'staff-passphrase-2026';

/**
 * A new staff member's address: the time and the worker's process keep it unique when journeys run
 * side by side (`shop.…` is made by two of them).
 */
export const staffEmail = (role: string) => `${role}.${Date.now()}.${process.pid}@aspirecollege.in`;

/** Each member's authenticator secret, as their first sign-in enrolled it. */
const secrets = new Map<string, string>();

/**
 * `pnpm staff add EMAIL --role …` against the database of the site the suite started (its embedded
 * database listens on PORT+24018), with the password from STAFF_PASSWORD, as an operator would run it.
 */
export function addStaff(
  email: string,
  roles: StaffRole[],
  name = 'Mariam Rahman',
  { sitePort = E2E_PORT }: { sitePort?: number } = {},
) {
  return execFileSync(
    'pnpm',
    ['--silent', 'staff', 'add', email, ...roles.flatMap((role) => ['--role', role]), '--name', name],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DB_PORT: String(sitePort + 24018), STAFF_PASSWORD, MONGODB_URI: '' },
    },
  );
}

/** The last time step each member's code was used in: identity accepts a code once. */
const usedSteps = new Map<string, number>();

/**
 * The authenticator's code for a secret (what the member's phone would show), waiting for the next
 * 30-second step when this one's code was already used by `email`.
 */
export async function codeFor(secret: string, email?: string) {
  let step = Math.floor(Date.now() / 30_000);
  if (email && usedSteps.get(email) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 200));
    step += 1;
  }
  if (email) usedSteps.set(email, step);
  return new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: step * 30_000 + 1 });
}

/** Remembers the secret a first sign-in showed, so later sign-ins can make codes. */
export const rememberSecret = (email: string, secret: string) => secrets.set(email, secret);

/** A JSON POST to the site, answering the envelope's `data` or throwing with the refusal. */
async function post<T>(url: string, data: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * A staff sign-in through identity's API (password, then a TOTP code; enrolling the authenticator on
 * the first): the access token, whose roles the services check.
 */
export async function staffToken(
  email: string,
  {
    base = `http://localhost:${E2E_PORT}`,
    password = STAFF_PASSWORD,
  }: { base?: string; password?: string } = {},
) {
  const challenge = await post<{ challenge: string; secret?: string }>(
    `${base}/api/identity/auth/staff/login`,
    {
      email,
      password,
    },
  );
  if (challenge.secret) rememberSecret(email, challenge.secret);
  const secret = secrets.get(email);
  if (!secret) throw new Error(`no authenticator secret known for ${email}`);
  const session = await post<{ accessToken: string }>(`${base}/api/identity/auth/staff/verify`, {
    challenge: challenge.challenge,
    code: await codeFor(secret, email),
  });
  return session.accessToken;
}
