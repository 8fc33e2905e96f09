import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mountApiProxy } from './api-proxy.ts';

const servers: ServerType[] = [];
/** Serves `app` on a free loopback port; its origin. */
const listen = (app: Hono) =>
  new Promise<string>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
    servers.push(server);
  });
afterAll(() => {
  for (const server of servers) server.close();
});

/** A service that answers with the forwarding headers it received. */
const echo = new Hono();
echo.all('/api/demo/*', (c) =>
  c.json({ forwardedFor: c.req.header('x-forwarded-for'), forwardedHost: c.req.header('x-forwarded-host') }),
);

describe("the shell's API proxy", () => {
  it('appends the address it was reached from to x-forwarded-for instead of replacing it', async () => {
    const shell = new Hono();
    mountApiProxy(shell, {
      targets: { demo: await listen(echo) },
      trustProxyHops: 0,
      onUnavailable: vi.fn(),
    });
    const origin = await listen(shell);

    const direct = await (await fetch(`${origin}/api/demo/thing`)).json();
    expect(direct).toEqual({ forwardedFor: '127.0.0.1', forwardedHost: new URL(origin).host });

    // What a proxy in front (or a visitor) wrote is kept; the services decide how much of it to believe.
    const behindProxy = await fetch(`${origin}/api/demo/thing`, {
      headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' },
    });
    expect((await behindProxy.json()).forwardedFor).toBe('203.0.113.7, 10.0.0.2, 127.0.0.1');
  });

  it('answers 502 when a service is unreachable, naming the visitor by the proxies trusted in front', async () => {
    const onUnavailable = vi.fn();
    const shell = new Hono();
    // Port 1 refuses connections on loopback.
    mountApiProxy(shell, { targets: { demo: 'http://127.0.0.1:1' }, trustProxyHops: 1, onUnavailable });
    const origin = await listen(shell);
    const answer = await fetch(`${origin}/api/demo/thing`, {
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' },
    });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      success: false,
      message: 'The service is unavailable right now, please try again shortly',
    });
    expect(onUnavailable).toHaveBeenCalledWith(
      expect.objectContaining({ service: 'demo', path: '/api/demo/thing', client: '203.0.113.7' }),
    );
  });

  it('refuses methods and bodies no service takes, without passing them on', async () => {
    const shell = new Hono();
    const onUnavailable = vi.fn();
    mountApiProxy(shell, { targets: { demo: 'http://127.0.0.1:1' }, trustProxyHops: 0, onUnavailable });
    expect((await shell.request('/api/demo/thing', { method: 'PROPFIND' })).status).toBe(405);
    const huge = await shell.request('/api/demo/thing', {
      method: 'POST',
      headers: { 'content-length': String(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(onUnavailable).not.toHaveBeenCalled();
  });
});
