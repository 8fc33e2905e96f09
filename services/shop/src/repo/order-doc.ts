/**
 * How the shop keeps an order, how its customer sees it, and the keys staff find it by: lower-cased
 * search keys on the order itself, and its products in a collection beside it (`order_products`).
 */

import type { StaffRefund } from '@aspire/contracts/orders-desk';
import { phoneSchema } from '@aspire/contracts/phone';
import { ERASED } from '@aspire/contracts/privacy';
import type {
  Order,
  OrderStatus,
  RefundAnswer,
  RefundStatus,
  Shipment,
  ShippingAddress,
} from '@aspire/contracts/shop';
import type { Actor } from '@aspire/contracts/staff';
import { type PersonKeys, personKeys, prefixRange, searchRanges } from '@aspire/service-kit/person-search';
import type { Document, ObjectId } from 'mongodb';
import type { TaxData } from '../receipts/tax.ts';

export type OrderLine = Order['lines'][number];
export type ShipmentDoc = Shipment & { shippedAt: Date };
/** Who placed an order, as their account said when they did (the token's claims). */
export type AccountDoc = { name: string; email: string; phone: string };

/** What staff search orders by: the customer's name, e-mail and phone, and the receipt number. */
export type OrderSearchKeys = PersonKeys & { receiptLower: string };
export const ORDER_SEARCH_KEYS = [
  'nameLower',
  'familyNameLower',
  'emailLower',
  'phoneDigits',
  'phoneNational',
  'receiptLower',
] as const satisfies readonly (keyof OrderSearchKeys)[];

/** A refund of an order, as staff asked for it and as the gateway answered. */
export type RefundDoc = {
  /** The request's idempotency key: one refund per key, whatever is retried. */
  id: string;
  /** Paise. */
  amount: number;
  reason: string;
  by: Actor;
  status: RefundStatus;
  /** The gateway's `rfnd_…` id, once it has answered. */
  gatewayRefundId: string | null;
  failureReason: string | null;
  createdAt: Date;
  processedAt: Date | null;
  /** When the gateway was last asked to make it (a lost answer is asked again only well after). */
  requestedAt: Date;
};

export type OrderDoc = {
  _id: ObjectId;
  userId: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  receipt: string;
  gateway: string;
  paymentOrderId: string;
  /** Absent until paid; unique (sparse) so one payment can never settle two orders. */
  paymentId?: string;
  paidVia?: 'checkout' | 'webhook';
  failureReason?: string;
  lines: OrderLine[];
  shippingAddress: ShippingAddress | null;
  /** The buyer's account when the order was made (orders of earlier versions have none). */
  account?: AccountDoc;
  createdAt: Date;
  paidAt: Date | null;
  /** Set by the `shipped` step. */
  shipment?: ShipmentDoc;
  /** Set by the `delivered` step. */
  deliveredAt?: Date;
  history: { status: OrderStatus; at: Date; via: string }[];
  /** Oldest first; absent until the first refund. Only ever pushed to, so an index names one for good. */
  refunds?: RefundDoc[];
  /**
   * The refunds' keys beside them, so "no refund with this key" is asked of a plain array (a condition
   * on the sub-documents is not checked reliably everywhere: docs/database.md).
   */
  refundKeys?: string[];
  /** Paise of pending and processed refunds (absent: 0); never above `amount`. */
  refundedAmount?: number;
  /** How many refunds wait for the gateway's outcome (the hourly sweep's index). */
  pendingRefunds?: number;
  /** The receipt's number in its financial year's series (`ASP/26-27/000123`), given once when paid. */
  invoiceNumber?: string;
  /** Written with `invoiceNumber`. */
  invoiceTax?: InvoiceTaxDoc;
  /** When the customer's erasure reached the shop: their name, contact and address are gone (`erasedOrder`). */
  erasedAt?: Date;
} & Partial<OrderSearchKeys>; // written with the order; an earlier version's orders get them at start-up

/**
 * The tax facts of an order's receipt, fixed when its number is given (at payment), so the document
 * reads the same at every download whatever changes later: whether the seller was registered (its
 * GSTIN), its state, and each line's HSN and rate (in the order's line order).
 */
export type InvoiceTaxDoc = { sellerGstin: string | null; sellerStateCode: string; lines: TaxData[] };

/** One product of an order (`_id` = `<productId>:<order id>`, so writing it twice keeps one). */
export type OrderProductDoc = { _id: string; orderId: ObjectId; productId: string; createdAt: Date };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A refund as its customer sees it. */
export const toRefundAnswer = (refund: RefundDoc): RefundAnswer => ({
  id: refund.id,
  amount: refund.amount,
  status: refund.status,
  createdAt: refund.createdAt.toISOString(),
  processedAt: iso(refund.processedAt),
});

