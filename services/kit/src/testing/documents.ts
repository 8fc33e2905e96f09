import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF made for a test: `pages` pages, each saying which it is (as a magazine issue might). */
export async function testDocument(pages = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1)
    pdf
      .addPage([595, 842])
      .drawText(`Aspire College magazine, page ${page}`, { x: 72, y: 760, font, size: 14 });
  return pdf.save();
}

/** A PHP script, as someone might upload one renamed `.jpg` or `.pdf`. */
export const PHP_SCRIPT = new TextEncoder().encode('<?php system($_GET["cmd"]); ?>\n');
