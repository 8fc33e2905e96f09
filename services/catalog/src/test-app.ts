import { randomUUID } from 'node:crypto';
import { silentLogger } from '@aspire/service-kit';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { testMailSettings } from '@aspire/service-kit/testing/mail';
import { afterAll } from 'vitest';
import { buildApp, type Deps } from './app.ts';

/**
 * A catalog app on a fresh test database (forms unthrottled unless asked), sending its e-mails through
 * the test run's Mailpit to offices of its own, so its notifications are told apart from other apps'.
 */
export async function testApp(deps: Partial<Deps> = {}) {
  const database = await testDatabase();
  const run = randomUUID().slice(0, 8);
  const offices = deps.offices ?? {
    admissions: `admissions.${run}@college.test`,
    contact: `contact.${run}@college.test`,
  };
  const app = await buildApp({
    database,
    logger: silentLogger,
    formRateLimit: 10_000,
    siteUrl: 'http://site.test',
    mail: testMailSettings(),
    ...deps,
    offices,
  });
  app.outbox.start();
  afterAll(() => app.outbox.stop());
  return { app, database, offices };
}
