import { paymentOrderSchema } from '@aspire/contracts/shop';
import { afterAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn } from '../../dev/razorpay-stand-in.ts';
import { address, SANDBOX, testShop } from '../test-app.ts';
import { GatewayError, GatewayRefused, hmacHex, REFUND_EXCEEDS, refundEntitySchema } from './gateway.ts';
import { razorpayGateway } from './razorpay.ts';

const KEY_ID = 'rzp_live_StandIn000001';
const KEY_SECRET = 'stand-in-key-secret-0000';
const WEBHOOK_SECRET = 'stand-in-webhook-secret-000';
const standIn = await startRazorpayStandIn({
  port: 0,
  keyId: KEY_ID,
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
});
afterAll(() => standIn.close());

const gateway = (keySecret = KEY_SECRET, apiBaseUrl = standIn.url) =>
  razorpayGateway({
    keyId: KEY_ID,
    keySecret,
    webhookSecret: WEBHOOK_SECRET,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    apiBaseUrl,
  });

describe('razorpay adapter (against the local stand-in of the API)', () => {
  it("creates orders with automatic capture through the SDK and answers Razorpay's order shape", async () => {
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
    expect(standIn.orders.get(order.id)).toMatchObject({ notes: { userId: 'u1' } });
  });

  it('fetches a payment as Razorpay holds it, and null for one it never made', async () => {
    const order = await gateway().createOrder({ amount: 1000, currency: 'INR', receipt: 'r', notes: {} });
    const paid = await fetch(`${standIn.url}/v1/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: order.id }),
    });
    const { data } = (await paid.json()) as { data: { razorpay_payment_id: string } };
    expect(await gateway().fetchPayment(data.razorpay_payment_id)).toEqual({
      id: data.razorpay_payment_id,
      entity: 'payment',
      order_id: order.id,
      amount: 1000,
      currency: 'INR',
      status: 'captured',
    });
    expect(await gateway().fetchPayment('pay_Nothing0000000')).toBeNull();
  });

  it('refunds through the SDK: answered pending with its notes, listed by payment, refused beyond what is left', async () => {
    const order = await gateway().createOrder({ amount: 81_800, currency: 'INR', receipt: 'r', notes: {} });
    const paid = await fetch(`${standIn.url}/v1/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: order.id }),
    });
    const paymentId = ((await paid.json()) as { data: { razorpay_payment_id: string } }).data
      .razorpay_payment_id;
    const refundKey = crypto.randomUUID();
    const made = await gateway().refund(paymentId, {
      amount: 30_000,
      receipt: refundKey,
      notes: { refundKey },
    });
    expect(made).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      payment_id: paymentId,
      amount: 30_000,
      status: 'pending',
      notes: { refundKey },
    });
    expect(standIn.refunds.get(made.id)).toMatchObject({ receipt: refundKey, speed_requested: 'normal' });
    expect(await gateway().fetchRefunds(paymentId)).toEqual([{ ...made, status: 'processed' }]);
    const beyond = gateway().refund(paymentId, { amount: 51_801, receipt: 'r2', notes: {} });
    await expect(beyond).rejects.toBeInstanceOf(GatewayRefused);
    await expect(beyond).rejects.toThrow(REFUND_EXCEEDS);
  });

  it('tells a refund that may have gone through (no answer) from one refused', async () => {
    const offline = gateway(KEY_SECRET, 'http://127.0.0.1:9');
    const lost = offline.refund('pay_Abcdef1234567', { amount: 100, receipt: 'r', notes: {} });
    await expect(lost).rejects.toBeInstanceOf(GatewayError);
    await expect(lost).rejects.not.toBeInstanceOf(GatewayRefused);
    await expect(offline.fetchRefunds('pay_Abcdef1234567')).rejects.toBeInstanceOf(GatewayError);
    await expect(
      gateway('wrong-secret').refund('pay_Abcdef1234567', { amount: 100, receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(GatewayRefused);
  });

  it("reads Razorpay's refund entity, whose notes are [] when empty and may hold numbers", () => {
    const entity = { id: 'rfnd_Abcdef123456', payment_id: 'pay_X', amount: '100', status: 'processed' };
    expect(refundEntitySchema.parse({ ...entity, notes: [] }).notes).toEqual({});
    expect(refundEntitySchema.parse({ ...entity, notes: { refundKey: 'k', n: 5 } }).notes).toEqual({
      refundKey: 'k',
      n: '5',
    });
    expect(refundEntitySchema.parse(entity)).toMatchObject({ amount: 100, notes: {} });
    expect(refundEntitySchema.safeParse({ ...entity, status: 'refunded' }).success).toBe(false);
  });

  it('turns a refusal into a GatewayError', async () => {
    await expect(
      gateway('wrong-secret').createOrder({ amount: 1000, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway('wrong-secret').fetchPayment('pay_Nothing0000000')).rejects.toBeInstanceOf(
      GatewayError,
    );
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

  it('runs the whole checkout on the razorpay gateway: order, Checkout, fetched payment', async () => {
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
    const pay = await fetch(`${standIn.url}/v1/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: paymentOrder.id }),
    });
    const { data: payment } = (await pay.json()) as {
      data: { razorpay_payment_id: string; razorpay_signature: string };
    };
    const body = (signature: string) => ({
      shippingAddress: address,
      transactionId: payment.razorpay_payment_id,
      razorpay_order_id: paymentOrder.id,
      razorpay_signature: signature,
    });
    // Signed with another secret (the sandbox's): refused.
    const otherSecret = hmacHex(SANDBOX.keySecret, `${paymentOrder.id}|${payment.razorpay_payment_id}`);
    expect((await api('POST', 'order', { user, body: body(otherSecret) })).status).toBe(400);
    const placed = await api('POST', 'order', { user, body: body(payment.razorpay_signature) });
    expect(placed.status).toBe(201);
    expect(
      await database.db
        .collection('orders')
        .countDocuments({ paymentOrderId: paymentOrder.id, status: 'paid' }),
    ).toBe(1);
    // The sandbox's script and endpoints do not exist on the real gateway.
    expect((await api('GET', 'checkout/sandbox.js')).status).toBe(404);
    expect(
      (await api('POST', 'checkout/sandbox/pay', { user, body: { orderId: paymentOrder.id } })).status,
    ).toBe(404);
  });

  it('answers 502 and records nothing when Razorpay cannot be reached', async () => {
    const { api, database } = await testShop(gateway(KEY_SECRET, 'http://127.0.0.1:9'));
    await api('POST', 'cart', { user: 'offline', body: { productId: 'sheesham-wood-rehal', qty: 1 } });
    const answer = await api('GET', 'cart/order', { user: 'offline' });
    expect(answer.status).toBe(502);
    expect(await database.db.collection('orders').countDocuments()).toBe(0);
  });
});
