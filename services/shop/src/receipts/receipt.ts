/**
 * What an order's receipt says, from the order as numbered (its tax facts fixed at payment) and the
 * seller's name and address: which document it is, the place of supply, each line's tax, the totals.
 * A refunded order still shows the receipt of its sale: refunds are credit notes of their own (not made
 * here yet), never changes to the receipt.
 */

import { findState, type IndianState } from '@aspire/contracts/indian-states';
import { customerOf, type InvoiceTaxDoc, type OrderDoc } from '../repo/order-doc.ts';
import type { Seller } from './seller.ts';
import { DOCUMENT_TITLES, type DocumentKind, documentKind, type LineTax, taxIn } from './tax.ts';

/** Who an erased order's receipt names as its buyer; the place of supply stays (the delivery state is kept). */
export const ERASED_BUYER = "Details erased at the customer's request";

/** Rule 46's unit quantity code for goods counted in pieces. */
export const UNIT = 'Nos';

export type ReceiptLine = LineTax & {
  description: string;
  hsn: string;
  qty: number;
  /** Paise, tax included, as are all amounts below. */
  unitPrice: number;
  value: number;
  gstRate: number;
};

export type Receipt = {
  kind: DocumentKind;
  title: string;
  number: string;
  /** When it was paid: the document's date. */
  date: Date;
  seller: Omit<Seller, 'state'> & { state: IndianState };
  buyer: { name: string; address: string[] };
  placeOfSupply: IndianState;
  /** CGST + SGST (the place of supply is the seller's state), else IGST. */
  withinState: boolean;
  lines: ReceiptLine[];
  totals: LineTax & { value: number; exemptValue: number };
  orderReference: string;
  paymentId: string;
};

/** A numbered order: paid, with its receipt's number and tax facts. */
export type NumberedOrder = OrderDoc & {
  invoiceNumber: string;
  invoiceTax: InvoiceTaxDoc;
  paidAt: Date;
  paymentId: string;
};

/**
 * Goods go where their delivery ends (IGST Act, section 10(1)(a)): the delivery address's state. An
 * order without one, or whose state the address does not name in a way we know (checkout takes it as
 * typed), is placed in the seller's state, as a supply with no recorded address is.
 */
const placeOfSupply = (order: OrderDoc, sellerState: IndianState) =>
  (order.shippingAddress && findState(order.shippingAddress.state)) || sellerState;

export function receiptOf(order: NumberedOrder, seller: Pick<Seller, 'legalName' | 'address'>): Receipt {
  const tax = order.invoiceTax;
  const sellerState = findState(tax.sellerStateCode);
  if (!sellerState) throw new Error(`unknown seller state ${tax.sellerStateCode}`);
  const registered = tax.sellerGstin !== null;
  const place = placeOfSupply(order, sellerState);
  const withinState = place.code === sellerState.code;
  const lines = order.lines.map((line, index): ReceiptLine => {
    const { hsn, gstRate } = tax.lines[index]!;
    // No GST is charged by a seller not registered for it.
    const rate = registered ? gstRate : 0;
    const value = line.sellingPrice * 100 * line.qty;
    return {
      description: line.productName,
      hsn,
      qty: line.qty,
      unitPrice: line.sellingPrice * 100,
      value,
      gstRate: rate,
      ...taxIn(value, rate, withinState),
    };
  });
  const sum = (pick: (line: ReceiptLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals = {
    value: sum((line) => line.value),
    taxableValue: sum((line) => (line.gstRate > 0 ? line.taxableValue : 0)),
    exemptValue: sum((line) => (line.gstRate === 0 ? line.value : 0)),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
  };
  // The amount was fixed from these lines (delivery is free): a receipt never shows another total.
  if (totals.value !== order.amount)
    throw new Error(`order ${order._id.toHexString()}: its lines do not add up to what was paid`);
  const kind = documentKind(
    registered,
    lines.map((line) => line.gstRate),
  );
  const customer = customerOf(order);
  const to = order.shippingAddress;
  return {
    kind,
    title: DOCUMENT_TITLES[kind],
    number: order.invoiceNumber,
    date: order.paidAt,
    seller: {
      legalName: seller.legalName,
      address: seller.address,
      gstin: tax.sellerGstin,
      state: sellerState,
    },
    buyer: order.erasedAt
      ? { name: ERASED_BUYER, address: [] }
      : {
          name: customer.name,
          address: to
            ? [to.flat, to.address, to.landmark, `${to.city}, ${to.state} ${to.pincode}`].filter(
                (part): part is string => Boolean(part),
              )
            : [customer.email],
        },
    placeOfSupply: place,
    withinState,
    lines,
    totals,
    orderReference: order.receipt,
    paymentId: order.paymentId,
  };
}
