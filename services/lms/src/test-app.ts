/**
 * Shared set-up of the lms service tests: an app on a fresh database, with the demo learners enrolled
 * unless asked not to, and tokens for learners.
 */
import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';
import { silentLogger } from '@aspire/service-kit';
import { bearer, testDatabase, testKeys } from '@aspire/service-kit/testing/fixtures';
import { buildApp } from './app.ts';

export async function lmsTestApp({ demoAccounts = true } = {}) {
  const database = await testDatabase();
  const { keys, sign } = await testKeys();
  const app = await buildApp({ database, logger: silentLogger, keys, demoAccounts });
  const as = async (email: string) => bearer(await sign({ id: email.split('@')[0]!, email }));
  const [amina, imran] = DEMO_LEARNERS;
  return {
    app,
    database,
    sign,
    amina: await as(amina.email),
    imran: await as(imran.email),
    stranger: await as('stranger@example.com'),
    as,
    json: async (path: string, init: RequestInit = {}) => {
      const response = await app.request(`/api/lms${path}`, init);
      // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field or through the contract
      const body: any = await response.json();
      return { status: response.status, headers: response.headers, body };
    },
  };
}
