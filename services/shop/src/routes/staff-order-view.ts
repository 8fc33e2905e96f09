/** Orders as the orders desk answers them: list rows, an order's page, CSV lines. */
import { type StaffOrder, type StaffOrderRow, staffOrderSchema } from '@aspire/contracts/orders-desk';
import { ORDER_STATUS_LABELS } from '@aspire/contracts/shop';
import type { AuditEntry } from '@aspire/contracts/staff';
import type { CsvColumn } from '@aspire/service-kit/csv-export';
import type { OutboxDoc } from '@aspire/service-kit/mail/outbox';
import { orderMailKeys } from '../mail/order-notices.ts';
import { customerOf, type OrderDoc, toOrder, toStaffRefund } from '../repo/order-doc.ts';

export const toRow = (doc: OrderDoc): StaffOrderRow => {
  const customer = customerOf(doc);
  return {
    id: doc._id.toHexString(),
    receipt: doc.receipt,
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
    paidAt: doc.paidAt?.toISOString() ?? null,
    amount: doc.amount,
    customerId: doc.userId,
    customerName: customer.name,
    customerEmail: customer.email,
    // An erased order's city is '': none to show.
    city: doc.shippingAddress?.city || null,
    lineCount: doc.lines.length,
    itemCount: doc.lines.reduce((sum, line) => sum + line.qty, 0),
    firstProductName: doc.lines[0]?.productName ?? '',
    trackingNumber: doc.shipment?.trackingNumber ?? null,
    refundedAmount: doc.refundedAmount ?? 0,
    invoiceNumber: doc.invoiceNumber ?? null,
    erased: Boolean(doc.erasedAt),
  };
};

const MAIL_STATUS = { pending: 'queued', sent: 'sent', failed: 'failed' } as const;

/** The order's page: the order, who placed it, how it was paid, its refunds, history, staff entries and e-mails. */
export function toStaffOrder(doc: OrderDoc, entries: AuditEntry[], mails: OutboxDoc[]): StaffOrder {
  const labels = new Map(orderMailKeys(doc).map(({ key, label }) => [key, label]));
  return staffOrderSchema.parse({
    ...toOrder(doc),
    refunds: (doc.refunds ?? []).map(toStaffRefund),
    customerId: doc.userId,
    gateway: doc.gateway,
    paidVia: doc.paidVia ?? null,
    failureReason: doc.failureReason ?? null,
    history: doc.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    audit: entries,
    mails: mails
      .map((mail) => ({
        key: mail._id,
        label: labels.get(mail._id) ?? mail.template,
        status: MAIL_STATUS[mail.status],
        at: (mail.sentAt ?? mail.failedAt ?? mail.createdAt).toISOString(),
      }))
      .sort((a, b) => a.at.localeCompare(b.at)),
    erasedAt: doc.erasedAt?.toISOString() ?? null,
  });
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The CSV export's columns, in order: header text and the value of an order. */
export const CSV_COLUMNS: CsvColumn<OrderDoc>[] = [
  ['Receipt', (doc) => doc.receipt],
  ['Invoice number', (doc) => doc.invoiceNumber ?? null],
  ['Order reference', (doc) => doc._id.toHexString()],
  ['Status', (doc) => ORDER_STATUS_LABELS[doc.status]],
  ['Placed', (doc) => doc.createdAt.toISOString()],
  ['Paid', (doc) => iso(doc.paidAt)],
  ['Amount (INR)', (doc) => rupees(doc.amount)],
  ['Refunded (INR)', (doc) => rupees(doc.refundedAmount ?? 0)],
  ['Customer account', (doc) => doc.userId],
  ['Name', (doc) => customerOf(doc).name],
  ['Email', (doc) => customerOf(doc).email],
  ['Phone', (doc) => customerOf(doc).phone],
  ['City', (doc) => doc.shippingAddress?.city ?? null],
  ['State', (doc) => doc.shippingAddress?.state ?? null],
  ['Pincode', (doc) => doc.shippingAddress?.pincode ?? null],
  ['Items', (doc) => doc.lines.map((line) => `${line.qty} × ${line.productName}`).join('; ')],
  ['Item count', (doc) => doc.lines.reduce((sum, line) => sum + line.qty, 0)],
  ['Payment', (doc) => doc.paymentId ?? null],
  ['Carrier', (doc) => doc.shipment?.carrier ?? null],
  ['Tracking number', (doc) => doc.shipment?.trackingNumber ?? null],
  ['Shipped', (doc) => iso(doc.shipment?.shippedAt)],
  ['Delivered', (doc) => iso(doc.deliveredAt)],
];
