import { silentLogger } from '@aspire/service-kit';
import { jsonHeaders, testDatabase } from '@aspire/service-kit/testing/fixtures';
import { testMailSettings } from '@aspire/service-kit/testing/mail';
import { afterAll } from 'vitest';
import { buildApp, type Deps } from './app.ts';

/**
 * An identity app on a fresh test database, sending its e-mails through the test run's Mailpit (unless
 * `mail` says otherwise), and small helpers to call it.
 */
export async function identityApp(deps: Partial<Deps> = {}) {
  const database = await testDatabase();
  const app = await buildApp({
    database,
    logger: silentLogger,
    siteUrl: 'http://site.test',
    formRateLimit: 10_000,
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
