import type { Order, OrderStatus, ShippingAddress } from '@aspire/contracts/shop';
import { ApiError } from '@aspire/service-kit';
import { leases } from '@aspire/service-kit/lease';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { type Db, ObjectId } from 'mongodb';

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

/** A settlement kept by an earlier version beside the order (`_id` = payment order id), read once at init. */
type OldSettlementDoc = { _id: string; paymentId: string; via: 'checkout' | 'webhook'; at: Date };
/** The payment order last made for a cart: `_id` = `<userId>:<hash of the cart's lines and total>`. */
type CartPaymentOrder = { _id: string; paymentOrderId: string; at: Date };

/** A payment order may still be paid while it is `created` or its last attempt `failed` (Razorpay keeps it open). */
const OPEN_STATUSES: ReadonlySet<OrderStatus> = new Set(['created', 'failed']);
/** An order that no payment settled yet (`paymentId` is set, once, by the settlement). */
const UNSETTLED = { paymentId: { $exists: false } } as const;

/**
 * Orders: created → paid → fulfilled, or failed / cancelled. Paying sets `paymentId` in one conditional
 * update of an order that has none, under a unique index on it: a retry, a double click or a webhook
 * racing the browser settles an order exactly once, and one payment never settles two orders.
 */
export function ordersRepo(db: Db) {
  const orders = db.collection<OrderDoc>('orders');
  const cartOrders = db.collection<CartPaymentOrder>('cart_payment_orders');

  /** Settles an unsettled order with this payment; null when it was settled already (by any payment). */
  async function settleOnce(
    filter: { _id: ObjectId } | { paymentOrderId: string },
    settlement: Omit<OldSettlementDoc, '_id'>,
  ) {
    return orders.findOneAndUpdate(
      { ...filter, ...UNSETTLED },
      {
        $set: {
          status: 'paid',
          paymentId: settlement.paymentId,
          paidAt: settlement.at,
          paidVia: settlement.via,
        },
        $push: { history: { status: 'paid', at: settlement.at, via: settlement.via } },
      },
      { returnDocument: 'after' },
    );
  }

  /**
   * Earlier versions recorded settlements in their own collection and looked orders up through
   * `payment_order_keys`: each settlement is applied to its order once (orders already carry their
   * payment order id), then both go.
   */
  async function migrate() {
    const old = await db
      .listCollections({ name: { $in: ['settlements', 'payment_order_keys'] } }, { nameOnly: true })
      .toArray();
    if (old.some(({ name }) => name === 'settlements')) {
      for await (const { _id, ...settlement } of db.collection<OldSettlementDoc>('settlements').find())
        await settleOnce({ paymentOrderId: _id }, settlement);
    }
    for (const { name } of old) await db.collection(name).drop();
  }

  return {
    async init() {
      await orders.createIndex({ paymentOrderId: 1 }, { unique: true });
      await orders.createIndex({ paymentId: 1 }, { unique: true, sparse: true });
      await orders.createIndex({ userId: 1, createdAt: -1 });
      await orders.createIndex({ status: 1, createdAt: 1 });
      await migrate();
    },
    /** Runs a buyer's payment order request alone, across every shop process. */
    oneAtATime: leases(db, 'payment_order_leases', {
      leaseMs: 30_000,
      waitMs: 15_000,
      busy: new ApiError(409, 'Your payment is being prepared; please try again'),
    }).exclusively,
    /**
     * The open order made for this very cart (same user, same lines and total), so asking again for a
     * payment order of an unchanged cart answers the same one; null when there is none still payable.
     */
    async openForCart(userId: string, cartHash: string) {
      const key = await cartOrders.findOne({ _id: `${userId}:${cartHash}` });
      if (!key) return null;
      const order = await orders.findOne({ paymentOrderId: key.paymentOrderId });
      if (!order || order.userId !== userId || !OPEN_STATUSES.has(order.status) || order.paymentId)
        return null;
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
      await cartOrders.replaceOne(
        { _id: `${doc.userId}:${cartHash}` },
        { paymentOrderId: doc.paymentOrderId, at: now },
        { upsert: true },
      );
      return doc;
    },
    findByPaymentOrder: (paymentOrderId: string) => orders.findOne({ paymentOrderId }),
    listByUser: (userId: string) =>
      orders
        .find({ userId, status: { $ne: 'created' } })
        .sort({ createdAt: -1 })
        .limit(100)
        .toArray(),
    /**
     * Settles the order (as the caller found it) with this payment, once. The same payment again answers
     * `already` (the same order); another payment for a paid order, or a payment id used for another
     * order, is a `conflict`. A captured payment settles even an order cancelled as abandoned or marked
     * failed: money that moved is never lost.
     */
    async settle(
      order: OrderDoc,
      paymentId: string,
      via: 'checkout' | 'webhook',
      shippingAddress?: ShippingAddress,
    ): Promise<SettleResult> {
      let settled: OrderDoc | null;
      try {
        settled = await settleOnce({ _id: order._id }, { paymentId, via, at: new Date() });
      } catch (error) {
        // This payment id already settled another order.
        if (isDuplicateKey(error)) return { outcome: 'conflict', order };
        throw error;
      }
      const current = settled ?? (await orders.findOne({ _id: order._id }));
      if (!current) return { outcome: 'conflict', order };
      if (current.paymentId !== paymentId) return { outcome: 'conflict', order: current };
      const outcome = settled ? 'settled' : 'already';
      if (!shippingAddress || current.shippingAddress) return { outcome, order: current };
      const addressed = await orders.findOneAndUpdate(
        { _id: order._id, shippingAddress: null },
        { $set: { shippingAddress } },
        { returnDocument: 'after' },
      );
      return { outcome, order: addressed ?? current };
    },
    /** Abandoned checkouts: `created` orders older than `before` that no payment settled become `cancelled`. */
    async cancelStale(before: Date) {
      const result = await orders.updateMany(
        { status: 'created', createdAt: { $lt: before }, ...UNSETTLED },
        {
          $set: { status: 'cancelled' },
          $push: { history: { status: 'cancelled', at: new Date(), via: 'expiry' } },
        },
      );
      return result.modifiedCount;
    },
    /** paid → fulfilled, when the college has delivered the order. */
    async markFulfilled(paymentOrderId: string) {
      const result = await orders.updateOne(
        { paymentOrderId, status: 'paid' },
        {
          $set: { status: 'fulfilled' },
          $push: { history: { status: 'fulfilled', at: new Date(), via: 'college' } },
        },
      );
      return result.modifiedCount === 1;
    },
    /** A failed attempt: created → failed; a settled order never goes back. */
    async markFailed(paymentOrderId: string, reason: string) {
      await orders.updateOne(
        { paymentOrderId, status: 'created', ...UNSETTLED },
        {
          $set: { status: 'failed', failureReason: reason },
          $push: { history: { status: 'failed', at: new Date(), via: 'webhook' } },
        },
      );
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
