import { type OrderStep, STEP_FROM } from '@aspire/contracts/orders-desk';
import type { OrderStatus, ShippingAddress } from '@aspire/contracts/shop';
import { ApiError } from '@aspire/service-kit';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import { leases } from '@aspire/service-kit/lease';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { type Db, ObjectId } from 'mongodb';
import {
  erasedOrder,
  ORDER_SEARCH_KEYS,
  type OrderDoc,
  type OrderProductDoc,
  type OrderSearchKeys,
  orderProductDocs,
  type ShipmentDoc,
  searchKeysOf,
} from './order-doc.ts';
import { orderInvoices } from './order-invoices.ts';
import { orderList } from './order-list.ts';
import { backfillSearchKeys, renameFulfilled } from './order-migrations.ts';
import { orderRefunds } from './order-refunds.ts';

// The bench's data and the order views name these here.
export { type OrderDoc, type OrderLine, toOrder } from './order-doc.ts';

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
/** An order awaiting payment that no payment settled: what a sweep or a new checkout may cancel. */
const UNPAID = { status: 'created', ...UNSETTLED } as const;
/** Cancels an unpaid order; `via` says why (its checkout lapsed, or its buyer started another). */
const cancelled = (via: 'expiry' | 'cart-changed') => ({
  $set: { status: 'cancelled' as const },
  $push: { history: { status: 'cancelled' as const, at: new Date(), via } },
});

/** What a staff step did: taken now, taken before (a repeat), or refused by the order's status. */
export type StepResult = { outcome: 'taken' | 'already' | 'refused'; order: OrderDoc };

/**
 * Orders: created → paid → packed → shipped → delivered (→ refunded), or failed / cancelled. Paying sets `paymentId`
 * in one conditional update of an order that has none, under a unique index on it: a retry, a double
 * click or a webhook racing the browser settles an order exactly once, and one payment never settles
 * two orders. Each staff step is likewise one update conditional on the status before it.
 *
 * Every write to `orders` stamps the desk's change mark (`pages.touch()`), so a list page kept in
 * memory on any instance is read again after it.
 */
