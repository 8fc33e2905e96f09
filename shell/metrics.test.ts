import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveMetrics, shellMetrics } from './metrics.ts';

describe("the shell's metrics", () => {
  it('counts and times requests by kind of route, service and status, proxy failures and server renders', async () => {
    const metrics = shellMetrics(['shop']);
    const app = new Hono();
    app.use(metrics.middleware);
    app.get('/courses', (c) => c.html('<p>courses</p>'));
    app.get('/Courses', (c) => c.redirect('/courses', 308));
    app.get('/static/app.js', (c) => c.body('1', 200, { 'content-type': 'text/javascript' }));
    app.post('/api/shop/cart', (c) => c.json({ success: true }, 201));
    app.get('/api/:made-up/*', (c) => c.json({ success: false }, 404));
    await app.request('/courses');
    await app.request('/Courses');
    await app.request('/static/app.js');
    await app.request('/api/shop/cart', { method: 'POST' });
    await app.request('/api/anything/x');
    metrics.proxyFailed('shop');
    metrics.pageRendered(40, true);
    metrics.pageRendered(10_000, false);

    const server = serveMetrics(metrics.registry, 0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { address, port } = server.address() as AddressInfo;
    expect(address).toBe('127.0.0.1');
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
    server.close();
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    expect(text).toContain('shell_http_requests_total{kind="page",service="",status="200"} 1');
    expect(text).toContain('shell_http_requests_total{kind="page",service="",status="308"} 1');
    expect(text).toContain('shell_http_requests_total{kind="asset",service="",status="200"} 1');
    expect(text).toContain('shell_http_requests_total{kind="api",service="shop",status="201"} 1');
    expect(text).toContain('shell_http_requests_total{kind="api",service="none",status="404"} 1');
    expect(text).toContain('shell_http_request_duration_seconds_count{kind="api",service="shop"} 1');
    expect(text).toContain('shell_proxy_errors_total{service="shop"} 1');
    expect(text).toContain('shell_page_render_duration_seconds_bucket{le="0.05",outcome="rendered"} 1');
    expect(text).toContain('shell_page_render_duration_seconds_count{outcome="failed"} 1');
    expect(text).toContain('process_resident_memory_bytes');
  });
});
