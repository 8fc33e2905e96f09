import { readFileSync } from 'node:fs';
import { sandboxPaySchema } from '@aspire/contracts/shop';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
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
export function checkoutRoutes({ gateway, orders, sandbox, auth }: RouteDeps) {
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
  return api;
}
