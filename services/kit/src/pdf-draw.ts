/**
 * The drawing behind `renderPdf` (see pdf.ts), in its own module so pdf-lib loads only when needed, and
 * the text fitting the site's other drawings (receipts, certificates) share.
 */
import {
  beginText,
  endText,
  fill,
  moveText,
  PDFContentStream,
  PDFDocument,
  type PDFFont,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  rectangle,
  StandardFonts,
  setFillingRgbColor,
  setFontAndSize,
} from 'pdf-lib';

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

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY = { size: 11, leading: 15.5 };
const HEADING = { size: 14, leading: 20 };
const INK = '#1c2429';
const FOOTER_INK = '#667378';

/** A literal PDF string; kept readable in the file (search, tests) rather than hex-encoded. */
const literal = (text: string) => PDFString.of(text.replace(/([\\()])/g, '\\$1'));

const fillColour = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => Number((((n >> shift) & 255) / 255).toFixed(3));
  return setFillingRgbColor(channel(16), channel(8), channel(0));
};

const FONT_KEYS = { regular: PDFName.of('F1'), bold: PDFName.of('F2') };

const textAt = (line: string, font: PDFName, size: number, x: number, y: number, colour: string) => [
  beginText(),
  fillColour(colour),
  setFontAndSize(font, size),
  moveText(x, Number(y.toFixed(1))),
  // pdf-lib's own text operator takes hex strings only; a literal one shows the same glyphs.
  PDFOperator.of(PDFOperatorNames.ShowText, [literal(line)]),
  endText(),
];

export async function drawPdf(doc: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const accent = doc.accent ?? '#0b5d4b';
  const title = latin1(doc.title);
  const usable = PAGE.width - 2 * PAGE.margin;

  const pages: PDFOperator[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const write = (...operators: PDFOperator[]) => pages[pages.length - 1]!.push(...operators);
  const need = (height: number) => {
    if (y - height < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
  };

  // Title band
  write(fillColour(accent), rectangle(0, PAGE.height - 150, PAGE.width, 150), fill());
  y = PAGE.height - 80;
  for (const line of wrap(title, bold, 24, usable)) {
    write(...textAt(line, FONT_KEYS.bold, 24, PAGE.margin, y, '#ffffff'));
    y -= 30;
  }
  if (doc.subtitle) write(...textAt(latin1(doc.subtitle), FONT_KEYS.regular, 12, PAGE.margin, y, '#e6f2ed'));
  y = PAGE.height - 190;

  for (const section of doc.sections) {
    need(HEADING.leading + BODY.leading * 2);
    for (const line of wrap(latin1(section.heading), bold, HEADING.size, usable)) {
      write(...textAt(line, FONT_KEYS.bold, HEADING.size, PAGE.margin, y, accent));
      y -= HEADING.leading;
    }
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(latin1(paragraph), regular, BODY.size, usable)) {
        need(BODY.leading);
        write(...textAt(line, FONT_KEYS.regular, BODY.size, PAGE.margin, y, INK));
        y -= BODY.leading;
      }
      y -= BODY.leading / 2;
    }
    y -= BODY.leading / 2;
  }

  pages.forEach((operators, index) => {
    const footer = `${title} - page ${index + 1} of ${pages.length}`;
    operators.push(...textAt(footer, FONT_KEYS.regular, 9, PAGE.margin, 30, FOOTER_INK));
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.node.setFontDictionary(FONT_KEYS.regular, regular.ref);
    page.node.setFontDictionary(FONT_KEYS.bold, bold.ref);
    // Uncompressed: a few kilobytes of text operators, readable as written.
    const contents = PDFContentStream.of(pdf.context.obj({}), operators, false);
    page.node.set(PDFName.of('Contents'), pdf.context.register(contents));
  });

  pdf.setTitle(title);
  pdf.setProducer('Aspire');
  const bytes = new Uint8Array(await pdf.save({ useObjectStreams: false }));
  // pdf-lib's writer always declares 1.7; without object or cross-reference streams nothing here is
  // newer than 1.4, so the file says so (same length: every offset stays right).
  bytes.set(PDF_1_4, 0);
  return bytes;
}

const PDF_1_4 = new TextEncoder().encode('%PDF-1.4');
