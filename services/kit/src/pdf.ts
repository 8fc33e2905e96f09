/**
 * A small PDF writer for the documents the site generates (brochures, magazine issues): A4 pages of
 * headed sections in the standard Helvetica fonts, so no font files are embedded. Text is limited to
 * Latin-1; other characters are replaced.
 */
export type PdfDocument = {
  title: string;
  subtitle?: string;
  /** Accent colour of the title band, as #rrggbb. */
  accent?: string;
  sections: { heading: string; paragraphs: string[] }[];
};

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY = { size: 11, leading: 15.5 };
const HEADING = { size: 14, leading: 20 };

/** Rough Helvetica advance widths (in 1/1000 em), enough to wrap lines sensibly. */
function textWidth(text: string, size: number, bold = false) {
  let units = 0;
  for (const ch of text) {
    if ("il.,:;|!'`".includes(ch)) units += 278;
    else if ('fjrtI '.includes(ch)) units += 300;
    else if ('mwMW'.includes(ch)) units += 850;
    else if (ch >= 'A' && ch <= 'Z') units += 680;
    else units += 540;
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

function wrap(text: string, size: number, width: number, bold = false) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const pdfString = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/₹/g, 'Rs. ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/([\\()])/g, '\\$1');

function rgb(hex: string) {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(3)).join(' ');
}

export function renderPdf(doc: PdfDocument): Buffer {
  const usable = PAGE.width - 2 * PAGE.margin;
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const ops = () => pages[pages.length - 1]!;
  const need = (height: number) => {
    if (y - height < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const text = (line: string, font: 'F1' | 'F2', size: number, x = PAGE.margin, color = '0.11 0.14 0.16') =>
    ops().push(`BT ${color} rg /${font} ${size} Tf ${x} ${y.toFixed(1)} Td (${pdfString(line)}) Tj ET`);

  // Title band
  ops().push(`${rgb(doc.accent ?? '#0b5d4b')} rg 0 ${PAGE.height - 150} ${PAGE.width} 150 re f`);
  y = PAGE.height - 80;
  for (const line of wrap(doc.title, 24, usable, true)) {
    text(line, 'F2', 24, PAGE.margin, '1 1 1');
    y -= 30;
  }
  if (doc.subtitle) text(doc.subtitle, 'F1', 12, PAGE.margin, '0.9 0.95 0.93');
  y = PAGE.height - 190;

  for (const section of doc.sections) {
    need(HEADING.leading + BODY.leading * 2);
    for (const line of wrap(section.heading, HEADING.size, usable, true)) {
      text(line, 'F2', HEADING.size, PAGE.margin, rgb(doc.accent ?? '#0b5d4b'));
      y -= HEADING.leading;
    }
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, BODY.size, usable)) {
        need(BODY.leading);
        text(line, 'F1', BODY.size);
        y -= BODY.leading;
      }
      y -= BODY.leading / 2;
    }
    y -= BODY.leading / 2;
  }
  pages.forEach((page, index) => {
    page.push(
      `BT 0.4 0.45 0.47 rg /F1 9 Tf ${PAGE.margin} 30 Td (${pdfString(`${doc.title} - page ${index + 1} of ${pages.length}`)}) Tj ET`,
    );
  });

  // Objects: 1 catalog, 2 pages, 3-4 fonts, then a page and its content stream per page, then info.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((page, i) => {
    const stream = page.join('\n');
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${pdfString(doc.title)}) /Producer (Aspire) >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
