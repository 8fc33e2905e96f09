import Razorpay from 'razorpay';
import { z } from 'zod';
import {
  GatewayError,
  type GatewayPayment,
  GatewayRefused,
  type PaymentGateway,
  paymentSignaturePayload,
  refundEntitySchema,
  verifyHmac,
} from './gateway.ts';

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

const paymentAnswer = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  order_id: z.string().nullable(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
}) satisfies z.ZodType<GatewayPayment & { entity: 'payment' }>;

const refundsAnswer = z.object({ items: z.array(refundEntitySchema) });

/** The SDK's axios defaults: its base URL is fixed to api.razorpay.com unless we point it elsewhere. */
type HttpDefaults = { baseURL?: string; proxy?: unknown; timeout?: number };

/** The SDK keeps its axios instance at `api.rq`, which its types do not declare. */
function sdkHttpDefaults(client: Razorpay): HttpDefaults {
  const api: object = client.api;
  if ('rq' in api && typeof api.rq === 'function' && 'defaults' in api.rq) {
    const defaults = api.rq.defaults;
    if (typeof defaults === 'object' && defaults !== null) return defaults;
  }
  throw new Error('the razorpay SDK no longer keeps its HTTP client at api.rq');
}

/** What the SDK rejects with: `{ statusCode, error: { description } }`, or a network error. */
const refusal = (error: unknown) => {
  const answer = z
    .object({ statusCode: z.number().optional(), error: z.object({ description: z.string() }).optional() })
    .safeParse(error);
  return answer.success && answer.data.error
    ? { status: answer.data.statusCode, detail: answer.data.error.description }
    : { status: undefined, detail: String(error) };
};

/** The official SDK, with a timeout, pointed at `apiBaseUrl` when given (a local stand-in). */
export function razorpayClient(options: { keyId: string; keySecret: string; apiBaseUrl?: string }) {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = sdkHttpDefaults(client);
  http.timeout = 10_000;
  if (options.apiBaseUrl) {
    http.baseURL = options.apiBaseUrl;
    // A local stand-in is never reached through an HTTP proxy the environment may name.
    http.proxy = false;
  }
  return client;
}

/** The real provider: the official `razorpay` SDK; signatures verified as Razorpay documents. */
export function razorpayGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  checkoutScriptUrl: string;
  /** A Razorpay-compatible API (a local stand-in in tests). */
  apiBaseUrl?: string;
}): PaymentGateway {
  const client = razorpayClient(options);
  return {
    name: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: options.checkoutScriptUrl,
    async createOrder({ amount, currency, receipt, notes }) {
      // `payment_capture: 1`: Razorpay captures each payment as soon as it is authorised (the SDK's
      // types only know the newer `payment` block, hence a plain object rather than a literal).
      const request = { amount, currency, receipt, notes, payment_capture: 1 };
      let answer: unknown;
      try {
        answer = await client.orders.create(request);
      } catch (error) {
        throw new GatewayError(`Razorpay refused the order: ${refusal(error).detail}`);
      }
      const order = orderAnswer.safeParse(answer);
      if (!order.success) throw new GatewayError('Razorpay answered an order in an unexpected shape');
      if (order.data.amount !== amount) throw new GatewayError('Razorpay answered a different amount');
      return order.data;
    },
    async fetchPayment(paymentId) {
      let answer: unknown;
      try {
        answer = await client.payments.fetch(paymentId);
      } catch (error) {
        const { status, detail } = refusal(error);
        // Razorpay answers 400 "The id provided does not exist" for a payment it never made.
        if (status === 400 || status === 404) return null;
        throw new GatewayError(`Razorpay did not answer the payment: ${detail}`);
      }
      const payment = paymentAnswer.safeParse(answer);
      if (!payment.success) throw new GatewayError('Razorpay answered a payment in an unexpected shape');
      return payment.data;
    },
    async refund(paymentId, { amount, receipt, notes }) {
      let answer: unknown;
      try {
        answer = await client.payments.refund(paymentId, { amount, receipt, notes, speed: 'normal' });
      } catch (error) {
        const { status, detail } = refusal(error);
        // A 4xx is Razorpay saying no; anything else (a timeout, a 5xx) may have refunded all the same.
        if (status !== undefined && status >= 400 && status < 500) throw new GatewayRefused(detail);
        throw new GatewayError(`Razorpay did not answer the refund: ${detail}`);
      }
      const refund = refundEntitySchema.safeParse(answer);
      if (!refund.success) throw new GatewayError('Razorpay answered a refund in an unexpected shape');
      return refund.data;
    },
    async fetchRefunds(paymentId) {
      let answer: unknown;
      try {
        // A payment is refunded in a few parts at most: one page of 100 holds them all.
        answer = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      } catch (error) {
        throw new GatewayError(`Razorpay did not answer the refunds: ${refusal(error).detail}`);
      }
      const refunds = refundsAnswer.safeParse(answer);
      if (!refunds.success) throw new GatewayError('Razorpay answered refunds in an unexpected shape');
      return refunds.data.items;
    },
    verifyPayment: ({ orderId, paymentId, signature }) =>
      verifyHmac(paymentSignaturePayload(orderId, paymentId), signature, options.keySecret),
    verifyWebhook: (rawBody, signature) => verifyHmac(rawBody, signature, options.webhookSecret),
  };
}
