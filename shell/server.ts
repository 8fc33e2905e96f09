import { createHash } from 'node:crypto';
import path from 'node:path';
import { refuseUnsafeProduction } from '@aspire/config/production';
import {
  isParameterised,
  privatePaths,
  publicStaticPaths,
  REMOTES,
  remotePort,
  SERVICES,
  SHELL_PORT,
  servicePort,
} from '@aspire/config/site-map';
import { isPhone, webpCopies } from '@aspire/service-kit/media/webp-copies';
import { trustedProxyHops } from '@aspire/web-server/client-address';
import { serveBuild } from '@aspire/web-server/static-app';
import type { Context } from 'hono';
import { mountApiProxy } from './api-proxy.ts';
import { buildFile } from './build-file.ts';
import { contentRoutes } from './content-routes.ts';
import { serveMetrics, shellMetrics } from './metrics.ts';
import { isIndexable, pageAddress } from './page-address.ts';
import { paymentOrigins, securityHeaders } from './page-policy.ts';
import { pageRenderer } from './page-renderer.ts';
import { SHELL_CHECKS } from './production-checks.ts';
import { escapeHtml, jsonBlock, serverPageHtml } from './server-page.ts';
import { holdEarlyTaps } from './src/app/early-taps.ts';
import { routeModules } from './src/app/route-modules.ts';
import { startOnIntent } from './src/app/start-on-intent.ts';

// First of all, before the build is read: a production start with a development setting stops here.
refuseUnsafeProduction('shell', SHELL_CHECKS);

const PORT = Number(process.env.PORT ?? SHELL_PORT);
/** Proxies in front of the shell (a TLS terminator, a load balancer): none when it faces visitors. */
const TRUST_PROXY_HOPS = trustedProxyHops(process.env.TRUST_PROXY_HOPS, 0);
const PAYMENT_ORIGINS = paymentOrigins(process.env);
/**
 * How public pages are made: `snapshot` (the default), the build's prerendered copies; `server`, React
 * renders each on this server from live data (#23). A visitor's cookie `aspire-render=server` asks for
 * the server's page on one request, for trying and testing (both are signed-out public HTML).
 */
const PAGE_RENDER = process.env.PAGE_RENDER ?? 'snapshot';
if (PAGE_RENDER !== 'snapshot' && PAGE_RENDER !== 'server')
  throw new Error(`PAGE_RENDER must be "snapshot" or "server", not "${PAGE_RENDER}"`);

/** Where each remote's manifest lives for a visitor who reached the shell at `hostname`. */
function remotesManifest(hostname: string) {
  return Object.fromEntries(
    REMOTES.map((name) => {
      const key = name.toUpperCase();
      const url =
        process.env[`REMOTE_${key}_URL`] ??
        `http://${hostname}:${process.env[`REMOTE_${key}_PORT`] ?? remotePort(name)}/mf-manifest.json`;
      return [name, url];
    }),
  );
}

/** A prerendered page's one inline script: it starts the app when the visitor needs it. */
const START_ON_INTENT = `(${startOnIntent})(document.currentScript)`;
const START_ON_INTENT_HASH = `'sha256-${createHash('sha256').update(START_ON_INTENT).digest('base64')}'`;

/** A server-rendered page's one inline script: a press before hydration is held, then done again. */
const EARLY_TAPS = `(${holdEarlyTaps})()`;
const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS).digest('base64')}'`;

/** Whether a path is a page of the site, so an unknown address is answered with a real 404 status. */
const isPage = (path: string) => pageAddress(path).kind === 'page';

const DIST = new URL('./dist', import.meta.url).pathname;
const PRERENDERED = path.join(DIST, 'prerendered');

type Prerendered = {
  title: string;
  description: string;
  files: { desktop: string; mobile?: string };
  /** The largest image of the first screen, per form: fetched first (it is the page's largest paint). */
  heroImages?: { desktop?: string; mobile?: string };
};
/** The prerendered public routes (written by shell/prerender.ts), re-read when they are regenerated. */
const prerenderedRoutes = buildFile(
  path.join(PRERENDERED, 'routes.json'),
  (text) => JSON.parse(text) as Record<string, Prerendered>,
  {},
);

const fragments = new Map<string, () => string>();
/** A prerendered page's HTML fragment ('' if it is missing). */
function fragment(file: string) {
  const full = path.join(PRERENDERED, path.basename(file));
  let read = fragments.get(full);
  if (!read) {
    read = buildFile(full, (text) => text, '');
    fragments.set(full, read);
  }
  return read();
}

const siteOrigin = (c: Context) => process.env.SITE_URL?.replace(/\/$/, '') ?? new URL(c.req.url).origin;

