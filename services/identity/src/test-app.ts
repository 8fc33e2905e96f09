import type { StaffRole } from '@aspire/contracts/staff';
import { silentLogger } from '@aspire/service-kit';
import { jsonHeaders, testDatabase } from '@aspire/service-kit/testing/fixtures';
import { testMailSettings } from '@aspire/service-kit/testing/mail';
import { TOTP } from 'otpauth';
import { afterAll } from 'vitest';
import { buildApp, type Deps } from './app.ts';

/**
 * scrypt at 1 MiB and one pass, about an eightieth of the service's cost: the tests' sign-ups and
 * sign-ins hash hundreds of passwords. passwords.test.ts holds the service's own cost to its figure.
 */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

/**
 * An identity app on a fresh test database, sending its e-mails through the test run's Mailpit (unless
 * `mail` says otherwise), hashing at TEST_PASSWORD_COST, and small helpers to call it.
 */
export async function identityApp(deps: Partial<Deps> = {}) {
  const database = await testDatabase();
  const app = await buildApp({
    database,
    logger: silentLogger,
    siteUrl: 'http://site.test',
    formRateLimit: 10_000,
    passwordCost: TEST_PASSWORD_COST,
    mail: testMailSettings(),
    ...deps,
  });
  app.outbox.start();
  afterAll(() => app.outbox.stop());
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/identity/${path}`, {
      method: 'POST',
      headers: { ...jsonHeaders, ...headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`/api/identity/${path}`, { headers });
  /** Signs a new account up and in; answers it with its token. */
  const signedIn = async (overrides: Record<string, unknown> = {}) => {
    const account = newAccount(overrides);
    await post('auth/user/signup', account);
    const login = await json(
      await post('auth/user/login', { email: account.email, password: account.password }),
    );
    return { account, token: login.data?.accessToken as string };
  };
  return { app, database, post, get, signedIn };
}

let counter = 0;
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Fatima',
    lastName: 'Nazeer',
    email: `fatima.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    mobileNumber: '9876543210',
    password: 'sabr-and-shukr-2023',
    confirmPassword: 'sabr-and-shukr-2023',
    ...overrides,
  };
}

export type Envelope = {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  data?: Record<string, unknown>;
};
export const json = async (response: Response) => (await response.json()) as Envelope;

/**
 * An identity app whose clock the test moves, with helpers for staff: accounts holding roles and staff
 * sign-ins through both steps, the authenticator's codes made as the member's phone would make them.
 */
export async function staffIdentityApp(deps: Partial<Deps> = {}) {
  let at = Date.now();
  const clock = {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
  const identity = await identityApp({ now: clock.now, ...deps });
  const secrets = new Map<string, string>();

  /** A new account (signed up through the API) holding `roles`: none makes a learner. */
  async function account(roles: StaffRole[] = [], overrides: Record<string, unknown> = {}) {
    const created = newAccount(overrides);
    await identity.post('auth/user/signup', created);
    await identity.database.db.collection('users').updateOne({ email: created.email }, { $set: { roles } });
    return created;
  }
  /** The member's current code, a step after the last one made, so no code is a replay. */
  function code(email: string) {
    const secret = secrets.get(email);
    if (!secret) throw new Error(`no authenticator enrolled for ${email}`);
    clock.advance(30_000);
    return new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: at });
  }
  /** Step one: the password; remembers a secret being enrolled. */
  async function login(email: string, password: string) {
    const response = await identity.post('auth/staff/login', { email, password });
    const body = await json(response);
    if (typeof body.data?.secret === 'string') secrets.set(email, body.data.secret);
    return { response, challenge: body.data?.challenge as string, body };
  }
  /** Both steps: answers the verify step's answer and its token. */
  async function staffSignIn(who: { email: string; password: string }) {
    const { challenge } = await login(who.email, who.password);
    const response = await identity.post('auth/staff/verify', { challenge, code: code(who.email) });
    const body = await json(response);
    if (response.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(body)}`);
    return { body, token: body.data?.accessToken as string };
  }
  return { ...identity, clock, account, code, login, staffSignIn, secrets };
}
