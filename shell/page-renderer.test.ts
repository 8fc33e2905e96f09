import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRenderer } from './page-renderer.ts';

/** A built shell whose server build renders by the address: a page, a failed read, or the worker's end. */
function fakeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'aspire-render-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'chunk-groups.json'), '{"bootstrap":["static/css/async/bootstrap.1.css"]}');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"shared":[],"exposes":[]}');
  writeFileSync(path.join(dist, 'server/package.json'), '{"type":"commonjs"}');
  writeFileSync(
    path.join(dist, 'server/server.js'),
    `exports.renderPage = async (url) => {
      if (url.endsWith('/chairman')) return { ok: false, problems: ['read ["leadership"] failed'] };
      if (url.endsWith('/glance')) process.exit(1);
      return { ok: true, html: '<main><h1>Home</h1></main>', head: { title: 'Home' }, queryState: {}, status: 200,
        api: process.env.API_ORIGIN };
    };`,
  );
  return dist;
}

describe('the page renderer', () => {
  const renderer = pageRenderer({ dist: fakeBuild(), apiOrigin: 'http://127.0.0.1:3100' });

  it("renders in a worker with the server's API origin, and gives the page's styles", async () => {
    const { page } = await renderer.render('http://localhost:3100/thank-you', {});
    expect(page).toMatchObject({
      ok: true,
      html: '<main><h1>Home</h1></main>',
      head: { title: 'Home' },
      styles: [{ path: 'static/css/async/bootstrap.1.css' }],
      api: 'http://127.0.0.1:3100',
    });
  });

  it('answers a failed render with what went wrong, and a worker that ended with a new one next time', async () => {
    expect((await renderer.render('http://localhost:3100/chairman', {})).page).toEqual({
      ok: false,
      problems: ['read ["leadership"] failed'],
    });
    expect((await renderer.render('http://localhost:3100/glance', {})).page).toEqual({
      ok: false,
      problems: ['render worker stopped'],
    });
    expect((await renderer.render('http://localhost:3100/thank-you', {})).page.ok).toBe(true);
  });
});
