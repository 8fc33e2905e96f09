import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceEnv } from './app.ts';
import { ok } from './envelope.ts';
import { silentLogger } from './logger.ts';

let reads = 0;
const app = createServiceApp(
  { name: 'demo', logger: silentLogger, ready: async () => true, readCacheMs: 60_000 },
  (api: Hono<ServiceEnv>) => {
    api.get('/courses', (c) => {
      reads += 1;
      c.header('cache-control', 'public, max-age=60');
      return ok(c, { reads, category: c.req.query('category') ?? 'all' });
    });
    api.get('/products', (c) => {
      reads += 1;
      c.header('cache-control', 'public, no-cache');
      c.header('etag', `"v${reads}"`);
      return ok(c, reads);
    });
    api.get('/pictures/a.webp', (c) => {
      reads += 1;
      return c.body(new Uint8Array([reads]), 200, { 'cache-control': 'public, max-age=31536000, immutable' });
    });
    api.get('/outbox', (c) => {
      reads += 1;
      c.header('cache-control', 'no-store');
      return ok(c, reads);
    });
  },
);

describe('read cache', () => {
  it('answers a repeated public read from memory, per URL, and never a signed-in one', async () => {
    const first = await (await app.request('/api/demo/courses')).json();
    const again = await (await app.request('/api/demo/courses')).json();
    expect(again).toEqual(first);
    expect(reads).toBe(1);
    await app.request('/api/demo/courses?category=free');
    expect(reads).toBe(2);
    await app.request('/api/demo/courses', { headers: { authorization: 'Bearer x' } });
    expect(reads).toBe(3);
  });

  it('never keeps what the service does not mark public', async () => {
    const first = await (await app.request('/api/demo/outbox')).json();
    const second = await (await app.request('/api/demo/outbox')).json();
    expect(second).not.toEqual(first);
  });

  it('never keeps a public answer marked no-cache: the service answers each, with its own copy and ETag', async () => {
    const first = await app.request('/api/demo/products');
    const second = await app.request('/api/demo/products', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(await second.json()).not.toEqual(await first.json());
  });

  it('never keeps an immutable file, which browsers keep for good and memory should not', async () => {
    const first = new Uint8Array(await (await app.request('/api/demo/pictures/a.webp')).arrayBuffer());
    const second = new Uint8Array(await (await app.request('/api/demo/pictures/a.webp')).arrayBuffer());
    expect(second[0]).toBe((first[0] ?? 0) + 1);
  });

  it('gives each cached answer its own request id and keeps the service headers', async () => {
    const first = await app.request('/api/demo/courses?page=ids');
    const second = await app.request('/api/demo/courses?page=ids');
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=60');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await second.json()).toEqual(await first.json());
  });
});
