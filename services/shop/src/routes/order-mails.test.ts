import { type Order, orderSchema, paymentOrderSchema } from '@aspire/contracts/shop';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { afterAll, describe, expect, it } from 'vitest';
import { failedSubject, placedSubject, SHOP_PHONE } from '../mail/order-mails.ts';
import { hmacHex, randomId } from '../payments/gateway.ts';
import type { WebhookDelivery } from '../payments/sandbox-webhooks.ts';
import { address, SANDBOX, testShop } from '../test-app.ts';

/** The sandbox's webhooks, held here instead of posted, so each test decides when (and if) they arrive. */
const held: { rawBody: string; signature: string; eventId: string }[] = [];
const hold: WebhookDelivery = async (rawBody, signature, eventId) => {
  held.push({ rawBody, signature, eventId });
  return new Response(null, { status: 200 });
};
const { api, app, database, sign } = await testShop(undefined, { sandboxWebhooks: { deliver: hold } });
afterAll(() => app.sandboxWebhooks?.stop());
const outbox = database.db.collection('mail_outbox');

/** Everything every shop answer in these tests said, to look for a message body in. */
const answers: string[] = [];
const call = async (...args: Parameters<typeof api>) => {
  const result = await api(...args);
  answers.push(JSON.stringify(result.json));
  return result;
};

let buyers = 0;
/**
 * A buyer with 2 × Zakah Made Clear (₹249) and 1 × canvas tote (₹320) in the cart, a delivery address
 * with an e-mail address of their own, a payment order, and its payment captured in the sandbox (whose
 * webhook is held).
 */
async function paidInSandbox() {
  buyers += 1;
  const user = `mail-buyer-${buyers}`;
  const shippingAddress = { ...address, email: `ayesha.${buyers}.${randomId('x', 6)}@example.com` };
  await call('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 2 } });
  await call('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
  await call('POST', 'cart/address', { user, body: { shippingAddress } });
  const paymentOrder = paymentOrderSchema.parse((await call('GET', 'cart/order', { user })).data);
  const paid = await call('POST', 'checkout/sandbox/pay', { user, body: { orderId: paymentOrder.id } });
  expect(paid.status).toBe(200);
  const payment = paid.data as { razorpay_payment_id: string; razorpay_signature: string };
  const webhook = await heldWebhookOf(paymentOrder.id);
  return { user, shippingAddress, paymentOrder, payment, webhook, to: shippingAddress.email };
}

/** The sandbox's `payment.captured` webhook for a payment order, once the sender has handed it over. */
async function heldWebhookOf(paymentOrderId: string) {
  await expect.poll(() => held.some((event) => event.rawBody.includes(paymentOrderId))).toBe(true);
  const event = held.find((entry) => entry.rawBody.includes(paymentOrderId));
  if (!event) throw new Error(`no webhook for ${paymentOrderId}`);
  return event;
}

/** Posts a webhook as Razorpay does (signed raw body, an event id). */
const deliver = (event: { rawBody: string; signature: string; eventId: string }) =>
  call('POST', 'webhooks/razorpay', {
    body: event.rawBody,
    headers: { 'x-razorpay-signature': event.signature, 'x-razorpay-event-id': event.eventId },
  });

/** A signed `payment.captured` event for any payment of a payment order, with a fresh event id. */
function capturedEvent(paymentOrderId: string, paymentId: string, amount: number) {
  const rawBody = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: paymentId, amount, currency: 'INR', status: 'captured', order_id: paymentOrderId },
      },
    },
  });
  return { rawBody, signature: hmacHex(SANDBOX.webhookSecret, rawBody), eventId: randomId('evt') };
}

/** Confirms a payment as the browser does after Checkout. */
const confirm = (
  user: string,
  shippingAddress: typeof address,
  paymentOrderId: string,
  payment: { razorpay_payment_id: string; razorpay_signature: string },
) =>
  call('POST', 'order', {
    user,
    body: {
      shippingAddress,
      status: 'success',
      transactionId: payment.razorpay_payment_id,
      razorpay_order_id: paymentOrderId,
      razorpay_signature: payment.razorpay_signature,
    },
  });

/**
 * Waits until every message queued to an address has been sent, then answers what is in the outbox for
 * it: with nothing pending, Mailpit holds all there will ever be.
 */
async function settledMailTo(to: string) {
  await expect.poll(() => outbox.countDocuments({ to, status: { $ne: 'sent' } })).toBe(0);
  return outbox.find({ to }).toArray();
}

