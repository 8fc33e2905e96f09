/**
 * Gives paid orders their receipt numbers and makes their PDFs. A number is given once per order: at
 * payment (both the checkout and the webhook settle through here), or at the first download of an order
 * paid before receipts existed. One order is numbered at a time across instances (a lease), and the
 * number is written only on an order that has none, so neither a retry nor two instances give it two.
 */
import { ApiError, type Logger } from '@aspire/service-kit';
import { leases } from '@aspire/service-kit/lease';
import type { Db } from 'mongodb';
import { invoiceCounters } from '../repo/invoice-counters.ts';
import type { InvoiceTaxDoc, OrderDoc } from '../repo/order-doc.ts';
import type { OrdersRepo } from '../repo/orders.ts';
import type { ProductsRepo } from '../repo/products.ts';
import { invoiceNumber, receiptFilename, seriesOf } from './numbering.ts';
import { type NumberedOrder, receiptOf } from './receipt.ts';
import type { Seller } from './seller.ts';

export const NOT_PAID = 'This order is not paid, so it has no receipt';

const isNumbered = (order: OrderDoc): order is NumberedOrder =>
  Boolean(order.invoiceNumber && order.invoiceTax && order.paidAt && order.paymentId);

export function receiptBook({
  db,
  orders,
  products,
  seller,
  logger,
}: {
  db: Db;
  orders: OrdersRepo;
  products: ProductsRepo;
  seller: Seller;
  logger: Logger;
}) {
  const counters = invoiceCounters(db);
  const numbering = leases(db, 'receipt_number_leases', {
    leaseMs: 15_000,
    waitMs: 10_000,
    busy: new ApiError(503, 'Your receipt is being prepared; please try again in a moment'),
  });

  /**
   * What the receipt is taxed by, fixed now. A line whose product has no HSN code and rate (a product of
   * an earlier version start-up could not place) is never guessed: the receipt waits until it has them.
   */
  async function taxFacts(order: OrderDoc): Promise<InvoiceTaxDoc> {
    const known = await products.taxData(order.lines.map((line) => line.productId));
    const missing = order.lines.find((line) => !known.has(line.productId));
    if (missing) {
      logger('error', 'a product has no tax data, so its order has no receipt', {
        productId: missing.productId,
        orderId: order._id.toHexString(),
      });
      throw new ApiError(
        409,
        `The receipt cannot be made yet: “${missing.productName}” has no HSN code and GST rate on record. The shop team can set them.`,
      );
    }
    return {
      sellerGstin: seller.gstin,
      sellerStateCode: seller.state.code,
      lines: order.lines.map((line) => known.get(line.productId)!),
    };
  }

  /** The paid order with its number (given now if it has none). */
  async function numbered(order: OrderDoc): Promise<NumberedOrder> {
    if (isNumbered(order)) return order;
    if (!order.paymentId || !order.paidAt) throw new ApiError(409, NOT_PAID);
    const id = order._id.toHexString();
    return numbering.exclusively(`receipt:${id}`, async () => {
      const current = (await orders.findById(id)) ?? order;
      if (isNumbered(current) || !current.paidAt) return current as NumberedOrder;
      const tax = await taxFacts(current);
      const series = seriesOf(current.paidAt);
      const number = invoiceNumber(series, await counters.next(series));
      const written = await orders.invoices.numberOnce(current, number, tax);
      if (written && isNumbered(written)) return written;
      // Only when the lease ran out under a stalled process: that one's number stands, this one is unused.
      logger('warn', 'a receipt number was left unused', { number, orderId: id });
      const after = await orders.findById(id);
      if (!after || !isNumbered(after)) throw new Error(`order ${id} could not be numbered`);
      return after;
    });
  }

  return {
    numbered,
    /**
     * At payment: numbers the order, never failing the payment that settled it (a number not given now
     * is given at the first download).
     */
    async numberAtPayment(order: OrderDoc) {
      try {
        return await numbered(order);
      } catch (error) {
        logger('warn', 'receipt not numbered at payment; the first download numbers it', {
          orderId: order._id.toHexString(),
          error: error instanceof Error ? error.message : String(error),
        });
        return order;
      }
    },
    /** The receipt's PDF and the file name it downloads as. */
    async pdf(order: OrderDoc) {
      const paid = await numbered(order);
      // pdf-lib loads with the first receipt, so an instance that never makes one never holds it.
      const { renderReceipt } = await import('./receipt-pdf.ts');
      const bytes = await renderReceipt(receiptOf(paid, seller));
      return { bytes, filename: receiptFilename(paid.invoiceNumber) };
    },
  };
}
export type ReceiptBook = ReturnType<typeof receiptBook>;
