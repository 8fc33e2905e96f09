import { fail, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from './deps.ts';

const paymentEntity = z.object({
  id: z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/),
  order_id: z
    .string()
    .regex(/^order_[A-Za-z0-9]{6,40}$/)
    .nullable()
    .optional(),
  amount: z.number().int(),
  status: z.string().optional(),
  error_description: z.string().nullable().optional(),
});
const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

/**
 * Razorpay's webhook: verified on the raw body with the webhook secret, then `payment.captured` /
 * `order.paid` settle the order even when the browser never came back. Replays and late events change nothing.
 */
export function webhookRoutes({ orders, carts, gateway, logger }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.post('/webhooks/razorpay', async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header('x-razorpay-signature') ?? '';
    if (!gateway.verifyWebhook(raw, signature)) return fail(c, 400, 'Invalid webhook signature');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return fail(c, 400, 'Webhook body is not JSON');
    }
    const parsed = eventSchema.safeParse(json);
    if (!parsed.success) return fail(c, 400, 'Webhook body is not a Razorpay event');
    const { event, payload } = parsed.data;
    const payment = payload.payment?.entity;
    const paymentOrderId = payment?.order_id ?? payload.order?.entity.id;
    if (!payment || !paymentOrderId) return ok(c, { received: true, handled: false });

    const order = await orders.findByPaymentOrder(paymentOrderId);
    if (!order) return ok(c, { received: true, handled: false });

    if (event === 'payment.captured' || event === 'order.paid') {
      if (payment.amount !== order.amount) {
        logger('warn', 'webhook amount differs from the order', {
          paymentOrderId,
          paid: payment.amount,
          due: order.amount,
        });
        return ok(c, { received: true, handled: false });
      }
      const result = await orders.settle(order, payment.id, 'webhook');
      if (result.outcome === 'settled') {
        await carts.removeProducts(
          order.userId,
          order.lines.map((line) => line.productId),
        );
      } else if (result.outcome === 'conflict') {
        logger('warn', 'webhook payment conflicts with the order', { paymentOrderId, paymentId: payment.id });
      }
      return ok(c, { received: true, handled: result.outcome === 'settled' });
    }
    if (event === 'payment.failed') {
      await orders.markFailed(paymentOrderId, payment.error_description ?? 'Payment failed');
      return ok(c, { received: true, handled: true });
    }
    return ok(c, { received: true, handled: false });
  });
  return api;
}
