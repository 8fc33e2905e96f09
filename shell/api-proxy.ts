import { isUploadPath, UPLOAD_MAX_BYTES } from '@aspire/contracts/media';
import { appendForwardedFor, clientAddress } from '@aspire/web-server/client-address';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { type UpstreamPool, upstreamPool, upstreamUrls } from './upstreams.ts';

const MAX_PROXIED_BODY = 1024 * 1024;
const PROXIED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Methods a request may be sent again with, if an instance failed while answering it. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The connection was refused: the instance never saw the request, so another may take it, whatever it is. */
const neverReached = (error: unknown) =>
  error instanceof Error &&
  error.cause instanceof Error &&
  'code' in error.cause &&
  (error.cause.code === 'ECONNREFUSED' || error.cause.code === 'UND_ERR_CONNECT_TIMEOUT');

/**
 * The reverse proxy that routes `/api/<service>/…` to each service (`targets`: service → its address,
 * or several comma-separated: its instances, taken in turn and skipped while not ready) with no
 * rewriting. A request an instance never received (connection refused), or a read it failed to answer,
 * goes to the next instance; only when none answers is the visitor told 502. It appends the address it was reached from to `x-forwarded-for`, so a service
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
    checkEveryMs?: number;
  },
): UpstreamPool[] {
  const pools: UpstreamPool[] = [];
  for (const [service, target] of Object.entries(options.targets)) {
    const pool = upstreamPool(service, upstreamUrls(target), { checkEveryMs: options.checkEveryMs });
    pools.push(pool);
    app.all(`/api/${service}/*`, async (c) => {
      if (!PROXIED_METHODS.has(c.req.method)) {
        return c.json({ success: false, message: `Method ${c.req.method} is not allowed` }, 405);
      }
      // No service takes more than 64 KB, or an upload UPLOAD_MAX_BYTES; refusing a huge body
      // here keeps the proxy from streaming it to a service that has already answered 413 (which breaks
      // the upload and would read as a 502).
      const maxBody =
        c.req.method === 'POST' && isUploadPath(c.req.path) ? UPLOAD_MAX_BYTES : MAX_PROXIED_BODY;
      if (Number(c.req.header('content-length') ?? 0) > maxBody) {
        return c.json({ success: false, message: 'Request body is too large' }, 413);
      }
      const url = new URL(c.req.url);
      const peer = getConnInfo(c).remote.address;
      const candidates = pool.candidates();
      // Read once, so another instance can be sent the same body (at most 64 KB, or an upload of 20 MiB).
      const body = candidates.length > 1 && c.req.raw.body ? await c.req.arrayBuffer() : undefined;
      let failure: unknown;
      for (const instance of candidates) {
        try {
          return await proxy(`${instance}${url.pathname}${url.search}`, {
            raw: c.req.raw,
            ...(body && { body, duplex: undefined }),
            headers: {
              ...c.req.header(),
              host: undefined,
              'x-forwarded-host': url.host,
              'x-forwarded-for': appendForwardedFor(c.req.header('x-forwarded-for'), peer),
            },
          });
        } catch (error) {
          // The visitor went away (a tab closed, an image no longer wanted): the instance did nothing wrong.
          if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
          failure = error;
          pool.markDown(instance);
          if (!neverReached(error) && !IDEMPOTENT.has(c.req.method)) break;
        }
      }
      options.onUnavailable({
        service,
        path: url.pathname,
        client: clientAddress(c.req.header('x-forwarded-for'), peer, options.trustProxyHops),
        error: failure,
      });
      return c.json(
        { success: false, message: 'The service is unavailable right now, please try again shortly' },
        502,
      );
    });
  }
  return pools;
}
