/**
 * Raster copies of the site's SVG art. Chromium lays out and paints every SVG `<img>` on the page's main
 * thread (an isolated document per image: ~10 ms each, ~90 ms for the first, on the development
 * machine), which on a phone holds up the first interaction. At build time the prerenderer draws each
 * SVG the public pages show into a WebP of the same size (shell/prerender.ts); the shell's server sends
 * that copy to a browser that accepts WebP, under the same address, and the SVG to anyone else. Art
 * wider than a phone needs also has a narrower copy, sent to phones (as the prerendered pages' phone form).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { buildFile } from './build-file.ts';

/** `raster/index.json`: the SVG's address → its WebP files (full, and for phones) and the SVG's cache policy. */
export type RasterIndex = Record<string, { file: string; mobileFile?: string; cacheControl: string }>;
export const RASTER_DIR = 'raster';
/** Width of the phones' copies: a 412-pixel-wide screen at a device pixel ratio of about 1.4. */
export const MOBILE_RASTER_WIDTH = 560;

/** Serves the WebP copy of an address listed in `<dir>/raster/index.json` (re-read when it changes). */
export function rasterCopies(dir: string, isMobile: (c: Context) => boolean): MiddlewareHandler {
  // The copies' bytes are kept with the index they belong to, and dropped with it on a new build.
  const current = buildFile(
    path.join(dir, RASTER_DIR, 'index.json'),
    (text) => ({
      index: JSON.parse(text) as RasterIndex,
      bodies: new Map<string, Uint8Array<ArrayBuffer>>(),
    }),
    { index: {} as RasterIndex, bodies: new Map<string, Uint8Array<ArrayBuffer>>() },
  );
  /** A copy's bytes, read once (all copies together are a few megabytes). */
  const body = (bodies: Map<string, Uint8Array<ArrayBuffer>>, file: string) => {
    let bytes = bodies.get(file);
    if (!bytes) {
      bytes = new Uint8Array(readFileSync(path.join(dir, RASTER_DIR, file)));
      bodies.set(file, bytes);
    }
    return bytes;
  };

  return async (c, next) => {
    // Only SVG addresses can have a copy: other requests (pages, the API) pass without a look.
    if (!c.req.path.endsWith('.svg') || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const { index, bodies } = current();
    const copy = index[c.req.path];
    if (!copy) return next();
    const vary = copy.mobileFile ? 'Accept, User-Agent' : 'Accept';
    if (/\bimage\/webp\b/.test(c.req.header('accept') ?? '')) {
      const file = copy.mobileFile && isMobile(c) ? copy.mobileFile : copy.file;
      try {
        return c.body(body(bodies, file), 200, {
          'content-type': 'image/webp',
          'cache-control': copy.cacheControl,
          vary,
        });
      } catch {}
    }
    await next();
    c.header('vary', vary, { append: true });
  };
}
