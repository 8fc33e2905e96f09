/**
 * Twenty writes of one document at once through the shop's repos, over the kit's client with its normal
 * pool (the writes run on many connections): the database applies each atomically, so nothing is lost.
 * And twenty shoppers racing through the whole app for the last copies of a book.
 */
import { MAX_LINE_QTY, orderSchema, paymentOrderSchema, paymentSuccessSchema } from '@aspire/contracts/shop';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { type Db, ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { address, testShop } from '../test-app.ts';
import { type CartLineDoc, cartsRepo } from './carts.ts';
import { type OrderDoc, ordersRepo } from './orders.ts';
import type { ReservationDoc } from './stock.ts';

const database = await testDatabase();
const carts = cartsRepo(database.db);
const orders = ordersRepo(database.db);
await carts.init();
await orders.init();
const twenty = <T>(write: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: 20 }, (_, i) => write(i)));

describe('twenty concurrent writes of one document', () => {
  it('adds twenty products to one cart: twenty lines', async () => {
    await twenty((i) => carts.add('u-twenty-products', `product-${i}`, 1, null));
    const lines = await carts.lines('u-twenty-products');
    expect(lines.map((line) => line.productId).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `product-${i}`).sort(),
    );
    expect(new Set(lines.map((line) => line._id)).size).toBe(20);
  });

  it('adds one product twenty times: one line at the limit, the rest refused', async () => {
    const outcomes = await twenty(() => carts.add('u-one-product', 'prayer-mat', 1, null));
    expect(outcomes.filter(Array.isArray)).toHaveLength(MAX_LINE_QTY);
    expect(outcomes.filter((outcome) => outcome === 'too-many')).toHaveLength(20 - MAX_LINE_QTY);
    expect(await carts.lines('u-one-product')).toMatchObject([
      { productId: 'prayer-mat', qty: MAX_LINE_QTY },
    ]);
  });

  it('adds one product with three left twenty times: three added, the rest refused', async () => {
    const outcomes = await twenty(() => carts.add('u-three-left', 'last-copies', 1, 3));
    expect(outcomes.filter(Array.isArray)).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'over-available')).toHaveLength(17);
    expect(await carts.lines('u-three-left')).toMatchObject([{ productId: 'last-copies', qty: 3 }]);
  });

  it('settles one order once, whichever of twenty confirmations of one payment comes first', async () => {
    const order = await newOrder('u-settle');
    const results = await twenty((i) => orders.settle(order, 'pay_same', i % 2 ? 'webhook' : 'checkout'));
    expect(results.filter((r) => r.outcome === 'settled')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'already')).toHaveLength(19);
    const saved = await orders.findByPaymentOrder(order.paymentOrderId);
    expect(saved).toMatchObject({ status: 'paid', paymentId: 'pay_same' });
    expect(saved?.history.filter((step) => step.status === 'paid')).toHaveLength(1);
  });

  it('lets one of twenty different payments settle an order; the others conflict', async () => {
    const order = await newOrder('u-payments');
    const results = await twenty((i) => orders.settle(order, `pay_${i}`, 'webhook'));
    const settled = results.filter((r) => r.outcome === 'settled');
    expect(settled).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'conflict')).toHaveLength(19);
    expect((await orders.findByPaymentOrder(order.paymentOrderId))?.paymentId).toBe(
      settled[0]?.order.paymentId,
    );
  });

  it('runs twenty payment order requests of one buyer one at a time', async () => {
    let running = 0;
    let most = 0;
    await twenty(() =>
      orders.oneAtATime('u-requests', async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      }),
    );
    expect(most).toBe(1);
  });
});

