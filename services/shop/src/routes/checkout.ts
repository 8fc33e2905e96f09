import { readFileSync } from 'node:fs';
import { sandboxPaySchema } from '@aspire/contracts/shop';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { randomId } from '../payments/gateway.ts';
import type { SandboxGateway } from '../payments/sandbox.ts';
import type { RouteDeps } from './deps.ts';

// Written from the service folder so it resolves from src/routes/ and from the bundle in dist/node/.
const SANDBOX_SCRIPT = readFileSync(
  new URL('../../src/payments/sandbox-checkout.js', import.meta.url),
  'utf8',
);

/** Which Checkout script the browser loads and with which public key; the sandbox's own Checkout. */
export function checkoutRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  const { gateway, orders } = deps;
  api.get('/checkout/config', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return ok(c, { gateway: gateway.name, key: gateway.keyId, checkoutScriptUrl: gateway.checkoutScriptUrl });
  });

  const webhooks = deps.sandboxWebhooks;
  if (gateway.name !== 'sandbox' || !webhooks) return api;
  const sandbox = gateway as SandboxGateway;

  api.get('/checkout/sandbox.js', (c) =>
    c.body(SANDBOX_SCRIPT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
  );

  const payable = async (orderId: string) => {
    const order = await orders.findByPaymentOrder(orderId);
    if (!order) throw new ApiError(404, 'We could not find this payment order');
    if (order.status !== 'created' && order.status !== 'failed')
      throw new ApiError(409, `This order is already ${order.status}`);
    // Paid at the gateway, its webhook not yet taken: Razorpay refuses a second payment of a paid order.
    if (await webhooks.captured(order.paymentOrderId)) throw new ApiError(409, 'This order is already paid');
    return order;
  };
  /** Razorpay's `payment.captured` / `payment.failed` event for a payment of this order. */
  const sendPaymentEvent = (
    order: { paymentOrderId: string; amount: number; currency: string },
    paymentId: string,
    status: 'captured' | 'failed',
    details: Record<string, unknown>,
  ) =>
    webhooks.send({
      event: `payment.${status}`,
      paymentOrderId: order.paymentOrderId,
      body: {
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: paymentId,
              entity: 'payment',
              amount: order.amount,
              currency: order.currency,
              status,
              order_id: order.paymentOrderId,
              ...details,
            },
          },
        },
      },
    });

  /**
   * Pays a sandbox order: the captured payment's webhook is recorded before Checkout hands the page a
   * signed payment, and sent asynchronously (retried until the shop takes it), as Razorpay sends it.
   */
  api.post('/checkout/sandbox/pay', body(sandboxPaySchema), async (c) => {
    const order = await payable(c.req.valid('json').orderId);
    const paymentId = randomId('pay');
    await sendPaymentEvent(order, paymentId, 'captured', { method: 'card', captured: true });
    return ok(c, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.paymentOrderId,
      razorpay_signature: sandbox.signPayment(order.paymentOrderId, paymentId),
    });
  });

  /** Declines a sandbox payment the way Razorpay reports it: a `payment.failed` webhook and Checkout event. */
  api.post('/checkout/sandbox/fail', body(sandboxPaySchema), async (c) => {
    const order = await payable(c.req.valid('json').orderId);
    const paymentId = randomId('pay');
    const description = 'Your bank declined this test payment.';
    await sendPaymentEvent(order, paymentId, 'failed', {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: description,
    });
    return ok(c, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.paymentOrderId, payment_id: paymentId },
      },
    });
  });
  return api;
}