describe('order confirmation', () => {
  it('arrives once for an order paid through checkout, with every line and the total; the webhook after it sends nothing', async () => {
    const { user, shippingAddress, paymentOrder, payment, webhook, to } = await paidInSandbox();
    const placed = await confirm(user, shippingAddress, paymentOrder.id, payment);
    expect(placed.status).toBe(201);
    const order = orderSchema.parse(placed.data);

    const mail = await receivedMail(to, placedSubject(order));
    expect(mail.Subject).toBe(`Your Aspire order ${order.receipt} is confirmed`);
    expect(mail.Text).toContain('Assalamu alaikum Ayesha,');
    expect(mail.Text).toContain('2 × ₹249 = ₹498');
    expect(mail.Text).toContain('1 × ₹320 = ₹320');
    expect(mail.Text).toMatch(/Total paid\s+₹818/);
    expect(mail.Text).toContain(payment.razorpay_payment_id);
    expect(mail.HTML).toContain('Zakah Made Clear');
    expect(mail.HTML).toContain('href="http://site.test/orders"');

    // The webhook of the same payment arrives afterwards: the order is already paid, no second mail.
    expect((await deliver(webhook)).data).toMatchObject({ handled: false });
    expect(await confirm(user, shippingAddress, paymentOrder.id, payment)).toMatchObject({ status: 200 });
    const queued = await settledMailTo(to);
    expect(queued.map((doc) => [doc._id, doc.template, doc.status])).toEqual([
      [`order-placed:${order._id}`, 'order-placed', 'sent'],
    ]);
    expect(await mailsTo(to)).toHaveLength(1);
    // Known to the outbox by its key, so later repeats do not render it again.
    expect(await app.mailOutbox.has(`order-placed:${order._id}`)).toBe(true);
    expect(await app.mailOutbox.has(`order-placed:${paymentOrder.id}`)).toBe(false);
  });

  it('arrives once for an order only the webhook settled, however often it is repeated', async () => {
    const { user, paymentOrder, payment, webhook, to } = await paidInSandbox();
    expect((await deliver(webhook)).data).toMatchObject({ handled: true });
    // A replay with the same event id, and the same payment under another event id.
    await deliver(webhook);
    await deliver(capturedEvent(paymentOrder.id, payment.razorpay_payment_id, paymentOrder.amount));

    const [order] = (await call('GET', 'orders', { user })).data as Order[];
    expect(order).toMatchObject({ status: 'paid', paymentId: payment.razorpay_payment_id });
    const mail = await receivedMail(to, placedSubject(order as Order));
    expect(mail.Text).toMatch(/Total paid\s+₹818/);
    expect(await settledMailTo(to)).toHaveLength(1);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('holds no readable order mail in the database once sent', async () => {
    const { user, shippingAddress, paymentOrder, payment, to } = await paidInSandbox();
    await confirm(user, shippingAddress, paymentOrder.id, payment);
    const [doc] = await settledMailTo(to);
    expect(doc).toMatchObject({ template: 'order-placed', status: 'sent' });
    expect(doc).not.toHaveProperty('content');
  });
});

describe('payment taken but the order cannot use it', () => {
  it('tells the buyer once about a second payment for an order already paid', async () => {
    const { user, shippingAddress, paymentOrder, payment, to } = await paidInSandbox();
    const placed = await confirm(user, shippingAddress, paymentOrder.id, payment);
    expect(placed.status).toBe(201);
    // A second captured payment of the same payment order, as the gateway would hold it.
    const second = randomId('pay');
    await database.db.collection<{ _id: string } & Record<string, unknown>>('sandbox_payments').insertOne({
      _id: second,
      order_id: paymentOrder.id,
      amount: paymentOrder.amount,
      currency: 'INR',
      status: 'captured',
      createdAt: new Date(),
    });
    const signature = hmacHex(SANDBOX.keySecret, `${paymentOrder.id}|${second}`);
    const refused = await confirm(user, shippingAddress, paymentOrder.id, {
      razorpay_payment_id: second,
      razorpay_signature: signature,
    });
    expect(refused.status).toBe(409);
    // Its webhook too: the same payment, told once.
    expect((await deliver(capturedEvent(paymentOrder.id, second, paymentOrder.amount))).data).toMatchObject({
      handled: false,
    });

    const mail = await receivedMail(to, failedSubject(second));
    expect(mail.Subject).toBe(`About your Aspire payment ${second}`);
    expect(mail.Text).toContain('Assalamu alaikum Ayesha,');
    expect(mail.Text).toContain('had already been paid with another payment');
    expect(mail.Text).toContain('refund the full ₹818');
    expect(mail.Text).toContain('within one working day');
    expect(mail.Text).toContain(paymentOrder.receipt);
    expect(mail.Text).toContain(SHOP_PHONE);
    const queued = await settledMailTo(to);
    expect(queued.map((doc) => doc._id).sort()).toEqual([
      `order-failed:${second}`,
      `order-placed:${orderSchema.parse(placed.data)._id}`,
    ]);
    expect(await mailsTo(to)).toHaveLength(2);
  });

  it('tells the buyer once about a captured payment of another amount, and places no order', async () => {
    const { user, paymentOrder, to } = await paidInSandbox();
    const odd = randomId('pay');
    const event = capturedEvent(paymentOrder.id, odd, 100);
    expect((await deliver(event)).data).toMatchObject({ handled: false });
    await deliver({ ...event, eventId: randomId('evt') });

    const mail = await receivedMail(to, failedSubject(odd));
    expect(mail.Text).toContain("does not match the order's total of ₹818");
    expect(mail.Text).toContain('refund the full ₹1');
    expect(await settledMailTo(to)).toHaveLength(1);
    expect(await mailsTo(to)).toHaveLength(1);
    expect((await call('GET', 'orders', { user })).data).toEqual([]);
  });
});

describe('no shop answer carries a message', () => {
  it('in any answer these tests got, or any read the service publishes', async () => {
    const { user, shippingAddress, paymentOrder, payment, to } = await paidInSandbox();
    const placed = orderSchema.parse((await confirm(user, shippingAddress, paymentOrder.id, payment)).data);
    await receivedMail(to, placedSubject(placed));
    const document = (await (await app.request('/api/shop/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    const reads = Object.entries(document.paths)
      .filter(([path, operations]) => 'get' in operations && !path.includes('{'))
      .map(([path]) => path);
    expect(reads.length).toBeGreaterThan(2);
    const token = await sign({ id: user });
    for (const path of reads)
      answers.push(await (await app.request(path, { headers: bearer(token) })).text());
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers)
      for (const secret of ['Assalamu', 'is confirmed', 'About your Aspire payment', 'order-placed:'])
        expect(answer).not.toContain(secret);
  });
});
