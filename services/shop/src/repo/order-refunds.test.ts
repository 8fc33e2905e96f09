/**
 * Refunds reserved on the order itself, raced over the kit's pooled client: what fits is taken, a key
 * is taken once, and each outcome happens once.
 */
import type { OrderStatus } from '@aspire/contracts/shop';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import type { OrderDoc } from './order-doc.ts';
import { ordersRepo } from './orders.ts';

const database = await testDatabase();
const orders = ordersRepo(database.db);
await orders.init();
const { refunds } = orders;
const by = { id: 'staff-shop', name: 'Farhan Qureshi', email: 'farhan@example.com' };
const key = () => crypto.randomUUID();

/** An order of ₹1,000 at `status`, as orders made before refunds were (no refund fields). */
async function paidOrder(status: OrderStatus = 'paid', paymentId: string | null = `pay_${new ObjectId()}`) {
  const now = new Date();
  const doc: OrderDoc = {
    _id: new ObjectId(),
    userId: 'buyer',
    status,
    amount: 100_000,
    currency: 'INR',
    receipt: `rcpt_${new ObjectId()}`,
    gateway: 'sandbox',
    paymentOrderId: `order_${new ObjectId()}`,
    ...(paymentId && { paymentId }),
    lines: [],
    shippingAddress: null,
    createdAt: now,
    paidAt: now,
    history: [{ status: 'created', at: now, via: 'checkout' }],
  };
  await database.db.collection<OrderDoc>('orders').insertOne(doc);
  return doc;
}
const reserve = (order: OrderDoc, amount: number, refundKey = key()) =>
  refunds.reserve(order, { key: refundKey, amount, reason: 'Damaged in transit', by });
const current = async (order: OrderDoc) => (await orders.findById(order._id.toHexString())) as OrderDoc;

describe('reserving a refund', () => {
  it('takes a refund of an order of an earlier version (no refunds yet), pending, before any gateway call', async () => {
    const order = await paidOrder();
    const refundKey = key();
    const result = await reserve(order, 40_000, refundKey);
    expect(result?.outcome).toBe('taken');
    expect(result?.order).toMatchObject({
      refundedAmount: 40_000,
      pendingRefunds: 1,
      refundKeys: [refundKey],
      refunds: [
        {
          id: refundKey,
          amount: 40_000,
          reason: 'Damaged in transit',
          by,
          status: 'pending',
          gatewayRefundId: null,
          failureReason: null,
          processedAt: null,
        },
      ],
    });
  });

  it('takes exactly what fits of twenty different refunds at once', async () => {
    const order = await paidOrder();
    // ₹300 each: three fit in ₹1,000, and ₹100 is left.
    const results = await Promise.all(Array.from({ length: 20 }, () => reserve(order, 30_000)));
    expect(results.filter((result) => result?.outcome === 'taken')).toHaveLength(3);
    expect(results.filter((result) => result?.outcome === 'refused')).toHaveLength(17);
    const after = await current(order);
    expect(after.refundedAmount).toBe(90_000);
    expect(after.refunds).toHaveLength(3);
    expect(after.pendingRefunds).toBe(3);
    // What is left still fits, to the paisa; beyond it does not.
    expect((await reserve(order, 10_001))?.outcome).toBe('refused');
    expect((await reserve(order, 10_000))?.outcome).toBe('taken');
    expect((await current(order)).refundedAmount).toBe(100_000);
  });

  it('takes one refund of one key asked ten times at once; the others answer the order as it is', async () => {
    const order = await paidOrder();
    await reserve(order, 5_000);
    const refundKey = key();
    const results = await Promise.all(Array.from({ length: 10 }, () => reserve(order, 20_000, refundKey)));
    expect(results.filter((result) => result?.outcome === 'taken')).toHaveLength(1);
    expect(results.filter((result) => result?.outcome === 'already')).toHaveLength(9);
    const after = await current(order);
    expect(after.refunds?.map((refund) => refund.id).filter((id) => id === refundKey)).toHaveLength(1);
    expect(after.refundedAmount).toBe(25_000);
  });

  it('refuses an order that was not paid, was cancelled or refunded, and more than it cost', async () => {
    for (const status of ['created', 'failed', 'cancelled', 'refunded'] as const)
      expect((await reserve(await paidOrder(status), 1_000))?.outcome).toBe('refused');
    expect((await reserve(await paidOrder('paid', null), 1_000))?.outcome).toBe('refused');
    expect((await reserve(await paidOrder(), 100_001))?.outcome).toBe('refused');
    for (const status of ['packed', 'shipped', 'delivered'] as const)
      expect((await reserve(await paidOrder(status), 100_000))?.outcome).toBe('taken');
    const gone = await paidOrder();
    await database.db.collection('orders').deleteOne({ _id: gone._id });
    expect(await reserve(gone, 1_000)).toBeNull();
  });
});

