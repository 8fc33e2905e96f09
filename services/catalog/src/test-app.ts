import { silentLogger } from '@aspire/service-kit';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { buildApp, type Deps } from './app.ts';

/** A catalog app on a fresh test database, for this service's tests (forms unthrottled unless asked). */
export async function testApp(deps: Partial<Deps> = {}) {
  const database = await testDatabase();
  const app = await buildApp({ database, logger: silentLogger, formRateLimit: 10_000, ...deps });
  return { app, database };
}
