import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceEnv } from './app.ts';
import { ok } from './envelope.ts';
import { silentLogger } from './logger.ts';
import { addressKey, clientAddress, rateLimit } from './rate-limit.ts';

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

  it('counts the addresses of one IPv6 /64 together', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await app.request('/api/demo/contact', from(`2001:db8:7:1::${i}`))).status).toBe(201);
    expect((await app.request('/api/demo/contact', from('2001:db8:7:1:ffff::9'))).status).toBe(429);
    expect((await app.request('/api/demo/contact', from('2001:db8:7:2::1'))).status).toBe(201);
  });
});

describe('client address', () => {
  const addressOf = async (hops: number, forwardedFor?: string, socket = '192.0.2.50') => {
    const probe = new Hono().get('/', (c) => c.text(clientAddress(c, hops)));
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const response = await probe.request(
      '/',
      { headers },
      { incoming: { socket: { remoteAddress: socket } } },
    );
    return response.text();
  };

  it('is the x-forwarded-for entry TRUST_PROXY_HOPS places from the right, the socket with 0 or no header', async () => {
    const chain = '6.6.6.6, 203.0.113.7, 198.51.100.20';
    expect(await addressOf(1, chain)).toBe('198.51.100.20');
    expect(await addressOf(2, chain)).toBe('203.0.113.7');
    // A client claiming more hops than there are proxies gets only the leftmost entry, never a free pick.
    expect(await addressOf(5, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(0, chain)).toBe('192.0.2.50');
    expect(await addressOf(1, undefined, '::ffff:192.0.2.51')).toBe('192.0.2.51');
  });

  it('keeps IPv4 addresses whole and reduces IPv6 ones to their /64', () => {
    expect(addressKey('198.51.100.20')).toBe('198.51.100.20');
    expect(addressKey('198.51.100.20:4711')).toBe('198.51.100.20');
    expect(addressKey('::FFFF:198.51.100.20')).toBe('198.51.100.20');
    expect(addressKey('2001:0db8:0000:0042:0000:8a2e:0370:7334')).toBe('2001:db8:0:42::/64');
    expect(addressKey('2001:db8:0:42::1')).toBe('2001:db8:0:42::/64');
    expect(addressKey('[2001:db8::42:1]:443')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
