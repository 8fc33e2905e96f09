import { cartSchema, orderListSchema, orderSchema, paymentOrderSchema } from '@aspire/contracts/shop';
import { ObjectId } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { hmacHex, randomId } from '../payments/gateway.ts';
import { address, SANDBOX, SETTLED, storedAddress, testShop } from '../test-app.ts';

const { api, app, database } = await testShop();
const ordersCollection = database.db.collection('orders');

let users = 0;
/** A user with a cart of two products (2 × Zakah Made Clear at ₹249, 1 × tote at ₹320) and a payment order. */
async function checkout() {
  users += 1;
  const user = `buyer-${users}`;
  await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
  await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
  await api('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
  await api('POST', 'cart/address', { user, body: { shippingAddress: address } });
  const order = await api('GET', 'cart/order', { user });
  expect(order.status).toBe(200);
  return { user, paymentOrder: paymentOrderSchema.parse(order.data) };
}
type Payment = { transactionId: string; razorpay_order_id: string; razorpay_signature: string };
/**
 * A payment of `order` as the sandbox gateway holds it (captured in full unless `held` says otherwise),
 * with the signature Checkout would hand the page.
 */
async function paymentFor(
  order: { id: string; amount: number },
  paymentId = randomId('pay'),
  held: { status?: string; amount?: number; currency?: string } = {},
): Promise<Payment> {
  await database.db.collection<{ _id: string } & Record<string, unknown>>('sandbox_payments').insertOne({
    _id: paymentId,
    order_id: order.id,
    amount: order.amount,
    currency: 'INR',
    status: 'captured',
    ...held,
    createdAt: new Date(),
  });
  return {
    transactionId: paymentId,
    razorpay_order_id: order.id,
    razorpay_signature: hmacHex(SANDBOX.keySecret, `${order.id}|${paymentId}`),
  };
}
const place = (user: string, payment: Payment, extra: object = {}) =>
  api('POST', 'order', { user, body: { shippingAddress: address, status: 'success', ...payment, ...extra } });
const webhook = (event: object, secret = SANDBOX.webhookSecret, eventId = randomId('evt')) => {
  const raw = JSON.stringify(event);
  return api('POST', 'webhooks/razorpay', {
    body: raw,
    headers: { 'x-razorpay-signature': hmacHex(secret, raw), 'x-razorpay-event-id': eventId },
  });
};
const captured = (orderId: string, paymentId: string, amount: number, currency = 'INR') => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount,
        currency,
        status: 'captured',
        order_id: orderId,
      },
    },
  },
});
const failedPayment = (order: { id: string; amount: number }) => ({
  id: randomId('pay'),
  amount: order.amount,
  currency: 'INR',
  status: 'failed',
  order_id: order.id,
});
const ordersOf = async (user: string) => orderListSchema.parse((await api('GET', 'orders', { user })).data);
const cartOf = async (user: string) => cartSchema.parse((await api('GET', 'cart', { user })).data);

