import { serve } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What a request to the shell was: a page, a file (assets, manifests, robots.txt) or an API call. */
type RouteKind = 'page' | 'asset' | 'api';

/**
 * The shell's Prometheus metrics: requests by kind of route (an API call by the service it is proxied
 * to) and status, their latency, the proxy's failures to reach a service, the server renders of
 * public pages by outcome and their time, the pages sent from the page cache, the render workers
 * running (one per tuple of remote versions), and Node's own figures.
 * `services` bounds the `service` label, so a made-up address cannot grow the series.
 */
export function shellMetrics(services: readonly string[]) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'shell_http_requests_total',
    help: 'Requests answered by the shell, by kind of route, service (API calls) and status',
    labelNames: ['kind', 'service', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'shell_http_request_duration_seconds',
    help: 'Time to answer a request (to the first byte for proxied API calls), by kind of route and service',
    labelNames: ['kind', 'service'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const proxyErrors = new Counter({
    name: 'shell_proxy_errors_total',
    help: 'API calls the shell could not pass to their service (answered 502), by service',
    labelNames: ['service'] as const,
    registers: [registry],
  });

  const renders = new Histogram({
    name: 'shell_page_render_duration_seconds',
    help: 'Time to render a public page with React on the server, by outcome (a failed one is sent as the plain app)',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const cachedPages = new Counter({
    name: 'shell_page_cache_total',
    help: 'Public pages sent from the page cache (hit) or rendered for the request (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });

  const routeOf = (c: Context): { kind: RouteKind; service: string } => {
    const service = /^\/api\/([^/]+)\//.exec(c.req.path)?.[1];
    if (service !== undefined) return { kind: 'api', service: services.includes(service) ? service : 'none' };
    // A page, or its address spelled otherwise and moved to it (a redirect).
    const isPage = c.res.headers.get('content-type')?.startsWith('text/html') || c.res.status === 308;
    return { kind: isPage ? 'page' : 'asset', service: '' };
  };

  /** Counts and times every request; registered first, so it sees each final answer. */
  const middleware: MiddlewareHandler = async (c, next) => {
    const stopTimer = duration.startTimer();
    await next();
    const route = routeOf(c);
    stopTimer(route);
    requests.inc({ ...route, status: String(c.res.status) });
  };

  return {
    registry,
    middleware,
    proxyFailed: (service: string) => proxyErrors.inc({ service }),
    pageRendered: (ms: number, ok: boolean) =>
      renders.observe({ outcome: ok ? 'rendered' : 'failed' }, ms / 1000),
    pageSent: (hit: boolean) => cachedPages.inc({ result: hit ? 'hit' : 'miss' }),
    /** Reports the render workers running at each scrape. */
    countRenderWorkers: (count: () => number) =>
      new Gauge({
        name: 'shell_render_workers',
        help: 'Render worker threads running: one per tuple of remote versions, an older one until idle',
        registers: [registry],
        collect() {
          this.set(count());
        },
      }),
  };
}

/** `GET /metrics` for Prometheus, on a listener of its own: never on the public port. */
export function metricsApp(registry: Registry) {
  const app = new Hono();
  app.get('/metrics', async (c) =>
    c.body(await registry.metrics(), 200, { 'content-type': registry.contentType }),
  );
  return app;
}

/**
 * Serves the metrics on `host:port` (loopback by default). A port already taken is logged, not fatal:
 * the site keeps serving visitors without its metrics.
 */
export function serveMetrics(registry: Registry, port: number, host: string) {
  const server = serve({ fetch: metricsApp(registry).fetch, port, hostname: host });
  server.on('error', (error) =>
    console.error(
      JSON.stringify({ level: 'error', msg: 'metrics listener failed', port, error: String(error) }),
    ),
  );
  return server;
}
