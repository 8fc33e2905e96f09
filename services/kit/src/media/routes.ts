import { Readable } from 'node:stream';
import {
  DOCUMENT_TYPE,
  isUploadPath,
  MEDIA_WIDTHS,
  type MediaKind,
  mediaLibraryChangeSchema,
  mediaLibraryQuerySchema,
} from '@aspire/contracts/media';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { type AuditLog, actorOf } from '../audit.ts';
import type { AuthEnv } from '../auth.ts';
import { ApiError, ok } from '../envelope.ts';
import { body, query } from '../validate.ts';
import { NAME_MAX_LENGTH } from './library.ts';
import { libraryAudit } from './library-audit.ts';
import type { MediaFile, MediaStore } from './store.ts';

export const PICTURE_NOT_FOUND = 'There is no such picture';
export const DOCUMENT_NOT_FOUND = 'There is no such document';
export const LIBRARY_ITEM_NOT_FOUND = 'There is no such file in the library';
export const DOCUMENT_HAS_NO_ALT = 'Only a picture has a description';

/**
 * A stored file's address names its current bytes, which a replacement changes (the records using it are
 * not edited). So anyone may keep a file but asks again each time: a 304 by its ETag (the stored file's
 * id, new with each replacement) while it is unchanged, the new bytes once it is replaced. A versioned
 * address would have to be rewritten into every service's public reads and their page caches, with the
 * old bytes kept for every page still holding it; `no-cache` also keeps files out of the read cache.
 */
const REVALIDATE = 'public, no-cache';
const DOCUMENT_UPLOAD_PATH = /\/documents\/uploads$/;

/**
 * The name an upload's `x-file-name` header gives (the browser's file name, URI-encoded so any script
 * travels in a header), or undefined when it sent none or one that cannot be read.
 */
export function uploadName(header: string | undefined) {
  if (!header) return undefined;
  try {
    const name = decodeURIComponent(header)
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim();
    return name.slice(0, NAME_MAX_LENGTH).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `content-disposition` for a document saved as `<name>.pdf`: the name in ASCII for every browser, and
 * whole (RFC 8187) for those that read it.
 */
export function documentDisposition(name: string) {
  const base = name.replace(/\.pdf$/i, '') || 'document';
  const ascii = base.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(base).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}.pdf"; filename*=UTF-8''${encoded}.pdf`;
}

/**
 * A stored item's id in a route: 24 hex digits (an ObjectId), so `<libraryPath>/uploads` and
 * `<libraryPath>/documents/uploads` are never taken for an item, and a path's allowed methods are its own.
 */
const ITEM_ID = ':id{[a-f0-9]{24}}';

/** Sends a stored file, streamed, with its ETag; 304 when the browser has it. */
function sendFile(c: Context, file: MediaFile, headers: Record<string, string>) {
  const cached = {
    'cache-control': REVALIDATE,
    etag: file.etag,
    'last-modified': file.uploadedAt.toUTCString(),
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, cached);
  const stream = Readable.toWeb(file.stream()) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, { ...cached, ...headers, 'content-length': String(file.length) });
}

/**
 * A service's media: `GET /media/:id/<width>.webp` and `GET /media/:id/document.pdf` for anyone,
 * streamed from the store; for whoever `guard` lets through, `POST <uploadPath>` (a picture, the raw
 * file as the body) and `POST <documentUploadPath>` (a PDF), answering 201 with the stored file, and the
 * library: `GET <libraryPath>` (a page, newest first), `PATCH <libraryPath>/:id` (a name or a picture's
 * description) and `POST <libraryPath>/:id/uploads` (a new file for the item, of its kind, answering the
 * changed item). Upload paths end in `/uploads`, the paths the service and the proxy let carry
 * UPLOAD_MAX_BYTES instead of the usual small body; a document's in `/documents/uploads`. Each upload,
 * replacement and change is recorded in the service's `audit` log (see `libraryAudit`); a refused one is not.
 */
