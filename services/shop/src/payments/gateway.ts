import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** An order as Razorpay's Orders API answers it (the fields the shop keeps). */
export type GatewayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  status: string;
};

/** A payment as Razorpay's Payments API answers it (the fields the shop decides on). */
export type GatewayPayment = {
  id: string;
  order_id: string | null;
  /** Paise. */
  amount: number;
  currency: string;
  /** Only `captured` is money the college holds: `authorized` can still lapse and be refunded to the buyer. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
};

/** A refund as Razorpay's Refunds API answers it (the fields the shop decides on). */
export type GatewayRefund = {
  id: string;
  payment_id: string;
  /** Paise. */
  amount: number;
  /** `pending` until the bank has it; its `refund.processed` / `refund.failed` webhook tells the end. */
  status: 'pending' | 'processed' | 'failed';
  /** The shop's `refundKey` (the staff request's key) comes back here, so a lost answer can be matched. */
  notes: Record<string, string>;
};

/** Razorpay writes notes as an object, or as `[]` when there are none; values may be numbers. */
const notesSchema = z
  .union([z.record(z.string(), z.union([z.string(), z.number()])), z.array(z.never())])
  .transform(
    (notes): Record<string, string> =>
      Array.isArray(notes) ? {} : Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, String(v)])),
  );
/** A refund entity as Razorpay's API answers it and its refund webhooks carry it. */
export const refundEntitySchema = z.object({
  id: z.string().regex(/^rfnd_[A-Za-z0-9]{6,40}$/),
  payment_id: z.string(),
  amount: z.coerce.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
  notes: notesSchema.default({}),
}) satisfies z.ZodType<GatewayRefund, unknown>;

/**
 * What the shop needs from a payment provider. Both implementations verify payments and webhooks with
 * the same code (Razorpay's documented HMAC-SHA256), each with its own secrets.
 */
export type PaymentGateway = {
  name: 'razorpay' | 'sandbox';
  /** Public key id handed to Checkout in the browser. */
  keyId: string;
  /** The Checkout script the browser loads. */
  checkoutScriptUrl: string;
  /** A payment order whose payments are captured automatically once authorised. */
  createOrder: (input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }) => Promise<GatewayOrder>;
  /** The payment as the provider holds it now; null when it has no such payment. */
  fetchPayment: (paymentId: string) => Promise<GatewayPayment | null>;
  /** Refunds part or all of a captured payment; a refusal (more than is left, say) is a GatewayRefused. */
  refund: (
    paymentId: string,
    input: { amount: number; receipt: string; notes: Record<string, string> },
  ) => Promise<GatewayRefund>;
  /** Every refund of a payment, to learn what became of a refund whose answer was lost. */
  fetchRefunds: (paymentId: string) => Promise<GatewayRefund[]>;
  /** Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPayment: (input: { orderId: string; paymentId: string; signature: string }) => boolean;
  /** `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook: (rawBody: string, signature: string) => boolean;
};

/** A provider call that failed (network, refused, malformed answer). */
export class GatewayError extends Error {}
/**
 * The provider answered and said no (a 4xx): nothing was made. Any other GatewayError may hide a call
 * that went through, whose answer was lost.
 */
export class GatewayRefused extends GatewayError {}

/** Razorpay's answer to a refund beyond what is left of the payment (the sandbox and stand-in say it too). */
export const REFUND_EXCEEDS = 'The total refund amount is greater than the refund payment amount';

export const hmacHex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

/** Compares a hex HMAC in constant time; anything that is not 64 hex characters is refused. */
export function verifyHmac(payload: string, signature: string, secret: string) {
  if (!/^[a-f0-9]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, payload), 'hex'), Buffer.from(signature, 'hex'));
}

export const paymentSignaturePayload = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-like id: `order_` / `pay_` and 14 base62 characters. */
export function randomId(prefix: string, length = 14) {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/**
 * Why `payment` does not pay `order`, or null when it does: Checkout's signature and a webhook's only
 * prove that a payment exists, so the order is paid only by a captured payment of this payment order for
 * exactly its amount in its currency. `pending`: the payment is right but only authorised so far, so
 * Razorpay's automatic capture (and its `payment.captured` webhook) may still pay the order.
 */
export function unpaidReason(
  payment: Pick<GatewayPayment, 'order_id' | 'amount' | 'currency' | 'status'>,
  order: { paymentOrderId: string; amount: number; currency: string },
): { reason: string; pending: boolean } | null {
  if (payment.order_id !== order.paymentOrderId)
    return { reason: 'the payment belongs to another payment order', pending: false };
  if (payment.amount !== order.amount || payment.currency !== order.currency)
    return {
      reason: `the payment is ${payment.amount} ${payment.currency}, the order ${order.amount} ${order.currency}`,
      pending: false,
    };
  if (payment.status !== 'captured')
    return {
      reason: `the payment is ${payment.status}, not captured`,
      pending: payment.status === 'authorized',
    };
  return null;
}

/** Checkout's `payment.failed` answer for a declined payment, as Razorpay reports it. */
export const declinedPayment = (orderId: string, paymentId: string | null, description: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: orderId, payment_id: paymentId },
  },
});
