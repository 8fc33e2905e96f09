/**
 * The security review's payment attacks, tried against a production-like shop: the Razorpay gateway
 * (the real SDK) pointed at the local stand-in of Razorpay, which also sends its webhooks to the shop.
 */
import type { AddressInfo } from 'node:net';
import { checkoutConfigSchema, orderListSchema, paymentOrderSchema } from '@aspire/contracts/shop';
import { silentLogger, startServer } from '@aspire/service-kit';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startRazorpayStandIn } from '../dev/razorpay-stand-in.ts';
import { hmacHex, randomId } from './payments/gateway.ts';
import { razorpayClient, razorpayGateway } from './payments/razorpay.ts';
import { address, SANDBOX, SETTLED, testShop } from './test-app.ts';

const KEYS = {
  keyId: 'rzp_live_Attacks000001',
  keySecret: 'attacks-key-secret-00000',
  webhookSecret: 'attacks-webhook-secret-000',
};
const standIn = await startRazorpayStandIn({ port: 0, ...KEYS });
const gateway = razorpayGateway({
  ...KEYS,
  checkoutScriptUrl: standIn.checkoutUrl,
  apiBaseUrl: standIn.url,
});
const { app, api, database } = await testShop(gateway, { paymentOrderLimit: 3 });
const server = startServer({ app, port: 0, logger: silentLogger, name: 'shop' });
await new Promise((resolve) => (server.listening ? resolve(null) : server.once('listening', resolve)));
standIn.settings.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/shop/webhooks/razorpay`;
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => server.close(resolve));
});

const orders = database.db.collection('orders');
let users = 0;
/** A buyer with one product in the cart and its payment order. */
async function checkout(productId = 'zakah-made-clear') {
  users += 1;
  const user = `attack-buyer-${users}`;
  await api('POST', 'cart', { user, body: { productId, qty: 1 } });
  await api('POST', 'cart/address', { user, body: { shippingAddress: address } });
  const answer = await api('GET', 'cart/order', { user });
  expect(answer.status).toBe(200);
  return { user, paymentOrder: paymentOrderSchema.parse(answer.data) };
}
/** Pays in the stand-in's Checkout, as the dialog's Pay button does. */
async function payAtCheckout(orderId: string) {
  const response = await fetch(`${standIn.url}/v1/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
  });
  return ((await response.json()) as { data: { razorpay_payment_id: string; razorpay_signature: string } })
    .data;
}
const place = (user: string, orderId: string, payment: Awaited<ReturnType<typeof payAtCheckout>>) =>
  api('POST', 'order', {
    user,
    body: {
      shippingAddress: address,
      transactionId: payment.razorpay_payment_id,
      razorpay_order_id: orderId,
      razorpay_signature: payment.razorpay_signature,
    },
  });
const webhook = (raw: string, signature: string, eventId = randomId('evt')) =>
  api('POST', 'webhooks/razorpay', {
    body: raw,
    headers: { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
  });
const capturedEvent = (orderId: string, amount: number, currency = 'INR') =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: randomId('pay'),
          entity: 'payment',
          amount,
          currency,
          status: 'captured',
          order_id: orderId,
        },
      },
    },
  });
const statusOf = async (paymentOrderId: string) => (await orders.findOne({ paymentOrderId }))?.status;