/** Preload hints for the manifests of the remotes whose modules `pathname` renders. */
const manifestPreloads = (pathname: string, manifest: Record<string, string>) =>
  [...new Set(routeModules(pathname).flatMap((m) => manifest[m.remote] ?? []))].map(
    (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`,
  );

const canonicalLink = (c: Context, pathname: string) =>
  `<link rel="canonical" href="${escapeHtml(`${siteOrigin(c)}${pathname}`)}">`;
const remotesManifestBlock = (manifest: Record<string, string>) =>
  `<script type="application/json" id="remotes-manifest">${jsonBlock(manifest)}</script>`;

const renderer = pageRenderer({ dist: DIST, apiOrigin: `http://127.0.0.1:${PORT}` });
const asksForServerPage = (c: Context) =>
  PAGE_RENDER === 'server' || /(^|;\s*)aspire-render=server(;|$)/.test(c.req.header('cookie') ?? '');

/**
 * A public page rendered by React in a render worker from the services' current data, signed out,
 * with its styles linked and the early-taps script; null if a read failed or the render did (logged),
 * and the visitor gets the plain app.
 */
async function serverRenderedPage(c: Context, pathname: string, indexHtml: string) {
  const url = new URL(c.req.url);
  // The render fetches the remotes' files itself, at their addresses from this server.
  const { page, ms } = await renderer.render(
    `${siteOrigin(c)}${pathname}${url.search}`,
    remotesManifest('127.0.0.1'),
  );
  c.header('server-timing', `render;dur=${ms.toFixed(1)}`);
  metrics.pageRendered(ms, page.ok);
  if (!page.ok) {
    if (process.env.LOG_LEVEL !== 'silent')
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'server render failed',
          path: pathname,
          problems: page.problems,
        }),
      );
    return null;
  }
  const manifest = remotesManifest(url.hostname);
  const styles = page.styles.flatMap(({ remote, path: file }) =>
    remote ? (manifest[remote] ? [new URL(file, manifest[remote]).href] : []) : [`/${file}`],
  );
  return serverPageHtml(indexHtml, { ...page, styles }, [
    canonicalLink(c, pathname),
    // The app hydrates at once: the manifests of the route's remotes are needed before it can.
    ...manifestPreloads(pathname, manifest),
    remotesManifestBlock(manifest),
    `<script>${EARLY_TAPS}</script>`,
  ]);
}

/**
 * The page for a request: the remotes manifest as a JSON data block (not executed, so the script policy
 * allows it; no fetch before the first render) and the canonical link. A public route, when asked
 * for (PAGE_RENDER, the cookie), is rendered on this server; otherwise it comes with its prerendered
 * content with its styles inlined, which the app takes over once it has rendered the same
 * (shell/src/app/prerendered.ts), and the script that starts the app when the visitor needs it; any
 * other route, or a public one whose render failed, gets preload hints for the remote manifests it needs.
 */
async function renderPage(c: Context, indexHtml: string) {
  const url = new URL(c.req.url);
  const manifest = remotesManifest(url.hostname);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : '/';
  // The prerenderer itself asks for the plain app.
  let plain = /(^|;\s*)aspire-prerender=1(;|$)/.test(c.req.header('cookie') ?? '');
  if (!isIndexable(pathname)) c.header('x-robots-tag', 'noindex');
  // Public pages are the indexable ones.
  if (!plain && isPage(pathname) && isIndexable(pathname) && asksForServerPage(c)) {
    const rendered = await serverRenderedPage(c, pathname, indexHtml);
    if (rendered) return rendered;
    plain = true;
  }
  const page = isPage(pathname) && !plain ? prerenderedRoutes()[pathname] : undefined;
  const form = isPhone(c) && page?.files.mobile ? 'mobile' : 'desktop';
  const body = page && fragment(page.files[form]!);
  const head = [
    canonicalLink(c, pathname),
    // A prerendered page's app starts later (start-on-intent.ts): its manifests are fetched then.
    ...(body ? [] : manifestPreloads(pathname, manifest)),
    remotesManifestBlock(manifest),
  ];
  let html = indexHtml;
  if (page && body) {
    const hero = page.heroImages?.[form];
    if (hero) head.unshift(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hero)}">`);
    if (page.files.mobile) c.header('vary', 'User-Agent');
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeHtml(page.description)}"`)
      .replace(
        /<script defer src="([^"]+)"><\/script>/,
        (_, entry) => `<script data-entry="${entry}">${START_ON_INTENT}</script>`,
      )
      .replace(
        '<div id="root"></div>',
        `${body}<div id="root" aria-hidden="true" style="position:absolute;top:0;left:0;width:100%;visibility:hidden;content-visibility:hidden"></div>`,
      );
  }
  return html.replace('</head>', `${head.join('')}</head>`);
}

