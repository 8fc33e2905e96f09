import { z } from 'zod';

/**
 * Uploaded pictures and PDFs (the kit's media store): what may be uploaded, the sizes kept, their
 * addresses, and the library that lists them. A service serves its pictures at
 * `/api/<service>/media/<id>/<width>.webp`; staff upload them with a `POST` to a path ending in `/uploads`
 * (the raw file as the body, its type in `content-type`), which the proxy and the service let carry
 * `UPLOAD_MAX_BYTES` instead of the usual small body limit. A library item's file is replaced with a
 * `POST` of the new file to `<staff path>/media/<id>/uploads`: the same id and addresses, new bytes, so
 * every record that uses it shows the new file. Stored files are therefore served `no-cache` with an
 * ETag: a browser keeps the bytes and asks again each time (a 304 while nothing changed).
 */

export * from './media-addresses.ts';

/** 8 MiB: a phone's photo fits; a larger picture is refused (413). */
export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;

/** What may be uploaded, as the file's first bytes say (its name and declared type are not trusted). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** A picture smaller than this on its shorter side is refused: it would look blurred on the pages. */
export const MEDIA_MIN_SIDE = 300;

/** 20 MiB: a printed magazine's PDF fits. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** What the service and the proxy let an upload's body carry: the larger of a picture and a document. */
export const UPLOAD_MAX_BYTES = Math.max(MEDIA_MAX_BYTES, DOCUMENT_MAX_BYTES);

/** Paths whose POST carries a file. */
export const isUploadPath = (path: string) => /\/uploads$/.test(path);

/** The answer to an upload: the stored picture, at its default width's address. */
export const mediaAssetSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The original's size in pixels (after turning it upright) and the type it was sent as. */
  width: z.number().int(),
  height: z.number().int(),
  type: z.enum(MEDIA_TYPES),
  bytes: z.number().int(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

// Documents (PDFs) and the media library ---------------------------------------------------------------
/**
 * An uploaded PDF (a magazine issue, a brochure), kept as sent once its first bytes say it is a PDF and
 * it opens as one. A service serves it at `/api/<service>/media/<id>/document.pdf`; staff upload it with a
 * `POST` of the raw file to the service's document upload path (ending in `/documents/uploads`).
 */
export const DOCUMENT_TYPE = 'application/pdf';
const DOCUMENT_URL = /^\/api\/([a-z]+)\/media\/([a-f0-9]{24})\/document\.pdf$/;
export const documentUrl = (service: string, id: string) => `/api/${service}/media/${id}/document.pdf`;
/** The stored document an address names (its service and id), or null for any other address. */
export function parseDocumentUrl(url: string) {
  const match = DOCUMENT_URL.exec(url);
  return match ? { service: match[1] as string, id: match[2] as string } : null;
}

/** The answer to a document's upload. */
export const documentAssetSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.literal(DOCUMENT_TYPE),
  bytes: z.number().int(),
  pages: z.number().int(),
});
export type DocumentAsset = z.infer<typeof documentAssetSchema>;

export const MEDIA_KINDS = ['picture', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * Said when a file would be replaced by the other kind: an item keeps its kind, since the records using
 * it show it as that kind (an `<img>`, a link to a PDF).
 */
export const MEDIA_REPLACED_BY_OTHER_KIND: Record<MediaKind, string> = {
  picture: 'A picture can only be replaced by another picture: upload a JPEG, PNG, WebP or AVIF',
  document: 'A PDF can only be replaced by another PDF',
};

/** Said when a replacement meets another made or a removal since the item was read. */
export const MEDIA_REPLACED_MEANWHILE =
  'Someone else replaced or removed this file just now: look at the library again';

/** Said when a picture is kept without its description, or one is cleared. */
export const MEDIA_ALT_REQUIRED = 'Describe the picture for people who cannot see it';

/**
 * One entry of a service's media library (`GET <staff path>/media`): everything uploaded to it, newest
 * first, to find and use again. A picture carries its description (alt text), which pages use wherever
 * the picture is chosen from the library; a document its pages.
 */
export const mediaLibraryItemSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** The address a record stores: a picture at its default width, a document's PDF. */
  url: z.string(),
  /** A picture's description; '' until someone writes one (and always for a document). */
  alt: z.string(),
  /** What the person called it (the upload's file name, or a name given after). */
  name: z.string(),
  bytes: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  pages: z.number().int().optional(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  /** When its file was last replaced, and by whom; absent while it keeps the file first uploaded. */
  replacedAt: z.string().optional(),
  replacedBy: z.string().optional(),
});
export type MediaLibraryItem = z.infer<typeof mediaLibraryItemSchema>;
export const mediaLibraryPageSchema = z.object({
  items: z.array(mediaLibraryItemSchema),
  /** The cursor of the next page, or null at the end. */
  next: z.string().nullable(),
});
export const mediaLibraryQuerySchema = z.strictObject({
  kind: z.enum(MEDIA_KINDS, { error: 'Must be picture or document' }).optional(),
  /** Words of the name or description. */
  q: z.string().trim().max(80, 'Keep the search under 80 characters').optional(),
  after: z
    .string()
    .regex(/^[a-f0-9]{24}$/, 'Must be a cursor this list gave')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(48),
});
/** `PATCH <staff path>/media/:id`: a picture's description or an item's name. */
export const mediaLibraryChangeSchema = z
  .strictObject({
    alt: z.string().trim().min(3, MEDIA_ALT_REQUIRED).max(200, 'Keep the description under 200 characters'),
    name: z.string().trim().min(1, 'Give it a name').max(120, 'Keep the name under 120 characters'),
  })
  .partial()
  .refine(
    (change) => change.alt !== undefined || change.name !== undefined,
    'Change the description or the name',
  );