describe('payment orders', () => {
  it("creates Razorpay's order shape for the server-computed total in paise, with the public key and script", async () => {
    const { paymentOrder } = await checkout();
    expect(paymentOrder).toMatchObject({
      entity: 'order',
      amount: (2 * 249 + 320) * 100,
      currency: 'INR',
      status: 'created',
      key: 'rzp_test_aspiresandbox',
      checkoutScriptUrl: '/api/shop/checkout/sandbox.js',
    });
    expect(paymentOrder.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const stored = await ordersCollection.findOne({ paymentOrderId: paymentOrder.id });
    expect(stored).toMatchObject({ status: 'created', amount: 81800, shippingAddress: storedAddress });
    expect(stored?.lines).toHaveLength(2);
  });

  it('ignores any amount or price the client sends and keeps the amount fixed at creation', async () => {
    const { user, paymentOrder } = await checkout();
    await app.repos.products.update('aspire-canvas-tote', { sellingPrice: 1 });
    const placed = await place(user, await paymentFor(paymentOrder), {
      amount: 100,
      sellingPrice: 1,
      totals: { payable: 1 },
      lines: [{ productId: 'aspire-canvas-tote', qty: 1, sellingPrice: 1 }],
    });
    await app.repos.products.update('aspire-canvas-tote', { sellingPrice: 320 });
    expect(placed.status).toBe(201);
    const order = orderSchema.parse(placed.data);
    expect(order.amount).toBe(81800);
    expect(order.lines.find((l) => l.productId === 'aspire-canvas-tote')?.sellingPrice).toBe(320);
    // The query string cannot carry a price either.
    const other = await checkout();
    expect(other.paymentOrder.amount).toBe(81800);
    const tampered = await api('GET', 'cart/order?amount=1', { user: other.user });
    expect(paymentOrderSchema.parse(tampered.data).amount).toBe(81800);
  });
});

describe('placing an order', () => {
  it('verifies the signature, moves the order to paid, empties the cart and lists the order', async () => {
    const { user, paymentOrder } = await checkout();
    expect((await cartOf(user)).items).toHaveLength(2);
    const payment = await paymentFor(paymentOrder);
    const placed = await place(user, payment);
    expect(placed.status).toBe(201);
    expect(orderSchema.parse(placed.data)).toMatchObject({
      status: 'paid',
      paymentId: payment.transactionId,
      paymentOrderId: paymentOrder.id,
      amount: 81800,
      shippingAddress: storedAddress,
    });
    expect((await cartOf(user)).items).toEqual([]);
    const history = await ordersOf(user);
    expect(history.map((o) => o.paymentOrderId)).toEqual([paymentOrder.id]);
    expect(await ordersOf('somebody-else')).toEqual([]);
  });

  it('refuses a forged signature, a signature of another order and a stranger, with no order made', async () => {
    const { user, paymentOrder } = await checkout();
    const forged = { ...(await paymentFor(paymentOrder)), razorpay_signature: 'a'.repeat(64) };
    const refused = await place(user, forged);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/verification failed/i);
    const wrongSecret = await paymentFor(paymentOrder);
    wrongSecret.razorpay_signature = hmacHex(
      'not-the-secret',
      `${paymentOrder.id}|${wrongSecret.transactionId}`,
    );
    expect((await place(user, wrongSecret)).status).toBe(400);
    // A genuine payment of one order replayed against another order.
    const first = await checkout();
    const genuine = await paymentFor(first.paymentOrder);
    expect((await place(first.user, genuine)).status).toBe(201);
    const replayed = await place(user, { ...genuine, razorpay_order_id: paymentOrder.id });
    expect(replayed.status).toBe(400);
    // Another user cannot place someone else's payment order.
    expect((await place('stranger', await paymentFor(paymentOrder))).status).toBe(404);
    expect(await ordersCollection.findOne({ paymentOrderId: paymentOrder.id })).toMatchObject({
      status: 'created',
    });
    expect((await cartOf(user)).items).toHaveLength(2);
    expect(await ordersOf(user)).toEqual([]);
  });

  it('answers the same order when the same payment is placed twice, or five times at once', async () => {
    const { user, paymentOrder } = await checkout();
    const payment = await paymentFor(paymentOrder);
    const first = await place(user, payment);
    const second = await place(user, payment);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(orderSchema.parse(second.data)._id).toBe(orderSchema.parse(first.data)._id);

    const other = await checkout();
    const otherPayment = await paymentFor(other.paymentOrder);
    const results = await Promise.all(Array.from({ length: 5 }, () => place(other.user, otherPayment)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => orderSchema.parse(r.data)._id)).size).toBe(1);
    expect(await ordersOf(other.user)).toHaveLength(1);
    // A second, different payment for a paid order is refused.
    expect((await place(other.user, await paymentFor(other.paymentOrder))).status).toBe(409);
  });

  it('gives exactly one order when the webhook and the browser arrive at once', async () => {
    const { user, paymentOrder } = await checkout();
    const payment = await paymentFor(paymentOrder);
    const [hook, browser, hookAgain] = await Promise.all([
      webhook(captured(paymentOrder.id, payment.transactionId, paymentOrder.amount)),
      place(user, payment),
      webhook(captured(paymentOrder.id, payment.transactionId, paymentOrder.amount)),
    ]);
    expect([hook.status, browser.status, hookAgain.status].every((s) => s === 200 || s === 201)).toBe(true);
    const history = await ordersOf(user);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      status: 'paid',
      paymentId: payment.transactionId,
      shippingAddress: storedAddress,
    });
    expect(await ordersCollection.countDocuments({ paymentId: payment.transactionId })).toBe(1);
    expect((await cartOf(user)).items).toEqual([]);
  });

  it('validates the address (6-digit pincode, a valid mobile number, required lines) and changes nothing', async () => {
    const { user, paymentOrder } = await checkout();
    const bad = await api('POST', 'order', {
      user,
      body: {
        ...(await paymentFor(paymentOrder)),
        shippingAddress: {
          ...address,
          pincode: 'ABCDEF',
          mobileNumber: '98765',
          address: '',
          state: undefined,
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual([
      'shippingAddress.address',
      'shippingAddress.mobileNumber',
      'shippingAddress.pincode',
      'shippingAddress.state',
    ]);
    const malformed = await api('POST', 'order', {
      user,
      body: {
        shippingAddress: address,
        transactionId: { $gt: '' },
        razorpay_order_id: paymentOrder.id,
        razorpay_signature: 'x',
      },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toHaveProperty('transactionId');
    expect(malformed.json.errors).toHaveProperty('razorpay_signature');
    expect(await ordersCollection.findOne({ paymentOrderId: paymentOrder.id })).toMatchObject({
      status: 'created',
    });
  });

  it('never charges for a product withdrawn from sale', async () => {
    users += 1;
    const user = `buyer-${users}`;
    await api('POST', 'cart', { user, body: { productId: 'digital-tasbeeh-counter', qty: 1 } });
    await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
    await app.repos.products.update('digital-tasbeeh-counter', { activeStatus: false });
    const order = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    expect(order.amount).toBe(24900);
    await api('POST', 'cart/edit', {
      user,
      body: { cartId: (await cartOf(user)).items[0]!._id, productId: 'zakah-made-clear', qty: 0 },
    });
    const nothing = await api('GET', 'cart/order', { user });
    expect(nothing.status).toBe(400);
    await app.repos.products.update('digital-tasbeeh-counter', { activeStatus: true });
  });
});

describe('Razorpay webhook', () => {
  it('refuses a missing or wrong signature and changes nothing', async () => {
    const { paymentOrder } = await checkout();
    const event = captured(paymentOrder.id, randomId('pay'), paymentOrder.amount);
    expect((await webhook(event, 'wrong-secret')).status).toBe(400);
    const unsigned = await api('POST', 'webhooks/razorpay', { body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    // Signed over other bytes than those sent (a re-serialised body) fails too.
    const raw = JSON.stringify(event, null, 2);
    const resent = await api('POST', 'webhooks/razorpay', {
      body: raw,
      headers: { 'x-razorpay-signature': hmacHex(SANDBOX.webhookSecret, JSON.stringify(event)) },
    });
    expect(resent.status).toBe(400);
    expect(await ordersCollection.findOne({ paymentOrderId: paymentOrder.id })).toMatchObject({
      status: 'created',
    });
  });

  it('places the order when the browser never comes back, and replays or late failures change nothing', async () => {
    const { user, paymentOrder } = await checkout();
    const paymentId = randomId('pay');
    const paid = await webhook(captured(paymentOrder.id, paymentId, paymentOrder.amount));
    expect(paid.data).toMatchObject({ handled: true });
    expect(await ordersOf(user)).toMatchObject([
      { status: 'paid', paymentId, shippingAddress: storedAddress },
    ]);
    expect((await cartOf(user)).items).toEqual([]);
    // Replayed, then an order.paid for the same payment, then a late payment.failed.
    await webhook(captured(paymentOrder.id, paymentId, paymentOrder.amount));
    await webhook({
      event: 'order.paid',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            amount: paymentOrder.amount,
            currency: 'INR',
            status: 'captured',
            order_id: paymentOrder.id,
          },
        },
        order: { entity: { id: paymentOrder.id } },
      },
    });
    await webhook({
      event: 'payment.failed',
      payload: {
        payment: { entity: failedPayment(paymentOrder) },
      },
    });
    const history = await ordersOf(user);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'paid', paymentId });
    // The browser arriving late gets the same order.
    const late = await place(user, await paymentFor(paymentOrder, paymentId));
    expect(late.status).toBe(200);
    expect(orderSchema.parse(late.data)._id).toBe(history[0]?._id);
  });

  it('does not settle for an amount other than the order amount', async () => {
    const { paymentOrder } = await checkout();
    await webhook(captured(paymentOrder.id, randomId('pay'), 100));
    expect(await ordersCollection.findOne({ paymentOrderId: paymentOrder.id })).toMatchObject({
      status: 'created',
    });
  });

  it('marks a failed payment failed, keeps the cart, and lets a later payment still settle it', async () => {
    const { user, paymentOrder } = await checkout();
    await webhook({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { ...failedPayment(paymentOrder), error_description: 'Card declined' },
        },
      },
    });
    expect(await ordersOf(user)).toMatchObject([{ status: 'failed' }]);
    expect((await cartOf(user)).items).toHaveLength(2);
    expect((await place(user, await paymentFor(paymentOrder))).status).toBe(201);
    expect(await ordersOf(user)).toMatchObject([{ status: 'paid' }]);
  });
});

