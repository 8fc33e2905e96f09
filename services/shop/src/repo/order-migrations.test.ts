import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { type OrderDoc, type OrderProductDoc, orderProductDocs, searchKeysOf } from './order-doc.ts';
import { ordersRepo } from './orders.ts';

const database = await testDatabase();
const collection = database.db.collection<OrderDoc>('orders');
const entries = database.db.collection<OrderProductDoc>('order_products');
const progress = database.db.collection<{ _id: string; after: string | null; done: boolean }>(
  'shop_migrations',
);

/** An order as an earlier version stored it: no search keys, no product entries, perhaps `fulfilled`. */
function earlier(index: number, status = 'paid') {
  const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 60_000);
  const paidAt = new Date(createdAt.getTime() + 60_000);
  const fulfilledAt = new Date(createdAt.getTime() + 3 * 86_400_000);
  return {
    _id: new ObjectId(),
    userId: `user-${index}`,
    status,
    amount: 24_900,
    currency: 'INR',
    receipt: `rcpt_old${String(index).padStart(12, '0')}`,
    gateway: 'razorpay',
    paymentOrderId: `order_old${index}`,
    paymentId: `pay_old${index}`,
    lines: [
      {
        productId: 'zakah-made-clear',
        productName: 'Zakah Made Clear',
        image: '',
        qty: 1,
        mrp: 299,
        sellingPrice: 249,
      },
      {
        productId: index % 2 ? 'prayer-mat' : 'zakah-made-clear',
        productName: 'Another',
        image: '',
        qty: 1,
        mrp: 1,
        sellingPrice: 1,
      },
    ],
    shippingAddress: {
      name: `Noor ${index === 107 ? 'Jahan' : 'Fatima'}`,
      email: `noor${index}@example.com`,
      mobileNumber: '+919840012345',
      pincode: '600006',
      address: 'Greams Lane',
      flat: 'Flat 1',
      landmark: '',
      city: 'Chennai',
      state: 'Tamil Nadu',
    },
    createdAt,
    paidAt,
    history: [
      { status: 'created', at: createdAt, via: 'checkout' },
      { status: 'paid', at: paidAt, via: 'checkout' },
      ...(status === 'fulfilled' ? [{ status: 'fulfilled', at: fulfilledAt, via: 'college' }] : []),
    ],
  };
}

describe('orders of earlier versions', () => {
  it('are delivered where they were fulfilled, history included, once', async () => {
    const fulfilled = [earlier(1, 'fulfilled'), earlier(2, 'fulfilled')];
    const paid = earlier(3);
    await database.db.collection('orders').insertMany([...fulfilled, paid]);
    const repo = ordersRepo(database.db);
    expect(await repo.init()).toBe(2);
    const first = await collection.findOne({ _id: fulfilled[0]?._id });
    expect(first).toMatchObject({ status: 'delivered', deliveredAt: fulfilled[0]?.history[2]?.at });
    expect(first?.history.map((entry) => entry.status)).toEqual(['created', 'paid', 'delivered']);
    expect(await collection.findOne({ _id: paid._id })).toMatchObject({ status: 'paid' });
    expect(await collection.countDocuments({ status: 'fulfilled' as never })).toBe(0);
    // Another start (or another instance) finds nothing left to convert.
    expect(await ordersRepo(database.db).init()).toBe(0);
  });

  it('get their search keys and product entries, carrying on where an interrupted start stopped', async () => {
    await collection.deleteMany({});
    const old = Array.from({ length: 1_203 }, (_, index) => earlier(100 + index));
    await database.db.collection('orders').insertMany(old);
    const newest = [...old].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    // A start stopped after its first batch: the newest 500 have their keys and entries.
    const repo = ordersRepo(database.db);
    await repo.init();
    const firstBatch = newest.slice(0, 500);
    for (const doc of firstBatch)
      await collection.updateOne({ _id: doc._id }, { $set: searchKeysOf(doc as OrderDoc) });
    await entries.insertMany(firstBatch.flatMap((doc) => orderProductDocs(doc as OrderDoc)));
    const last = firstBatch.at(-1);
    await progress.insertOne({
      _id: 'order-search-keys-1',
      after: `${last?.createdAt.toISOString()}|${last?._id.toHexString()}`,
      done: false,
    });
    // An order whose address changed since has the keys of its new address: they stay.
    const moved = newest[600];
    await collection.updateOne(
      { _id: moved?._id },
      { $set: { nameLower: 'a new name', familyNameLower: 'name' } },
    );

    expect(await repo.backfill()).toBe(1_203 - 500 - 1);
    expect(await collection.countDocuments({ receiptLower: { $gte: 'rcpt_old' } })).toBe(1_203 - 1);
    expect(await collection.findOne({ _id: moved?._id })).toMatchObject({ nameLower: 'a new name' });
    expect(await collection.findOne({ _id: newest[1_000]?._id })).toMatchObject({
      nameLower: expect.stringMatching(/^noor /),
      emailLower: expect.stringMatching(/@example\.com$/),
      phoneNational: '9840012345',
    });
    // Each order's products once (one order holds a product on two lines), the moved one's too.
    expect(await entries.countDocuments({})).toBe(
      old.reduce((sum, doc) => sum + new Set(doc.lines.map((line) => line.productId)).size, 0),
    );
    expect(await progress.findOne({ _id: 'order-search-keys-1' })).toMatchObject({ done: true });
    expect(await repo.backfill()).toBe(0);
    const found = await repo.page({ q: 'noor jah' }, undefined, 10);
    expect(found.rows.map((doc) => doc.receipt)).toEqual([old[7]?.receipt]);
  });
});
