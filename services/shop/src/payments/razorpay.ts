import Razorpay from 'razorpay';
import { z } from 'zod';
import { GatewayError, type PaymentGateway, paymentSignaturePayload, verifyHmac } from './gateway.ts';

const orderAnswer = z.object({
  id: z.string(),
  entity: z.literal('order'),
  amount: z.coerce.number().int(),
  currency: z.string(),
  receipt: z
    .string()
    .nullable()
    .transform((value) => value ?? ''),
  status: z.string(),
});

/** The SDK keeps its axios instance here; its base URL is fixed to api.razorpay.com unless we point it elsewhere. */
type SdkInternals = { api: { rq: { defaults: { baseURL?: string; proxy?: unknown; timeout?: number } } } };

/** The real provider: the official `razorpay` SDK creates orders; signatures verified as Razorpay documents. */
export function razorpayGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  checkoutScriptUrl: string;
  /** A Razorpay-compatible API (a local stand-in in tests). */
  apiBaseUrl?: string;
}): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (client as unknown as SdkInternals).api.rq.defaults;
  http.timeout = 10_000;
  if (options.apiBaseUrl) {
    http.baseURL = options.apiBaseUrl;
    // A local stand-in is never reached through an HTTP proxy the environment may name.
    http.proxy = false;
  }
  return {
    name: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: options.checkoutScriptUrl,
    async createOrder({ amount, currency, receipt, notes }) {
      let answer: unknown;
      try {
        answer = await client.orders.create({ amount, currency, receipt, notes });
      } catch (error) {
        const detail = (error as { error?: { description?: string } })?.error?.description ?? String(error);
        throw new GatewayError(`Razorpay refused the order: ${detail}`);
      }
      const order = orderAnswer.safeParse(answer);
      if (!order.success) throw new GatewayError('Razorpay answered an order in an unexpected shape');
      if (order.data.amount !== amount) throw new GatewayError('Razorpay answered a different amount');
      return order.data;
    },
    verifyPayment: ({ orderId, paymentId, signature }) =>
      verifyHmac(paymentSignaturePayload(orderId, paymentId), signature, options.keySecret),
    verifyWebhook: (rawBody, signature) => verifyHmac(rawBody, signature, options.webhookSecret),
  };
}
