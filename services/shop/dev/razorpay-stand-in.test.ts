import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../src/payments/gateway.ts';
import { razorpayClient } from '../src/payments/razorpay.ts';
import { startRazorpayStandIn } from './razorpay-stand-in.ts';

const KEY_ID = 'rzp_live_StandInTest01';
const KEY_SECRET = 'stand-in-test-key-secret';
const WEBHOOK_SECRET = 'stand-in-test-webhook-secret';

// A webhook receiver that records what it is sent.
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const standIn = await startRazorpayStandIn({
  port: 0,
  keyId: KEY_ID,
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  webhookUrl,
});
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** The real SDK pointed at the stand-in, as the shop's gateway is. */
const sdk = (keySecret = KEY_SECRET) => razorpayClient({ keyId: KEY_ID, keySecret, apiBaseUrl: standIn.url });
/** Razorpay's automatic capture, which the SDK's types know only in its newer form. */
const autoCapture = { payment_capture: 1 };
const checkout = async (outcome: 'pay' | 'fail', orderId: string) => {
  const response = await fetch(`${standIn.url}/v1/sandbox/${outcome}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ orderId }),
  });
  return {
    response,
    body: (await response.json()) as {
      success: boolean;
      data: { razorpay_payment_id: string; razorpay_signature: string; error?: { description: string } };
    },
  };
};
const events = () => received.map(({ body }) => (JSON.parse(body) as { event: string }).event);

describe('Razorpay stand-in', () => {
  it('refuses the API without the key pair (Basic auth), as Razorpay does', async () => {
    await expect(
      sdk('not-the-secret').orders.create({ amount: 1000, currency: 'INR' }),
    ).rejects.toMatchObject({
      statusCode: 401,
      error: { description: 'Authentication failed' },
    });
    expect((await fetch(`${standIn.url}/v1/payments/pay_x`)).status).toBe(401);
  });

  it('pays an automatic-capture order through Checkout: captured, signed, webhooks sent signed with event ids', async () => {
    received.length = 0;
    const order = await sdk().orders.create({
      amount: 24900,
      currency: 'INR',
      receipt: 'r1',
      notes: { a: 'b' },
      ...autoCapture,
    });
    expect(order).toMatchObject({ entity: 'order', amount: 24900, amount_due: 24900, status: 'created' });
    const { response, body } = await checkout('pay', order.id);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const paymentId = body.data.razorpay_payment_id;
    expect(body.data.razorpay_signature).toBe(hmacHex(KEY_SECRET, `${order.id}|${paymentId}`));
    expect(await sdk().payments.fetch(paymentId)).toMatchObject({
      id: paymentId,
      order_id: order.id,
      amount: 24900,
      currency: 'INR',
      status: 'captured',
      captured: true,
    });
    expect(await sdk().orders.fetchPayments(order.id)).toMatchObject({
      count: 1,
      items: [{ id: paymentId }],
    });
    await standIn.delivered();
    expect(events()).toEqual(['payment.captured', 'order.paid']);
    for (const { headers, body: raw } of received) {
      expect(headers['x-razorpay-signature']).toBe(hmacHex(WEBHOOK_SECRET, raw));
      expect(headers['x-razorpay-event-id']).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    }
    // A paid order takes no second payment.
    expect((await checkout('pay', order.id)).response.status).toBe(409);
  });

  it('leaves a payment authorised until captured when the order does not capture automatically', async () => {
    received.length = 0;
    const order = await sdk().orders.create({ amount: 5000, currency: 'INR' });
    const paymentId = (await checkout('pay', order.id)).body.data.razorpay_payment_id;
    expect(await sdk().payments.fetch(paymentId)).toMatchObject({ status: 'authorized', captured: false });
    await expect(sdk().payments.capture(paymentId, 4000, 'INR')).rejects.toMatchObject({ statusCode: 400 });
    expect(await sdk().payments.capture(paymentId, 5000, 'INR')).toMatchObject({ status: 'captured' });
    await expect(sdk().payments.capture(paymentId, 5000, 'INR')).rejects.toMatchObject({
      error: { description: 'This payment has already been captured' },
    });
    await standIn.delivered();
    expect(events()).toEqual(['payment.captured', 'order.paid']);
  });

  it('declines a payment with payment.failed, and refunds captured payments in part or in full', async () => {
    received.length = 0;
    const order = await sdk().orders.create({ amount: 10000, currency: 'INR', ...autoCapture });
    const failed = await checkout('fail', order.id);
    expect(failed.body.data.error?.description).toMatch(/declined/);
    await standIn.delivered();
    expect(events()).toEqual(['payment.failed']);

    const paymentId = (await checkout('pay', order.id)).body.data.razorpay_payment_id;
    await standIn.delivered();
    received.length = 0;
    const part = await sdk().payments.refund(paymentId, { amount: 4000, notes: { refundKey: 'k-1' } });
    // Answered pending, as Razorpay answers a normal refund; processed by the time its webhook comes.
    expect(part).toMatchObject({
      entity: 'refund',
      amount: 4000,
      payment_id: paymentId,
      status: 'pending',
      notes: { refundKey: 'k-1' },
    });
    expect(await sdk().refunds.fetch(part.id)).toMatchObject({
      id: part.id,
      amount: 4000,
      status: 'processed',
    });
    await standIn.delivered();
    expect(events()).toEqual(['refund.processed']);
    const [webhook] = received;
    expect(webhook?.headers['x-razorpay-signature']).toBe(hmacHex(WEBHOOK_SECRET, webhook?.body ?? ''));
    expect(JSON.parse(webhook?.body ?? '{}')).toMatchObject({
      payload: {
        refund: { entity: { id: part.id, payment_id: paymentId, amount: 4000, notes: { refundKey: 'k-1' } } },
        payment: { entity: { id: paymentId, amount_refunded: 4000 } },
      },
    });
    expect(await sdk().payments.fetch(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 4000,
    });
    await expect(sdk().payments.refund(paymentId, { amount: 7000 })).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The total refund amount is greater than the refund payment amount' },
    });
    await sdk().payments.refund(paymentId, {});
    expect(await sdk().payments.fetchMultipleRefund(paymentId)).toMatchObject({
      count: 2,
      items: [{ id: part.id, amount: 4000 }, { amount: 6000 }],
    });
    expect(await sdk().payments.fetch(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 10000,
    });
  });

  it("serves Checkout's script with Razorpay's browser API", async () => {
    const script = await fetch(standIn.checkoutUrl);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.Razorpay = Razorpay');
  });
});
