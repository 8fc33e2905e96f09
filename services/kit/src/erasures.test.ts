import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErasureOrder } from '@aspire/contracts/privacy';
import { afterAll, describe, expect, it } from 'vitest';
import { ERASURES_PATH, followErasures } from './erasures.ts';

/** Identity's side of the feed, as far as a follower sees it: pending erasures per service, and acks. */
const pending = new Map<string, ErasureOrder[]>();
const acks: { id: string; service: string }[] = [];
let failFeed = false;
const identity = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === ERASURES_PATH) {
    if (failFeed) return reply(500, { success: false, message: 'down' });
    const service = url.searchParams.get('service') ?? '';
    return reply(200, { success: true, data: { erasures: pending.get(service) ?? [] } });
  }
  const acked = url.pathname.match(/^\/internal\/erasures\/([^/]+)\/ack$/)?.[1];
  if (request.method === 'POST' && acked) {
    let body = '';
    for await (const chunk of request) body += chunk;
    const { service } = JSON.parse(body);
    acks.push({ id: decodeURIComponent(acked), service });
    pending.set(
      service,
      (pending.get(service) ?? []).filter((order) => order.id !== acked),
    );
    return reply(200, { success: true, data: { done: false } });
  }
  reply(404, { success: false });
});
await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
const feedUrl = `http://127.0.0.1:${(identity.address() as AddressInfo).port}${ERASURES_PATH}`;
afterAll(() => identity.close());

const order = (id: string): ErasureOrder => ({
  id,
  userId: `user-${id}`,
  email: `${id}@example.com`,
  requestedAt: '2026-11-26T08:00:00.000Z',
});

describe('following erasures', () => {
  it('erases each pending order, then acknowledges it for this service only', async () => {
    pending.set('shop', [order('a1'), order('a2')]);
    pending.set('lms', [order('b1')]);
    const erased: string[] = [];
    const follower = followErasures(feedUrl, 'shop', async (o) => erased.push(o.email), { everyMs: 60_000 });
    try {
      expect(await follower.runOnce()).toBe(2);
      expect(erased.sort()).toEqual(['a1@example.com', 'a2@example.com']);
      expect(acks.filter((a) => a.service === 'shop').map((a) => a.id)).toEqual(['a1', 'a2']);
      expect(pending.get('lms')).toHaveLength(1);
      expect(await follower.runOnce()).toBe(0);
    } finally {
      follower.stop();
    }
  });

  it('leaves an order whose erasure failed unacknowledged, and carries it out on the next round', async () => {
    pending.set('catalog', [order('c1')]);
    let attempts = 0;
    const logs: string[] = [];
    const follower = followErasures(
      feedUrl,
      'catalog',
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database away');
      },
      { everyMs: 60_000, logger: (_level, message) => logs.push(message) },
    );
    try {
      // The first round (started at once) fails its erase; a later one carries it out.
      await expect.poll(() => follower.runOnce()).toBe(1);
      expect(attempts).toBe(2);
      expect(acks.filter((a) => a.service === 'catalog').map((a) => a.id)).toEqual(['c1']);
      expect(logs).toContain('erasure failed, to be tried again');
    } finally {
      follower.stop();
    }
  });

  it('fails a round without erasing anything while identity does not answer', async () => {
    failFeed = true;
    const follower = followErasures(feedUrl, 'lms', async () => {}, { everyMs: 60_000 });
    try {
      await expect(follower.runOnce()).rejects.toThrow('identity answered 500');
    } finally {
      failFeed = false;
      follower.stop();
    }
  });
});
