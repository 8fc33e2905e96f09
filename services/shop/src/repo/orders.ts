import type { Order, OrderStatus, ShippingAddress } from '@aspire/contracts/shop';
import { type Db, ObjectId } from 'mongodb';
import { isDuplicateKey } from './carts.ts';

export type OrderLine = Order['lines'][number];
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
  createdAt: Date;
  paidAt: Date | null;
  history: { status: OrderStatus; at: Date; via: string }[];
};

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
});

export type SettleResult =
  | { outcome: 'settled'; order: OrderDoc }
  | { outcome: 'already'; order: OrderDoc }
  | { outcome: 'conflict'; order: OrderDoc };

/** One settlement per payment order (`_id`) and per payment (unique `paymentId`). */
type SettlementDoc = { _id: string; paymentId: string; via: 'checkout' | 'webhook'; at: Date };
/** Which order a payment order belongs to, keyed by the payment order id. */
type PaymentOrderKey = { _id: string; orderId: ObjectId };
/** The payment order last made for a cart: `_id` = `<userId>:<hash of the cart's lines and total>`. */
type CartPaymentOrder = { _id: string; paymentOrderId: string; at: Date };

/** A payment order may still be paid while it is `created` or its last attempt `failed` (Razorpay keeps it open). */
const OPEN_STATUSES: ReadonlySet<OrderStatus> = new Set(['created', 'failed']);

/**
 * Orders: created → paid → fulfilled, or failed / cancelled. Paying is decided by inserting a settlement
 * keyed by the payment order id with a unique payment id: the database's unique keys are the one atomic
 * step FerretDB 1.24 offers (its conditional updates are not atomic), so a retry, a double click or a
 * webhook racing the browser settles an order exactly once, and the order document then follows it.
 */
