/**
 * An order's receipt as an A4 PDF, drawn with pdf-lib's page API in the standard Helvetica fonts: no font
 * file to ship with the service, and the text reads back exactly (pdftotext). Those fonts have no rupee
 * sign, so amounts read `Rs. 1,298.00` (the kit's `latin1` spells out what else they lack).
 */

import { stateLabel } from '@aspire/contracts/indian-states';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import { latin1, wrap } from '@aspire/service-kit/pdf-draw';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type Receipt, type ReceiptLine, UNIT } from './receipt.ts';

const PAGE = { width: 595, height: 842, margin: 40 };
const TABLE = { size: 8, leading: 10, padding: 3 };
const INK = rgb(0.11, 0.14, 0.16);
const MUTED = rgb(0.4, 0.45, 0.47);
const RULE = rgb(0.75, 0.78, 0.8);

const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as rupees with the Indian grouping: `1,18,500.00`. */
export const amount = (paise: number) => grouped.format(paise / 100);
/** `Rs. 1,298.00`. */
export const rupees = (paise: number) => `Rs. ${amount(paise)}`;

type Column = {
  header: string[];
  width: number;
  align: 'left' | 'right';
  cell: (line: ReceiptLine, index: number) => string;
};

const rate = (line: ReceiptLine, share = 1) => (line.gstRate === 0 ? 'Nil' : `${line.gstRate / share}%`);
const taxAmount = (line: ReceiptLine, paise: number) => (line.gstRate === 0 ? '-' : amount(paise));

/** The table's columns: a bill of supply and a receipt carry no tax; a tax invoice CGST + SGST or IGST. */
function columnsOf(receipt: Receipt): Column[] {
  const taxed = receipt.kind === 'tax-invoice' || receipt.kind === 'invoice-cum-bill-of-supply';
  const right = (header: string[], width: number, cell: Column['cell']): Column => ({
    header,
    width,
    align: 'right',
    cell,
  });
  const lead: Column[] = [
    { header: ['#'], width: 16, align: 'left', cell: (_, index) => String(index + 1) },
    { header: ['Description'], width: 0, align: 'left', cell: (line) => line.description },
    ...(receipt.kind === 'receipt'
      ? []
      : [{ header: ['HSN'], width: 32, align: 'left' as const, cell: (line: ReceiptLine) => line.hsn }]),
    right(['Qty'], 24, (line) => String(line.qty)),
    { header: ['Unit'], width: 26, align: 'left', cell: () => UNIT },
    right(['Price', '(Rs.)'], 50, (line) => amount(line.unitPrice)),
    right(['Value', '(Rs.)'], 56, (line) => amount(line.value)),
  ];
  const tax: Column[] = !taxed
    ? []
    : [
        right(['Taxable', 'value (Rs.)'], 56, (line) => amount(line.taxableValue)),
        ...(receipt.withinState
          ? [
              right(['CGST', 'rate'], 28, (line) => rate(line, 2)),
              right(['CGST', '(Rs.)'], 44, (line) => taxAmount(line, line.cgst)),
              right(['SGST', 'rate'], 28, (line) => rate(line, 2)),
              right(['SGST', '(Rs.)'], 44, (line) => taxAmount(line, line.sgst)),
            ]
          : [
              right(['IGST', 'rate'], 28, (line) => rate(line)),
              right(['IGST', '(Rs.)'], 48, (line) => taxAmount(line, line.igst)),
            ]),
      ];
  const columns = [...lead, ...tax];
  // The description takes the width the others leave.
  const rest = PAGE.width - 2 * PAGE.margin - columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (column.width === 0 ? { ...column, width: rest } : column));
}

/** The totals under the table, label and amount. */
function totalsOf(receipt: Receipt): [string, string][] {
  const { totals, kind, withinState } = receipt;
  const rows: [string, string][] = [];
  if (kind === 'tax-invoice' || kind === 'invoice-cum-bill-of-supply') {
    rows.push(['Taxable value', rupees(totals.taxableValue)]);
    if (totals.exemptValue > 0) rows.push(['Nil-rated value (no GST)', rupees(totals.exemptValue)]);
    if (withinState) rows.push(['CGST', rupees(totals.cgst)], ['SGST', rupees(totals.sgst)]);
    else rows.push(['IGST', rupees(totals.igst)]);
  }
  rows.push(['Total paid', rupees(totals.value)]);
  return rows;
}

/** What the document says under its totals. */
function notesOf(receipt: Receipt): string[] {
  const notes = ['Prices include GST where it applies.'];
  if (receipt.kind === 'receipt') return ['The seller is not registered for GST, so no GST is charged.'];
  if (receipt.totals.exemptValue > 0)
    notes.push('Printed books (HSN 4901) are nil-rated: no GST is charged on them.');
  notes.push('Whether tax is payable on reverse charge: No');
  return notes;
}

