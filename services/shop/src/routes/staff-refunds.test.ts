/**
 * Refunds on the orders desk, through the development sandbox end to end: staff ask, the sandbox
 * refunds and sends its signed `refund.processed` webhook, the shop records it once and mails the
 * customer; what is left to refund bounds every request; the gateway's webhooks replayed change nothing.
 */
import type { StaffOrder, StaffOrderPage } from '@aspire/contracts/orders-desk';
import { orderListSchema, paymentOrderSchema } from '@aspire/contracts/shop';
import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it, vi } from 'vitest';
import { refundedSubject, refundFailedSubject } from '../mail/refund-mails.ts';
import { DEV_SHOP_EMAIL } from '../mail/shop-mailbox.ts';
import { hmacHex, REFUND_EXCEEDS, randomId } from '../payments/gateway.ts';
import { SANDBOX, SETTLED, testShop } from '../test-app.ts';
import { ORDER_NOT_FOUND } from './staff-orders.ts';

type Shop = Awaited<ReturnType<typeof testShop>>;
/** How long a webhook or an e-mail sent in the background may take. */
const shop = await testShop();
const { api, app, database, staffToken, sign } = shop;
const shopStaff = await staffToken(['shop']);
const admissions = await staffToken(['admissions']);
const learner = await sign({ id: 'learner-refunds', emailVerified: true });

/** An order of ₹818 paid through the sandbox (so the sandbox holds its captured payment). */
const paidThroughSandbox = (on: Shop = shop) => on.paidThroughSandbox();
const refund = (id: string, body: unknown, { token = shopStaff, on = shop } = {}) =>
  on.api('POST', `staff/orders/${id}/refunds`, { token, body });
const ask = (amount: number, key: string = crypto.randomUUID()) => ({
  amount,
  reason: 'Damaged in transit',
  key,
});
const orderPage = async (id: string, on: Shop = shop, token = shopStaff) =>
  (await on.api('GET', `staff/orders/${id}`, { token })).data as StaffOrder;
/** A signed refund webhook, as Razorpay sends one. */
const refundWebhook = (
  on: Shop,
  event: 'refund.processed' | 'refund.failed',
  entity: object,
  eventId = randomId('evt'),
) => {
  const rawBody = JSON.stringify({ entity: 'event', event, payload: { refund: { entity } } });
  return on.api('POST', 'webhooks/razorpay', {
    body: rawBody,
    headers: {
      'x-razorpay-signature': hmacHex(SANDBOX.webhookSecret, rawBody),
      'x-razorpay-event-id': eventId,
    },
  });
};

const first = await paidThroughSandbox();

describe('who may refund', () => {
  it.each([
    ['POST', `staff/orders/${first.id}/refunds`, ask(100)],
    ['POST', 'checkout/sandbox/webhooks/replay', { refundId: 'rfnd_Abcdef123456' }],
  ])('%s %s refuses the anonymous (401), a learner and other staff (403)', async (method, path, body) => {
    expect((await api(method, path, { body })).status).toBe(401);
    for (const token of [learner, admissions]) {
      const refused = await api(method, path, { token, body });
      expect(refused.status).toBe(403);
      expect(refused.json?.message).toBe(STAFF_ROLE_REQUIRED);
    }
  });
});

describe('a refund request', () => {
  it('is refused with the field at fault when it does not make sense', async () => {
    const empty = await refund(first.id, {});
    expect(empty.status).toBe(400);
    expect(empty.json?.errors).toMatchObject({
      amount: 'Enter the amount to refund',
      reason: 'Say why the order is refunded',
      key: 'Not a refund key',
    });
    const small = await refund(first.id, { ...ask(99), reason: ' ok ' });
    expect(small.json?.errors).toMatchObject({
      amount: 'A refund is at least ₹1',
      reason: 'Say why the order is refunded',
    });
    expect((await refund(first.id, { ...ask(150.5) })).json?.errors?.amount).toBe(
      'Enter the amount in whole paise',
    );
    expect((await refund('not-an-order', ask(100))).json?.errors?.id).toBe('Not an order reference');
    const unknown = await refund('0123456789abcdef01234567', ask(100));
    expect(unknown.status).toBe(404);
    expect(unknown.json?.message).toBe(ORDER_NOT_FOUND);
  });

  it('is refused for an order that was not paid or was cancelled', async () => {
    const user = `refund-unpaid-${randomId('u', 6)}`;
    await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
    const paymentOrder = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    const unpaid = await app.repos.orders.findByPaymentOrder(paymentOrder.id);
    const id = unpaid?._id.toHexString() ?? '';
    const refused = await refund(id, ask(100));
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe(
      'This order is not paid (awaiting payment); there is nothing to refund',
    );
    await database.db.collection('orders').updateOne({ _id: unpaid?._id }, { $set: { status: 'cancelled' } });
    expect((await refund(id, ask(100))).json?.message).toBe(
      'This order is cancelled; nothing was paid, so there is nothing to refund',
    );
  });
});