export function ordersRepo(db: Db) {
  const orders = db.collection<OrderDoc>('orders');
  const settlements = db.collection<SettlementDoc>('settlements');
  const keys = db.collection<PaymentOrderKey>('payment_order_keys');
  const cartOrders = db.collection<CartPaymentOrder>('cart_payment_orders');

  /**
   * The order of a payment order, found by `_id` lookups only: FerretDB 1.24 on SQLite answers a filter on
   * any other field by reading the whole collection (at 5,000 orders, 206 ms by the indexed
   * `paymentOrderId`; by `_id`, with scripts/ferretdb's patch, 2–3 ms at any size). Orders created before
   * the key existed are still found by the field.
   */
  async function orderOf(paymentOrderId: string) {
    const key = await keys.findOne({ _id: paymentOrderId });
    return key ? orders.findOne({ _id: key.orderId }) : orders.findOne({ paymentOrderId });
  }

  /**
   * Makes the order document show its settlement (idempotent: every caller may repeat it). Read again
   * and written by `_id` alone: FerretDB 1.24 reads the whole collection for a filter with any other field.
   */
  async function applySettlement(
    orderId: ObjectId,
    settlement: SettlementDoc,
    shippingAddress?: ShippingAddress,
  ) {
    const current = await orders.findOne({ _id: orderId });
    if (!current) return null;
    const fulfilled = current.status === 'fulfilled';
    const needsPaid = !fulfilled && (current.status !== 'paid' || current.paymentId !== settlement.paymentId);
    const needsAddress = shippingAddress && !current.shippingAddress;
    if (!needsPaid && !needsAddress) return current;
    return orders.findOneAndUpdate(
      { _id: current._id },
      {
        $set: {
          ...(needsPaid
            ? {
                status: 'paid' as const,
                paymentId: settlement.paymentId,
                paidAt: settlement.at,
                paidVia: settlement.via,
              }
            : {}),
          ...(needsAddress ? { shippingAddress } : {}),
        },
        ...(needsPaid
          ? { $push: { history: { status: 'paid' as const, at: settlement.at, via: settlement.via } } }
          : {}),
      },
      { returnDocument: 'after' },
    );
  }

  return {
    async init() {
      await orders.createIndex({ paymentOrderId: 1 }, { unique: true });
      await orders.createIndex({ paymentId: 1 }, { unique: true, sparse: true });
      await orders.createIndex({ userId: 1, createdAt: -1 });
      await settlements.createIndex({ paymentId: 1 }, { unique: true });
    },
    /**
     * The open order made for this very cart (same user, same lines and total), so asking again for a
     * payment order of an unchanged cart answers the same one; null when there is none still payable.
     */
    async openForCart(userId: string, cartHash: string) {
      const key = await cartOrders.findOne({ _id: `${userId}:${cartHash}` });
      if (!key) return null;
      const order = await orderOf(key.paymentOrderId);
      if (!order || order.userId !== userId || !OPEN_STATUSES.has(order.status)) return null;
      if (await settlements.findOne({ _id: order.paymentOrderId })) return null;
      return order;
    },
    /** Keeps the delivery address of an open order up to date with the one the buyer gave last. */
    async refreshAddress(order: OrderDoc, shippingAddress: ShippingAddress | null) {
      if (!shippingAddress || JSON.stringify(order.shippingAddress) === JSON.stringify(shippingAddress))
        return order;
      await orders.updateOne({ _id: order._id }, { $set: { shippingAddress } });
      return { ...order, shippingAddress };
    },
    async create(
      input: Omit<OrderDoc, '_id' | 'status' | 'createdAt' | 'paidAt' | 'history'>,
      cartHash: string,
    ) {
      const now = new Date();
      const doc: OrderDoc = {
        _id: new ObjectId(),
        ...input,
        status: 'created',
        createdAt: now,
        paidAt: null,
        history: [{ status: 'created', at: now, via: 'checkout' }],
      };
      await orders.insertOne(doc);
      await keys.insertOne({ _id: doc.paymentOrderId, orderId: doc._id });
      await cartOrders.replaceOne(
        { _id: `${doc.userId}:${cartHash}` },
        { paymentOrderId: doc.paymentOrderId, at: now },
        { upsert: true },
      );
      return doc;
    },
    findByPaymentOrder: orderOf,
    listByUser: (userId: string) =>
      orders
        .find({ userId, status: { $ne: 'created' } })
        .sort({ createdAt: -1 })
        .limit(100)
        .toArray(),
    /**
     * Settles the order (as the caller found it) with this payment, once. The same payment again answers
     * `already` (the same order); another payment for a paid order, or a payment id used for another
     * order, is a `conflict`.
     */
    async settle(
      order: OrderDoc,
      paymentId: string,
      via: 'checkout' | 'webhook',
      shippingAddress?: ShippingAddress,
    ): Promise<SettleResult> {
      // A captured payment settles even an order cancelled as abandoned: money that moved is never lost.
      const settlement: SettlementDoc = { _id: order.paymentOrderId, paymentId, via, at: new Date() };
      let outcome: 'settled' | 'already' = 'settled';
      try {
        await settlements.insertOne(settlement);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const existing = await settlements.findOne({ _id: order.paymentOrderId });
        if (!existing || existing.paymentId !== paymentId) return { outcome: 'conflict', order };
        Object.assign(settlement, existing);
        outcome = 'already';
      }
      const updated = await applySettlement(order._id, settlement, shippingAddress);
      return { outcome, order: updated ?? order };
    },
    /** Abandoned checkouts: `created` orders older than `before` with no settlement become `cancelled`. */
    async cancelStale(before: Date) {
      const stale = await orders
        .find({ status: 'created', createdAt: { $lt: before } })
        .limit(500)
        .toArray();
      let cancelled = 0;
      for (const order of stale) {
        if (await settlements.findOne({ _id: order.paymentOrderId })) continue;
        const now = new Date();
        const result = await orders.updateOne(
          { _id: order._id, status: 'created' },
          {
            $set: { status: 'cancelled' },
            $push: { history: { status: 'cancelled', at: now, via: 'expiry' } },
          },
        );
        cancelled += result.modifiedCount;
        const settled = await settlements.findOne({ _id: order.paymentOrderId });
        if (settled) await applySettlement(order._id, settled);
      }
      return cancelled;
    },
    /** paid → fulfilled, when the college has delivered the order. */
    async markFulfilled(paymentOrderId: string) {
      const order = await orderOf(paymentOrderId);
      if (!order) return false;
      const now = new Date();
      const result = await orders.updateOne(
        { _id: order._id, status: 'paid' },
        {
          $set: { status: 'fulfilled' },
          $push: { history: { status: 'fulfilled', at: now, via: 'college' } },
        },
      );
      return result.modifiedCount === 1;
    },
    /** A failed attempt: created → failed; an order with a settlement never goes back. */
    async markFailed(paymentOrderId: string, reason: string) {
      if (await settlements.findOne({ _id: paymentOrderId })) return;
      const order = await orderOf(paymentOrderId);
      if (!order) return;
      const now = new Date();
      await orders.updateOne(
        { _id: order._id, status: 'created' },
        {
          $set: { status: 'failed', failureReason: reason },
          $push: { history: { status: 'failed', at: now, via: 'webhook' } },
        },
      );
      // A payment that settled meanwhile wins over the late failure.
      const settled = await settlements.findOne({ _id: paymentOrderId });
      if (settled) await applySettlement(order._id, settled);
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
