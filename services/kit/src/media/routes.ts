import { Readable } from 'node:stream';
import { isUploadPath, MEDIA_WIDTHS } from '@aspire/contracts/media';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../auth.ts';
import { ApiError, ok } from '../envelope.ts';
import type { MediaStore } from './store.ts';

export const PICTURE_NOT_FOUND = 'There is no such picture';

/** A picture's address never names other bytes: browsers and caches keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A service's pictures: `GET /media/:id/<width>.webp` for anyone, streamed from the store, and
 * `POST <uploadPath>` (the raw file as the body) for whoever `guard` lets through, answering 201 with the
 * stored picture. `uploadPath` must end in `/uploads`, the paths the service and the proxy let carry a
 * picture (MEDIA_MAX_BYTES) instead of the usual small body.
 */
export function mediaRoutes(
  store: MediaStore,
  { uploadPath, guard }: { uploadPath: string; guard: MiddlewareHandler<AuthEnv> },
) {
  if (!isUploadPath(uploadPath)) throw new Error(`An upload path ends in /uploads: ${uploadPath}`);
  const routes = new Hono<AuthEnv>();

  routes.get('/media/:id/:file', async (c) => {
    const width = MEDIA_WIDTHS.find((size) => c.req.param('file') === `${size}.webp`);
    const file = width && (await store.open(c.req.param('id'), width));
    if (!file) throw new ApiError(404, PICTURE_NOT_FOUND);
    const headers = {
      'cache-control': IMMUTABLE,
      etag: file.etag,
      'last-modified': file.uploadedAt.toUTCString(),
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const body = Readable.toWeb(file.stream()) as ReadableStream<Uint8Array>;
    return c.body(body, 200, {
      ...headers,
      'content-type': 'image/webp',
      'content-length': String(file.length),
    });
  });

  routes.post(uploadPath, guard, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return ok(c, await store.put(bytes, { by: c.var.user.id }), 201);
  });

  return routes;
}
