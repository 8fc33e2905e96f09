import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An order as Razorpay's Orders API answers it (the fields the shop keeps). */
export type GatewayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  status: string;
};

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
  createOrder: (input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }) => Promise<GatewayOrder>;
  /** Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPayment: (input: { orderId: string; paymentId: string; signature: string }) => boolean;
  /** `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook: (rawBody: string, signature: string) => boolean;
};

/** A provider call that failed (network, refused, malformed answer). */
export class GatewayError extends Error {}

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