export function ordersRepo(db: Db, listOptions: Parameters<typeof orderList>[2] = {}) {
  const orders = db.collection<OrderDoc>('orders');
  const products = db.collection<OrderProductDoc>('order_products');
  const cartOrders = db.collection<CartPaymentOrder>('cart_payment_orders');
  // The desk's list pages, kept while no order has changed since (on any instance).
  const pages = freshCache(db, 'orders');
  const list = orderList(orders, products, listOptions);
  const refunds = orderRefunds(orders, pages.touch);
  const invoices = orderInvoices(orders, pages.touch);

  /** Sets the delivery address, and the search keys that follow from it, where `filter` still holds. */
  async function setAddress(
    filter: { _id: ObjectId; shippingAddress?: null },
    order: OrderDoc,
    shippingAddress: ShippingAddress,
  ) {
    const updated = await orders.findOneAndUpdate(
      filter,
      { $set: { shippingAddress, ...searchKeysOf({ ...order, shippingAddress }) } },
      { returnDocument: 'after' },
    );
    if (updated) await pages.touch();
    return updated;
  }

  /** Settles an unsettled order with this payment; null when it was settled already (by any payment). */
  async function settleOnce(
    filter: { _id: ObjectId } | { paymentOrderId: string },
    settlement: Omit<OldSettlementDoc, '_id'>,
  ) {
    const settled = await orders.findOneAndUpdate(
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
    if (settled) await pages.touch();
    return settled;
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
    /** Indexes, and the statuses of earlier versions; answers how many orders it renamed. */
    async init() {
      await orders.createIndex({ paymentOrderId: 1 }, { unique: true });
      await orders.createIndex({ paymentId: 1 }, { unique: true, sparse: true });
      // The desk's list (docs/database.md's idiom): its equalities, then the date. `{ status,
      // createdAt }` also finds the abandoned checkouts.
      await orders.createIndex({ userId: 1, createdAt: -1 });
      await orders.createIndex({ status: 1, createdAt: 1 });
      await orders.createIndex({ createdAt: -1 });
      for (const key of ORDER_SEARCH_KEYS) await orders.createIndex({ [key]: 1 });
      await products.createIndex({ productId: 1, createdAt: -1 });
      await refunds.initRefunds();
      await invoices.initInvoices();
      await pages.init();
      await migrate();
      const renamed = await renameFulfilled(orders);
      if (renamed > 0) await pages.touch();
      return renamed;
    },
    /** Search keys and product entries for orders made before the desk (resumable; see the migration). */
    backfill: () => backfillSearchKeys(db, orders, products, list, pages.touch),
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
      return (await setAddress({ _id: order._id }, order, shippingAddress)) ?? { ...order, shippingAddress };
    },
    /** A new order awaiting payment; its `_id` is chosen first (the stock held for it is recorded under it). */
    async create(
      input: Omit<OrderDoc, 'status' | 'createdAt' | 'paidAt' | 'history' | keyof OrderSearchKeys>,
      cartHash: string,
    ) {
      const now = new Date();
      const made: OrderDoc = {
        ...input,
        status: 'created',
        createdAt: now,
        paidAt: null,
        history: [{ status: 'created', at: now, via: 'checkout' }],
      };
      const doc: OrderDoc = { ...made, ...searchKeysOf(made) };
      // Its products first: an entry whose order never got written only costs the product filter a miss.
      await products.insertMany(orderProductDocs(doc));
      await orders.insertOne(doc);
      await pages.touch();
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
      const addressed = await setAddress({ _id: order._id, shippingAddress: null }, current, shippingAddress);
      return { outcome, order: addressed ?? current };
    },
    /**
     * Abandoned checkouts: `created` orders older than `before` that no payment settled become
     * `cancelled` (those holding stock are cancelled when their hold lapses: see `cancelUnpaid`).
     */
    async cancelStale(before: Date) {
      const result = await orders.updateMany({ ...UNPAID, createdAt: { $lt: before } }, cancelled('expiry'));
      if (result.modifiedCount > 0) await pages.touch();
      return result.modifiedCount;
    },
    /**
     * Cancels the order `id` if it still awaits payment (its held stock is about to be given back). A
     * failed attempt keeps its status, and a captured payment still settles either: money that moved is
     * never lost.
     */
    async cancelUnpaid(id: string, via: 'expiry' | 'cart-changed') {
      if (!ObjectId.isValid(id)) return false;
      const result = await orders.updateOne({ _id: new ObjectId(id), ...UNPAID }, cancelled(via));
      if (result.modifiedCount > 0) await pages.touch();
      return result.modifiedCount > 0;
    },
    /**
     * A staff step (paid → packed → shipped → delivered): one update conditional on the status before
     * it, so a retried or doubled request takes it once. Null when there is no such order.
     */
    async takeStep(orderId: string, step: OrderStep, at = new Date()): Promise<StepResult | null> {
      if (!ObjectId.isValid(orderId)) return null;
      const id = new ObjectId(orderId);
      const set: Partial<OrderDoc> = { status: step.status };
      if (step.status === 'shipped') {
        const { carrier, trackingNumber, trackingUrl } = step.shipment;
        set.shipment = {
          carrier,
          trackingNumber,
          ...(trackingUrl && { trackingUrl }),
          shippedAt: at,
        } satisfies ShipmentDoc;
      }
      if (step.status === 'delivered') set.deliveredAt = at;
      // Packing or shipping needs the customer's address, which an erased order no longer has.
      const sendable = step.status === 'delivered' ? {} : { erasedAt: { $exists: false } };
      const taken = await orders.findOneAndUpdate(
        { _id: id, status: STEP_FROM[step.status], ...sendable },
        { $set: set, $push: { history: { status: step.status, at, via: 'staff' } } },
        { returnDocument: 'after' },
      );
      if (taken) {
        await pages.touch();
        return { outcome: 'taken', order: taken };
      }
      const current = await orders.findOne({ _id: id });
      if (!current) return null;
      return { outcome: current.status === step.status ? 'already' : 'refused', order: current };
    },
    /** A failed attempt: created → failed; a settled order never goes back. */
    async markFailed(paymentOrderId: string, reason: string) {
      const result = await orders.updateOne(
        { paymentOrderId, status: 'created', ...UNSETTLED },
        {
          $set: { status: 'failed', failureReason: reason },
          $push: { history: { status: 'failed', at: new Date(), via: 'webhook' } },
        },
      );
      if (result.modifiedCount > 0) await pages.touch();
    },
    /** Every order of a customer, newest first, whatever its status (their data download, their erasure). */
    ofUser: (userId: string) => orders.find({ userId }).sort({ createdAt: -1 }).toArray(),
    /**
     * The customer erased their data: each of their orders not erased yet keeps only what the law and
     * the accounts need (`erasedOrder`), and the payment orders made for their carts are forgotten.
     * Answers the orders it erased now (none on a repeat).
     */
    async eraseCustomer(userId: string, at = new Date()) {
      const erased: OrderDoc[] = [];
      for (const doc of await orders.find({ userId, erasedAt: { $exists: false } }).toArray()) {
        const after = await orders.findOneAndUpdate(
          { _id: doc._id, erasedAt: { $exists: false } },
          { $set: erasedOrder(doc, at) },
          { returnDocument: 'after' },
        );
        if (after) erased.push(after);
      }
      if (erased.length > 0) await pages.touch();
      // Their keys start with the user id and a colon (`;` follows `:`).
      await cartOrders.deleteMany({ _id: { $gte: `${userId}:`, $lt: `${userId};` } });
      return erased;
    },
    findById: (id: string) => (ObjectId.isValid(id) ? orders.findOne({ _id: new ObjectId(id) }) : null),
    /** Refunds: reserved before the gateway is asked, each outcome taken once (see order-refunds.ts). */
    refunds,
    /** Receipt numbers: written once per paid order (see order-invoices.ts). */
    invoices,
    /** A page of the desk's list, as `view` makes it, kept while no order changes on any instance. */
    cached: pages.get,
    page: list.page,
    /** Every order matching the filters, newest first, at most `cap` (the CSV export). */
    all: list.all,
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