describe("a refund's outcome", () => {
  it('is processed once, and the order refunded once when everything is', async () => {
    const order = await paidOrder('delivered');
    const refundKey = key();
    const reserved = (await reserve(order, 100_000, refundKey))?.order as OrderDoc;
    expect(
      (await refunds.noteGatewayId(reserved, refundKey, 'rfnd_First000001'))?.refunds?.[0],
    ).toMatchObject({
      status: 'pending',
      gatewayRefundId: 'rfnd_First000001',
    });
    const processed = await Promise.all(
      Array.from({ length: 5 }, () => refunds.markProcessed(reserved, refundKey, 'rfnd_First000001')),
    );
    expect(processed.filter(Boolean)).toHaveLength(1);
    // A failure reported after it was processed changes nothing.
    expect(await refunds.markFailed(reserved, refundKey, 'late', null)).toBeNull();
    const after = await current(order);
    expect(after).toMatchObject({ refundedAmount: 100_000, pendingRefunds: 0 });
    expect(after.refunds?.[0]).toMatchObject({ status: 'processed', processedAt: expect.any(Date) });
    const refunded = await Promise.all([
      refunds.markRefunded(after, 'webhook'),
      refunds.markRefunded(after, 'webhook'),
    ]);
    expect(refunded.filter(Boolean)).toHaveLength(1);
    const final = await current(order);
    expect(final.status).toBe('refunded');
    expect(final.history.filter((entry) => entry.status === 'refunded')).toEqual([
      { status: 'refunded', at: expect.any(Date), via: 'webhook' },
    ]);
  });

  it('fails once, giving its amount back to be refunded again', async () => {
    const order = await paidOrder();
    const [first, second] = [key(), key()];
    await reserve(order, 30_000, first);
    const reserved = (await reserve(order, 70_000, second))?.order as OrderDoc;
    const failed = await Promise.all(
      Array.from({ length: 5 }, () =>
        refunds.markFailed(reserved, second, 'Bank account closed', 'rfnd_Failed00001'),
      ),
    );
    expect(failed.filter(Boolean)).toHaveLength(1);
    const after = await current(order);
    expect(after).toMatchObject({ refundedAmount: 30_000, pendingRefunds: 1 });
    expect(after.refunds?.[1]).toMatchObject({
      status: 'failed',
      failureReason: 'Bank account closed',
      gatewayRefundId: 'rfnd_Failed00001',
    });
    expect(await refunds.markProcessed(reserved, second, 'rfnd_Failed00001')).toBeNull();
    expect((await reserve(order, 70_000))?.outcome).toBe('taken');
    expect(await refunds.withPendingRefunds()).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: order._id })]),
    );
  });

  it('lets one caller ask the gateway again for a refund it never answered', async () => {
    const order = await paidOrder();
    const refundKey = key();
    const reserved = (await reserve(order, 10_000, refundKey))?.order as OrderDoc;
    const requestedAt = reserved.refunds?.[0]?.requestedAt as Date;
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => refunds.claimRetry(reserved, refundKey, requestedAt)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Not for a refund the gateway has given an id.
    const other = key();
    const noted = (await reserve(order, 10_000, other))?.order as OrderDoc;
    await refunds.noteGatewayId(noted, other, 'rfnd_Known000001');
    expect(await refunds.claimRetry(noted, other, noted.refunds?.[1]?.requestedAt as Date)).toBe(false);
  });
});
