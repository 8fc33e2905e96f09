import { z } from 'zod';

/**
 * Uploaded pictures (the kit's media store): what may be uploaded, the sizes kept, and their addresses.
 * A service serves its pictures at `/api/<service>/media/<id>/<width>.webp`; staff upload them with a
 * `POST` to a path ending in `/uploads` (the raw file as the body, its type in `content-type`), which the
 * proxy and the service let carry `MEDIA_MAX_BYTES` instead of the usual small body limit.
 */

/** 8 MiB: a phone's photo fits; anything larger is refused (413) before it is read. */
export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;

/** What may be uploaded, as the file's first bytes say (its name and declared type are not trusted). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The widths each picture is kept at (WebP): thumbnails and cart lines, the pages, their 2× screens. */
export const MEDIA_WIDTHS = [160, 600, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The width a picture's address names when it is stored on a record (a product's `image`). */
export const MEDIA_DEFAULT_WIDTH: MediaWidth = 600;

/** A picture smaller than this on its shorter side is refused: it would look blurred on the pages. */
export const MEDIA_MIN_SIDE = 300;

/** Paths whose POST carries a file. */
export const isUploadPath = (path: string) => /\/uploads$/.test(path);

const MEDIA_URL = /^\/api\/([a-z]+)\/media\/([a-f0-9]{24})\/(\d+)\.webp$/;

export const mediaUrl = (service: string, id: string, width: MediaWidth = MEDIA_DEFAULT_WIDTH) =>
  `/api/${service}/media/${id}/${width}.webp`;

/** The stored picture an address names (its service and id), or null for any other address. */
export function parseMediaUrl(url: string) {
  const match = MEDIA_URL.exec(url);
  return match ? { service: match[1] as string, id: match[2] as string } : null;
}

/** The same picture at another width; any other address (generated art) is answered as it is. */
export function mediaVariant(url: string, width: MediaWidth) {
  const media = parseMediaUrl(url);
  return media ? mediaUrl(media.service, media.id, width) : url;
}

/** `srcset` for a stored picture (undefined for any other address, which has one size). */
export function mediaSrcSet(url: string) {
  const media = parseMediaUrl(url);
  if (!media) return undefined;
  return MEDIA_WIDTHS.map((width) => `${mediaUrl(media.service, media.id, width)} ${width}w`).join(', ');
}

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
