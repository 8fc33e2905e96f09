import type { Logger } from '@aspire/service-kit';
import type { SandboxPaymentsRepo } from '../repo/sandbox-payments.ts';
import type { WebhookOutboxRepo } from '../repo/webhook-outbox.ts';
import {
  declinedPayment,
  type GatewayPayment,
  type GatewayRefund,
  GatewayRefused,
  hmacHex,
  type PaymentGateway,
  paymentSignaturePayload,
  REFUND_EXCEEDS,
  randomId,
  verifyHmac,
} from './gateway.ts';
import {
  type SandboxWebhookOptions,
  sandboxEventId,
  sandboxWebhooks,
  type WebhookDelivery,
} from './sandbox-webhooks.ts';

export const SANDBOX_KEY_ID = 'rzp_test_aspiresandbox';
export const SANDBOX_SCRIPT_PATH = '/api/shop/checkout/sandbox.js';

/** The sandbox's signing secrets: random per start unless SANDBOX_KEY_SECRET / SANDBOX_WEBHOOK_SECRET set them. */
export type SandboxSecrets = { keySecret: string; webhookSecret: string };

/** What the sandbox needs of the order it takes a payment for. */
type PayableOrder = { paymentOrderId: string; amount: number; currency: string };

/**
 * The local stand-in for Razorpay inside the shop service (development only: never mounted in
 * production): orders in Razorpay's shape, payments captured at once as an order with automatic capture
 * is, kept in the shop's database so the shop fetches them as it fetches Razorpay's, signatures made with
 * the sandbox's own secrets through the same verification code, and webhooks sent from an outbox.
 */
export function sandbox(deps: {
  secrets: SandboxSecrets;
  payments: SandboxPaymentsRepo;
  outbox: WebhookOutboxRepo;
  deliver: WebhookDelivery;
  logger: Logger;
  webhookOptions?: SandboxWebhookOptions;
}) {
  const { secrets, payments, outbox, deliver, logger } = deps;
  const webhooks = sandboxWebhooks({
    outbox,
    sign: (rawBody) => hmacHex(secrets.webhookSecret, rawBody),
    deliver,
    logger,
    options: deps.webhookOptions,
  });
  const gateway: PaymentGateway = {
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
    fetchPayment: (paymentId) => payments.find(paymentId),
    refund: (paymentId, input) => refund(paymentId, input),
    fetchRefunds: (paymentId) => payments.refundsOf(paymentId),
    verifyPayment: ({ orderId, paymentId, signature }) =>
      verifyHmac(paymentSignaturePayload(orderId, paymentId), signature, secrets.keySecret),
    verifyWebhook: (rawBody, signature) => verifyHmac(rawBody, signature, secrets.webhookSecret),
  };

  /** Records a payment of `order` and its webhook (before the browser is answered, as Razorpay does). */
  async function take(order: PayableOrder, status: 'captured' | 'failed', details: Record<string, unknown>) {
    const payment: GatewayPayment = {
      id: randomId('pay'),
      order_id: order.paymentOrderId,
      amount: order.amount,
      currency: order.currency,
      status,
    };
    if (!(await payments.record(payment))) return null;
    await webhooks.send({
      event: `payment.${status}`,
      paymentOrderId: order.paymentOrderId,
      body: {
        contains: ['payment'],
        payload: { payment: { entity: { ...payment, entity: 'payment', ...details } } },
      },
    });
    return payment;
  }

  /**
   * Refunds as Razorpay does: never beyond what is left of the captured payment (refused with its
   * message), answered `pending`, and processed at once: its `refund.processed` webhook is recorded
   * before the answer and sent from the outbox, its body kept beside the refund to replay it.
   */
  async function refund(
    paymentId: string,
    input: { amount: number; receipt: string; notes: Record<string, string> },
  ): Promise<GatewayRefund> {
    const payment = await payments.find(paymentId);
    if (!payment) throw new GatewayRefused('The id provided does not exist');
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw new GatewayRefused('Payment must be captured before it can be refunded');
    const taken = await payments.takeRefund(paymentId, input.amount);
    if (!taken) throw new GatewayRefused(REFUND_EXCEEDS);
    const made: GatewayRefund = {
      id: randomId('rfnd'),
      payment_id: paymentId,
      amount: input.amount,
      status: 'processed',
      notes: input.notes,
    };
    await payments.recordRefund(made);
    const { amountRefunded = 0 } = taken;
    const doc = await webhooks.send({
      event: 'refund.processed',
      paymentOrderId: payment.order_id ?? '',
      body: {
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: { ...made, entity: 'refund', currency: payment.currency, receipt: input.receipt },
          },
          payment: {
            entity: {
              ...payment,
              entity: 'payment',
              status: amountRefunded === payment.amount ? 'refunded' : 'captured',
              amount_refunded: amountRefunded,
            },
          },
        },
      },
    });
    await payments.keepWebhook(made.id, { eventId: sandboxEventId(doc), rawBody: doc.rawBody });
    return { ...made, status: 'pending' };
  }

  return {
    gateway,
    webhooks,
    /**
     * Sends a refund's last webhook again, exactly as before (its event id and signature): what the
     * webhook route answered, or null when the sandbox made no such refund.
     */
    async replayRefundWebhook(refundId: string) {
      const made = await payments.findRefund(refundId);
      if (!made?.webhook) return null;
      const { eventId, rawBody } = made.webhook;
      return deps.deliver(rawBody, hmacHex(secrets.webhookSecret, rawBody), eventId);
    },
    /** Pays `order`: what Checkout hands the page, or null when the order was captured already. */
    async pay(order: PayableOrder) {
      const payment = await take(order, 'captured', { method: 'card', captured: true });
      if (!payment) return null;
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.paymentOrderId,
        razorpay_signature: hmacHex(
          secrets.keySecret,
          paymentSignaturePayload(order.paymentOrderId, payment.id),
        ),
      };
    },
    /** Declines a payment of `order` the way Razorpay reports it: Checkout's `payment.failed` answer. */
    async fail(order: PayableOrder) {
      const description = 'Your bank declined this test payment.';
      const payment = await take(order, 'failed', {
        error_code: 'BAD_REQUEST_ERROR',
        error_description: description,
      });
      return declinedPayment(order.paymentOrderId, payment?.id ?? null, description);
    },
  };
}
export type Sandbox = ReturnType<typeof sandbox>;