/** A refund as staff see it: who asked for it and why, and what the gateway said. */
export const toStaffRefund = (refund: RefundDoc): StaffRefund => ({
  ...toRefundAnswer(refund),
  reason: refund.reason,
  by: refund.by,
  gatewayRefundId: refund.gatewayRefundId,
  failureReason: refund.failureReason,
});

export const toOrder = (doc: OrderDoc): Order => ({
  _id: doc._id.toHexString(),
  status: doc.status,
  amount: doc.amount,
  currency: doc.currency,
  receipt: doc.receipt,
  paymentOrderId: doc.paymentOrderId,
  paymentId: doc.paymentId ?? null,
  lines: doc.lines,
  shippingAddress: doc.shippingAddress,
  createdAt: doc.createdAt.toISOString(),
  paidAt: doc.paidAt ? doc.paidAt.toISOString() : null,
  shipment: doc.shipment
    ? {
        carrier: doc.shipment.carrier,
        trackingNumber: doc.shipment.trackingNumber,
        ...(doc.shipment.trackingUrl && { trackingUrl: doc.shipment.trackingUrl }),
        shippedAt: doc.shipment.shippedAt.toISOString(),
      }
    : null,
  deliveredAt: doc.deliveredAt ? doc.deliveredAt.toISOString() : null,
  refunds: (doc.refunds ?? []).map(toRefundAnswer),
  refundedAmount: doc.refundedAmount ?? 0,
  invoiceNumber: doc.invoiceNumber ?? null,
});

/** The account placing an order, from its token: the phone in E.164 when it parses, as addresses keep it. */
export function accountOf(user: {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
}) {
  const phone = phoneSchema.safeParse(user.mobileNumber);
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: phone.success ? phone.data : user.mobileNumber,
  } satisfies AccountDoc;
}

/** Who an order is for: the person of its delivery address, else the account that placed it. */
export function customerOf(doc: Pick<OrderDoc, 'shippingAddress' | 'account'>): AccountDoc {
  const address = doc.shippingAddress;
  if (address) return { name: address.name, email: address.email, phone: address.mobileNumber };
  return doc.account ?? { name: '', email: '', phone: '' };
}

/** The keys an order is searched by, from its customer as it stands. */
export const searchKeysOf = (doc: Pick<OrderDoc, 'shippingAddress' | 'account' | 'receipt'>) => {
  const { name, email, phone } = customerOf(doc);
  return { ...personKeys(name, email, phone), receiptLower: doc.receipt.toLowerCase() };
};

/** The ranges a search `q` reads: the customer's (name, e-mail, phone) and the receipt number's. */
export function orderSearches(q: string | undefined): Document[] {
  const text = q?.trim().toLowerCase();
  if (!text) return [];
  const ranges: Document[] = [...searchRanges(text), { receiptLower: prefixRange(text) }];
  // A receipt read out from an e-mail may be typed without its `rcpt_`.
  if (/^[0-9a-f]{4,}$/.test(text)) ranges.push({ receiptLower: prefixRange(`rcpt_${text}`) });
  return ranges;
}

/**
 * What an order keeps once its customer erased their data: what GST law needs (lines, HSN and rates,
 * amounts, the receipt's number and date, and the delivery state: the place of supply), the payment and
 * refund ids (to reconcile with the gateway) and its history; their name, e-mail, phone, street, city
 * and PIN go, and the keys staff searched them by with them.
 */
export function erasedOrder(doc: Pick<OrderDoc, 'shippingAddress' | 'account'>, at: Date) {
  const to = doc.shippingAddress;
  const blank = { nameLower: '', familyNameLower: '', emailLower: '', phoneDigits: '', phoneNational: '' };
  return {
    shippingAddress: to && {
      name: ERASED,
      email: '',
      mobileNumber: '',
      pincode: '',
      address: '',
      flat: '',
      landmark: '',
      city: '',
      state: to.state,
    },
    ...(doc.account && { account: { name: ERASED, email: '', phone: '' } }),
    ...(blank satisfies PersonKeys),
    erasedAt: at,
  } satisfies Partial<OrderDoc>;
}

/** Each product of the order once, as the product filter reads them. */
export const orderProductDocs = (doc: Pick<OrderDoc, '_id' | 'lines' | 'createdAt'>): OrderProductDoc[] =>
  [...new Set(doc.lines.map((line) => line.productId))].map((productId) => ({
    _id: `${productId}:${doc._id.toHexString()}`,
    orderId: doc._id,
    productId,
    createdAt: doc.createdAt,
  }));

/** An order as the audit log names it: its reference, labelled by its receipt number. */
export const orderSubject = (doc: Pick<OrderDoc, '_id' | 'receipt'>) => ({
  kind: 'order',
  id: doc._id.toHexString(),
  label: doc.receipt,
});
