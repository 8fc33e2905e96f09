import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';

/**
 * Files whose names carry no content hash: they must be revalidated on every load. A remote's
 * `mf-manifest.<version>.json` is named by its version and never changes; `version.json` names the newest.
 */
const UNHASHED =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|remotes\.json|robots\.txt|sitemap\.xml|version\.json)$/;

export type StaticAppOptions = {
  root: string;
  /** Which client-side routes exist: others get the app with a 404 status. */
  isPage?: (path: string) => boolean;
  configure?: (app: Hono) => void;
  /**
   * Turns the built index.html into the page sent for a request (rendered content, data blocks). It may
   * set the page's status itself (`c.status(404)`: the page it rendered says that it is not there).
   */
  page?: (c: Context, indexHtml: string) => string | Promise<string>;
  /**
   * Whether other origins may read the app's files (`access-control-allow-origin: *`): a remote's
   * scripts, styles, fonts and manifest are fetched by the shell from another origin. On by default,
   * as every app but the shell is a remote. Pages are never shared, whatever this says.
   */
  sharedFiles?: boolean;
};

/**
 * Serves a built app folder: hashed assets cached for a year as immutable, manifests and HTML
 * no-cache, compressed, CORS open for the federation files a host on another origin fetches, pages
 * kept out of other origins' windows (`cross-origin-opener-policy`). Routes under /api/ (the shell's
 * proxy) keep the services' own caching and CORS headers.
 */
export function staticApp(options: StaticAppOptions) {
  const root = path.resolve(options.root);
  const sharedFiles = options.sharedFiles ?? true;
  const app = new Hono();
  app.use(compress());
  app.use(async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/')) return;
    c.header('x-content-type-options', 'nosniff');
    const isHtml = c.res.headers.get('content-type')?.startsWith('text/html') === true;
    if (UNHASHED.test(c.req.path) || isHtml) {
      c.header('cache-control', 'no-cache');
    } else if (c.res.status === 200) {
      c.header('cache-control', 'public, max-age=31536000, immutable');
    }
    // A page opened from another site shares no window handle with it; the popups it opens itself
    // (Razorpay Checkout's bank and UPI windows) keep theirs, which payments need.
    if (isHtml) c.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    else if (sharedFiles) c.header('access-control-allow-origin', '*');
  });
  options.configure?.(app);
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const page = async (c: Context) =>
    c.html(
      options.page ? await options.page(c, indexHtml) : indexHtml,
      options.isPage && !options.isPage(c.req.path) ? 404 : undefined,
    );
  app.get('/', page);
  // Brotli (or gzip) files written beside the assets at build time are sent to clients that accept them.
  app.use('*', serveStatic({ root: path.relative(process.cwd(), root) || '.', precompressed: true }));
  app.get('*', (c) => {
    if (c.req.path.includes('.') && !c.req.path.endsWith('.html')) return c.notFound();
    return page(c);
  });
  return app;
}

/** Starts a static server for one built app; PORT and HOST override the defaults. */
export function serveBuild(options: StaticAppOptions & { name: string; port: number }) {
  const port = Number(process.env.PORT ?? options.port);
  const app = staticApp(options);
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' });
  console.log(JSON.stringify({ level: 'info', msg: 'listening', app: options.name, port }));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