describe('twenty shoppers racing for the last three copies', () => {
  it('gives exactly three a payment order, tells the other seventeen it sold out before paying, and pays the three once each', async () => {
    const { api, app, database } = await testShop();
    const book = 'seerah-study-companion';
    const products = database.db.collection<{ _id: string; stock?: number }>('products');
    await products.updateOne({ _id: book }, { $set: { stock: 3 } });
    const shoppers = Array.from({ length: 20 }, (_, i) => `racer-${i}`);
    for (const user of shoppers) {
      expect((await api('POST', 'cart', { user, body: { productId: book, qty: 1 } })).status).toBe(201);
      await api('POST', 'cart/address', { user, body: { shippingAddress: address } });
    }

    const answers = await Promise.all(shoppers.map((user) => api('GET', 'cart/order', { user })));
    const held = shoppers.filter((_, i) => answers[i]?.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.json.message).toBe('Sorry, The Prophetic Seerah: A Study Companion has just sold out');
    }
    // Seventeen were told before paying: no payment order exists for them.
    const orders = database.db.collection<OrderDoc>('orders');
    expect(await orders.countDocuments({})).toBe(3);
    expect(await products.findOne({ _id: book })).toMatchObject({ stock: 0 });

    // The three pay through the sandbox; the webhook and the browser both confirm each payment.
    const paid = await Promise.all(
      held.map(async (user) => {
        const paymentOrder = paymentOrderSchema.parse(answers[shoppers.indexOf(user)]?.data);
        const pay = await api('POST', 'checkout/sandbox/pay', { user, body: { orderId: paymentOrder.id } });
        const success = paymentSuccessSchema.parse(pay.data);
        const placed = await api('POST', 'order', {
          user,
          body: {
            shippingAddress: address,
            status: 'success',
            transactionId: success.razorpay_payment_id,
            razorpay_order_id: success.razorpay_order_id,
            razorpay_signature: success.razorpay_signature,
          },
        });
        expect([200, 201]).toContain(placed.status);
        return orderSchema.parse(placed.data);
      }),
    );
    expect(new Set(paid.map((order) => order._id)).size).toBe(3);
    expect(await orders.countDocuments({ status: 'paid' })).toBe(3);
    for (const order of await orders.find({}).toArray())
      expect(order.history.filter((step) => step.status === 'paid')).toHaveLength(1);
    // None left, none held, none doubled: three reservations taken, their marks gone.
    expect(await products.findOne({ _id: book })).toMatchObject({ stock: 0, stockHolds: [] });
    expect(await app.repos.stock.heldByProduct([book])).toEqual(new Map([[book, 0]]));
    const reservations = await database.db
      .collection<ReservationDoc>('stock_reservations')
      .find({})
      .toArray();
    expect(reservations.map((reservation) => reservation.state)).toEqual(['taken', 'taken', 'taken']);
  });
});

describe('data from before lines were keyed by product', () => {
  it('converts version-claimed carts once and drops the claims', async () => {
    const old = await testDatabase();
    const addedAt = new Date('2026-01-01T00:00:00Z');
    await old.db
      .collection<{ _id: string; at: Date }>('cart_versions')
      .insertOne({ _id: 'u-old:3', at: addedAt });
    await old.db.collection<{ _id: string; lines: CartLineDoc[]; version: number }>('carts').insertOne({
      _id: 'u-old',
      lines: [
        { _id: 'aaaaaaaaaaaaaaaa', productId: 'zakah-made-clear', qty: 2, addedAt },
        {
          _id: 'bbbbbbbbbbbbbbbb',
          productId: 'prayer-mat',
          qty: 1,
          addedAt: new Date(addedAt.getTime() + 1),
        },
      ],
      version: 3,
    });
    await cartsRepo(old.db).init();
    expect(await cartsRepo(old.db).lines('u-old')).toEqual([
      { _id: 'aaaaaaaaaaaaaaaa', productId: 'zakah-made-clear', qty: 2, addedAt },
      { _id: 'bbbbbbbbbbbbbbbb', productId: 'prayer-mat', qty: 1, addedAt: new Date(addedAt.getTime() + 1) },
    ]);
    expect(await old.db.listCollections({ name: 'cart_versions' }).toArray()).toEqual([]);
  });

  it('applies settlements kept beside their orders, then drops them and the payment order keys', async () => {
    const old = await testDatabase();
    const before = ordersRepo(old.db);
    const order = await insertOrder(old.db, 'u-old-settled');
    const at = new Date();
    await old.db
      .collection<{ _id: string; paymentId: string; via: string; at: Date }>('settlements')
      .insertOne({ _id: order.paymentOrderId, paymentId: 'pay_old', via: 'webhook', at });
    await old.db
      .collection<{ _id: string; orderId: ObjectId }>('payment_order_keys')
      .insertOne({ _id: order.paymentOrderId, orderId: order._id });
    await before.init();
    expect(await before.findByPaymentOrder(order.paymentOrderId)).toMatchObject({
      status: 'paid',
      paymentId: 'pay_old',
      paidVia: 'webhook',
    });
    const left = await old.db
      .listCollections({ name: { $in: ['settlements', 'payment_order_keys'] } })
      .toArray();
    expect(left).toEqual([]);
  });
});

const newOrder = (userId: string) => insertOrder(database.db, userId);

async function insertOrder(db: Db, userId: string) {
  const now = new Date();
  const order: OrderDoc = {
    _id: new ObjectId(),
    userId,
    status: 'created',
    amount: 24_900,
    currency: 'INR',
    receipt: `rcpt_${userId}`,
    gateway: 'sandbox',
    paymentOrderId: `order_${new ObjectId().toHexString()}`,
    lines: [],
    shippingAddress: null,
    createdAt: now,
    paidAt: null,
    history: [{ status: 'created', at: now, via: 'checkout' }],
  };
  await db.collection<OrderDoc>('orders').insertOne(order);
  return order;
}
