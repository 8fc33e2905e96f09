import {
  MEDIA_MAX_BYTES,
  MEDIA_MIN_SIDE,
  MEDIA_TYPES,
  MEDIA_WIDTHS,
  type MediaType,
  type MediaWidth,
} from '@aspire/contracts/media';
import type { Sharp } from 'sharp';
import { ApiError } from '../envelope.ts';
import { loadSharp, oneAtATime } from './image-tools.ts';

/** A decompression bomb (a small file of huge dimensions) is refused from its header, before decoding. */
export const MAX_PIXELS = 50_000_000;

export const PICTURE_MISSING = 'Choose a picture to upload';
export const PICTURE_TOO_LARGE = `A picture may be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;
export const PICTURE_TYPE = 'Upload a JPEG, PNG, WebP or AVIF picture';
export const PICTURE_UNREADABLE = 'This picture could not be read';
export const PICTURE_TOO_MANY_PIXELS = `This picture is too large to process: at most ${MAX_PIXELS / 1_000_000} megapixels`;
export const PICTURE_TOO_SMALL = `This picture is too small: it needs at least ${MEDIA_MIN_SIDE} pixels on its shorter side`;

/** One stored size of a picture: WebP, fitted inside `width`×`width`. */
export type PictureVariant = { width: MediaWidth; pixels: { width: number; height: number }; data: Buffer };

/** An upload, read: what it was (its type and size, upright) and its variants. */
export type Picture = {
  type: MediaType;
  bytes: number;
  width: number;
  height: number;
  variants: PictureVariant[];
};

/** A refused upload: an ApiError whose message is also the field error of `file`. */
export const refuse = (status: 400 | 413 | 415 | 422, message: string) =>
  new ApiError(status, message, { file: message });

/** The sniffer of an upload's type, loaded with sharp on the first upload. */
let tools: Promise<{
  sharp: typeof import('sharp').default;
  sniff: typeof import('file-type').fileTypeFromBuffer;
}>;
const loadTools = () => {
  tools ??= Promise.all([loadSharp(), import('file-type')]).then(([sharp, fileType]) => ({
    sharp,
    sniff: fileType.fileTypeFromBuffer,
  }));
  return tools;
};

/**
 * Reads an upload: its type from its first bytes (never its name or declared type), its size and
 * pixels checked, then turned upright from EXIF and written as one WebP per `MEDIA_WIDTHS` width,
 * never enlarged, with no metadata (no camera details or GPS position leave with it). Refusals are
 * ApiErrors with a field error on `file`.
 */
export async function readPicture(bytes: Uint8Array): Promise<Picture> {
  if (bytes.byteLength === 0) throw refuse(400, PICTURE_MISSING);
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw refuse(413, PICTURE_TOO_LARGE);
  const { sharp, sniff } = await loadTools();
  const sniffed = (await sniff(bytes))?.mime;
  const type = MEDIA_TYPES.find((allowed) => allowed === sniffed);
  if (!type) throw refuse(415, PICTURE_TYPE);
  return oneAtATime(async () => {
    // The header alone, without a pixel limit, so a bomb is told apart from a broken file.
    const header = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw refuse(422, PICTURE_UNREADABLE);
      });
    if (header.width * header.height > MAX_PIXELS) throw refuse(422, PICTURE_TOO_MANY_PIXELS);
    const { width, height } = header.autoOrient;
    if (Math.min(width, height) < MEDIA_MIN_SIDE) throw refuse(422, PICTURE_TOO_SMALL);
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, autoOrient: true, failOn: 'warning' });
    const variants: PictureVariant[] = [];
    for (const size of MEDIA_WIDTHS) variants.push(await variant(image, size));
    return { type, bytes: bytes.byteLength, width, height, variants };
  });
}

async function variant(image: Sharp, width: MediaWidth): Promise<PictureVariant> {
  try {
    const { data, info } = await image
      .clone()
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { width, pixels: { width: info.width, height: info.height }, data };
  } catch {
    // sharp fails on the pixels themselves: a truncated or damaged file whose header read well.
    throw refuse(422, PICTURE_UNREADABLE);
  }
}
