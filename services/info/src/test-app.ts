import { silentLogger } from '@aspire/service-kit';
import { siteClock } from '@aspire/service-kit/clock';
import { bearer, testDatabase, testKeys } from '@aspire/service-kit/testing/fixtures';
import { buildApp } from './app.ts';

/**
 * A fresh info service on its own test database, its site clock started at `now` (a test moves it with
 * `clock.moveTo`), and signed-in callers: `staff` holds the content role.
 */
export async function testApp(now = new Date('2026-03-10T06:00:00Z')) {
  const database = await testDatabase();
  const { keys, sign } = await testKeys();
  const clock = siteClock({ movable: true });
  clock.moveTo(now.getTime() - Date.now());
  const app = await buildApp({ database, logger: silentLogger, keys, clock });
  const get = async (path: string, init?: RequestInit) => {
    const response = await app.request(`/api/info/${path}`, init);
    const body = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
    return {
      response,
      status: response.status,
      body: body as { success: boolean; data: never; message: string; errors: Record<string, string> },
    };
  };
  const staff = bearer(
    await sign({ id: 'editor-1', firstName: 'Fathima', lastName: 'Editor', roles: ['content'] }),
  );
  /** A JSON request as `headers` (the content editor by default) sends it. */
  const send = (method: string, path: string, json?: unknown, headers: Record<string, string> = staff) =>
    get(path, {
      method,
      headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  return { app, database, now, clock, keys, sign, staff, get, send };
}