describe('order states', () => {
  it('cancels abandoned checkouts, still settles a late captured payment, then takes each step once', async () => {
    const { user, paymentOrder } = await checkout();
    const fresh = await checkout();
    expect(await app.repos.orders.cancelStale(new Date(Date.now() - 60_000))).toBe(0);
    expect(await app.repos.orders.cancelStale(new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(2);
    expect(await ordersOf(user)).toMatchObject([{ status: 'cancelled' }]);
    expect(
      (
        await api('POST', 'checkout/sandbox/pay', {
          user: fresh.user,
          body: { orderId: fresh.paymentOrder.id },
        })
      ).status,
    ).toBe(409);
    const paymentId = randomId('pay');
    await webhook(captured(paymentOrder.id, paymentId, paymentOrder.amount));
    expect(await ordersOf(user)).toMatchObject([{ status: 'paid', paymentId }]);
    const { orders } = app.repos;
    const id = (await ordersOf(user))[0]?._id ?? '';
    const step = async (status: 'packed' | 'delivered') => (await orders.takeStep(id, { status }))?.outcome;
    expect(await step('delivered')).toBe('refused');
    expect(await step('packed')).toBe('taken');
    expect(await step('packed')).toBe('already');
    await webhook(captured(paymentOrder.id, paymentId, paymentOrder.amount));
    await webhook({
      event: 'payment.failed',
      payload: {
        payment: { entity: failedPayment(paymentOrder) },
      },
    });
    expect(await ordersOf(user)).toMatchObject([{ status: 'packed', paymentId, shipment: null }]);
    const unpaid = (await orders.findByPaymentOrder(fresh.paymentOrder.id))?._id;
    expect(unpaid && (await orders.takeStep(unpaid.toHexString(), { status: 'packed' }))?.outcome).toBe(
      'refused',
    );
    expect(await orders.takeStep(new ObjectId().toHexString(), { status: 'packed' })).toBeNull();
    expect(await orders.takeStep('not-an-id', { status: 'packed' })).toBeNull();
  });
});

describe('sandbox checkout', () => {
  it('serves the Checkout script and its config', async () => {
    const script = await app.request('/api/shop/checkout/sandbox.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.Razorpay = Razorpay');
    const config = await api('GET', 'checkout/config');
    // Only what the browser needs: not which gateway runs, nor a key before there is an order.
    expect(config.data).toEqual({ checkoutScriptUrl: '/api/shop/checkout/sandbox.js' });
  });

  it('pays through the same verification: the webhook (sent after answering) settles, the browser gets the same order', async () => {
    const { user, paymentOrder } = await checkout();
    const pay = await api('POST', 'checkout/sandbox/pay', { user, body: { orderId: paymentOrder.id } });
    expect(pay.status).toBe(200);
    const success = pay.data as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
    expect(success.razorpay_order_id).toBe(paymentOrder.id);
    // The webhook was recorded before the answer and is delivered asynchronously, as Razorpay does.
    const [event] = await app.repos.outbox.listByPaymentOrder(paymentOrder.id);
    expect(event).toMatchObject({ event: 'payment.captured' });
    await vi.waitFor(
      async () =>
        expect(await ordersOf(user)).toMatchObject([
          { status: 'paid', paymentId: success.razorpay_payment_id },
        ]),
      SETTLED,
    );
    expect(await ordersCollection.findOne({ paymentOrderId: paymentOrder.id })).toMatchObject({
      paidVia: 'webhook',
    });
    const placed = await place(user, {
      transactionId: success.razorpay_payment_id,
      razorpay_order_id: success.razorpay_order_id,
      razorpay_signature: success.razorpay_signature,
    });
    expect(placed.status).toBe(200);
    expect(await ordersOf(user)).toHaveLength(1);
    expect(
      (await api('POST', 'checkout/sandbox/pay', { user, body: { orderId: paymentOrder.id } })).status,
    ).toBe(409);
  });

  it("takes sandbox payments only from the order's buyer: no token 401, someone else's order 404", async () => {
    const { user, paymentOrder } = await checkout();
    for (const path of ['checkout/sandbox/pay', 'checkout/sandbox/fail']) {
      const anonymous = await api('POST', path, { body: { orderId: paymentOrder.id } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.message).toBe('authorization token required');
      const stranger = await api('POST', path, { user: 'stranger', body: { orderId: paymentOrder.id } });
      expect(stranger.status).toBe(404);
    }
    expect(await ordersCollection.findOne({ paymentOrderId: paymentOrder.id })).toMatchObject({
      status: 'created',
    });
    expect(await app.repos.outbox.listByPaymentOrder(paymentOrder.id)).toEqual([]);
    expect(
      (await api('POST', 'checkout/sandbox/pay', { user, body: { orderId: paymentOrder.id } })).status,
    ).toBe(200);
  });

  it("fails a payment with Razorpay's error shape and leaves the cart as it was", async () => {
    const { user, paymentOrder } = await checkout();
    const failed = await api('POST', 'checkout/sandbox/fail', { user, body: { orderId: paymentOrder.id } });
    expect(failed.data).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', metadata: { order_id: paymentOrder.id } },
    });
    await vi.waitFor(
      async () =>
        expect(await ordersCollection.findOne({ paymentOrderId: paymentOrder.id })).toMatchObject({
          status: 'failed',
          failureReason: 'Your bank declined this test payment.',
        }),
      SETTLED,
    );
    expect((await cartOf(user)).items).toHaveLength(2);
    expect(
      (await api('POST', 'checkout/sandbox/pay', { user, body: { orderId: 'order_Unknown12345' } })).status,
    ).toBe(404);
  });
});
