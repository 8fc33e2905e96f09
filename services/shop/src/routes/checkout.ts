import { readFileSync } from 'node:fs';
import { razorpayId, sandboxPaySchema } from '@aspire/contracts/shop';
import { ApiError, body, ok, requireRole, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from './deps.ts';

// Written from the service folder so it resolves from src/routes/ and from the bundle in dist/node/.
const SANDBOX_SCRIPT = readFileSync(
  new URL('../../src/payments/sandbox-checkout.js', import.meta.url),
  'utf8',
);

/**
 * Which Checkout script the browser loads; in development, the sandbox's own Checkout. The sandbox's
 * routes exist only when the sandbox is the gateway, so a production shop (always Razorpay) has none.
 */
const replaySchema = z.object({ refundId: razorpayId('rfnd', 'refund id') });

export function checkoutRoutes({ gateway, orders, sandbox, auth, keys }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  // Only what the browser needs before a payment order exists: the key comes with the payment order.
  api.get('/checkout/config', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return ok(c, { checkoutScriptUrl: gateway.checkoutScriptUrl });
  });
  if (!sandbox) return api;

  api.get('/checkout/sandbox.js', (c) =>
    c.body(SANDBOX_SCRIPT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
  );

  /** The buyer's own order, still payable; anyone else's is answered as not found. */
  const payable = async (orderId: string, userId: string) => {
    const order = await orders.findByPaymentOrder(orderId);
    if (!order || order.userId !== userId) throw new ApiError(404, 'We could not find this payment order');
    if (order.status !== 'created' && order.status !== 'failed')
      throw new ApiError(409, `This order is already ${order.status}`);
    return order;
  };

  /**
   * Pays a sandbox order as its buyer: the payment is captured at once and its `payment.captured`
   * webhook recorded before Checkout hands the page a signed payment, then sent asynchronously.
   */
  api.post('/checkout/sandbox/pay', auth, body(sandboxPaySchema), async (c) => {
    const order = await payable(c.req.valid('json').orderId, c.var.user.id);
    const success = await sandbox.pay(order);
    // Paid at the gateway, its webhook perhaps not yet taken: Razorpay refuses a second payment too.
    if (!success) throw new ApiError(409, 'This order is already paid');
    return ok(c, success);
  });

  /** Declines a sandbox payment the way Razorpay reports it: a `payment.failed` webhook and Checkout event. */
  api.post('/checkout/sandbox/fail', auth, body(sandboxPaySchema), async (c) => {
    const order = await payable(c.req.valid('json').orderId, c.var.user.id);
    return ok(c, await sandbox.fail(order));
  });

  /**
   * Sends a sandbox refund's webhook again, as Razorpay retries one: the same body, signature and event
   * id (so the shop must take it once). For the shop desk (role `shop`), whose refunds they are; the
   * answer is the webhook route's own.
   */
  api.post('/checkout/sandbox/webhooks/replay', requireRole(keys, 'shop'), body(replaySchema), async (c) => {
    const answer = await sandbox.replayRefundWebhook(c.req.valid('json').refundId);
    if (!answer) throw new ApiError(404, 'The sandbox made no such refund');
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  return api;
}
