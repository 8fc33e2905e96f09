import { createHash } from 'node:crypto';
import { SESSION_STORAGE_KEY } from '@aspire/client/session-key';
import { refuseUnsafeProduction } from '@aspire/config/production';
import {
  isParameterised,
  privatePaths,
  publicStaticPaths,
  REMOTES,
  type RemoteName,
  remotePort,
  SERVICES,
  SHELL_PORT,
  servicePort,
} from '@aspire/config/site-map';
import { webpCopies } from '@aspire/service-kit/media/webp-copies';
import { trustedProxyHops } from '@aspire/web-server/client-address';
import { serveBuild } from '@aspire/web-server/static-app';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { mountApiProxy } from './api-proxy.ts';
import { contentRoutes } from './content-routes.ts';
import { dataMarks } from './data-marks.ts';
import { latest } from './latest.ts';
import { serveMetrics, shellMetrics } from './metrics.ts';
import { isIndexable, pageAddress } from './page-address.ts';
import { pageCache } from './page-cache.ts';
import type { PageFile } from './page-files.ts';
import { paymentOrigins, securityHeaders } from './page-policy.ts';
import { pageRenderer } from './page-renderer.ts';
import { SHELL_CHECKS } from './production-checks.ts';
import {
  type PinnedRemotes,
  pinnedManifest,
  pinnedServerManifest,
  remoteVersions,
} from './remote-versions.ts';
import { escapeHtml, jsonBlock, serverPageHtml } from './server-page.ts';
import { holdEarlyTaps } from './src/app/early-taps.ts';
import { routeModules } from './src/app/route-modules.ts';

// First of all, before the build is read: a production start with a development setting stops here.
refuseUnsafeProduction('shell', SHELL_CHECKS);

const PORT = Number(process.env.PORT ?? SHELL_PORT);
/** Proxies in front of the shell (a TLS terminator, a load balancer): none when it faces visitors. */
const TRUST_PROXY_HOPS = trustedProxyHops(process.env.TRUST_PROXY_HOPS, 0);
const PAYMENT_ORIGINS = paymentOrigins(process.env);
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
  ) as Record<RemoteName, string>;
}

/** The same, pinned to `pinned`'s versions: addresses that keep naming those files after a redeploy. */
const pinnedRemotesManifest = (hostname: string, { versions }: PinnedRemotes) =>
  Object.fromEntries(
    Object.entries(remotesManifest(hostname)).map(([name, url]) => [
      name,
      pinnedManifest(url, versions[name as RemoteName]),
    ]),
  );

/** A server-rendered page's one inline script: a press before hydration is held, then done again. */
const EARLY_TAPS = `(${holdEarlyTaps})(${JSON.stringify(SESSION_STORAGE_KEY)})`;
const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS).digest('base64')}'`;

/** Whether a path is a page of the site, so an unknown address is answered with a real 404 status. */
const isPage = (path: string) => pageAddress(path).kind === 'page';

const DIST = new URL('./dist', import.meta.url).pathname;

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
/** The remotes' newest versions and the services' data marks, each asked at most once a second. */
const newestVersions = remoteVersions(remotesManifest('127.0.0.1'));
const currentMarks = dataMarks(`http://127.0.0.1:${PORT}/api`, SERVICES);
const renderedPages = pageCache<Awaited<ReturnType<typeof renderPinned>>>();

/**
 * The page at `address` rendered with the remotes of `pinned` (their files fetched from this server),
 * or what went wrong (logged as a warning).
 */
async function renderPinned(address: string, pinned: PinnedRemotes) {
  const local = remotesManifest('127.0.0.1');
  const versionOf = (name: string) => pinned.versions[name as RemoteName];
  const rendered = await renderer.render(address, {
    key: pinned.key,
    manifests: pinnedRemotesManifest('127.0.0.1', pinned),
    serverManifests: Object.fromEntries(
      Object.entries(local).map(([name, url]) => [name, pinnedServerManifest(url, versionOf(name))]),
    ),
  });
  metrics.pageRendered(rendered.ms, rendered.page.ok);
  if (!rendered.page.ok && process.env.LOG_LEVEL !== 'silent')
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'server render failed',
        path: new URL(address).pathname,
        problems: rendered.page.problems,
      }),
    );
  return { ...rendered, pinned };
}

