import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticApp } from './static-app.ts';

const root = mkdtempSync(path.join(tmpdir(), 'aspire-static-'));
mkdirSync(path.join(root, 'static/js'), { recursive: true });
mkdirSync(path.join(root, 'server'), { recursive: true });
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Aspire</title>');
writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"shop"}');
// A version of the remote a page is pinned to, and which is the newest.
writeFileSync(path.join(root, 'mf-manifest.0123456789abcdef.json'), '{"name":"shop"}');
writeFileSync(path.join(root, 'version.json'), '{"version":"0123456789abcdef"}');
const script = `console.log(${'"aspire";'.repeat(400)})`;
writeFileSync(path.join(root, 'static/js/index.abc123.js'), script);
writeFileSync(path.join(root, 'static/js/index.abc123.js.br'), brotliCompressSync(script));
// A remote's server build, which the shell's server fetches to render pages.
writeFileSync(path.join(root, 'server/mf-manifest.json'), '{"name":"shop"}');
writeFileSync(path.join(root, 'server/shop.0a1b2c3d4e.js'), 'module.exports = {};');

const app = staticApp({
  root,
  isPage: (p) => p === '/' || p === '/courses',
  configure: (api) => {
    api.get('/api/demo/thing', (c) =>
      c.json({ success: true }, 200, { 'cache-control': 'private, no-store' }),
    );
  },
});

describe('static app', () => {
  it('caches hashed assets for a year and revalidates manifests and HTML', async () => {
    const asset = await app.request('/static/js/index.abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/mf-manifest.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/courses')).headers.get('cache-control')).toBe('no-cache');
  });

  it("keeps a remote's manifest of one version for good, and asks every time which version is the newest", async () => {
    const pinned = await app.request('/mf-manifest.0123456789abcdef.json');
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pinned.headers.get('access-control-allow-origin')).toBe('*');
    expect((await app.request('/version.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it("serves a remote's server build like its other files: hashed files immutable, the manifest no-cache", async () => {
    const entry = await app.request('/server/shop.0a1b2c3d4e.js');
    expect(await entry.text()).toBe('module.exports = {};');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = await app.request('/server/mf-manifest.json');
    expect(await manifest.json()).toEqual({ name: 'shop' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text for clients that accept it', async () => {
    const asset = await app.request('/static/js/index.abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the app for known pages and a 404 status for unknown ones', async () => {
    const page = await app.request('/courses');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Aspire</title>');
    const unknown = await app.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>Aspire</title>');
    expect((await app.request('/static/js/missing.js')).status).toBe(404);
  });

  it("leaves the API's own caching and CORS headers alone", async () => {
    const api = await app.request('/api/demo/thing');
    expect(api.headers.get('cache-control')).toBe('private, no-store');
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the brotli copy written at build time to clients that accept brotli', async () => {
    const asset = await app.request('/static/js/index.abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
  });

  it("shares a remote's files with other origins but never a page, which keeps its own window", async () => {
    for (const file of ['/mf-manifest.json', '/static/js/index.abc123.js']) {
      expect((await app.request(file)).headers.get('access-control-allow-origin')).toBe('*');
    }
    for (const page of ['/', '/courses', '/no-such-page']) {
      const answer = await app.request(page);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    }
    expect((await app.request('/mf-manifest.json')).headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it("keeps an app's files to its own origin when it does not share them (the shell)", async () => {
    const shell = staticApp({ root, sharedFiles: false });
    expect(
      (await shell.request('/static/js/index.abc123.js')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    expect((await shell.request('/')).headers.get('cross-origin-opener-policy')).toBe(
      'same-origin-allow-popups',
    );
  });

  it('lets the app shape each page (the home page included) from the built index.html', async () => {
    const shaped = staticApp({
      root,
      isPage: (p) => p === '/' || p === '/courses',
      page: (c, html) => html.replace('<title>Aspire</title>', `<title>${c.req.path}</title>`),
    });
    expect(await (await shaped.request('/')).text()).toContain('<title>/</title>');
    const courses = await shaped.request('/courses');
    expect(courses.headers.get('cache-control')).toBe('no-cache');
    expect(await courses.text()).toContain('<title>/courses</title>');
    expect((await shaped.request('/nope')).status).toBe(404);
  });

  it('waits for a page the app shapes asynchronously (rendered on the server)', async () => {
    const rendered = staticApp({
      root,
      page: async (_c, html) => html.replace('<title>Aspire</title>', '<title>Rendered</title>'),
    });
    expect(await (await rendered.request('/courses')).text()).toContain('<title>Rendered</title>');
  });

  it('answers with the status the page set (a rendered "not found")', async () => {
    const rendered = staticApp({
      root,
      isPage: (p) => p.startsWith('/course/'),
      page: (c, html) => {
        if (c.req.path === '/course/999') c.status(404);
        return html;
      },
    });
    expect((await rendered.request('/course/999')).status).toBe(404);
    expect((await rendered.request('/course/1')).status).toBe(200);
  });
});
