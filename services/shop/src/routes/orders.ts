import { placeOrderSchema } from '@aspire/contracts/shop';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { toOrder } from '../repo/orders.ts';
import type { RouteDeps } from './deps.ts';

/** Placing an order after Checkout (spec section 7) and the signed-in user's order history. */
export function orderRoutes({ orders, carts, gateway, auth }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.post('/order', auth, body(placeOrderSchema), async (c) => {
    const input = c.req.valid('json');
    const { user } = c.var;
    const order = await orders.findByPaymentOrder(input.razorpay_order_id);
    if (!order || order.userId !== user.id) throw new ApiError(404, 'We could not find this payment order');
    // Verified against the order id we stored, never one taken on trust from the browser.
    const genuine = gateway.verifyPayment({
      orderId: order.paymentOrderId,
      paymentId: input.transactionId,
      signature: input.razorpay_signature,
    });
    if (!genuine)
      throw new ApiError(400, 'Payment verification failed: the payment signature does not match');

    const result = await orders.settle(order, input.transactionId, 'checkout', input.shippingAddress);
    if (result.outcome === 'settled') {
      await carts.removeProducts(
        user.id,
        result.order.lines.map((line) => line.productId),
      );
      return ok(c, toOrder(result.order), 201);
    }
    if (result.outcome === 'already') {
      // A retry, a double click, or the webhook got here first: the same order, once.
      return ok(c, toOrder(result.order));
    }
    throw new ApiError(409, 'This order has already been paid with another payment');
  });

  api.get('/orders', auth, async (c) => {
    c.header('cache-control', 'no-store');
    return ok(c, (await orders.listByUser(c.var.user.id)).map(toOrder));
  });
  return api;
}
