import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db } from 'mongodb';
import type { GatewayPayment } from '../payments/gateway.ts';

/** A payment the development sandbox made, in Razorpay's shape (`_id` = the payment id). */
type SandboxPaymentDoc = Omit<GatewayPayment, 'id'> & {
  _id: string;
  /** Set on a captured payment only; unique, so a payment order is captured at most once. */
  capturedOrderId?: string;
  createdAt: Date;
};

/** The sandbox's own record of its payments: what the shop fetches to learn a payment is captured. */
export function sandboxPaymentsRepo(db: Db) {
  const payments = db.collection<SandboxPaymentDoc>('sandbox_payments');
  return {
    async init() {
      await payments.createIndex({ capturedOrderId: 1 }, { unique: true, sparse: true });
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
      const { _id, capturedOrderId: _captured, createdAt: _createdAt, ...payment } = doc;
      return { id: _id, ...payment };
    },
  };
}
export type SandboxPaymentsRepo = ReturnType<typeof sandboxPaymentsRepo>;
