import { once } from 'node:events';
import { UPLOAD_MAX_BYTES } from '@aspire/contracts/media';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp, type ServiceEnv } from './app.ts';
import { requireAuth } from './auth.ts';
import { changeMarks } from './change-marks.ts';
import { ok } from './envelope.ts';
import { silentLogger } from './logger.ts';
import { bearer, jsonHeaders, testDatabase, testKeys } from './testing/fixtures.ts';
import { sampleOf } from './testing/prometheus.ts';
import { body, query } from './validate.ts';

const database = await testDatabase();
const { keys, sign } = await testKeys();
let databaseUp = true;

const app = createServiceApp(
  {
    name: 'demo',
    logger: silentLogger,
    ready: async () => databaseUp && database.ready(),
    maxBodyBytes: 1024,
    corsOrigins: ['https://partner.example'],
  },
  (api: Hono<ServiceEnv>) => {
    api.post('/things', body(z.object({ name: z.string().min(2), count: z.int().min(1) })), async (c) => {
      const { name, count } = c.req.valid('json');
      await database.db.collection('things').insertOne({ name, count });
      return ok(c, { name, count }, 201);
    });
    api.get('/things', query(z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) })), (c) =>
      ok(c, { limit: c.req.valid('query').limit }),
    );
    api.get('/things/:id', (c) => ok(c, c.req.param('id')));
    api.get('/me', requireAuth(keys), (c) => ok(c, c.var.user));
    api.get('/brochure.pdf', (c) => c.body('%PDF-1.4', 200, { 'content-type': 'application/pdf' }));
    api.get('/boom', () => {
      throw new Error('secret internals');
    });
  },
);

describe('service frame', () => {
  it('answers health and readiness, 503 while the database is unreachable', async () => {
    expect((await app.request('/api/demo/health')).status).toBe(200);
    expect(await (await app.request('/api/demo/ready')).json()).toEqual({
      success: true,
      data: { status: 'ready' },
    });
    databaseUp = false;
    const down = await app.request('/api/demo/ready');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ success: false, message: 'Database unreachable' });
    databaseUp = true;
    expect((await app.request('/api/demo/ready')).status).toBe(200);
  });

  it('answers a malformed JSON body with a 400 in the envelope and stores nothing', async () => {
    const response = await app.request('/api/demo/things', {
      method: 'POST',
      headers: jsonHeaders,
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await database.db.collection('things').countDocuments()).toBe(0);
  });

  it('names each invalid field', async () => {
    const response = await app.request('/api/demo/things', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ name: 'x', count: 0 }),
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(json.errors).sort()).toEqual(['count', 'name']);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await app.request('/api/demo/things', {
      method: 'POST',
      headers: { ...jsonHeaders, 'content-length': '5000' },
      body: JSON.stringify({ name: 'x'.repeat(5000), count: 1 }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, message: 'Request body is too large' });
  });

  it('lets a POST to an upload path carry an upload (UPLOAD_MAX_BYTES), and nothing else', async () => {
    const send = (method: string, path: string, bytes: number) =>
      app.request(path, {
        method,
        headers: { 'content-length': String(bytes) },
        body: new Uint8Array(bytes),
      });
    expect((await send('POST', '/api/demo/files/uploads', 4096)).status).toBe(404);
    expect((await send('POST', '/api/demo/files/uploads', UPLOAD_MAX_BYTES + 1)).status).toBe(413);
    expect((await send('PUT', '/api/demo/files/uploads', 4096)).status).toBe(413);
    expect((await send('POST', '/api/demo/files/uploads/more', 4096)).status).toBe(413);
  });

  it('validates query strings and stores valid bodies', async () => {
    expect((await app.request('/api/demo/things?limit=500')).status).toBe(400);
    const created = await app.request('/api/demo/things', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ name: 'chalk', count: 3 }),
    });
    expect(created.status).toBe(201);
    expect(await database.db.collection('things').countDocuments()).toBe(1);
  });

  it('hides internals of an unexpected error behind a 500 with the request id', async () => {
    const response = await app.request('/api/demo/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internals');
    expect(text).toContain(response.headers.get('x-request-id') ?? 'missing');
  });

  it('requires a valid, unexpired bearer token with the spec texts', async () => {
    const missing = await app.request('/api/demo/me');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'authorization token required' });
    const expired = await app.request('/api/demo/me', {
      headers: bearer(await sign({ id: 'u1' }, Math.floor(Date.now() / 1000) - 60)),
    });
    expect(await expired.json()).toMatchObject({ message: 'jwt expired' });
    const good = await app.request('/api/demo/me', { headers: bearer(await sign({ id: 'u1' })) });
    expect(await good.json()).toMatchObject({ success: true, data: { id: 'u1' } });
    const tampered = `${(await sign({ id: 'u1' })).slice(0, -4)}AAAA`;
    expect((await app.request('/api/demo/me', { headers: bearer(tampered) })).status).toBe(401);
  });

  it('publishes an OpenAPI document of its routes and schemas', async () => {
    const doc = (await (await app.request('/api/demo/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters: { name: string }[] }>>;
    };
    expect(doc.paths['/things']?.post?.requestBody).toBeTruthy();
    expect(doc.paths['/things']?.get?.parameters.map((p) => p.name)).toEqual(['limit']);
  });
});

