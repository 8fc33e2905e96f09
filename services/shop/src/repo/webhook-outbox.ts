import { type Db, ObjectId } from 'mongodb';

/**
 * One webhook event the sandbox gateway owes the shop, exactly as Razorpay would send it: the raw body
 * kept until a delivery is answered with a 2xx. It is signed when sent, with the secret of the process
 * sending it: the sandbox's secrets are random per start, so one recorded before a restart still verifies.
 */
export type OutboxEventDoc = {
  _id: ObjectId;
  event: string;
  paymentOrderId: string;
  rawBody: string;
  status: 'pending' | 'abandoned';
  /** When the next attempt may start (a claimed attempt pushes it past its lease). */
  dueAt: Date;
  attempts: number;
  createdAt: Date;
  lastError: string | null;
};

/**
 * The sandbox's webhook outbox: an event is recorded before the payment is answered, so a shop process
 * that dies before delivering it still owes it after a restart. Claiming an attempt moves `dueAt` past
 * a lease in one conditional update, so one process at a time delivers an event (and a replay would
 * change nothing anyway: the webhook route takes an event once).
 */
export function webhookOutboxRepo(db: Db) {
  const outbox = db.collection<OutboxEventDoc>('sandbox_webhook_outbox');
  return {
    async init() {
      await outbox.createIndex({ status: 1, dueAt: 1 });
      await outbox.createIndex({ paymentOrderId: 1 });
    },
    async record(input: { event: string; paymentOrderId: string; rawBody: string; dueAt: Date }) {
      const doc: OutboxEventDoc = {
        _id: new ObjectId(),
        ...input,
        status: 'pending',
        attempts: 0,
        createdAt: new Date(),
        lastError: null,
      };
      await outbox.insertOne(doc);
      return doc;
    },
    /** Pending events whose time has come, oldest first. */
    due: (now: Date, limit = 50) =>
      outbox
        .find({ status: 'pending', dueAt: { $lte: now } })
        .sort({ dueAt: 1 })
        .limit(limit)
        .toArray(),
    /** Takes the next attempt at a due event: true if this caller holds it until `leaseUntil`. */
    async claim(id: ObjectId, now: Date, leaseUntil: Date) {
      const result = await outbox.updateOne(
        { _id: id, status: 'pending', dueAt: { $lte: now } },
        { $set: { dueAt: leaseUntil }, $inc: { attempts: 1 } },
      );
      return result.modifiedCount === 1;
    },
    /** A delivered event leaves the outbox, which so holds only what is owed (and what was abandoned). */
    async markDelivered(id: ObjectId) {
      await outbox.deleteOne({ _id: id, status: 'pending' });
    },
    /** A refused or failed attempt: tried again at `retryAt`, or abandoned when that is null. */
    async markFailed(id: ObjectId, error: string, retryAt: Date | null) {
      await outbox.updateOne(
        { _id: id, status: 'pending' },
        {
          $set: retryAt
            ? { dueAt: retryAt, lastError: error }
            : { status: 'abandoned' as const, lastError: error },
        },
      );
    },
    find: (id: ObjectId) => outbox.findOne({ _id: id }),
    /** How many events wait (`pending`, of which `retrying` were refused at least once) or were given up. */
    count: (which: 'pending' | 'retrying' | 'abandoned') =>
      outbox.countDocuments(
        which === 'retrying' ? { status: 'pending', attempts: { $gt: 0 } } : { status: which },
      ),
    listByPaymentOrder: (paymentOrderId: string) =>
      outbox.find({ paymentOrderId }).sort({ createdAt: 1 }).toArray(),
  };
}
export type WebhookOutboxRepo = ReturnType<typeof webhookOutboxRepo>;
