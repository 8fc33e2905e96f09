import { appendForwardedFor, clientAddress } from '@aspire/web-server/client-address';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Hono } from 'hono';
import { proxy } from 'hono/proxy';

const MAX_PROXIED_BODY = 1024 * 1024;
const PROXIED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The reverse proxy that routes `/api/<service>/…` to each service (`targets`: service → its address)
 * with no rewriting. It appends the address it was reached from to `x-forwarded-for`, so a service
 * behind it (and any proxy in front of it) finds the visitor; `trustProxyHops` proxies stand in front of
 * the shell itself, which is how it tells the visitor's address when a call fails.
 */
export function mountApiProxy(
  app: Hono,
  options: {
    targets: Record<string, string>;
    trustProxyHops: number;
    /** A service could not be reached (the visitor got a 502): `client` is the visitor's address. */
    onUnavailable: (failure: { service: string; path: string; client: string; error: unknown }) => void;
  },
) {
  for (const [service, target] of Object.entries(options.targets)) {
    app.all(`/api/${service}/*`, async (c) => {
      if (!PROXIED_METHODS.has(c.req.method)) {
        return c.json({ success: false, message: `Method ${c.req.method} is not allowed` }, 405);
      }
      // No service takes more than 64 KB; refusing a huge upload here keeps the proxy from streaming
      // it to a service that has already answered 413 (which breaks the upload and would read as a 502).
      if (Number(c.req.header('content-length') ?? 0) > MAX_PROXIED_BODY) {
        return c.json({ success: false, message: 'Request body is too large' }, 413);
      }
      const url = new URL(c.req.url);
      const peer = getConnInfo(c).remote.address;
      try {
        return await proxy(`${target}${url.pathname}${url.search}`, {
          raw: c.req.raw,
          headers: {
            ...c.req.header(),
            host: undefined,
            'x-forwarded-host': url.host,
            'x-forwarded-for': appendForwardedFor(c.req.header('x-forwarded-for'), peer),
          },
        });
      } catch (error) {
        options.onUnavailable({
          service,
          path: url.pathname,
          client: clientAddress(c.req.header('x-forwarded-for'), peer, options.trustProxyHops),
          error,
        });
        return c.json(
          { success: false, message: 'The service is unavailable right now, please try again shortly' },
          502,
        );
      }
    });
  }
}
