import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRenderer, type RenderRemotes } from './page-renderer.ts';

/**
 * A built shell whose server build renders by the address: a page (one reading the info and shop APIs),
 * one that waits for the test, a failed read, or the worker's end. Each names the worker thread that drew it.
 */
function fakeBuild() {
  const dist = mkdtempSync(path.join(tmpdir(), 'aspire-render-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'chunk-groups.json'),
    '{"bootstrap":{"files":["static/css/async/bootstrap.1.css","static/js/async/bootstrap.1.js"],"consumes":["react"]}}',
  );
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    '{"shared":[{"name":"react","assets":{"js":{"sync":["static/js/async/react.1.js"]},"css":{"sync":[]}}}],"exposes":[]}',
  );
  writeFileSync(path.join(dist, 'server/package.json'), '{"type":"commonjs"}');
  writeFileSync(
    path.join(dist, 'server/server.js'),
    `const { threadId } = require('node:worker_threads');
    exports.renderPage = async (url, { serverManifests }) => {
      if (url.endsWith('/chairman')) return { ok: false, problems: ['read ["leadership"] failed'] };
      if (url.endsWith('/glance')) process.exit(1);
      // Under way until the test lets it finish (it writes the file "release").
      while (url.endsWith('/slow') && !require('node:fs').existsSync(${JSON.stringify(path.join(dist, 'release'))}))
        await new Promise((resolve) => setTimeout(resolve, 10));
      if (url.includes('?reads')) {
        await Promise.all(['info/events?when=upcoming', 'shop/products'].map((read) =>
          fetch(process.env.API_ORIGIN + '/api/' + read).catch(() => undefined)));
      }
      return { ok: true, html: '<main><h1>Home</h1></main>', head: { title: 'Home' }, queryState: {}, status: 200,
        api: process.env.API_ORIGIN, threadId, serverManifests };
    };`,
  );
  return dist;
}

const remotes = (key: string): RenderRemotes => ({
  key,
  manifests: {},
  serverManifests: { info: `http://127.0.0.1:3104/server/mf-manifest.${key}.json` },
});

describe('the page renderer', () => {
  const dist = fakeBuild();
  // Nothing listens on port 9: the reads fail at once, and are still counted as read.
  const renderer = pageRenderer({ dist, apiOrigin: 'http://127.0.0.1:9' });

  it("renders in a worker with the server's API origin, and gives the page's styles, scripts and the services it read", async () => {
    const { page } = await renderer.render('http://localhost:3100/thank-you?reads', remotes('v1'));
    expect(page).toMatchObject({
      ok: true,
      html: '<main><h1>Home</h1></main>',
      head: { title: 'Home' },
      styles: [{ path: 'static/css/async/bootstrap.1.css' }],
      scripts: {
        start: [{ path: 'static/js/async/bootstrap.1.js' }, { path: 'static/js/async/react.1.js' }],
        route: [],
      },
      api: 'http://127.0.0.1:9',
      serverManifests: { info: 'http://127.0.0.1:3104/server/mf-manifest.v1.json' },
    });
    expect(page.ok && [...page.reads].sort()).toEqual(['info', 'shop']);
    const other = (await renderer.render('http://localhost:3100/thank-you', remotes('v1'))).page;
    expect(other.ok && other.reads).toEqual([]);
  });

  it('renders each tuple of remote versions in its own worker, and ends the older one once it is idle', async () => {
    const threadOf = async (url: string, key: string) =>
      ((await renderer.render(url, remotes(key))).page as unknown as { threadId: number }).threadId;
    const first = await threadOf('http://localhost:3100/thank-you', 'v1');
    expect(await threadOf('http://localhost:3100/thank-you', 'v1')).toBe(first);
    const slow = threadOf('http://localhost:3100/slow', 'v1');
    const second = await threadOf('http://localhost:3100/thank-you', 'v2');
    expect(second).not.toBe(first);
    // The old worker finishes its render before it ends.
    expect(renderer.running()).toEqual(['v1', 'v2']);
    writeFileSync(path.join(dist, 'release'), '');
    expect(await slow).toBe(first);
    expect(renderer.running()).toEqual(['v2']);
  });

  it('answers a failed render with what went wrong, and a worker that ended with a new one next time', async () => {
    expect((await renderer.render('http://localhost:3100/chairman', remotes('v2'))).page).toEqual({
      ok: false,
      problems: ['read ["leadership"] failed'],
    });
    expect((await renderer.render('http://localhost:3100/glance', remotes('v2'))).page).toEqual({
      ok: false,
      problems: ['render worker stopped'],
    });
    expect((await renderer.render('http://localhost:3100/thank-you', remotes('v2'))).page.ok).toBe(true);
  });
});
