import { silentLogger } from '@aspire/service-kit';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { buildApp } from './app.ts';

/** A fresh info service on its own test database, with a fixed clock. */
export async function testApp(now = new Date('2026-03-10T06:00:00Z')) {
  const database = await testDatabase();
  const app = await buildApp({ database, logger: silentLogger, now: () => now });
  const get = async (path: string, init?: RequestInit) => {
    const response = await app.request(`/api/info/${path}`, init);
    const body = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
    return {
      response,
      status: response.status,
      body: body as { success: boolean; data: never; message: string; errors: Record<string, string> },
    };
  };
  return { app, database, now, get };
}
