/**
 * An order's refunds in the database. A refund is reserved before the gateway is asked: one conditional
 * update that takes it only while the order can be refunded, has no refund with its key, and has room
 * for it (`refundedAmount <= amount − refund`), so neither a retry nor a race refunds more than was
 * captured. Each outcome then changes a refund only while it is pending, so it happens once. A refund
 * is changed at its index, which never moves (no positional `$` update: docs/database.md).
 */
import { REFUNDABLE_STATUSES } from '@aspire/contracts/orders-desk';
import type { Actor } from '@aspire/contracts/staff';
import type { Collection, Document } from 'mongodb';
import type { OrderDoc, RefundDoc } from './order-doc.ts';

export type ReserveResult = { outcome: 'taken' | 'already' | 'refused'; order: OrderDoc };
export type RefundInput = { key: string; amount: number; reason: string; by: Actor };

const REFUNDABLE = { $in: [...REFUNDABLE_STATUSES] };

/** Where a refund sits in its order, or -1. */
export const refundIndex = (doc: Pick<OrderDoc, 'refunds'>, key: string) =>
  (doc.refunds ?? []).findIndex((refund) => refund.id === key);

export function orderRefunds(orders: Collection<OrderDoc>, touch: () => Promise<unknown>) {
  /** Changes the refund `key` of `doc` where it is still pending (and `also` holds): the order after, or null. */
  async function whilePending(doc: OrderDoc, key: string, update: Document, also: Document = {}) {
    const at = refundIndex(doc, key);
    if (at === -1) return null;
    const changed = await orders.findOneAndUpdate(
      { _id: doc._id, [`refunds.${at}.id`]: key, [`refunds.${at}.status`]: 'pending', ...also },
      update,
      { returnDocument: 'after' },
    );
    if (changed) await touch();
    return changed;
  }
  const field = (doc: OrderDoc, key: string, name: keyof RefundDoc) =>
    `refunds.${refundIndex(doc, key)}.${name}`;

  return {
    async initRefunds() {
      await orders.createIndex({ pendingRefunds: 1 }, { sparse: true });
    },
    /**
     * Reserves a refund of `order` (as the caller read it: its amount never changes). `already` when a
     * refund with this key exists (the order as it is), `refused` when the order cannot take it.
     */
    async reserve(order: OrderDoc, input: RefundInput, at = new Date()): Promise<ReserveResult | null> {
      const refund: RefundDoc = {
        id: input.key,
        amount: input.amount,
        reason: input.reason,
        by: input.by,
        status: 'pending',
        gatewayRefundId: null,
        failureReason: null,
        createdAt: at,
        processedAt: null,
        requestedAt: at,
      };
      const room = order.amount - input.amount;
      const taken =
        room < 0
          ? null
          : await orders.findOneAndUpdate(
              {
                _id: order._id,
                status: REFUNDABLE,
                paymentId: { $exists: true },
                refundKeys: { $ne: input.key },
                $or: [{ refundedAmount: { $lte: room } }, { refundedAmount: { $exists: false } }],
              },
              {
                $push: { refunds: refund, refundKeys: input.key },
                $inc: { refundedAmount: input.amount, pendingRefunds: 1 },
              },
              { returnDocument: 'after' },
            );
      if (taken) {
        await touch();
        return { outcome: 'taken', order: taken };
      }
      const current = await orders.findOne({ _id: order._id });
      if (!current) return null;
      return { outcome: current.refundKeys?.includes(input.key) ? 'already' : 'refused', order: current };
    },
    /** The gateway took the refund and it is on its way: its id, kept while the refund is pending. */
    noteGatewayId: (doc: OrderDoc, key: string, gatewayRefundId: string) =>
      whilePending(doc, key, { $set: { [field(doc, key, 'gatewayRefundId')]: gatewayRefundId } }),
    /** The money went back: the refund is processed (once). */
    markProcessed: (doc: OrderDoc, key: string, gatewayRefundId: string, at = new Date()) =>
      whilePending(doc, key, {
        $set: {
          [field(doc, key, 'status')]: 'processed',
          [field(doc, key, 'processedAt')]: at,
          [field(doc, key, 'gatewayRefundId')]: gatewayRefundId,
        },
        $inc: { pendingRefunds: -1 },
      }),
    /** The gateway refused or failed the refund: it is failed and its amount may be refunded again (once). */
    markFailed: (doc: OrderDoc, key: string, reason: string, gatewayRefundId: string | null) => {
      const refund = doc.refunds?.[refundIndex(doc, key)];
      if (!refund) return Promise.resolve(null);
      return whilePending(doc, key, {
        $set: {
          [field(doc, key, 'status')]: 'failed',
          [field(doc, key, 'failureReason')]: reason,
          [field(doc, key, 'gatewayRefundId')]: gatewayRefundId ?? refund.gatewayRefundId,
        },
        $inc: { refundedAmount: -refund.amount, pendingRefunds: -1 },
      });
    },
    /**
     * Takes the one new request for a refund the gateway never answered, asked last at `requestedAt`:
     * true for the caller that may ask the gateway again.
     */
    async claimRetry(doc: OrderDoc, key: string, requestedAt: Date, at = new Date()) {
      const claimed = await whilePending(
        doc,
        key,
        { $set: { [field(doc, key, 'requestedAt')]: at } },
        { [field(doc, key, 'requestedAt')]: requestedAt, [field(doc, key, 'gatewayRefundId')]: null },
      );
      return claimed !== null;
    },
    /** Everything captured is refunded: the order becomes `refunded` (once). */
    async markRefunded(doc: OrderDoc, via: string, at = new Date()) {
      const refunded = await orders.findOneAndUpdate(
        { _id: doc._id, status: REFUNDABLE },
        { $set: { status: 'refunded' }, $push: { history: { status: 'refunded', at, via } } },
        { returnDocument: 'after' },
      );
      if (refunded) await touch();
      return refunded;
    },
    findByPayment: (paymentId: string) => orders.findOne({ paymentId }),
    /** Orders with a refund whose outcome is not known yet (a handful at any time). */
    withPendingRefunds: (limit = 200) =>
      orders
        .find({ pendingRefunds: { $gt: 0 } })
        .limit(limit)
        .toArray(),
  };
}