describe('payment attacks against the production profile', () => {
  it('has no sandbox: another buyer’s order cannot be marked paid, and the config names no gateway', async () => {
    const { paymentOrder } = await checkout();
    for (const path of ['checkout/sandbox/pay', 'checkout/sandbox/fail'])
      expect((await api('POST', path, { user: 'attacker', body: { orderId: paymentOrder.id } })).status).toBe(
        404,
      );
    expect((await api('GET', 'checkout/sandbox.js')).status).toBe(404);
    const config = await api('GET', 'checkout/config');
    expect(config.data).toEqual(checkoutConfigSchema.parse({ checkoutScriptUrl: standIn.checkoutUrl }));
    expect(await statusOf(paymentOrder.id)).toBe('created');
  });

  it('refuses a payment.captured webhook forged without the secret (the old fixed sandbox secret included)', async () => {
    const { paymentOrder } = await checkout();
    const raw = capturedEvent(paymentOrder.id, paymentOrder.amount);
    for (const secret of ['sandbox-webhook-secret-aspire-local', SANDBOX.webhookSecret, KEYS.keySecret])
      expect((await webhook(raw, hmacHex(secret, raw))).status).toBe(400);
    expect(await statusOf(paymentOrder.id)).toBe('created');
  });

  it('does not settle on a webhook with the right amount in another currency', async () => {
    const { paymentOrder } = await checkout();
    const raw = capturedEvent(paymentOrder.id, paymentOrder.amount, 'USD');
    const answer = await webhook(raw, hmacHex(KEYS.webhookSecret, raw));
    expect(answer.data).toMatchObject({ handled: false });
    expect(await statusOf(paymentOrder.id)).toBe('created');
  });

  it('takes an event id once: a replayed event changes nothing', async () => {
    const { user, paymentOrder } = await checkout();
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: randomId('pay'),
            amount: paymentOrder.amount,
            currency: 'INR',
            status: 'failed',
            order_id: paymentOrder.id,
          },
        },
      },
    });
    const eventId = randomId('evt');
    expect((await webhook(failed, hmacHex(KEYS.webhookSecret, failed), eventId)).data).toMatchObject({
      handled: true,
    });
    // Paid afterwards through Checkout; the same failure event replayed is recognised and ignored.
    const payment = await payAtCheckout(paymentOrder.id);
    // The browser or the stand-in's payment.captured webhook settles it, whichever comes first.
    expect([200, 201]).toContain((await place(user, paymentOrder.id, payment)).status);
    const replay = await webhook(failed, hmacHex(KEYS.webhookSecret, failed), eventId);
    expect(replay.data).toMatchObject({ duplicate: true });
    expect(await statusOf(paymentOrder.id)).toBe('paid');
    // Without an event id a webhook is not Razorpay's.
    const bare = await api('POST', 'webhooks/razorpay', {
      body: failed,
      headers: { 'x-razorpay-signature': hmacHex(KEYS.webhookSecret, failed) },
    });
    expect(bare.status).toBe(400);
  });

  it('does not pay an order for an authorised payment not yet captured; the capture then does', async () => {
    const { user, paymentOrder } = await checkout();
    standIn.settings.autoCaptureDelayMs = 60_000;
    const payment = await payAtCheckout(paymentOrder.id);
    standIn.settings.autoCaptureDelayMs = 0;
    const early = await place(user, paymentOrder.id, payment);
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/not confirmed the payment yet/);
    expect(await statusOf(paymentOrder.id)).toBe('created');
    // Razorpay captures it: its webhooks reach the shop, which settles the order.
    await razorpayClient({ ...KEYS, apiBaseUrl: standIn.url }).payments.capture(
      payment.razorpay_payment_id,
      paymentOrder.amount,
      'INR',
    );
    await vi.waitFor(async () => expect(await statusOf(paymentOrder.id)).toBe('paid'), SETTLED);
    expect((await place(user, paymentOrder.id, payment)).status).toBe(200);
  });

  it('refuses a genuine payment of a cheaper order placed against a dearer one', async () => {
    const cheap = await checkout('zakah-made-clear');
    const dear = await checkout('sheesham-wood-rehal');
    const payment = await payAtCheckout(cheap.paymentOrder.id);
    // Signed for the dear order with the key secret (as an insider might): the fetched payment still says no.
    const forged = {
      ...payment,
      razorpay_signature: hmacHex(KEYS.keySecret, `${dear.paymentOrder.id}|${payment.razorpay_payment_id}`),
    };
    expect((await place(dear.user, dear.paymentOrder.id, forged)).status).toBe(400);
    expect(await statusOf(dear.paymentOrder.id)).toBe('created');
  });

  it('answers the same payment order for an unchanged cart, and limits new ones per buyer', async () => {
    const { user, paymentOrder } = await checkout();
    const made = standIn.orders.size;
    const again = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    expect(again.id).toBe(paymentOrder.id);
    expect(standIn.orders.size).toBe(made);
    // Each change of the cart makes a new one: three an hour here, then 429 with Retry-After.
    await api('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
    expect((await api('GET', 'cart/order', { user })).status).toBe(200);
    await api('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
    expect((await api('GET', 'cart/order', { user })).status).toBe(200);
    await api('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
    const limited = await api('GET', 'cart/order', { user });
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(standIn.orders.size).toBe(made + 2);
    // Ten requests at once for one cart make one payment order.
    const other = await checkout();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => api('GET', 'cart/order', { user: other.user })),
    );
    expect(new Set(burst.map((answer) => paymentOrderSchema.parse(answer.data).id))).toEqual(
      new Set([other.paymentOrder.id]),
    );
    expect(orderListSchema.parse((await api('GET', 'orders', { user: other.user })).data)).toEqual([]);
  });
});
