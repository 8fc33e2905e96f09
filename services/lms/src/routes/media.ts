import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fail, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';

const MEDIA_DIR = path.resolve(import.meta.dirname, '../../media');
const TYPES: Record<string, string> = {
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  svg: 'image/svg+xml',
};
/** File names are versioned (`welcome-v1.webm`): a changed clip gets a new name, so caching is forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(webm|vtt|svg)$/;

/**
 * Parses one `bytes=` range against a file size (RFC 9110 §14): `start-end`, `start-` or `-suffix`.
 * Returns null when unsatisfiable, undefined when the header is not a single byte range (serve it whole).
 */
export function byteRange(header: string, size: number): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/** Lesson clips, captions and posters: public (a <video> cannot send a token), ranged, cached for good. */
export function mediaRoutes() {
  const api = new Hono<ServiceEnv>();
  api.get('/media/:file', async (c) => {
    const file = c.req.param('file');
    const type = FILE.exec(file)?.[1];
    if (!type) return fail(c, 404, 'Not found');
    const full = path.join(MEDIA_DIR, file);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) return fail(c, 404, 'Not found');

    const tag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    c.header('Content-Type', TYPES[type]);
    c.header('Cache-Control', IMMUTABLE);
    c.header('ETag', tag);
    c.header('Accept-Ranges', 'bytes');
    if (c.req.header('if-none-match') === tag) return c.body(null, 304);

    const header = c.req.header('range');
    const ifRange = c.req.header('if-range');
    const range = header && (!ifRange || ifRange === tag) ? byteRange(header, info.size) : undefined;
    if (range === null) {
      c.header('Content-Range', `bytes */${info.size}`);
      return c.body(null, 416);
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    c.header('Content-Length', String(end - start + 1));
    if (range) c.header('Content-Range', `bytes ${start}-${end}/${info.size}`);
    if (c.req.method === 'HEAD' || info.size === 0) return c.body(null, range ? 206 : 200);
    const stream = Readable.toWeb(createReadStream(full, { start, end })) as ReadableStream<Uint8Array>;
    return c.body(stream, range ? 206 : 200);
  });
  return api;
}
