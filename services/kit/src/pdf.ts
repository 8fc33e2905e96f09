/**
 * The documents the site generates (brochures, magazine issues): A4 pages of headed sections in the
 * standard Helvetica fonts (so no font files are embedded), laid out with pdf-lib and wrapped by the
 * fonts' real widths. Text is limited to Latin-1; other characters are replaced.
 */
import type { PdfDocument } from './pdf-draw.ts';

export type { PdfDocument };

/** Renders the document; the same input gives the same bytes (no dates or ids), so ETags stay put. */
export async function renderPdf(doc: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  // pdf-lib is loaded with the first document, so a service that never makes one never holds it.
  const { drawPdf } = await import('./pdf-draw.ts');
  return drawPdf(doc);
}