describe('refunding an order in parts', () => {
  it('refunds part, then the rest up to what was captured, and refuses a third; replays change nothing', async () => {
    const { id, user, email } = await paidThroughSandbox();
    const firstKey = crypto.randomUUID();
    const part = await refund(id, ask(30_000, firstKey));
    expect(part.status).toBe(200);
    const asked = part.data as StaffOrder;
    expect(asked).toMatchObject({ refundedAmount: 30_000, status: 'paid' });
    expect(asked.refunds).toMatchObject([
      {
        id: firstKey,
        amount: 30_000,
        reason: 'Damaged in transit',
        by: { name: 'Farhan Qureshi' },
        gatewayRefundId: expect.stringMatching(/^rfnd_/),
        failureReason: null,
      },
    ]);
    // The same request again (a double click): the order as it is, nothing refunded twice.
    const again = await refund(id, ask(30_000, firstKey));
    expect(again.status).toBe(200);
    expect((again.data as StaffOrder).refunds).toHaveLength(1);

    // The sandbox's refund.processed webhook comes: processed, and the customer is told once.
    await vi.waitFor(async () => expect((await orderPage(id)).refunds[0]?.status).toBe('processed'), SETTLED);
    await receivedMail(email, refundedSubject({ receipt: asked.receipt }, { amount: 30_000 }));

    // More than is left is refused, saying what is left.
    const beyond = await refund(id, ask(60_000));
    expect(beyond.status).toBe(409);
    expect(beyond.json?.message).toBe('Only ₹518 is left to refund on this order');
    expect(beyond.json?.errors?.amount).toBe('Only ₹518 is left to refund on this order');

    const rest = await refund(id, ask(51_800));
    expect(rest.status).toBe(200);
    await vi.waitFor(async () => expect((await orderPage(id)).status).toBe('refunded'), SETTLED);
    const third = await refund(id, ask(100));
    expect(third.status).toBe(409);
    expect(third.json?.message).toBe('This order is already refunded in full');

    const page = await orderPage(id);
    expect(page).toMatchObject({ refundedAmount: 81_800, amount: 81_800 });
    expect(page.refunds.map((each) => [each.amount, each.status])).toEqual([
      [30_000, 'processed'],
      [51_800, 'processed'],
    ]);
    expect(page.refunds[1]?.processedAt).toEqual(expect.any(String));
    expect(page.history.filter((entry) => entry.status === 'refunded')).toHaveLength(1);
    expect(page.audit.map((entry) => entry.action)).toEqual([
      'order.refund',
      'order.refund',
      'order.refunded',
    ]);
    expect(page.audit[0]).toMatchObject({ changes: { amount: { to: '₹300' } }, note: 'Damaged in transit' });
    await vi.waitFor(
      async () =>
        expect(
          (await orderPage(id)).mails.filter((mail) => mail.label.startsWith('Refund notice')),
        ).toMatchObject([
          { label: 'Refund notice (₹300)', status: 'sent' },
          { label: 'Refund notice (₹518)', status: 'sent' },
        ]),
      SETTLED,
    );

    // The sandbox replays the last refund's webhook: same event id and signature, taken once before.
    const gatewayRefundId = page.refunds[1]?.gatewayRefundId;
    const replayed = await api('POST', 'checkout/sandbox/webhooks/replay', {
      token: shopStaff,
      body: { refundId: gatewayRefundId },
    });
    expect(replayed.status).toBe(200);
    expect(replayed.data).toEqual({ received: true, handled: false, duplicate: true });
    // Another event about a refund already processed changes nothing either.
    const late = await refundWebhook(shop, 'refund.failed', {
      id: gatewayRefundId,
      payment_id: page.paymentId,
      amount: 51_800,
      status: 'failed',
      notes: { refundKey: page.refunds[1]?.id },
    });
    expect(late.data).toEqual({ received: true, handled: false });
    const after = await orderPage(id);
    expect({ ...after, mails: [] }).toEqual({ ...page, mails: [] });
    expect((await mailsTo(email)).filter((mail) => mail.Subject.startsWith('We have refunded'))).toHaveLength(
      2,
    );

    // The customer sees the refunds, not who asked or why.
    const [mine] = orderListSchema.parse((await api('GET', 'orders', { user })).data);
    expect(mine).toMatchObject({ status: 'refunded', refundedAmount: 81_800 });
    expect(mine?.refunds).toEqual([
      {
        id: firstKey,
        amount: 30_000,
        status: 'processed',
        createdAt: expect.any(String),
        processedAt: expect.any(String),
      },
      expect.objectContaining({ amount: 51_800, status: 'processed' }),
    ]);
    const raw = (await api('GET', 'orders', { user })).data as { refunds: object[] }[];
    expect(Object.keys(raw[0]?.refunds[0] ?? {})).not.toContain('reason');

    // The desk's list and its export show what was refunded.
    const list = (await api('GET', `staff/orders?customer=${user}`, { token: shopStaff }))
      .data as StaffOrderPage;
    expect(list.rows).toMatchObject([{ id, status: 'refunded', refundedAmount: 81_800 }]);
    const csv = await app.request(`/api/shop/staff/orders.csv?customer=${user}`, {
      headers: { authorization: `Bearer ${shopStaff}` },
    });
    expect((await csv.text()).split('\n')[1]).toContain(',Refunded,');
  });

  it("answers 502 with the gateway's word when it refuses, and keeps the refund failed", async () => {
    const { id, paymentId } = await paidThroughSandbox();
    // Refunded at the gateway by other means (its dashboard): nothing is left there.
    await app.repos.sandboxPayments.takeRefund(paymentId, 81_800);
    const refused = await refund(id, ask(10_000));
    expect(refused.status).toBe(502);
    expect(refused.json?.message).toBe(`The payment gateway refused this refund: ${REFUND_EXCEEDS}`);
    const page = await orderPage(id);
    expect(page).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(page.refunds).toMatchObject([{ amount: 10_000, status: 'failed', failureReason: REFUND_EXCEEDS }]);
  });
});