/**
 * A public page rendered by React in a render worker from the services' current data, signed out,
 * with its styles linked and the early-taps script, and its status (404 for an unknown course, product
 * or post), sent with the remote versions it was rendered with; kept and sent again while its data and
 * the remotes are unchanged (page-cache.ts). Null if a read failed or the render did, and the visitor
 * gets the plain app, which renders the page in the browser.
 */
async function serverRenderedPage(c: Context, pathname: string, indexHtml: string) {
  const url = new URL(c.req.url);
  // The origin is part of the address: the page names it (structured data) when SITE_URL is not set.
  const address = `${siteOrigin(c)}${pathname}${url.search}`;
  const [pinned, marks] = await Promise.all([newestVersions(), currentMarks()]);
  const { answer, hit } = await renderedPages.page(address, {
    versions: pinned.key,
    marks,
    render: async () => {
      const rendered = await renderPinned(address, pinned);
      const { page } = rendered;
      return {
        answer: rendered,
        keep: page.ok ? { reads: page.reads, bytes: Buffer.byteLength(JSON.stringify(page)) } : undefined,
      };
    },
  });
  const { page, ms } = answer;
  c.header('server-timing', hit ? 'cache;desc=hit' : `cache;desc=miss, render;dur=${ms.toFixed(1)}`);
  metrics.pageSent(hit);
  if (!page.ok) return null;
  if (page.status !== 200) c.status(page.status as ContentfulStatusCode);
  const manifest = pinnedRemotesManifest(url.hostname, answer.pinned);
  // A remote's file is where its pinned manifest is; one of a remote not deployed here is left out.
  const located = (files: PageFile[]) =>
    files.flatMap(({ remote, path: file }) =>
      remote
        ? manifest[remote]
          ? [{ href: new URL(file, manifest[remote]).href, path: file }]
          : []
        : [{ href: `/${file}`, path: file }],
    );
  const hrefs = (files: PageFile[]) => located(files).map(({ href }) => href);
  const scripts = { start: hrefs(page.scripts.start), route: hrefs(page.scripts.route) };
  return serverPageHtml(indexHtml, { ...page, styles: located(page.styles), scripts }, [
    canonicalLink(c, pathname),
    // The app hydrates at once: the manifests of the route's remotes are needed before it can.
    ...manifestPreloads(pathname, manifest),
    remotesManifestBlock(manifest),
    `<script>${EARLY_TAPS}</script>`,
  ]);
}

/**
 * The page for a request: the remotes manifest as a JSON data block (not executed, so the script policy
 * allows it; no fetch before the first render) and the canonical link. A public page is rendered on this
 * server; a private one, or a public one whose render failed, is the plain app, with preload hints for
 * the remote manifests it needs.
 */
async function renderPage(c: Context, indexHtml: string) {
  const url = new URL(c.req.url);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : '/';
  if (!isIndexable(pathname)) c.header('x-robots-tag', 'noindex');
  // Public pages are the indexable ones.
  if (isPage(pathname) && isIndexable(pathname)) {
    const rendered = await serverRenderedPage(c, pathname, indexHtml);
    if (rendered) return rendered;
  }
  const manifest = pinnedRemotesManifest(url.hostname, await newestVersions());
  const head = [
    canonicalLink(c, pathname),
    ...manifestPreloads(pathname, manifest),
    remotesManifestBlock(manifest),
  ];
  return indexHtml.replace('</head>', () => `${head.join('')}</head>`);
}

/** The content pages (courses, products, posts, initiatives) as the services list them, asked at most every 10 s. */
const liveContentRoutes = latest(() => contentRoutes(`http://127.0.0.1:${PORT}/api`), 10_000);

/**
 * Every public route, for search engines: the pages without parameters and every content page as it
 * stands now (a course or post published a moment ago included); if a service cannot be asked, the
 * pages without parameters alone.
 */
async function sitemap(c: Context) {
  const origin = siteOrigin(c);
  const live = await liveContentRoutes().catch(() => []);
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
metrics.countRenderWorkers(() => renderer.running().length);
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
        inlineScriptHashes: [EARLY_TAPS_HASH],
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
    app.get('/remotes.json', async (c) =>
      c.json(pinnedRemotesManifest(new URL(c.req.url).hostname, await newestVersions())),
    );
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
