/**
 * Shared set-up of the lms service tests: an app on a fresh database (mail through the run's Mailpit),
 * with the demo learners enrolled unless asked not to, and tokens for learners and staff.
 */
import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';
import type { StaffRole } from '@aspire/contracts/staff';
import { type Database, silentLogger } from '@aspire/service-kit';
import { bearer, testDatabase, testKeys } from '@aspire/service-kit/testing/fixtures';
import { testMailSettings } from '@aspire/service-kit/testing/mail';
import { afterAll } from 'vitest';
import { buildApp } from './app.ts';

export const TEST_SITE_URL = 'http://site.test';

/** `database`: an existing test database instead of a new one (one a command counter watches). */
export async function lmsTestApp({
  demoAccounts = true,
  database: given,
  searchCandidates,
}: {
  demoAccounts?: boolean;
  database?: Database;
  searchCandidates?: number;
} = {}) {
  const database = given ?? (await testDatabase());
  const { keys, sign } = await testKeys();
  const app = await buildApp({
    database,
    logger: silentLogger,
    keys,
    demoAccounts,
    siteUrl: TEST_SITE_URL,
    mail: testMailSettings(),
    searchCandidates,
  });
  await app.reconciled;
  app.outbox.start();
  afterAll(() => app.outbox.stop());
  /** A learner's token: one account per address (its id), the address confirmed unless told. */
  const as = async (email: string, { emailVerified = true, id = email.toLowerCase().split('@')[0]! } = {}) =>
    bearer(await sign({ id, email, emailVerified }));
  /** A member of staff's token (second factor passed) with these roles. */
  const staff = async (...roles: StaffRole[]) =>
    bearer(
      await sign({
        id: `staff-${roles.join('-')}`,
        firstName: 'Fatima',
        lastName: 'Noor',
        roles,
        emailVerified: true,
      }),
    );
  const [amina, imran] = DEMO_LEARNERS;
  return {
    app,
    database,
    sign,
    amina: await as(amina.email),
    imran: await as(imran.email),
    stranger: await as('stranger@example.com'),
    as,
    staff,
    json: async (path: string, init: RequestInit = {}) => {
      const response = await app.request(`/api/lms${path}`, init);
      // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field or through the contract
      const body: any = await response.json();
      return { status: response.status, headers: response.headers, body };
    },
  };
}
