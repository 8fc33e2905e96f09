import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@aspire/contracts/staff';
import { silentLogger } from '@aspire/service-kit';
import { bearer, jsonHeaders, testDatabase, testKeys } from '@aspire/service-kit/testing/fixtures';
import { testMailSettings } from '@aspire/service-kit/testing/mail';
import { afterAll } from 'vitest';
import { buildApp, type Deps } from './app.ts';

/**
 * A catalog app on a fresh test database (forms unthrottled unless asked), sending its e-mails through
 * the test run's Mailpit to offices of its own, so its notifications are told apart from other apps'.
 * `deps.database` builds a second app on an existing database (a restarted process).
 */
export async function testApp(deps: Partial<Deps> = {}) {
  const database = deps.database ?? (await testDatabase());
  const { keys, sign } = await testKeys();
  const run = randomUUID().slice(0, 8);
  const offices = deps.offices ?? {
    admissions: `admissions.${run}@college.test`,
    contact: `contact.${run}@college.test`,
  };
  const app = await buildApp({
    database,
    logger: silentLogger,
    keys,
    formRateLimit: 10_000,
    siteUrl: 'http://site.test',
    mail: testMailSettings(),
    ...deps,
    offices,
  });
  app.outbox.start();
  afterAll(() => app.outbox.stop());

  /** A member of staff with these roles (a second-factor sign-in), named so the audit log tells them apart. */
  const staffToken = (roles: StaffRole[], id = `staff-${roles.join('-') || 'none'}`) =>
    sign({ id, roles, emailVerified: true, firstName: 'Mariam', lastName: 'Rahman' });
  /** A JSON call with an optional bearer token. */
  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await app.request(`/api/catalog/${path}`, {
      method,
      headers: { ...jsonHeaders, ...(options.token ? bearer(options.token) : {}) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const json = (text.startsWith('{') ? JSON.parse(text) : null) as {
      success: boolean;
      data: unknown;
      message?: string;
      errors?: Record<string, string>;
    } | null;
    return { status: response.status, json, data: json?.data, text, response };
  };
  return { app, database, offices, sign, staffToken, call };
}
