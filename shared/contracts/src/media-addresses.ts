/**
 * The addresses of stored pictures and their sizes, apart from the media contract's schemas so a page
 * that only draws pictures (the home carousel) does not bring zod with it.
 */

/** The widths each picture is kept at (WebP): thumbnails and cart lines, the pages, their 2× screens. */
export const MEDIA_WIDTHS = [160, 600, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The width a picture's address names when it is stored on a record (a product's `image`). */
export const MEDIA_DEFAULT_WIDTH: MediaWidth = 600;

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
