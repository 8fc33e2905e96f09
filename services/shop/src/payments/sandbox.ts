import { hmacHex, type PaymentGateway, paymentSignaturePayload, randomId, verifyHmac } from './gateway.ts';

export const SANDBOX_KEY_ID = 'rzp_test_aspiresandbox';
export const SANDBOX_SCRIPT_PATH = '/api/shop/checkout/sandbox.js';

export type SandboxGateway = PaymentGateway & {
  name: 'sandbox';
  /** Signs a payment as Razorpay Checkout would, with the sandbox's own key secret. */
  signPayment: (orderId: string, paymentId: string) => string;
  /** Signs a webhook body as Razorpay would, with the sandbox's own webhook secret. */
  signWebhook: (rawBody: string) => string;
};

/**
 * The local stand-in for Razorpay: orders in Razorpay's shape made here, a Checkout script served by the
 * shop service, and signatures made with sandbox secrets so they go through the same verification code.
 */
export function sandboxGateway(options: { keySecret: string; webhookSecret: string }): SandboxGateway {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: SANDBOX_SCRIPT_PATH,
    createOrder: async ({ amount, currency, receipt }) => ({
      id: randomId('order'),
      entity: 'order',
      amount,
      currency,
      receipt,
      status: 'created',
    }),
    verifyPayment: ({ orderId, paymentId, signature }) =>
      verifyHmac(paymentSignaturePayload(orderId, paymentId), signature, options.keySecret),
    verifyWebhook: (rawBody, signature) => verifyHmac(rawBody, signature, options.webhookSecret),
    signPayment: (orderId, paymentId) =>
      hmacHex(options.keySecret, paymentSignaturePayload(orderId, paymentId)),
    signWebhook: (rawBody) => hmacHex(options.webhookSecret, rawBody),
  };
}
