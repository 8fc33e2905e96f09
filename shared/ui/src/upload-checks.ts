/**
 * The browser's quick word on a file the service would refuse anyway (its type and size), so a person
 * learns at once rather than after the upload; the service still checks the bytes themselves.
 */
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE, MEDIA_MAX_BYTES, MEDIA_TYPES } from '@aspire/contracts/media';

const megabytes = new Intl.NumberFormat('en-IN', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
});
const kilobytes = new Intl.NumberFormat('en-IN', {
  style: 'unit',
  unit: 'kilobyte',
  maximumFractionDigits: 0,
});
const MEGABYTE = 1024 * 1024;
export const inMegabytes = (bytes: number) => megabytes.format(bytes / MEGABYTE);
/** A file's size as people read it: "840 kB", "2.4 MB". */
export const fileSize = (bytes: number) =>
  bytes < MEGABYTE ? kilobytes.format(Math.max(1, bytes / 1024)) : inMegabytes(bytes);

export const PICTURE_TYPE_NAMES = new Intl.ListFormat('en-IN', { type: 'disjunction' }).format(
  MEDIA_TYPES.map((type) => type.replace('image/', '').toUpperCase()),
);

export const isPictureFile = (file: File) => (MEDIA_TYPES as readonly string[]).includes(file.type);
export const isDocumentFile = (file: File) => file.type === DOCUMENT_TYPE;

export function pictureRefusal(file: File) {
  if (!isPictureFile(file)) return `${file.name} is not a ${PICTURE_TYPE_NAMES} picture.`;
  if (file.size > MEDIA_MAX_BYTES)
    return `${file.name} is too large (${inMegabytes(file.size)}); pictures of up to ${inMegabytes(MEDIA_MAX_BYTES)} are taken.`;
  return null;
}

export function documentRefusal(file: File) {
  if (!isDocumentFile(file)) return `${file.name} is not a PDF.`;
  if (file.size > DOCUMENT_MAX_BYTES)
    return `${file.name} is too large (${inMegabytes(file.size)}); PDFs of up to ${inMegabytes(DOCUMENT_MAX_BYTES)} are taken.`;
  return null;
}
