import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceEnv } from './app.ts';
import { ok } from './envelope.ts';
import { silentLogger } from './logger.ts';
import { rateLimit } from './rate-limit.ts';

const app = createServiceApp(
  { name: 'demo', logger: silentLogger, ready: async () => true },
  (api: Hono<ServiceEnv>) => {
    api.post('/contact', rateLimit({ limit: 3, windowMs: 60_000, what: 'messages' }), (c) =>
      ok(c, 'sent', 201),
    );
  },
);
const from = (address: string) => ({
  method: 'POST',
  headers: { 'x-forwarded-for': `203.0.113.9, ${address}` },
});

describe('rate limit', () => {
  it('refuses the request past the limit from one address with 429 and Retry-After, not others', async () => {
    for (let i = 0; i < 3; i++)
      expect((await app.request('/api/demo/contact', from('198.51.100.1'))).status).toBe(201);
    const refused = await app.request('/api/demo/contact', from('198.51.100.1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('Too many messages'),
    });
    expect((await app.request('/api/demo/contact', from('198.51.100.2'))).status).toBe(201);
  });
});
