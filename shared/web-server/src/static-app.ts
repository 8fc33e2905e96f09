import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';

/** Files whose names carry no content hash: they must be revalidated on every load. */
const UNHASHED =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|remotes\.json|robots\.txt|sitemap\.xml)$/;

/**
 * Serves a built app folder: hashed assets cached for a year as immutable, manifests and HTML
 * no-cache, compressed, CORS open for the federation files a host on another origin fetches.
 * Routes under /api/ (the shell's proxy) keep the services' own caching and CORS headers.
 * `isPage` tells which client-side routes exist: others get the app with a 404 status.
 */
export function staticApp(options: {
  root: string;
  isPage?: (path: string) => boolean;
  configure?: (app: Hono) => void;
  /** Turns the built index.html into the page sent for a request (prerendered content, data blocks). */
  page?: (c: Context, indexHtml: string) => string;
}) {
  const root = path.resolve(options.root);
  const app = new Hono();
  app.use(compress());
  app.use(async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/')) return;
    c.header('x-content-type-options', 'nosniff');
    if (UNHASHED.test(c.req.path) || c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header('cache-control', 'no-cache');
    } else if (c.res.status === 200) {
      c.header('cache-control', 'public, max-age=31536000, immutable');
    }
    // Remotes are fetched by the shell from another origin (scripts, manifests, CSS, fonts).
    c.header('access-control-allow-origin', '*');
  });
  options.configure?.(app);
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const page = (c: Context) =>
    c.html(
      options.page ? options.page(c, indexHtml) : indexHtml,
      options.isPage && !options.isPage(c.req.path) ? 404 : 200,
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
export function serveBuild(options: {
  name: string;
  root: string;
  port: number;
  isPage?: (path: string) => boolean;
  configure?: (app: Hono) => void;
  page?: (c: Context, indexHtml: string) => string;
}) {
  const port = Number(process.env.PORT ?? options.port);
  const app = staticApp(options);
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' });
  console.log(JSON.stringify({ level: 'info', msg: 'listening', app: options.name, port }));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
