import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The label of a request no route answered (404, 405): one series, whatever path was asked. */
const UNMATCHED = 'unmatched';

/**
 * The route pattern that answered a request (`/api/catalog/courses/:slug`), never the raw path, so a
 * series is kept per route however many addresses are asked. Middleware (`use`) is registered for
 * every method; the last route registered for a method is the handler.
 */
export const routeOf = (c: Context) =>
  matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? UNMATCHED;

/**
 * A service's Prometheus metrics, in a registry of its own (one per app, so apps built side by side in
 * tests do not share series): requests by route and status, their latency, database errors and the
 * process's own figures; `gauge` and `counter` add the service's (outbox and webhook backlogs).
 */
export function serviceMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const databaseErrors = new Counter({
    name: 'db_errors_total',
    help: 'Database operations that failed, by the driver error',
    labelNames: ['error'],
    registers: [registry],
  });
  return {
    observeRequest(c: Context, seconds: number) {
      const labels = { method: c.req.method, route: routeOf(c), status: String(c.res.status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    /** Counts a failed database operation (the error handler counts requests'; loops count their own). */
    databaseError(error: unknown) {
      databaseErrors.inc({ error: error instanceof Error ? error.name : 'unknown' });
    },
    /** A gauge read when Prometheus scrapes, e.g. the number of e-mails waiting in an outbox. */
    gauge(name: string, help: string, read: () => number | Promise<number>) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
    /** A counter the service increments itself, e.g. webhooks refused by the receiver. */
    counter<Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []) {
      return new Counter<Label>({ name, help, labelNames, registers: [registry] });
    },
    /** The Prometheus text exposition of every metric. */
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

export type ServiceMetrics = ReturnType<typeof serviceMetrics>;
