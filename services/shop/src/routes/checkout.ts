import { readFileSync } from 'node:fs';
import { sandboxPaySchema } from '@aspire/contracts/shop';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import type { Hono } from 'hono';
import { randomId } from '../payments/gateway.ts';
import type { SandboxGateway } from '../payments/sandbox.ts';
import type { RouteDeps } from './deps.ts';

const SANDBOX_SCRIPT = readFileSync(new URL('../payments/sandbox-checkout.js', import.meta.url), 'utf8');

/** Which Checkout script the browser loads and with which public key; the sandbox's own Checkout. */
export function checkoutRoutes(api: Hono<ServiceEnv>, deps: RouteDeps) {
  const { gateway, orders } = deps;
  api.get('/checkout/config', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return ok(c, { gateway: gateway.name, key: gateway.keyId, checkoutScriptUrl: gateway.checkoutScriptUrl });
  });

  if (gateway.name !== 'sandbox') return;
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
    return order;
  };
  const webhook = async (event: object) => {
    const raw = JSON.stringify({
      entity: 'event',
      account_id: 'acc_aspiresandbox',
      ...event,
      created_at: Math.floor(Date.now() / 1000),
    });
    const response = await deps.deliverWebhook(raw, sandbox.signWebhook(raw));
    if (!response.ok) deps.logger('warn', 'sandbox webhook refused', { status: response.status });
  };

  /** Pays a sandbox order: Razorpay sends its webhook, and Checkout hands the page a signed payment. */
  api.post('/checkout/sandbox/pay', body(sandboxPaySchema), async (c) => {
    const order = await payable(c.req.valid('json').orderId);
    const paymentId = randomId('pay');
    await webhook({
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: order.amount,
            currency: order.currency,
            status: 'captured',
            order_id: order.paymentOrderId,
            method: 'card',
            captured: true,
          },
        },
      },
    });
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
    await webhook({
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: order.amount,
            currency: order.currency,
            status: 'failed',
            order_id: order.paymentOrderId,
            error_code: 'BAD_REQUEST_ERROR',
            error_description: description,
          },
        },
      },
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
}
