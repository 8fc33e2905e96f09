import { DOCUMENT_MAX_BYTES } from '@aspire/contracts/media';
import { refuse } from './picture.ts';

export const DOCUMENT_MISSING = 'Choose a PDF to upload';
export const DOCUMENT_TOO_LARGE = `A PDF may be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;
export const DOCUMENT_NOT_PDF = 'Upload a PDF file';
export const DOCUMENT_UNREADABLE = 'This PDF could not be read';

/** How every PDF begins; a file that does not (a picture, a script renamed .pdf) is not one. */
const PDF_SIGNATURE = new TextEncoder().encode('%PDF-');

/** Whether `bytes` begin as a PDF does: what it says it is, before anything reads it as one. */
export const isPdf = (bytes: Uint8Array) => PDF_SIGNATURE.every((byte, at) => bytes[at] === byte);

/** pdf-lib, loaded on the first document so a service that never takes one never loads it. */
let pdfLib: Promise<typeof import('pdf-lib')> | undefined;

/**
 * Reads an uploaded PDF: its first bytes must say PDF (never its name or declared type) and pdf-lib
 * must open it and find its pages. The bytes are kept as sent; this only answers their size and pages.
 * Refusals are ApiErrors with a field error on `file`.
 */
export async function readDocument(bytes: Uint8Array): Promise<{ bytes: number; pages: number }> {
  if (bytes.byteLength === 0) throw refuse(400, DOCUMENT_MISSING);
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) throw refuse(413, DOCUMENT_TOO_LARGE);
  if (!isPdf(bytes)) throw refuse(415, DOCUMENT_NOT_PDF);
  pdfLib ??= import('pdf-lib');
  const { PDFDocument } = await pdfLib;
  // Encrypted PDFs with an owner password only open in every reader, so they are counted, not refused.
  const pages = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
    .then((pdf) => pdf.getPageCount())
    .catch(() => 0);
  if (pages < 1) throw refuse(422, DOCUMENT_UNREADABLE);
  return { bytes: bytes.byteLength, pages };
}
