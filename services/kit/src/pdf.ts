/**
 * The documents the site generates (brochures, magazine issues): A4 pages of headed sections in the
 * standard Helvetica fonts (so no font files are embedded), laid out with pdf-lib and wrapped by the
 * fonts' real widths. Text is limited to Latin-1; other characters are replaced.
 */
import type { PDFFont } from 'pdf-lib';

export type PdfDocument = {
  title: string;
  subtitle?: string;
  /** Accent colour of the title band, as #rrggbb. */
  accent?: string;
  sections: { heading: string; paragraphs: string[] }[];
};

/** What the WinAnsi-encoded standard fonts can show: typographic marks spelled out, the rest replaced. */
export const latin1 = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/₹/g, 'Rs. ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** `text` broken into lines no wider than `width` at `size` (words kept whole). */
export function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders the document; the same input gives the same bytes (no dates or ids), so ETags stay put. */
export async function renderPdf(doc: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  // pdf-lib is loaded with the first document, so a service that never makes one never holds it.
  const { drawPdf } = await import('./pdf-draw.ts');
  return drawPdf(doc);
}
