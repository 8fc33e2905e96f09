import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db } from 'mongodb';
import type { GatewayPayment, GatewayRefund } from '../payments/gateway.ts';

/** A payment the development sandbox made, in Razorpay's shape (`_id` = the payment id). */
type SandboxPaymentDoc = Omit<GatewayPayment, 'id'> & {
  _id: string;
  /** Set on a captured payment only; unique, so a payment order is captured at most once. */
  capturedOrderId?: string;
  /** Paise refunded so far (absent before the first refund). */
  amountRefunded?: number;
  createdAt: Date;
};

/**
 * A refund the sandbox made (`_id` = the refund id), and the webhook it last sent about it: its body and
 * event id are kept so that webhook can be replayed exactly (the outbox forgets an event once delivered).
 */
type SandboxRefundDoc = Omit<GatewayRefund, 'id'> & {
  _id: string;
  createdAt: Date;
  webhook?: { eventId: string; rawBody: string };
};

/** The sandbox's own record of its payments: what the shop fetches to learn a payment is captured. */
export function sandboxPaymentsRepo(db: Db) {
  const payments = db.collection<SandboxPaymentDoc>('sandbox_payments');
  const refunds = db.collection<SandboxRefundDoc>('sandbox_refunds');
  return {
    async init() {
      await payments.createIndex({ capturedOrderId: 1 }, { unique: true, sparse: true });
      await refunds.createIndex({ payment_id: 1 });
    },
    /** Records a payment; false when it is a capture of a payment order already captured. */
    async record({ id, ...payment }: GatewayPayment) {
      const captured = payment.status === 'captured' ? payment.order_id : null;
      try {
        await payments.insertOne({
          _id: id,
          ...payment,
          ...(captured ? { capturedOrderId: captured } : {}),
          createdAt: new Date(),
        });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    async find(id: string): Promise<GatewayPayment | null> {
      const doc = await payments.findOne({ _id: id });
      if (!doc) return null;
      const {
        _id,
        capturedOrderId: _captured,
        amountRefunded: _refunded,
        createdAt: _createdAt,
        ...payment
      } = doc;
      return { id: _id, ...payment };
    },
    /**
     * Takes `amount` off what is left of a captured payment, in one conditional update (so refunds racing
     * never take more than was captured); the payment becomes `refunded` when nothing is left. Answers
     * the payment as it was, or null when the payment is not captured or too little is left.
     */
    async takeRefund(id: string, amount: number) {
      const payment = await payments.findOne({ _id: id });
      if (payment?.status !== 'captured' || amount > payment.amount) return null;
      const room = payment.amount - amount;
      const taken = await payments.findOneAndUpdate(
        {
          _id: id,
          status: 'captured',
          $or: [{ amountRefunded: { $lte: room } }, { amountRefunded: { $exists: false } }],
        },
        { $inc: { amountRefunded: amount } },
        { returnDocument: 'after' },
      );
      if (taken && taken.amountRefunded === taken.amount)
        await payments.updateOne({ _id: id, status: 'captured' }, { $set: { status: 'refunded' } });
      return taken;
    },
    async recordRefund({ id, ...refund }: GatewayRefund) {
      await refunds.insertOne({ _id: id, ...refund, createdAt: new Date() });
    },
    /** Keeps the webhook just recorded about a refund, to replay it. */
    async keepWebhook(refundId: string, webhook: { eventId: string; rawBody: string }) {
      await refunds.updateOne({ _id: refundId }, { $set: { webhook } });
    },
    async findRefund(id: string) {
      return refunds.findOne({ _id: id });
    },
    async refundsOf(paymentId: string): Promise<GatewayRefund[]> {
      const docs = await refunds.find({ payment_id: paymentId }).sort({ createdAt: 1 }).toArray();
      return docs.map(({ _id, createdAt: _createdAt, webhook: _webhook, ...refund }) => ({
        id: _id,
        ...refund,
      }));
    },
  };
}
export type SandboxPaymentsRepo = ReturnType<typeof sandboxPaymentsRepo>;
