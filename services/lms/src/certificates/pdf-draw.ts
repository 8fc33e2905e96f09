/**
 * A certificate of completion as a one-page A4 landscape PDF, drawn with pdf-lib in the standard
 * Helvetica fonts (no font file to ship, and every word reads back as text: pdftotext, screen readers,
 * search). Its QR code, drawn by the `qrcode` library as a PNG, opens the certificate's public page.
 */
import { SITE } from '@aspire/config/site';
import { certificatePath } from '@aspire/contracts/certificates';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import { latin1, wrap } from '@aspire/service-kit/pdf-draw';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

/** What a certificate shows. */
export type CertificateFace = { code: string; name: string; courseTitle: string; issuedOn: string };

const PAGE = { width: 842, height: 595 };
const TEXT_WIDTH = 620;
const QR_SIZE = 92;
// The site's tokens (shared/ui/src/tokens.css), as the e-mails use them.
const BRAND = rgb(0.043, 0.365, 0.294);
const INK = rgb(0.106, 0.141, 0.157);
const MUTED = rgb(0.29, 0.341, 0.365);

type Fonts = { regular: PDFFont; bold: PDFFont };
type Line = { text: string; size: number; bold?: boolean; colour?: RGB };

/** The largest size from `max` down to `min` at which `text` fits `width` on one line (else `min`). */
function fittedSize(text: string, font: PDFFont, max: number, min: number, width: number) {
  let size = max;
  while (size > min && font.widthOfTextAtSize(text, size) > width) size -= 1;
  return size;
}

/**
 * Draws each line centred on the page, the first one's baseline at `top` points from the top; answers
 * where the last one's baseline is, and the widest line's width.
 */
function centred(page: PDFPage, fonts: Fonts, top: number, lines: Line[], leading = 1.25) {
  let baseline = top;
  let widest = 0;
  lines.forEach(({ text, size, bold, colour = INK }, index) => {
    const font = bold ? fonts.bold : fonts.regular;
    const width = font.widthOfTextAtSize(text, size);
    if (index > 0) baseline += size * leading;
    page.drawText(text, {
      x: (PAGE.width - width) / 2,
      y: PAGE.height - baseline,
      size,
      font,
      color: colour,
    });
    widest = Math.max(widest, width);
  });
  return { baseline, widest };
}

/** A long name or title: shrunk to fit one line, and wrapped past the smallest size. */
function fitted(text: string, font: PDFFont, max: number, min: number): Line[] {
  const size = fittedSize(text, font, max, min, TEXT_WIDTH);
  return wrap(text, font, size, TEXT_WIDTH).map((line) => ({ text: line, size, bold: true }));
}

/** The certificate's PDF; the same certificate gives the same bytes (no dates of its making, no ids). */
export async function drawCertificate(face: CertificateFace, siteUrl: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const name = latin1(face.name);
  const courseTitle = latin1(face.courseTitle);
  const checkUrl = `${siteUrl}${certificatePath(face.code)}`;

  // A double frame: the brand's colour, then a hairline inside it.
  page.drawRectangle({
    x: 20,
    y: 20,
    width: PAGE.width - 40,
    height: PAGE.height - 40,
    borderColor: BRAND,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 30,
    y: 30,
    width: PAGE.width - 60,
    height: PAGE.height - 60,
    borderColor: BRAND,
    borderWidth: 0.75,
  });

  centred(page, fonts, 88, [{ text: latin1(SITE.name).toUpperCase(), size: 15, bold: true, colour: BRAND }]);
  centred(page, fonts, 140, [{ text: 'Certificate of completion', size: 34, bold: true }]);
  centred(page, fonts, 205, [{ text: 'This is to certify that', size: 13, colour: MUTED }]);
  const named = centred(page, fonts, 253, fitted(name, fonts.bold, 32, 20));
  // A line under the name, a little wider than it.
  const half = Math.min(Math.max(named.widest / 2 + 24, 160), TEXT_WIDTH / 2);
  const ruleY = PAGE.height - named.baseline - 14;
  page.drawLine({
    start: { x: PAGE.width / 2 - half, y: ruleY },
    end: { x: PAGE.width / 2 + half, y: ruleY },
    thickness: 0.75,
    color: MUTED,
  });
  const said = centred(page, fonts, named.baseline + 44, [
    { text: 'has completed', size: 13, colour: MUTED },
  ]);
  const course = fitted(courseTitle, fonts.bold, 22, 15).map((line) => ({ ...line, colour: BRAND }));
  centred(page, fonts, said.baseline + 36, course);

  // The particulars, bottom left; the QR code bottom right; how to check it along the foot.
  const particulars: [string, string][] = [
    ['Date of issue', longDateInIndia(face.issuedOn)],
    ['Certificate code', face.code],
  ];
  particulars.forEach(([label, value], index) => {
    const y = 142 - index * 40;
    page.drawText(label, { x: 72, y, size: 10, font: fonts.regular, color: MUTED });
    page.drawText(value, { x: 72, y: y - 16, size: 14, font: fonts.bold, color: INK });
  });
  const qr = await pdf.embedPng(
    await QRCode.toBuffer(checkUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 6 }),
  );
  page.drawImage(qr, { x: PAGE.width - 72 - QR_SIZE, y: 70, width: QR_SIZE, height: QR_SIZE });
  centred(page, fonts, PAGE.height - 46, [
    { text: latin1(`Check it at ${checkUrl}`), size: 10, colour: MUTED },
  ]);

  pdf.setTitle(`Certificate of completion ${face.code}`);
  pdf.setSubject(`${name}, ${courseTitle}`);
  pdf.setProducer(SITE.name);
  return pdf.save();
}
