import { placeOrderSchema } from '@aspire/contracts/checkout';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { capturedFor, orderNotices } from '../mail/order-notices.ts';
import { GatewayError, unpaidReason } from '../payments/gateway.ts';
import { soldOutMessage } from '../payments/stock-holds.ts';
import { toOrder } from '../repo/order-doc.ts';
import type { RouteDeps } from './deps.ts';

/** Placing an order after Checkout (spec section 7) and the signed-in user's order history. */
export function orderRoutes({
  orders,
  carts,
  holds,
  gateway,
  receipts,
  auth,
  mail,
  siteUrl,
  shopEmail,
  logger,
}: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  const notices = orderNotices({ mail, siteUrl, logger, shopEmail });
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

    // The signature proves the payment was authorised, not that the money was taken: ask the gateway.
    let payment: Awaited<ReturnType<typeof gateway.fetchPayment>>;
    try {
      payment = await gateway.fetchPayment(input.transactionId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      logger('warn', 'payment could not be fetched', { error: error.message });
      throw new ApiError(
        502,
        'The payment service is not answering; your order will be confirmed as soon as it does',
      );
    }
    const unpaid = payment
      ? unpaidReason(payment, order)
      : { reason: 'the gateway has no such payment', pending: false };
    if (unpaid?.pending)
      throw new ApiError(
        409,
        'Your bank has not confirmed the payment yet; your order follows as soon as it does',
      );
    if (unpaid) {
      logger('warn', 'payment does not pay the order', {
        paymentOrderId: order.paymentOrderId,
        reason: unpaid.reason,
      });
      // Money taken for this order, but not its amount: the buyer hears what happens to it.
      if (payment && capturedFor(payment, order))
        await notices.failedAfterPayment(order, payment, 'amount-mismatch');
      throw new ApiError(400, 'Payment verification failed: this payment does not pay this order');
    }

    const result = await orders.settle(order, input.transactionId, 'checkout', input.shippingAddress);
    if (result.outcome === 'conflict') {
      // A second captured payment (of the order's amount: it passed the check above) for an order
      // already paid with another.
      const { amount, currency } = order;
      await notices.failedAfterPayment(
        result.order,
        { id: input.transactionId, amount, currency },
        'already-paid',
      );
      throw new ApiError(409, 'This order has already been paid with another payment');
    }
    // Paid after its hold lapsed and the stock had gone: refunded in full, and the buyer told here too.
    const { soldOut } = await holds.afterPayment(result.order);
    if (soldOut) throw new ApiError(409, soldOutMessage(result.order, soldOut));
    if (result.outcome === 'settled')
      await carts.removeProducts(
        user.id,
        result.order.lines.map((line) => line.productId),
      );
    // Queued on a repeat too: the key makes it once, and a settlement whose mail was lost still gets it.
    await notices.placed(result.order);
    // Numbered on a repeat too: a settlement that stopped before its number gets it now, once.
    const paid = await receipts.numberAtPayment(result.order);
    // A retry, a double click, or the webhook got here first: the same order, once, answered 200.
    return ok(c, toOrder(paid), result.outcome === 'settled' ? 201 : 200);
  });

  api.get('/orders', auth, async (c) => {
    c.header('cache-control', 'no-store');
    return ok(c, (await orders.listByUser(c.var.user.id)).map(toOrder));
  });
  return api;
}
