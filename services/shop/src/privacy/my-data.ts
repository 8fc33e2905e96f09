/**
 * The shop's part of "Download my data": the person's cart and saved delivery address, and every order
 * they placed, as the shop keeps it (staff are named by team, never by name), with sentences to read.
 */
import { type MyDataPart, myDataPartSchema } from '@aspire/contracts/privacy';
import { formatPaise, ORDER_STATUS_LABELS } from '@aspire/contracts/shop';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import type { CartsRepo } from '../repo/carts.ts';
import type { OrderDoc } from '../repo/order-doc.ts';
import type { OrdersRepo } from '../repo/orders.ts';
import type { ProductsRepo } from '../repo/products.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An order as the person's download shows it: every fact the shop holds of it. */
function orderData(doc: OrderDoc) {
  return {
    reference: doc._id.toHexString(),
    orderReference: doc.receipt,
    status: ORDER_STATUS_LABELS[doc.status],
    placedAt: doc.createdAt.toISOString(),
    items: doc.lines.map(({ productId, productName, qty, mrp, sellingPrice }) => ({
      productId,
      productName,
      qty,
      mrpRupees: mrp,
      priceRupees: sellingPrice,
    })),
    amount: formatPaise(doc.amount),
    currency: doc.currency,
    history: doc.history.map(({ status, at }) => ({
      status: ORDER_STATUS_LABELS[status],
      at: at.toISOString(),
    })),
    deliveryAddress: doc.shippingAddress,
    /** The account's details as they were when the order was placed. */
    placedAs: doc.account ?? null,
    payment: {
      gateway: doc.gateway,
      paymentOrderId: doc.paymentOrderId,
      paymentId: doc.paymentId ?? null,
      paidAt: iso(doc.paidAt),
      failureReason: doc.failureReason ?? null,
    },
    receiptNumber: doc.invoiceNumber ?? null,
    shipment: doc.shipment
      ? {
          carrier: doc.shipment.carrier,
          trackingNumber: doc.shipment.trackingNumber,
          trackingUrl: doc.shipment.trackingUrl ?? null,
          shippedAt: doc.shipment.shippedAt.toISOString(),
        }
      : null,
    deliveredAt: iso(doc.deliveredAt),
    refunds: (doc.refunds ?? []).map((refund) => ({
      reference: refund.id,
      gatewayRefundId: refund.gatewayRefundId,
      amount: formatPaise(refund.amount),
      status: refund.status,
      reason: refund.reason,
      askedBy: 'Shop team',
      askedAt: refund.createdAt.toISOString(),
      settledAt: iso(refund.processedAt),
    })),
    erasedAt: iso(doc.erasedAt),
  };
}

/** What the person reads first: how many orders and when, their receipts and refunds, their cart. */
function summaryOf(orders: OrderDoc[], cartItems: number, savedAddress: boolean) {
  const summary: string[] = [];
  const last = orders[0];
  summary.push(
    last
      ? `${count(orders.length, 'order', 'orders')}, the last on ${longDateInIndia(last.createdAt)}.`
      : 'You have placed no orders in the shop.',
  );
  const receipts = orders.flatMap((doc) => (doc.invoiceNumber ? [doc.invoiceNumber] : []));
  if (receipts.length > 0)
    summary.push(
      `${count(receipts.length, 'receipt', 'receipts')} (${receipts.join(', ')}): kept for as long as GST law requires, even after you erase your account.`,
    );
  const refunds = orders.flatMap((doc) => doc.refunds ?? []);
  if (refunds.length > 0)
    summary.push(
      `${count(refunds.length, 'refund', 'refunds')}, ${formatPaise(refunds.reduce((sum, refund) => sum + refund.amount, 0))} in all.`,
    );
  summary.push(
    cartItems > 0 ? `Your cart holds ${count(cartItems, 'item', 'items')}.` : 'Your cart is empty.',
  );
  if (savedAddress)
    summary.push('We keep the delivery address you gave last, to fill in your next checkout.');
  return summary;
}

export function myShopData({
  orders,
  carts,
  products,
}: {
  orders: OrdersRepo;
  carts: CartsRepo;
  products: ProductsRepo;
}) {
  return async (userId: string): Promise<MyDataPart> => {
    const [docs, lines, savedAddress] = await Promise.all([
      orders.ofUser(userId),
      carts.lines(userId),
      carts.shippingAddress(userId),
    ]);
    const items = await Promise.all(
      lines.map(async ({ productId, qty, addedAt }) => ({
        productId,
        productName: (await products.find(productId))?.productName ?? productId,
        qty,
        addedAt: addedAt.toISOString(),
      })),
    );
    return myDataPartSchema.parse({
      summary: summaryOf(docs, lines.length, savedAddress !== null),
      data: {
        cart: { items, savedDeliveryAddress: savedAddress },
        orders: docs.map(orderData),
      },
    });
  };
}