export function mediaRoutes(
  store: MediaStore,
  {
    uploadPath,
    documentUploadPath,
    libraryPath,
    guard,
    audit,
  }: {
    uploadPath: string;
    documentUploadPath?: string;
    libraryPath?: string;
    guard: MiddlewareHandler<AuthEnv>;
    audit: AuditLog;
  },
) {
  if (!isUploadPath(uploadPath)) throw new Error(`An upload path ends in /uploads: ${uploadPath}`);
  if (documentUploadPath !== undefined && !DOCUMENT_UPLOAD_PATH.test(documentUploadPath))
    throw new Error(`A document upload path ends in /documents/uploads: ${documentUploadPath}`);
  const routes = new Hono<AuthEnv>();
  const recorded = libraryAudit(audit);

  routes.get(`/media/${ITEM_ID}/:file`, async (c) => {
    const id = c.req.param('id');
    if (c.req.param('file') === 'document.pdf') {
      const document = await store.openDocument(id);
      if (!document) throw new ApiError(404, DOCUMENT_NOT_FOUND);
      return sendFile(c, document, {
        'content-type': DOCUMENT_TYPE,
        'content-disposition': documentDisposition(document.name),
      });
    }
    const width = MEDIA_WIDTHS.find((size) => c.req.param('file') === `${size}.webp`);
    const file = width && (await store.open(id, width));
    if (!file) throw new ApiError(404, PICTURE_NOT_FOUND);
    return sendFile(c, file, { 'content-type': 'image/webp' });
  });

  const uploaded = async (c: Context<AuthEnv>) => ({
    bytes: new Uint8Array(await c.req.arrayBuffer()),
    upload: { by: c.var.user.id, name: uploadName(c.req.header('x-file-name')) },
  });

  /** Audits a stored upload and answers it. */
  const stored = async <T extends { id: string }>(c: Context<AuthEnv>, kind: MediaKind, asset: T) => {
    const item = await store.library.get(asset.id);
    await recorded.uploaded(actorOf(c.var.user), kind, asset.id, item);
    return ok(c, asset, 201);
  };

  routes.post(uploadPath, guard, async (c) => {
    const { bytes, upload } = await uploaded(c);
    return stored(c, 'picture', await store.put(bytes, upload));
  });

  if (documentUploadPath)
    routes.post(documentUploadPath, guard, async (c) => {
      const { bytes, upload } = await uploaded(c);
      return stored(c, 'document', await store.putDocument(bytes, upload));
    });

  if (libraryPath) {
    routes.get(libraryPath, guard, query(mediaLibraryQuerySchema), async (c) => {
      c.header('cache-control', 'private, no-store');
      await store.prepare();
      return ok(c, await store.library.page(c.req.valid('query')));
    });

    routes.patch(`${libraryPath}/${ITEM_ID}`, guard, body(mediaLibraryChangeSchema), async (c) => {
      const id = c.req.param('id');
      const change = c.req.valid('json');
      const item = await store.library.get(id);
      if (!item) throw new ApiError(404, LIBRARY_ITEM_NOT_FOUND);
      if (change.alt !== undefined && item.kind !== 'picture')
        throw new ApiError(400, DOCUMENT_HAS_NO_ALT, { alt: DOCUMENT_HAS_NO_ALT });
      const changed = await store.library.change(id, change);
      if (!changed) throw new ApiError(404, LIBRARY_ITEM_NOT_FOUND);
      await recorded.changed(actorOf(c.var.user), item, changed);
      return ok(c, changed);
    });

    routes.post(`${libraryPath}/${ITEM_ID}/uploads`, guard, async (c) => {
      const { bytes, upload } = await uploaded(c);
      const replaced = await store.replace(c.req.param('id'), bytes, upload);
      if (!replaced) throw new ApiError(404, LIBRARY_ITEM_NOT_FOUND);
      await recorded.replaced(actorOf(c.var.user), replaced);
      return ok(c, replaced.item);
    });
  }

  return routes;
}
