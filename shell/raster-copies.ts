/**
 * Raster copies of the site's SVG art. Chromium lays out and paints every SVG `<img>` on the page's main
 * thread (an isolated document per image: ~10 ms each, ~90 ms for the first, on the development
 * machine), which on a phone holds up the first interaction. At build time the prerenderer draws each
 * SVG the public pages show into a WebP of the same size (shell/prerender.ts); the shell's server sends
 * that copy to a browser that accepts WebP, under the same address, and the SVG to anyone else.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

/** `raster/index.json`: the SVG's address → its WebP file and the SVG's own cache policy. */
export type RasterIndex = Record<string, { file: string; cacheControl: string }>;
export const RASTER_DIR = 'raster';

/** Serves the WebP copy of an address listed in `<dir>/raster/index.json` (re-read when it changes). */
export function rasterCopies(dir: string): MiddlewareHandler {
  const indexFile = path.join(dir, RASTER_DIR, 'index.json');
  let cached: { mtimeMs: number; index: RasterIndex } = { mtimeMs: -1, index: {} };
  const index = () => {
    let mtimeMs = 0;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {}
    if (mtimeMs !== cached.mtimeMs) {
      let parsed: RasterIndex = {};
      try {
        parsed = JSON.parse(readFileSync(indexFile, 'utf8')) as RasterIndex;
      } catch {}
      cached = { mtimeMs, index: parsed };
    }
    return cached.index;
  };

  return async (c, next) => {
    const copy = c.req.method === 'GET' || c.req.method === 'HEAD' ? index()[c.req.path] : undefined;
    if (!copy) return next();
    if (/\bimage\/webp\b/.test(c.req.header('accept') ?? '')) {
      try {
        const body = readFileSync(path.join(dir, RASTER_DIR, copy.file));
        return c.body(new Uint8Array(body), 200, {
          'content-type': 'image/webp',
          'cache-control': copy.cacheControl,
          vary: 'Accept',
        });
      } catch {}
    }
    await next();
    c.header('vary', 'Accept', { append: true });
  };
}
