import { SERVICES } from '@aspire/config/site';
import { serveBuild } from '@aspire/web-server/static-app';
import { getConnInfo } from '@hono/node-server/conninfo';
import { proxy } from 'hono/proxy';
import { REMOTE_ROUTES } from './src/app/route-table.ts';

const SERVICE_PORTS = { identity: 4001, catalog: 4002, shop: 4003, lms: 4004, info: 4005 } as const;
const REMOTE_PORTS = { catalog: 3001, shop: 3002, lms: 3003, info: 3004 } as const;
const RAZORPAY_ORIGINS = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

/** Where each remote's manifest lives for a visitor who reached the shell at `hostname`. */
function remotesManifest(hostname: string) {
  return Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => {
      const key = name.toUpperCase();
      const url =
        process.env[`REMOTE_${key}_URL`] ??
        `http://${hostname}:${process.env[`REMOTE_${key}_PORT`] ?? port}/mf-manifest.json`;
      return [name, url];
    }),
  );
}

/** A policy that allows exactly our own origin, the remotes' origins and, when enabled, Razorpay's. */
function contentSecurityPolicy(remoteOrigins: string[]) {
  const payments = process.env.PAYMENT_GATEWAY === 'razorpay' ? RAZORPAY_ORIGINS : [];
  const own = ["'self'", ...remoteOrigins];
  return [
    "default-src 'self'",
    `script-src ${[...own, ...payments].join(' ')}`,
    `style-src ${own.join(' ')} 'unsafe-inline'`,
    `img-src 'self' data: ${remoteOrigins.join(' ')}`,
    `font-src ${own.join(' ')}`,
    `connect-src ${[...own, ...payments].join(' ')}`,
    "media-src 'self'",
    `frame-src ${payments.length ? payments.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SHELL_PAGES = ['/', '/thank-you', '/reset-password'];
const PROXIED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Client-side routes the site has, so an unknown address is answered with a real 404 status. */
const pagePatterns = [...SHELL_PAGES, ...REMOTE_ROUTES.map((route) => route.path)].map(
  (route) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}/?$`),
);
const isPage = (path: string) => pagePatterns.some((pattern) => pattern.test(path));

/**
 * The shell's production server: the built host, the remotes manifest it reads at run time, the
 * browser-facing security headers, and the reverse proxy that routes `/api/<service>/…` to each
 * service with no rewriting.
 */
serveBuild({
  name: 'shell',
  root: new URL('./dist', import.meta.url).pathname,
  port: 3000,
  isPage,
  configure: (app) => {
    app.use(async (c, next) => {
      await next();
      c.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      c.header('referrer-policy', 'strict-origin-when-cross-origin');
      c.header('x-frame-options', 'DENY');
      c.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
      if (c.res.headers.get('content-type')?.startsWith('text/html')) {
        const origins = Object.values(remotesManifest(new URL(c.req.url).hostname)).map(
          (url) => new URL(url).origin,
        );
        c.header('content-security-policy', contentSecurityPolicy([...new Set(origins)]));
      }
    });
    app.get('/remotes.json', (c) => c.json(remotesManifest(new URL(c.req.url).hostname)));
    for (const service of SERVICES) {
      const target =
        process.env[`SERVICE_${service.toUpperCase()}_URL`] ?? `http://127.0.0.1:${SERVICE_PORTS[service]}`;
      app.all(`/api/${service}/*`, async (c) => {
        if (!PROXIED_METHODS.has(c.req.method)) {
          return c.json({ success: false, message: `Method ${c.req.method} is not allowed` }, 405);
        }
        const url = new URL(c.req.url);
        try {
          return await proxy(`${target}${url.pathname}${url.search}`, {
            raw: c.req.raw,
            headers: {
              ...c.req.header(),
              host: undefined,
              'x-forwarded-host': url.host,
              // The services see the visitor's address (for per-address limits), not the proxy's.
              'x-forwarded-for': getConnInfo(c).remote.address ?? '',
            },
          });
        } catch {
          return c.json(
            { success: false, message: 'The service is unavailable right now, please try again shortly' },
            502,
          );
        }
      });
    }
  },
});
