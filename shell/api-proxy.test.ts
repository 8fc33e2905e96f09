import { type AddressInfo, createServer } from 'node:net';
import { UPLOAD_MAX_BYTES } from '@aspire/contracts/media';
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
/** An address nothing listens on: a stopped instance (the connection is refused). */
const stopped = () =>
  new Promise<string>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(`http://127.0.0.1:${port}`));
    });
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

  it('lets an upload carry UPLOAD_MAX_BYTES, and no more, to every instance', async () => {
    const received: number[] = [];
    const service = new Hono();
    service.post('/api/demo/staff/media/uploads', async (c) => {
      received.push((await c.req.arrayBuffer()).byteLength);
      return c.json({ success: true }, 201);
    });
    const shell = new Hono();
    // Two instances: the proxy reads the body once to be able to send it to either.
    const url = await listen(service);
    mountApiProxy(shell, { targets: { demo: `${url},${url}` }, trustProxyHops: 0, onUnavailable: vi.fn() });
    const origin = await listen(shell);
    const upload = (bytes: number, path = '/api/demo/staff/media/uploads') =>
      fetch(`${origin}${path}`, { method: 'POST', body: new Uint8Array(bytes) });

    expect((await upload(UPLOAD_MAX_BYTES)).status).toBe(201);
    expect(received).toEqual([UPLOAD_MAX_BYTES]);
    const tooLarge = await upload(UPLOAD_MAX_BYTES + 1);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ success: false, message: 'Request body is too large' });
    // Any other path keeps the small limit.
    expect((await upload(2 * 1024 * 1024, '/api/demo/staff/media/other')).status).toBe(413);
    expect(received).toEqual([UPLOAD_MAX_BYTES]);
  });

  describe('with several instances of a service', () => {
    /** An instance that names itself, counts what it was sent, and can be made not ready. */
    function instance(name: string) {
      const state = { ready: true, posts: [] as string[] };
      const app = new Hono();
      app.get('/api/demo/ready', (c) =>
        state.ready ? c.json({ ready: true }) : c.json({ ready: false }, 503),
      );
      app.get('/api/demo/who', (c) => c.text(name));
      app.post('/api/demo/orders', async (c) => {
        state.posts.push(await c.req.text());
        return c.text(name, 201);
      });
      return { app, state };
    }
    const until = async (condition: () => Promise<boolean>) => {
      for (let tries = 0; tries < 100 && !(await condition()); tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };

    it('takes them in turn, skips one not ready until it is again, and tells a visitor nothing of it', async () => {
      const [a, b, c] = [instance('a'), instance('b'), instance('c')];
      const urls = await Promise.all([a, b, c].map(({ app }) => listen(app)));
      const shell = new Hono();
      const pools = mountApiProxy(shell, {
        targets: { demo: urls.join(',') },
        trustProxyHops: 0,
        onUnavailable: vi.fn(),
        checkEveryMs: 25,
      });
      const origin = await listen(shell);
      const who = async () => (await fetch(`${origin}/api/demo/who`)).text();
      const six = async () => {
        const names: string[] = [];
        for (let i = 0; i < 6; i++) names.push(await who());
        return names.sort().join('');
      };
      expect(await six()).toBe('aabbcc');

      b.state.ready = false;
      await until(async () => !(await six()).includes('b'));
      expect(await six()).toBe('aaaccc');
      b.state.ready = true;
      await until(async () => (await six()).includes('b'));
      expect(await six()).toBe('aabbcc');
      for (const pool of pools) pool.stop();
    });

    it('sends a request an instance never received to the next one, with its body, once', async () => {
      const [a, b] = [instance('a'), instance('b')];
      const onUnavailable = vi.fn();
      const shell = new Hono();
      mountApiProxy(shell, {
        targets: { demo: [await stopped(), await listen(a.app), await listen(b.app)].join(',') },
        trustProxyHops: 0,
        onUnavailable,
      });
      const origin = await listen(shell);
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${origin}/api/demo/orders`, { method: 'POST', body: `order ${i}` });
        answers.push([response.status, await response.text()]);
      }
      expect(answers.every(([status]) => status === 201)).toBe(true);
      expect([...a.state.posts, ...b.state.posts].sort()).toEqual(['order 0', 'order 1', 'order 2']);
      expect(onUnavailable).not.toHaveBeenCalled();
    });

    it('takes a visitor who went away for no failure of the instance answering', async () => {
      const [a, b] = [instance('a'), instance('b')];
      let slowStarted = () => {};
      const started = new Promise<void>((resolve) => {
        slowStarted = resolve;
      });
      a.app.get('/api/demo/slow', async (c) => {
        slowStarted();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return c.text('late');
      });
      const onUnavailable = vi.fn();
      const shell = new Hono();
      const pools = mountApiProxy(shell, {
        targets: { demo: [await listen(a.app), await listen(b.app)].join(',') },
        trustProxyHops: 0,
        onUnavailable,
        checkEveryMs: 60_000,
      });
      const origin = await listen(shell);
      const leaving = new AbortController();
      const slow = fetch(`${origin}/api/demo/slow`, { signal: leaving.signal }).catch(() => 'gone');
      await started;
      leaving.abort();
      expect(await slow).toBe('gone');
      await new Promise((resolve) => setTimeout(resolve, 100));

      expect(onUnavailable).not.toHaveBeenCalled();
      const names: string[] = [];
      for (let i = 0; i < 4; i++) names.push(await (await fetch(`${origin}/api/demo/who`)).text());
      // Still taken in turn: the instance was not set aside.
      expect(names.sort().join('')).toBe('aabb');
      for (const pool of pools) pool.stop();
    });

    it('answers 502 only when no instance answers', async () => {
      const onUnavailable = vi.fn();
      const shell = new Hono();
      mountApiProxy(shell, {
        targets: { demo: `${await stopped()},${await stopped()}` },
        trustProxyHops: 0,
        onUnavailable,
      });
      const answer = await fetch(`${await listen(shell)}/api/demo/orders`, { method: 'POST', body: 'x' });
      expect(answer.status).toBe(502);
      expect(onUnavailable).toHaveBeenCalledOnce();
    });
  });
});
