import type { AddressInfo } from 'node:net';
import { paymentOrderSchema } from '@aspire/contracts/shop';
import { silentLogger, startServer } from '@aspire/service-kit';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { address, testShop } from '../test-app.ts';
import { GatewayError, hmacHex, randomId } from './gateway.ts';
import { razorpayGateway } from './razorpay.ts';

/** A local stand-in of Razorpay's Orders API (no network): Basic auth with the key pair, Razorpay's shapes. */
const KEY_ID = 'rzp_test_StandIn0001';
const KEY_SECRET = 'stand-in-key-secret';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';
const received: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
const standIn = new Hono();
standIn.post('/v1/orders', async (c) => {
  const body = (await c.req.json()) as {
    amount: number;
    currency?: string;
    receipt?: string;
    notes?: object;
  };
  received.push({ authorization: c.req.header('authorization'), body });
  if (
    c.req.header('authorization') !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`
  ) {
    return c.json({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }, 401);
  }
  if (!Number.isInteger(body.amount) || body.amount < 100) {
    return c.json(
      {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Order amount less than minimum amount allowed',
          field: 'amount',
        },
      },
      400,
    );
  }
  return c.json({
    id: randomId('order'),
    entity: 'order',
    amount: body.amount,
    amount_paid: 0,
    amount_due: body.amount,
    currency: body.currency ?? 'INR',
    receipt: body.receipt ?? null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: body.notes ?? [],
    created_at: Math.floor(Date.now() / 1000),
  });
});
const server = startServer({
  app: standIn,
  port: 0,
  hostname: '127.0.0.1',
  logger: silentLogger,
  name: 'razorpay-stand-in',
});
await new Promise((resolve) => (server.listening ? resolve(null) : server.once('listening', resolve)));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

const gateway = (keySecret = KEY_SECRET, apiBaseUrl = baseUrl) =>
  razorpayGateway({
    keyId: KEY_ID,
    keySecret,
    webhookSecret: WEBHOOK_SECRET,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    apiBaseUrl,
  });

describe('razorpay adapter (against a local stand-in of the API)', () => {
  it("creates orders through the SDK with Basic auth and answers Razorpay's order shape", async () => {
    const order = await gateway().createOrder({
      amount: 81800,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { userId: 'u1' },
    });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 81800,
      currency: 'INR',
      receipt: 'rcpt_1',
      status: 'created',
    });
    expect(order.id).toMatch(/^order_/);
    expect(received.at(-1)?.body).toMatchObject({
      amount: 81800,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { userId: 'u1' },
    });
  });

  it('turns a refusal into a GatewayError', async () => {
    await expect(
      gateway('wrong-secret').createOrder({ amount: 1000, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(GatewayError);
    await expect(
      gateway().createOrder({ amount: 50, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toThrow(/minimum amount/);
  });

  it('verifies payment and webhook signatures as Razorpay documents, in constant time', () => {
    const g = gateway();
    const signature = hmacHex(KEY_SECRET, 'order_Abc123456|pay_Xyz987654');
    expect(g.verifyPayment({ orderId: 'order_Abc123456', paymentId: 'pay_Xyz987654', signature })).toBe(true);
    expect(g.verifyPayment({ orderId: 'order_Abc123456', paymentId: 'pay_Other00000', signature })).toBe(
      false,
    );
    expect(
      g.verifyPayment({
        orderId: 'order_Abc123456',
        paymentId: 'pay_Xyz987654',
        signature: signature.slice(0, 10),
      }),
    ).toBe(false);
    const raw = '{"event":"payment.captured"}';
    expect(g.verifyWebhook(raw, hmacHex(WEBHOOK_SECRET, raw))).toBe(true);
    expect(g.verifyWebhook(raw, hmacHex(KEY_SECRET, raw))).toBe(false);
  });

  it('runs the whole checkout on the razorpay gateway: order, signed payment, webhook', async () => {
    const { api, database } = await testShop(gateway());
    const user = 'rzp-buyer';
    await api('POST', 'cart', { user, body: { productId: 'sheesham-wood-rehal', qty: 1 } });
    await api('POST', 'cart/address', { user, body: { shippingAddress: address } });
    const paymentOrder = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    expect(paymentOrder).toMatchObject({
      amount: 99900,
      key: KEY_ID,
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(received.at(-1)?.body).toMatchObject({ amount: 99900, currency: 'INR' });
    const paymentId = randomId('pay');
    const sandboxSigned = await api('POST', 'order', {
      user,
      body: {
        shippingAddress: address,
        transactionId: paymentId,
        razorpay_order_id: paymentOrder.id,
        razorpay_signature: hmacHex('sandbox-key-secret-aspire-local', `${paymentOrder.id}|${paymentId}`),
      },
    });
    expect(sandboxSigned.status).toBe(400);
    const placed = await api('POST', 'order', {
      user,
      body: {
        shippingAddress: address,
        transactionId: paymentId,
        razorpay_order_id: paymentOrder.id,
        razorpay_signature: hmacHex(KEY_SECRET, `${paymentOrder.id}|${paymentId}`),
      },
    });
    expect(placed.status).toBe(201);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: paymentId, amount: 99900, order_id: paymentOrder.id, status: 'captured' } },
      },
    });
    const hook = await api('POST', 'webhooks/razorpay', {
      body: raw,
      headers: { 'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, raw) },
    });
    expect(hook.status).toBe(200);
    expect(
      await database.db
        .collection('orders')
        .countDocuments({ paymentOrderId: paymentOrder.id, status: 'paid' }),
    ).toBe(1);
    // The sandbox's script and endpoints do not exist on the real gateway.
    expect((await api('GET', 'checkout/sandbox.js')).status).toBe(404);
    expect((await api('POST', 'checkout/sandbox/pay', { body: { orderId: paymentOrder.id } })).status).toBe(
      404,
    );
  });

  it('answers 502 and records nothing when Razorpay cannot be reached', async () => {
    const { api, database } = await testShop(gateway(KEY_SECRET, 'http://127.0.0.1:9'));
    await api('POST', 'cart', { user: 'offline', body: { productId: 'sheesham-wood-rehal', qty: 1 } });
    const answer = await api('GET', 'cart/order', { user: 'offline' });
    expect(answer.status).toBe(502);
    expect(await database.db.collection('orders').countDocuments()).toBe(0);
  });
});