describe('methods', () => {
  it('answers a method a path does not take with 405 and the allowed ones', async () => {
    const response = await app.request('/api/demo/things', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, GET, HEAD');
    expect(await response.json()).toMatchObject({ success: false });
    expect((await app.request('/api/demo/nothing-here')).status).toBe(404);
  });

  it('answers 405 before a guard on every method of a path asks who is calling', async () => {
    const guarded = createServiceApp(
      { name: 'desk', logger: silentLogger, ready: async () => true },
      (api) => {
        api.use('/staff/*', requireAuth(keys));
        api.get('/staff/records', (c) => ok(c, []));
        api.post('/staff/records', (c) => ok(c, {}, 201));
      },
    );
    for (const headers of [{}, bearer(await sign({ id: 'u1' }))])
      for (const method of ['OPTIONS', 'DELETE']) {
        const refused = await guarded.request('/api/desk/staff/records', { method, headers });
        expect(refused.status).toBe(405);
        expect(refused.headers.get('allow')).toBe('GET, HEAD, POST');
        expect(await refused.json()).toMatchObject({ success: false });
      }
    // A method the path takes still meets the guard.
    expect((await guarded.request('/api/desk/staff/records')).status).toBe(401);
    expect((await guarded.request('/api/desk/staff/elsewhere', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('security headers', () => {
  it('answers an allowed cross-origin caller with CORS headers, any other without; all vary by origin', async () => {
    const allowed = await app.request('/api/demo/health', { headers: { origin: 'https://partner.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-expose-headers')).toBe('authorization');
    const other = await app.request('/api/demo/health', { headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app.request('/api/demo/things', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const sameOrigin = await app.request('/api/demo/health');
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    for (const response of [allowed, other, sameOrigin]) {
      expect(response.headers.get('vary')?.split(/,\s*/)).toContain('Origin');
    }
  });

  it('puts a strict policy on JSON and none on PDFs, which the browser viewer must draw', async () => {
    const json = await app.request('/api/demo/health');
    expect(json.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(json.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    const pdf = await app.request('/api/demo/brochure.pdf');
    expect(pdf.headers.get('content-security-policy')).toBeNull();
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('database outages', () => {
  const answerTo = async (error: Error) => {
    const outage = createServiceApp(
      { name: 'demo', logger: silentLogger, ready: async () => false },
      (api) => {
        api.get('/read', () => {
          throw error;
        });
      },
    );
    return (await outage.request('/api/demo/read')).status;
  };

  it('answers 503, not 500, for the errors the driver raises while the database is away', async () => {
    const { MongoNetworkError, MongoServerError } = await import('mongodb');
    const named = (name: string) => Object.assign(new Error(name), { name });
    const errors = [
      new MongoNetworkError('connect ECONNREFUSED'),
      named('MongoServerSelectionError'),
      named('MongoPoolClearedError'),
      // What the driver throws as it is: a write to a connection the database has just closed.
      Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' }),
      // A server stopping mid-operation: MongoDB's shutdown codes, and FerretDB's answer.
      new MongoServerError({ code: 91, errmsg: 'The server is in quiesce mode and will shut down' }),
      new MongoServerError({ code: 11600, errmsg: 'interrupted at shutdown' }),
      new MongoServerError({
        code: 1,
        errmsg:
          '[msg_update.go:112 handler.(*Handler).updateDocument] [collection.go:85 sqlite.(*collection).Query] context canceled',
      }),
    ];
    for (const error of errors) expect(await answerTo(error), error.message).toBe(503);
  });

  it('answers 500 for a database error that is not an outage', async () => {
    const { MongoServerError } = await import('mongodb');
    expect(await answerTo(new MongoServerError({ code: 2, errmsg: 'unknown operator: $bogus' }))).toBe(500);
    expect(await answerTo(new MongoServerError({ code: 1, errmsg: 'UNIQUE constraint failed' }))).toBe(500);
  });
});

describe('changes', () => {
  it("answers one value for the service's data, new after every write, kept by no cache", async () => {
    const marked = createServiceApp(
      { name: 'marked', logger: silentLogger, ready: async () => true, db: database.db },
      () => {},
    );
    const markNow = async () => {
      const response = await marked.request('/api/marked/changes');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return ((await response.json()) as { data: { mark: string } }).data.mark;
    };
    const before = await markNow();
    expect(await markNow()).toBe(before);
    await changeMarks(database.db).touch('things');
    const after = await markNow();
    expect(after).not.toBe(before);
    await changeMarks(database.db).touch('others');
    expect(await markNow()).not.toBe(after);
    // Without a database there is nothing to say.
    expect((await app.request('/api/demo/changes')).status).toBe(404);
  });
});

describe('metrics', () => {
  const scrape = async (from: Pick<typeof app, 'request'> = app) => {
    const response = await from.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('counts requests by route pattern and status, with their latency, at /metrics outside /api/', async () => {
    const byParam = { method: 'GET', route: '/api/demo/things/:id', status: '200', service: 'demo' };
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    const before = await scrape();
    await app.request('/api/demo/things/41');
    await app.request('/api/demo/things/42');
    await app.request('/api/demo/nothing-here');
    const text = await scrape();
    const added = (name: string, labels: Record<string, string>) =>
      sampleOf(text, name, labels) - sampleOf(before, name, labels);
    expect(added('http_requests_total', byParam)).toBe(2);
    expect(added('http_request_duration_seconds_count', byParam)).toBe(2);
    expect(added('http_requests_total', unmatched)).toBe(1);
    expect(text).not.toContain('/things/41');
    expect(sampleOf(text, 'process_resident_memory_bytes', { service: 'demo' })).toBeGreaterThan(0);
    expect((await app.request('/api/demo/metrics')).status).toBe(404);
  });

  it('counts database errors, and the service’s own gauges and counters, in a registry per app', async () => {
    const { MongoNetworkError } = await import('mongodb');
    const other = createServiceApp(
      { name: 'other', logger: silentLogger, ready: async () => true },
      (api) => {
        api.get('/read', () => {
          throw new MongoNetworkError('connect ECONNREFUSED');
        });
      },
    );
    let waiting = 3;
    other.metrics.gauge('outbox_waiting', 'E-mails waiting to be sent', async () => waiting);
    const refused = other.metrics.counter('webhooks_refused_total', 'Webhooks the receiver refused', [
      'event',
    ]);
    refused.inc({ event: 'payment.captured' });
    expect((await other.request('/api/other/read')).status).toBe(503);
    waiting = 5;
    const text = await scrape(other);
    expect(sampleOf(text, 'db_errors_total', { error: 'MongoNetworkError', service: 'other' })).toBe(1);
    expect(sampleOf(text, 'outbox_waiting', { service: 'other' })).toBe(5);
    expect(sampleOf(text, 'webhooks_refused_total', { event: 'payment.captured' })).toBe(1);
    expect(await scrape()).not.toContain('outbox_waiting');
  });
});

describe('the request log', () => {
  it('has a line for each request a person makes, and for a poll only when it was not answered well', async () => {
    const lines: { path: string; status: number }[] = [];
    const logged = createServiceApp(
      {
        name: 'logged',
        logger: (_level, msg, fields) => {
          if (msg === 'request') lines.push({ path: String(fields?.path), status: Number(fields?.status) });
        },
        ready: async () => true,
      },
      (api) => {
        api.get('/courses', (c) => ok(c, []));
      },
    );
    logged.get('/internal/token-versions', (c) => ok(c, {}));
    logged.get('/internal/erasures', () => {
      throw new Error('broken');
    });
    for (const path of [
      '/api/logged/health',
      '/api/logged/ready',
      '/metrics',
      '/internal/token-versions',
      '/internal/erasures',
      '/api/logged/courses',
      '/api/logged/nothing-here',
    ])
      await logged.request(path);
    expect(lines).toEqual([
      { path: '/internal/erasures', status: 500 },
      { path: '/api/logged/courses', status: 200 },
      { path: '/api/logged/nothing-here', status: 404 },
    ]);
  });
});

describe('an upload refused before it was read', () => {
  it('leaves the connection fit for the requests after it', async () => {
    const { serve } = await import('@hono/node-server');
    // As a lapsed sign-in is refused: at once, the picture unread.
    const refusing = createServiceApp(
      { name: 'demo', logger: silentLogger, ready: async () => true },
      (api) => {
        api.post('/media/uploads', (c) => c.json({ success: false, message: 'Please sign in again' }, 401));
      },
    );
    const server = serve({ fetch: refusing.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const upload = (bytes: number) =>
      fetch(`http://127.0.0.1:${port}/api/demo/media/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(bytes),
      }).then(
        (response) => response.status,
        (error: Error) => String(error.cause ?? error),
      );
    try {
      const statuses: unknown[] = [];
      for (let round = 0; round < 3; round += 1)
        statuses.push(await upload(2_000_000), await upload(10), await upload(10));
      expect(statuses).toEqual(Array(9).fill(401));
      // Declared too large: refused on its length, unread.
      expect(await upload(UPLOAD_MAX_BYTES + 1)).toBe(413);
    } finally {
      server.close();
    }
  });
});
