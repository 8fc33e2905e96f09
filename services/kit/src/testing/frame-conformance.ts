/**
 * The platform's promises every service must keep, as one test suite each service runs against its
 * own app: health, readiness that follows the database, refused bodies (malformed, oversized)
 * answered with a 4xx in the envelope, and Prometheus metrics at `/metrics`.
 */
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ServiceEnv } from '../app.ts';
import type { Database } from '../mongo.ts';
import { jsonHeaders, testDatabase } from './fixtures.ts';
import { sampleOf } from './prometheus.ts';

export function describeServiceFrame(
  name: string,
  build: (database: Database) => Promise<Pick<Hono<ServiceEnv>, 'request'>>,
) {
  describe(`${name} service frame`, async () => {
    const real = await testDatabase();
    let reachable = true;
    const database: Database = { ...real, ready: async () => reachable && real.ready() };
    const app = await build(database);
    const doc = (await (await app.request(`/api/${name}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    // A service without POST routes (read-only) is sent the bodies on a GET route: 405 or 413, still 4xx.
    const paths = Object.entries(doc.paths);
    const firstPost = (paths.find(([, ops]) => 'post' in ops) ??
      paths.find(([path]) => path !== '/health'))?.[0];

    it('answers /health, and /ready with 503 while the database is unreachable and 200 once it is back', async () => {
      expect((await app.request(`/api/${name}/health`)).status).toBe(200);
      expect((await app.request(`/api/${name}/ready`)).status).toBe(200);
      reachable = false;
      const down = await app.request(`/api/${name}/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ success: false });
      reachable = true;
      expect((await app.request(`/api/${name}/ready`)).status).toBe(200);
    });

    it('answers a malformed JSON body and a body over the size limit with a 4xx in the envelope', async () => {
      expect(firstPost, 'the service has a route').toBeTruthy();
      const url = `/api/${name}${firstPost!.replace(/\{\w+\}/g, '1')}`;
      const malformed = await app.request(url, { method: 'POST', headers: jsonHeaders, body: '{"a": ' });
      expect(malformed.status).toBeGreaterThanOrEqual(400);
      expect(malformed.status).toBeLessThan(500);
      expect(await malformed.json()).toMatchObject({ success: false });
      const big = JSON.stringify({ text: 'x'.repeat(200 * 1024) });
      const oversized = await app.request(url, {
        method: 'POST',
        headers: { ...jsonHeaders, 'content-length': String(big.length) },
        body: big,
      });
      expect([401, 405, 413]).toContain(oversized.status);
      expect(await oversized.json()).toMatchObject({ success: false });
    });

    it('exposes Prometheus metrics at /metrics, outside /api/: requests by route and status, latency, process', async () => {
      const health = { route: `/api/${name}/health`, status: '200', service: name };
      await app.request(`/api/${name}/health`);
      const response = await app.request('/metrics');
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(sampleOf(text, 'http_requests_total', health)).toBeGreaterThan(0);
      expect(sampleOf(text, 'http_request_duration_seconds_count', health)).toBeGreaterThan(0);
      expect(text).toContain('# TYPE db_errors_total counter');
      expect(sampleOf(text, 'process_cpu_user_seconds_total', { service: name })).toBeGreaterThan(0);
      expect((await app.request(`/api/${name}/metrics`)).status).toBe(404);
    });
  });
}
