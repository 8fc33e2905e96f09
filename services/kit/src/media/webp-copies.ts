import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { type DrawnCopies, drawingProcess } from './drawing-process.ts';
import type { WebpCopy } from './raster.ts';

/** Copies kept per process: all the site's art drawn for both widths is about 4 MB. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

/** A phone, by its client hint or its user agent: it is sent the narrower copy of wide art. */
export const isPhone = (c: Context) =>
  c.req.header('sec-ch-ua-mobile') === '?1' || /Mobi|Android/i.test(c.req.header('user-agent') ?? '');

type Drawn = { full: WebpCopy & { etag: string }; phone?: WebpCopy & { etag: string } };

const etagOf = (copy: WebpCopy) =>
  `"${createHash('sha1').update(copy.data).digest('base64url').slice(0, 27)}"`;

/** The SVG's own bytes, whichever way it was sent (the shell's files may be brotli copies). */
function decoded(body: Buffer, encoding: string | null) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * Sends a browser that accepts WebP a WebP copy of any SVG answered under an address ending in `.svg`,
 * at the same address (and phones a narrower copy of wide art). Chromium lays out and paints every SVG
 * `<img>` on the page's main thread (~10 ms each, ~90 ms for the first), which on a phone holds up the
 * first interaction; a WebP is decoded off it. Each SVG is drawn once (`draw`: svgToWebp in a process
 * of its own, see drawingProcess), on the first request for it, and kept by its content, so a changed
 * drawing under the same address gets a new copy; the SVG's own caching headers stay. An SVG that
 * cannot be drawn is sent as it is.
 */
export function webpCopies({
  draw = drawingProcess().draw,
}: {
  draw?: (svg: Uint8Array) => Promise<DrawnCopies>;
} = {}): MiddlewareHandler {
  const kept = new Map<string, Promise<Drawn | null>>();
  const sizes = new Map<string, number>();
  let keptBytes = 0;

  function copiesOf(svg: Buffer) {
    const key = createHash('sha1').update(svg).digest('base64url');
    let drawn = kept.get(key);
    if (drawn) {
      // Most recently used last: the oldest unused copies are dropped first.
      kept.delete(key);
      kept.set(key, drawn);
      return drawn;
    }
    drawn = draw(svg).then(
      ({ full, phone }) => ({
        full: { ...full, etag: etagOf(full) },
        ...(phone && { phone: { ...phone, etag: etagOf(phone) } }),
      }),
      () => null,
    );
    kept.set(key, drawn);
    void drawn.then((copies) => {
      // Dropped while it was being drawn (newer copies filled the memory): not counted.
      if (kept.get(key) !== drawn) return;
      const bytes = (copies?.full.data.byteLength ?? 0) + (copies?.phone?.data.byteLength ?? 0);
      sizes.set(key, bytes);
      keptBytes += bytes;
      for (const [oldest] of kept) {
        if (keptBytes <= MAX_KEPT_BYTES) break;
        if (oldest === key) continue;
        keptBytes -= sizes.get(oldest) ?? 0;
        kept.delete(oldest);
        sizes.delete(oldest);
      }
    });
    return drawn;
  }

  return async (c, next) => {
    // Only an SVG address can have a copy: other requests (data, pages) pass without a look.
    if (!c.req.path.endsWith('.svg')) return next();
    await next();
    const answer = c.res;
    if (answer.status !== 200 || !answer.headers.get('content-type')?.startsWith('image/svg+xml')) return;
    if (!/\bimage\/webp\b/.test(c.req.header('accept') ?? '')) {
      c.header('vary', 'Accept', { append: true });
      return;
    }
    const sent = Buffer.from(await answer.arrayBuffer());
    const copies = await copiesOf(decoded(sent, answer.headers.get('content-encoding')));
    const headers = new Headers(answer.headers);
    headers.append('vary', copies?.phone ? 'Accept, User-Agent' : 'Accept');
    c.res = undefined;
    if (!copies) {
      c.res = new Response(sent, { status: 200, headers });
      return;
    }
    const copy = copies.phone && isPhone(c) ? copies.phone : copies.full;
    headers.set('content-type', 'image/webp');
    headers.set('etag', copy.etag);
    headers.delete('content-encoding');
    headers.delete('content-length');
    // A copy is sent whole: ranges of it are not offered.
    headers.delete('accept-ranges');
    const unchanged = c.req.header('if-none-match') === copy.etag;
    c.res = new Response(unchanged ? null : new Uint8Array(copy.data), {
      status: unchanged ? 304 : 200,
      headers,
    });
  };
}