/** The content pages (courses, products, posts, initiatives) as the services list them, asked at most every 10 s. */
let content: { at: number; routes: Promise<string[]> } | undefined;
function liveContentRoutes() {
  if (!content || Date.now() - content.at > 10_000) {
    const routes = contentRoutes(`http://127.0.0.1:${PORT}/api`);
    content = { at: Date.now(), routes };
    // A failed read is not kept: the next visitor asks again.
    routes.catch(() => {
      if (content?.routes === routes) content = undefined;
    });
  }
  return content.routes;
}

/**
 * Every public route, for search engines: the pages without parameters and every content page as it
 * stands now (a course or post published a moment ago included); if a service cannot be asked, the
 * pages the build stored.
 */
async function sitemap(c: Context) {
  const origin = siteOrigin(c);
  const live = await liveContentRoutes().catch(() => Object.keys(prerenderedRoutes()));
  const routes = new Set([...publicStaticPaths(), ...live]);
  const urls = [...routes].map((route) => `<url><loc>${escapeHtml(`${origin}${route}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/**
 * What search engines are asked not to crawl: the private routes and the API. A parameterised private
 * route has no prefix of its own to disallow (`/lms/` holds the public `/lms/login`), so it is left out.
 */
const DISALLOWED = [...privatePaths().filter((path) => !isParameterised(path)), '/api/'];

const metrics = shellMetrics(SERVICES);
serveMetrics(
  metrics.registry,
  Number(process.env.METRICS_PORT ?? PORT + 2000),
  process.env.METRICS_HOST ?? '127.0.0.1',
);

/** The origins of the remotes a page loads, for its script policy. */
const remoteOrigins = (requestUrl: string) => [
  ...new Set(Object.values(remotesManifest(new URL(requestUrl).hostname)).map((url) => new URL(url).origin)),
];

/**
 * The shell's production server: the built host, the remotes manifest it reads at run time, the
 * browser-facing security headers, and the reverse proxy that routes `/api/<service>/…` to each
 * service with no rewriting. Its metrics are served apart, on a loopback port (above).
 */
serveBuild({
  name: 'shell',
  root: DIST,
  port: PORT,
  isPage,
  page: renderPage,
  // The shell's files are for its own pages; only the remotes' are fetched from another origin.
  sharedFiles: false,
  configure: (app) => {
    app.use(metrics.middleware);
    app.use(
      securityHeaders({
        remoteOrigins,
        paymentOrigins: PAYMENT_ORIGINS,
        inlineScriptHashes: [START_ON_INTENT_HASH, EARLY_TAPS_HASH],
      }),
    );
    // A page's address spelled otherwise than the site map spells it moves there for good.
    app.use(async (c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') {
        const url = new URL(c.req.url);
        const address = pageAddress(url.pathname, url.search);
        if (address.kind === 'moved') return c.redirect(address.location, 308);
      }
      await next();
    });
    // WebP copies of the SVG art, the shell's own and the services' (drawn by the shell's drawing
    // process, so no service loads libvips to send a picture).
    const copies = webpCopies();
    app.use('/assets/*', copies);
    app.use('/api/*', copies);
    // The server build (dist/server) is this server's own code, never sent.
    app.all('/server/*', (c) => c.notFound());
    app.get('/remotes.json', (c) => c.json(remotesManifest(new URL(c.req.url).hostname)));
    app.get('/robots.txt', (c) =>
      c.text(
        [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED.map((path) => `Disallow: ${path}`),
          `Sitemap: ${siteOrigin(c)}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
    );
    app.get('/sitemap.xml', async (c) =>
      c.body(await sitemap(c), 200, { 'content-type': 'application/xml; charset=utf-8' }),
    );
    mountApiProxy(app, {
      targets: Object.fromEntries(
        SERVICES.map((service) => [
          service,
          process.env[`SERVICE_${service.toUpperCase()}_URL`] ?? `http://127.0.0.1:${servicePort(service)}`,
        ]),
      ),
      trustProxyHops: TRUST_PROXY_HOPS,
      onUnavailable: ({ service, path, client, error }) => {
        metrics.proxyFailed(service);
        if (process.env.LOG_LEVEL !== 'silent')
          console.error(
            JSON.stringify({
              level: 'error',
              msg: 'service unreachable',
              service,
              path,
              client,
              error: String(error),
            }),
          );
      },
    });
  },
});
