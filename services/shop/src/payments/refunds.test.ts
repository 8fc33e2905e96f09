/**
 * The refund desk against a gateway that answers, refuses, or loses its answer (made or not): each
 * refund is issued once, and what the gateway did is learnt whichever way it is told.
 */
import type { OrderStatus } from '@aspire/contracts/shop';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '../repo/order-doc.ts';
import { storedAddress, testShop } from '../test-app.ts';
import {
  GatewayError,
  type GatewayRefund,
  GatewayRefused,
  type PaymentGateway,
  REFUND_EXCEEDS,
  randomId,
} from './gateway.ts';
import { RETRY_AFTER_MS } from './refunds.ts';

type Mode = 'answer' | 'refuse' | 'lose-made' | 'lose-unmade';
/** A gateway whose refunds do what `mode` says, counting the calls. */
function fakeGateway() {
  const made: GatewayRefund[] = [];
  const state = { mode: 'answer' as Mode, refundCalls: 0, fetchCalls: 0, fetchFails: false };
  const gateway: PaymentGateway = {
    name: 'razorpay',
    keyId: 'rzp_live_Fake0000001',
    checkoutScriptUrl: 'https://checkout.example/checkout.js',
    createOrder: () => Promise.reject(new GatewayError('not in this test')),
    fetchPayment: async () => null,
    async refund(paymentId, { amount, notes }) {
      state.refundCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.mode === 'refuse') throw new GatewayRefused(REFUND_EXCEEDS);
      const refund: GatewayRefund = {
        id: randomId('rfnd'),
        payment_id: paymentId,
        amount,
        status: 'pending',
        notes,
      };
      if (state.mode !== 'lose-unmade') made.push(refund);
      if (state.mode !== 'answer') throw new GatewayError('Razorpay did not answer the refund: timeout');
      return refund;
    },
    async fetchRefunds(paymentId) {
      state.fetchCalls += 1;
      if (state.fetchFails) throw new GatewayError('Razorpay did not answer the refunds: timeout');
      return made.filter((refund) => refund.payment_id === paymentId);
    },
    verifyPayment: () => false,
    verifyWebhook: () => false,
  };
  return { gateway, made, state };
}

const fake = fakeGateway();
const { app, database } = await testShop(fake.gateway);
const desk = app.refunds;
const by = { id: 'staff-shop', name: 'Farhan Qureshi', email: 'farhan@example.com' };
const outbox = database.db.collection<{ _id: string; to: string }>('mail_outbox');

async function paidOrder(status: OrderStatus = 'delivered') {
  const now = new Date();
  const doc: OrderDoc = {
    _id: new ObjectId(),
    userId: 'buyer',
    status,
    amount: 100_000,
    currency: 'INR',
    receipt: `rcpt_${new ObjectId()}`,
    gateway: 'razorpay',
    paymentOrderId: `order_${new ObjectId()}`,
    paymentId: randomId('pay'),
    lines: [],
    shippingAddress: storedAddress,
    createdAt: now,
    paidAt: now,
    history: [{ status: 'created', at: now, via: 'checkout' }],
  };
  await database.db.collection<OrderDoc>('orders').insertOne(doc);
  return doc;
}
const ask = (order: OrderDoc, amount: number, key: string = crypto.randomUUID()) =>
  desk.request(order._id.toHexString(), { key, amount, reason: 'Damaged in transit' }, by);
const read = async (order: OrderDoc) =>
  (await app.repos.orders.findById(order._id.toHexString())) as OrderDoc;

describe('a refund asked for', () => {
  it('calls the gateway once for one key asked ten times at once', async () => {
    fake.state.mode = 'answer';
    const order = await paidOrder();
    const before = fake.state.refundCalls;
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => ask(order, 25_000, key)));
    expect(fake.state.refundCalls - before).toBe(1);
    expect(results.filter((result) => result?.outcome === 'taken')).toHaveLength(1);
    expect(results.filter((result) => result?.outcome === 'already')).toHaveLength(9);
    const after = await read(order);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        id: key,
        status: 'pending',
        gatewayRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    expect(fake.made.filter((made) => made.notes.refundKey === key)).toMatchObject([
      { amount: 25_000, notes: { refundKey: key, orderId: order._id.toHexString() } },
    ]);
    const [entry] = await app.audit.forSubject('order', order._id.toHexString());
    expect(entry).toMatchObject({
      action: 'order.refund',
      actor: by,
      changes: { amount: { from: null, to: '₹250' } },
      note: 'Damaged in transit',
    });
  });

  it("marks a refund the gateway refused failed and gives its amount back, with the gateway's word", async () => {
    fake.state.mode = 'refuse';
    const order = await paidOrder();
    const key = crypto.randomUUID();
    const result = await ask(order, 40_000, key);
    expect(result).toMatchObject({ outcome: 'taken', gatewayRefusal: REFUND_EXCEEDS });
    expect(await read(order)).toMatchObject({
      refundedAmount: 0,
      pendingRefunds: 0,
      refunds: [{ id: key, status: 'failed', failureReason: REFUND_EXCEEDS, gatewayRefundId: null }],
    });
    // Staff saw the refusal: the shop team is not mailed about it.
    expect(await outbox.findOne({ _id: `refund-failed:${key}` })).toBeNull();
  });
});

