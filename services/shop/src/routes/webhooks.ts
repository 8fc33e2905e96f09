import { fail, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { capturedFor, orderNotices } from '../mail/order-notices.ts';
import { refundEntitySchema, unpaidReason } from '../payments/gateway.ts';
import type { RouteDeps } from './deps.ts';

const paymentEntity = z.object({
  id: z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/),
  order_id: z
    .string()
    .regex(/^order_[A-Za-z0-9]{6,40}$/)
    .nullable()
    .optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullable().optional(),
});
const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z
      .object({ entity: refundEntitySchema.extend({ error_description: z.string().nullish() }) })
      .optional(),
  }),
});
/** Razorpay's `x-razorpay-event-id`: `evt_` and an id. */
const eventIdSchema = z.string().regex(/^evt_[A-Za-z0-9]{6,40}$/);

/**
 * Razorpay's webhook: verified on the raw body with the webhook secret, each event id taken once, then
 * `payment.captured` / `order.paid` settle the order even when the browser never came back, but only for
 * a captured payment of the order's amount and currency, and take its stock (payments/stock-holds.ts);
 * `payment.failed` leaves the stock held until the hold lapses; `refund.processed` / `refund.failed` settle
 * the refund the shop asked for. Replays and late events change nothing.
 */
export function webhookRoutes({
  orders,
  carts,
  holds,
  gateway,
  refunds,
  receipts,
  webhookEvents,
  mail,
  siteUrl,
  shopEmail,
  logger,
}: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  const notices = orderNotices({ mail, siteUrl, logger, shopEmail });

  /** Applies one verified event to its order; answers whether it changed anything. */
  async function handle({ event, payload }: z.infer<typeof eventSchema>) {
    if (event === 'refund.processed' || event === 'refund.failed') {
      const refund = payload.refund?.entity;
      if (!refund) return false;
      return refunds.fromWebhook(event, refund, refund.error_description ?? undefined);
    }
    const payment = payload.payment?.entity;
    const paymentOrderId = payment?.order_id ?? payload.order?.entity.id;
    if (!payment || !paymentOrderId) return false;
    const order = await orders.findByPaymentOrder(paymentOrderId);
    if (!order) return false;

    if (event === 'payment.captured' || event === 'order.paid') {
      const forOrder = { ...payment, order_id: paymentOrderId };
      const unpaid = unpaidReason(forOrder, order);
      if (unpaid) {
        logger('warn', 'webhook payment does not pay the order', { paymentOrderId, reason: unpaid.reason });
        // Money taken for this order, but not its amount: the buyer hears what happens to it.
        if (capturedFor(forOrder, order)) await notices.failedAfterPayment(order, payment, 'amount-mismatch');
        return false;
      }
      const result = await orders.settle(order, payment.id, 'webhook');
      if (result.outcome === 'conflict') {
        logger('warn', 'webhook payment conflicts with the order', { paymentOrderId, paymentId: payment.id });
        await notices.failedAfterPayment(result.order, payment, 'already-paid');
        return false;
      }
      // Paid after its hold lapsed and the stock had gone: refunded in full, the customer told.
      if ((await holds.afterPayment(result.order)).soldOut) return result.outcome === 'settled';
      if (result.outcome === 'settled')
        await carts.removeProducts(
          order.userId,
          order.lines.map((line) => line.productId),
        );
      // Queued on a repeat too: the key makes it once, and a settlement whose mail was lost still gets it.
      await notices.placed(result.order);
      await receipts.numberAtPayment(result.order);
      return result.outcome === 'settled';
    }
    if (event === 'payment.failed') {
      await orders.markFailed(paymentOrderId, payment.error_description ?? 'Payment failed');
      return true;
    }
    return false;
  }

  api.post('/webhooks/razorpay', async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header('x-razorpay-signature') ?? '';
    if (!gateway.verifyWebhook(raw, signature)) return fail(c, 400, 'Invalid webhook signature');
    const eventId = eventIdSchema.safeParse(c.req.header('x-razorpay-event-id'));
    if (!eventId.success) return fail(c, 400, 'Webhook has no valid x-razorpay-event-id');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fail(c, 400, 'Webhook body is not JSON');
    }
    const parsed = eventSchema.safeParse(json);
    if (!parsed.success) return fail(c, 400, 'Webhook body is not a Razorpay event');

    if (!(await webhookEvents.claim(eventId.data, parsed.data.event)))
      return ok(c, { received: true, handled: false, duplicate: true });
    try {
      return ok(c, { received: true, handled: await handle(parsed.data) });
    } catch (error) {
      // Not handled after all: Razorpay's retry of this event id must be taken.
      await webhookEvents.release(eventId.data).catch(() => {});
      throw error;
    }
  });
  return api;
}