/** Draws text with pdf-lib, top-left at (x, y from the top), in what the standard fonts can show. */
function writer(page: () => PDFPage, fonts: { regular: PDFFont; bold: PDFFont }) {
  return (
    text: string,
    x: number,
    top: number,
    {
      size = 9,
      bold = false,
      colour = INK,
      alignRightAt,
    }: { size?: number; bold?: boolean; colour?: ReturnType<typeof rgb>; alignRightAt?: number } = {},
  ) => {
    const font = bold ? fonts.bold : fonts.regular;
    const shown = latin1(text);
    const left = alignRightAt === undefined ? x : alignRightAt - font.widthOfTextAtSize(shown, size);
    page().drawText(shown, { x: left, y: PAGE.height - top - size, size, font, color: colour });
  };
}

/** The receipt as PDF bytes. */
export async function renderReceipt(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  const write = writer(() => page, fonts);
  const { margin } = PAGE;
  const usable = PAGE.width - 2 * margin;
  const rightEdge = PAGE.width - margin;
  let top = margin;

  const rule = () => {
    page.drawLine({
      start: { x: margin, y: PAGE.height - top },
      end: { x: rightEdge, y: PAGE.height - top },
      thickness: 0.5,
      color: RULE,
    });
  };
  const paragraph = (text: string, options: Parameters<typeof write>[3] = {}, width = usable, x = margin) => {
    const size = options.size ?? 9;
    for (const line of wrap(latin1(text), options.bold ? fonts.bold : fonts.regular, size, width)) {
      write(line, x, top, options);
      top += size + 3;
    }
  };

  // The title, number and date.
  write(receipt.title, margin, top, { size: 18, bold: true });
  write(`No. ${receipt.number}`, 0, top, { size: 10, bold: true, alignRightAt: rightEdge });
  write(`Date: ${longDateInIndia(receipt.date)}`, 0, top + 14, { size: 9, alignRightAt: rightEdge });
  top += 34;

  // The seller.
  const { seller } = receipt;
  paragraph(seller.legalName, { bold: true, size: 10 });
  paragraph(seller.address);
  paragraph(seller.gstin ? `GSTIN: ${seller.gstin}` : 'Not registered for GST');
  paragraph(`State: ${stateLabel(seller.state)}`);
  top += 8;
  rule();
  top += 8;

  // The buyer and the place of supply.
  paragraph('Billed and delivered to', { bold: true, colour: MUTED, size: 8 });
  paragraph(receipt.buyer.name, { bold: true });
  for (const line of receipt.buyer.address) paragraph(line);
  paragraph(`Place of supply: ${stateLabel(receipt.placeOfSupply)}`);
  paragraph(`Order ${receipt.orderReference}, payment ${receipt.paymentId}`, { colour: MUTED, size: 8 });
  top += 8;

  // The lines.
  const columns = columnsOf(receipt);
  const cellX = (index: number) =>
    margin + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0);
  const drawRow = (cells: string[][], bold: boolean) => {
    const height = Math.max(...cells.map((lines) => lines.length)) * TABLE.leading + 2 * TABLE.padding;
    if (top + height > PAGE.height - margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      top = margin;
    }
    cells.forEach((lines, index) => {
      const column = columns[index]!;
      lines.forEach((line, at) => {
        const y = top + TABLE.padding + at * TABLE.leading;
        const x = cellX(index);
        if (column.align === 'right')
          write(line, 0, y, { size: TABLE.size, bold, alignRightAt: x + column.width - TABLE.padding });
        else write(line, x + TABLE.padding, y, { size: TABLE.size, bold });
      });
    });
    top += height;
    rule();
  };
  rule();
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  receipt.lines.forEach((line, index) => {
    drawRow(
      columns.map((column) => {
        const text = latin1(column.cell(line, index));
        return column.align === 'left'
          ? wrap(text, fonts.regular, TABLE.size, column.width - 2 * TABLE.padding)
          : [text];
      }),
      false,
    );
  });
  top += 8;

  // The totals, right-aligned.
  for (const [label, value] of totalsOf(receipt)) {
    const grand = label === 'Total paid';
    write(label, 0, top, { bold: grand, alignRightAt: rightEdge - 110 });
    write(value, 0, top, { bold: grand, alignRightAt: rightEdge });
    top += 14;
  }
  top += 10;
  for (const note of notesOf(receipt)) paragraph(note, { size: 8 });
  top += 6;
  paragraph(`For ${seller.legalName}. Made by computer from the shop's records; it needs no signature.`, {
    size: 8,
    colour: MUTED,
  });

  pdf.setTitle(`${receipt.title} ${receipt.number}`);
  pdf.setAuthor(seller.legalName);
  pdf.setProducer('Aspire');
  pdf.setCreationDate(receipt.date);
  pdf.setModificationDate(receipt.date);
  return pdf.save();
}