describe('a refund whose answer was lost', () => {
  it('stays pending, and is recorded from the gateway by its key on the next reconcile', async () => {
    fake.state.mode = 'lose-made';
    const order = await paidOrder();
    const key = crypto.randomUUID();
    const result = await ask(order, 100_000, key);
    expect(result).toMatchObject({ outcome: 'taken', gatewayRefusal: undefined });
    expect((await read(order)).refunds?.[0]).toMatchObject({ status: 'pending', gatewayRefundId: null });
    const calls = fake.state.refundCalls;
    // Found at the gateway: recorded, never asked for again.
    const reconciled = await desk.reconcile(await read(order), new Date(Date.now() + 2 * RETRY_AFTER_MS));
    expect(fake.state.refundCalls).toBe(calls);
    const made = fake.made.find((refund) => refund.notes.refundKey === key);
    expect(reconciled.refunds?.[0]).toMatchObject({ status: 'pending', gatewayRefundId: made?.id });
    // The gateway then says it is processed: the whole order is refunded, the customer mailed once.
    if (made) made.status = 'processed';
    expect(await app.refunds.sweep()).toBeGreaterThanOrEqual(1);
    const refunded = await read(order);
    expect(refunded).toMatchObject({ status: 'refunded', pendingRefunds: 0, refundedAmount: 100_000 });
    expect(refunded.history.at(-1)).toMatchObject({ status: 'refunded', via: 'gateway' });
    expect(await outbox.findOne({ _id: `order-refunded:${key}` })).toMatchObject({ to: storedAddress.email });
    const entries = await app.audit.forSubject('order', order._id.toHexString());
    expect(entries.map((entry) => entry.action)).toEqual(['order.refund', 'order.refunded']);
    expect(entries[1]).toMatchObject({
      actor: by,
      changes: { status: { from: 'delivered', to: 'refunded' } },
    });
  });

  it('is asked for once more when the gateway still has none a few minutes on, by one caller of many', async () => {
    fake.state.mode = 'lose-unmade';
    const order = await paidOrder();
    const key = crypto.randomUUID();
    await ask(order, 30_000, key);
    const calls = fake.state.refundCalls;
    // Too soon: the call may still be under way.
    await desk.reconcile(await read(order));
    expect(fake.state.refundCalls).toBe(calls);
    fake.state.mode = 'answer';
    const later = new Date(Date.now() + RETRY_AFTER_MS + 1_000);
    const pending = await read(order);
    await Promise.all(Array.from({ length: 5 }, () => desk.reconcile(pending, later)));
    expect(fake.state.refundCalls).toBe(calls + 1);
    expect(fake.made.filter((refund) => refund.notes.refundKey === key)).toHaveLength(1);
    expect((await read(order)).refunds?.[0]).toMatchObject({
      status: 'pending',
      gatewayRefundId: expect.any(String),
    });
  });

  it('stays pending while the gateway cannot be asked', async () => {
    fake.state.mode = 'lose-unmade';
    const order = await paidOrder();
    await ask(order, 30_000);
    fake.state.fetchFails = true;
    const reconciled = await desk.reconcile(await read(order), new Date(Date.now() + 2 * RETRY_AFTER_MS));
    fake.state.fetchFails = false;
    expect(reconciled.refunds?.[0]?.status).toBe('pending');
  });
});

describe("the gateway's refund reports", () => {
  it('fail a refund once, give its amount back and tell the shop team; a late success changes nothing', async () => {
    fake.state.mode = 'answer';
    const order = await paidOrder();
    const key = crypto.randomUUID();
    await ask(order, 60_000, key);
    const made = fake.made.find((refund) => refund.notes.refundKey === key) as GatewayRefund;
    expect(
      await desk.fromWebhook('refund.failed', { ...made, status: 'failed' }, 'Bank account closed'),
    ).toBe(true);
    expect(await desk.fromWebhook('refund.failed', { ...made, status: 'failed' })).toBe(false);
    expect(await desk.fromWebhook('refund.processed', { ...made, status: 'processed' })).toBe(false);
    expect(await read(order)).toMatchObject({
      status: 'delivered',
      refundedAmount: 0,
      refunds: [{ status: 'failed', failureReason: 'Bank account closed', processedAt: null }],
    });
    expect(await outbox.findOne({ _id: `refund-failed:${key}` })).toMatchObject({
      to: 'shop@aspirecollege.in',
    });
    expect(await outbox.findOne({ _id: `order-refunded:${key}` })).toBeNull();
  });

  it('are ignored for a refund the shop never asked for', async () => {
    const order = await paidOrder();
    const stranger: GatewayRefund = {
      id: randomId('rfnd'),
      payment_id: order.paymentId as string,
      amount: 1_000,
      status: 'processed',
      notes: {},
    };
    expect(await desk.fromWebhook('refund.processed', stranger)).toBe(false);
    expect(await desk.fromWebhook('refund.processed', { ...stranger, payment_id: 'pay_Nobody0000001' })).toBe(
      false,
    );
    expect((await read(order)).refunds).toBeUndefined();
  });
});
