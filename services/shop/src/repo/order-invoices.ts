/**
 * The number of an order's receipt, on the order: written once, only on a paid order that has none, so a
 * retry or a second instance never gives an order two numbers; a unique index means no two orders
 * ever share one.
 */
import type { Collection } from 'mongodb';
import type { InvoiceTaxDoc, OrderDoc } from './order-doc.ts';

export function orderInvoices(orders: Collection<OrderDoc>, touch: () => Promise<unknown>) {
  return {
    async initInvoices() {
      await orders.createIndex({ invoiceNumber: 1 }, { unique: true, sparse: true });
    },
    /** Writes the number and its tax facts on `doc` if it is paid and has none; the order after, or null. */
    async numberOnce(doc: OrderDoc, invoiceNumber: string, invoiceTax: InvoiceTaxDoc) {
      const numbered = await orders.findOneAndUpdate(
        { _id: doc._id, paymentId: { $exists: true }, invoiceNumber: { $exists: false } },
        { $set: { invoiceNumber, invoiceTax } },
        { returnDocument: 'after' },
      );
      if (numbered) await touch();
      return numbered;
    },
  };
}
