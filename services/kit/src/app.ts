import { createHash } from 'node:crypto';
import { isUploadPath, UPLOAD_MAX_BYTES } from '@aspire/contracts/media';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { type RequestIdVariables, requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from 'mongodb';
import { allowedMethods } from './allowed-methods.ts';
import { changeMarks } from './change-marks.ts';
import { ApiError, fail, ok } from './envelope.ts';
import type { Logger } from './logger.ts';
import type { MailOutbox } from './mail/outbox.ts';
import { serviceMetrics } from './metrics.ts';
import { isDatabaseUnavailable } from './mongo.ts';
import { openApiDocument } from './openapi.ts';
import { readCache } from './read-cache.ts';

export type ServiceOptions = {
  /** Short name; every route lives under `/api/<name>/`. */
  name: string;
  logger: Logger;
  /** Answers whether the database is reachable, for `/ready`. */
  ready: () => Promise<boolean>;
  corsOrigins?: string[];
  maxBodyBytes?: number;
  /**
   * The longest public reads are answered from memory (READ_CACHE_MS; 0, the default, keeps none): each
   * only while the change marks in `db` stand (see read-cache.ts).
   */
  readCacheMs?: number;
  /** The service's database, whose change marks say when a kept read is no longer true; without it none is kept. */
  db?: Db;
  /** The service's e-mail outbox: its backlog and failed messages show in `/ready` and the metrics. */
  mailOutbox?: Pick<MailOutbox, 'counts'>;
};

export type ServiceEnv = { Variables: RequestIdVariables };

/** A poll of `/changes` reuses a read of the marks at most this old (many shells poll at once). */
const CHANGES_MARK_AGE_MS = 250;

/**
 * Requests no person makes: other services' background questions (`/internal/…`, every 5 s from each),
 * probes and scrapes. Answered well they go unlogged (they are counted in `/metrics`): a line each
 * buried the requests people make under one a second, in development and production alike.
 */
const isRoutinePoll = (path: string) =>
  path.startsWith('/internal/') || path === '/metrics' || /^\/api\/[a-z-]+\/(health|ready)$/.test(path);

/**
 * The frame every service shares: request id, JSON access log and metrics, secure headers, CORS
 * allow-list, body limit, one error handler in the spec's envelope, health, readiness and the OpenAPI
 * document. `routes` mounts the service's own routes on `/api/<name>`; Prometheus reads `/metrics`, which
 * sits outside `/api/` so the public proxy never serves it. `app.metrics` adds the service's own.
 */
export function createServiceApp(options: ServiceOptions, routes: (api: Hono<ServiceEnv>) => void) {
  const { name, logger } = options;
  const app = new Hono<ServiceEnv>();
  const metrics = serviceMetrics(name);
  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    metrics.observeRequest(c, ms / 1000);
    if (c.res.status < 400 && isRoutinePoll(c.req.path)) return;
    logger('info', 'request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(ms),
    });
  });
  // Runs after secureHeaders has set its headers. `default-src 'none'` suits JSON (and stops scripts in served SVGs) but keeps Chromium's PDF viewer
  // from drawing a PDF opened in a tab; a PDF is never HTML, so it goes without.
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('application/pdf'))
      c.res.headers.delete('content-security-policy');
  });
  app.use(
    secureHeaders({
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      referrerPolicy: 'strict-origin-when-cross-origin',
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  );
  const allowCrossOrigin = cors({
    origin: (origin) => (options.corsOrigins?.includes(origin) ? origin : null),
    exposeHeaders: ['authorization'],
    credentials: false,
  });
  // Only a cross-origin request carries `Origin`. Hono's CORS middleware writes its headers before the
  // route runs, which makes every answer a full fetch Response (its body copied into a stream) instead of
  // bytes written straight to the socket; the others skip it and only say that answers vary by origin.
  app.use(async (c, next) => {
    if (c.req.header('origin')) return allowCrossOrigin(c, next);
    await next();
    if (!/\borigin\b/i.test(c.res.headers.get('vary') ?? '')) c.res.headers.append('vary', 'Origin');
  });
  const tooLarge = (c: Context) => fail(c, 413, 'Request body is too large');
  /**
   * A body limit decided on the declared length when there is one. Hono's `bodyLimit` first reads
   * `c.req.raw.body`, which makes @hono/node-server turn the request into a web stream; a route that
   * then answered without reading the body (a lapsed sign-in refusing a 2 MB upload) broke the
   * connection for a request after it (a 502 through the shell). Only a body of undeclared length
   * (chunked) goes through `bodyLimit`, which counts it as it is read.
   */
  const limited = (maxSize: number): MiddlewareHandler => {
    const counted = bodyLimit({ maxSize, onError: tooLarge });
    return async (c, next) => {
      const declared = c.req.header('content-length');
      if (declared === undefined || c.req.header('transfer-encoding')) return counted(c, next);
      if (Number(declared) > maxSize) return tooLarge(c);
      await next();
    };
  };
  const limitBody = limited(options.maxBodyBytes ?? 64 * 1024);
  const limitUpload = limited(UPLOAD_MAX_BYTES);
  // Reads carry no body; checking one would build a full fetch Request for every GET (measurable under load).
  // An upload (a picture or a PDF) may carry UPLOAD_MAX_BYTES.
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (c.req.method === 'POST' && isUploadPath(c.req.path) ? limitUpload : limitBody)(c, next);
  });
  // A path some route answers, asked with another method: 405 with `Allow`, in the envelope. Checked on
  // what fell short of a route: a 404, and a guard's 401 or 403 (one mounted on `/staff/*` meets every
  // method first; Hono's `methodNotAllowed` looks at 404s only).
  const methodsOn = allowedMethods(app);
  app.use(async (c, next) => {
    await next();
    if (c.res.status !== 404 && c.res.status !== 401 && c.res.status !== 403) return;
    const allowed = methodsOn(c.req.path);
    if (allowed.size === 0 || allowed.has(c.req.method)) return;
    // The answer replaced keeps its headers, but not these.
    c.res.headers.delete('allow');
    c.res.headers.delete('content-length');
    c.res = fail(c, 405, `Method ${c.req.method} is not allowed here`);
    c.res.headers.set('allow', [...allowed].join(', '));
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.status, error.message, error.errors);
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status as ContentfulStatusCode, error.message || 'Bad request');
    }
    if (/^Mongo/.test(error.name)) metrics.databaseError(error);
    if (isDatabaseUnavailable(error)) {
      logger('warn', 'database unavailable', { requestId: c.get('requestId'), error: String(error) });
      return fail(c, 503, 'Service temporarily unavailable, please try again shortly');
    }
    logger('error', 'unhandled error', {
      requestId: c.get('requestId'),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return fail(c, 500, `Something went wrong on our side (request ${c.get('requestId')})`);
  });
  app.notFound((c) => fail(c, 404, 'Not found'));

  const api = new Hono<ServiceEnv>();
  if (options.db) {
    const marks = changeMarks(options.db);
    api.use(readCache(options.readCacheMs ?? Number(process.env.READ_CACHE_MS ?? 0), marks));
    // What the shell's page cache asks about once a second: one value that changes with every write
    // to the service's data (a digest of its change marks: no data, nothing personal).
    api.get('/changes', async (c) => {
      const { all } = await marks.current(CHANGES_MARK_AGE_MS);
      c.header('cache-control', 'no-store');
      return ok(c, { mark: createHash('sha256').update(all).digest('base64url').slice(0, 22) });
    });
  }
  api.get('/health', (c) => c.json({ success: true, data: { status: 'ok', service: name } }));
  api.get('/ready', async (c) => {
    if (!(await options.ready())) return fail(c, 503, 'Database unreachable');
    // Mail waiting or given up does not make the service unready; it is shown for whoever looks.
    const mail = await options.mailOutbox?.counts().catch(() => undefined);
    return c.json({ success: true, data: { status: 'ready', ...(mail && { mail }) } });
  });
  routes(api);
  // Built on the first request, once every route is in place, then kept.
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get('/openapi.json', async (c) => {
    document ??= openApiDocument(api, name);
    return c.json(await document);
  });
  app.route(`/api/${name}`, api);
  const outbox = options.mailOutbox;
  if (outbox) {
    // A read the database refuses shows as NaN, not a failed scrape.
    const count = (which: 'backlog' | 'failed') => async () =>
      (await outbox.counts().catch(() => undefined))?.[which] ?? Number.NaN;
    metrics.gauge('mail_outbox_backlog', 'E-mails queued and not yet sent', count('backlog'));
    metrics.gauge('mail_outbox_failed', 'E-mails given up after their last try', count('failed'));
  }
  app.get('/metrics', async (c) => {
    const { contentType, text } = await metrics.scrape();
    return c.body(text, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
  });
  return Object.assign(app, { metrics });
}