describe('refund webhooks', async () => {
  // The sandbox's own webhooks wait a minute here, so the gateway's reports are the test's to send.
  const quiet = await testShop(undefined, { sandboxWebhooks: { delayMs: 60_000 } });
  const quietStaff = await quiet.staffToken(['shop']);

  it('fail a pending refund, give its amount back, tell the shop team, once; replays change nothing', async () => {
    const { id } = await paidThroughSandbox(quiet);
    const key = crypto.randomUUID();
    const asked = await refund(id, ask(20_000, key), { token: quietStaff, on: quiet });
    const pending = asked.data as StaffOrder;
    expect(pending.refunds[0]).toMatchObject({
      status: 'pending',
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });
    const entity = {
      id: pending.refunds[0]?.gatewayRefundId,
      entity: 'refund',
      payment_id: pending.paymentId,
      amount: 20_000,
      status: 'failed',
      notes: { refundKey: key, orderId: id },
      error_description: 'The beneficiary bank account is closed',
    };
    const eventId = randomId('evt');
    expect((await refundWebhook(quiet, 'refund.failed', entity, eventId)).data).toEqual({
      received: true,
      handled: true,
    });
    expect((await refundWebhook(quiet, 'refund.failed', entity, eventId)).data).toEqual({
      received: true,
      handled: false,
      duplicate: true,
    });
    const processedLate = await refundWebhook(quiet, 'refund.processed', { ...entity, status: 'processed' });
    expect(processedLate.data).toEqual({ received: true, handled: false });
    const page = await orderPage(id, quiet, quietStaff);
    expect(page).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(page.refunds).toMatchObject([
      { status: 'failed', failureReason: 'The beneficiary bank account is closed', processedAt: null },
    ]);
    const told = await receivedMail(
      DEV_SHOP_EMAIL,
      refundFailedSubject({ receipt: page.receipt }, { amount: 20_000 }),
    );
    expect(told.Text).toContain('The beneficiary bank account is closed');
    // The shop may refund it all again (the sandbox itself kept the ₹200 this test said failed).
    const again = await refund(id, ask(81_800), { token: quietStaff, on: quiet });
    expect(again.status).toBe(502);
    expect((await refund(id, ask(61_800), { token: quietStaff, on: quiet })).status).toBe(200);
  });

  it('refuses a report without a valid signature or event id', async () => {
    const rawBody = JSON.stringify({ event: 'refund.processed', payload: {} });
    const forged = await quiet.api('POST', 'webhooks/razorpay', {
      body: rawBody,
      headers: {
        'x-razorpay-signature': hmacHex('not-the-secret', rawBody),
        'x-razorpay-event-id': randomId('evt'),
      },
    });
    expect(forged.status).toBe(400);
    expect(forged.json?.message).toBe('Invalid webhook signature');
    const noId = await quiet.api('POST', 'webhooks/razorpay', {
      body: rawBody,
      headers: { 'x-razorpay-signature': hmacHex(SANDBOX.webhookSecret, rawBody) },
    });
    expect(noId.status).toBe(400);
  });

  it('are replayed by the sandbox only for a refund it made', async () => {
    const unknown = await quiet.api('POST', 'checkout/sandbox/webhooks/replay', {
      token: quietStaff,
      body: { refundId: 'rfnd_Nothing000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json?.message).toBe('The sandbox made no such refund');
    const bad = await quiet.api('POST', 'checkout/sandbox/webhooks/replay', {
      token: quietStaff,
      body: { refundId: 'pay_Abcdef123456' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors?.refundId).toBe('Enter a valid refund id');
  });
});
