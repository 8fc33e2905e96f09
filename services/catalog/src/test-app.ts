import { silentLogger } from '@aspire/service-kit';
import { testDatabase } from '@aspire/service-kit/testing';
import { buildApp } from './app.ts';

/** A catalog app on a fresh test database, for this service's tests. */
export async function testApp() {
  const database = await testDatabase();
  const app = await buildApp({ database, logger: silentLogger });
  return { app, database };
}
