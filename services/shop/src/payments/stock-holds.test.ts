/**
 * A checkout's hold on stock through the whole shop: held by the payment order, kept through a failed
 * attempt, given back when it lapses or the buyer starts another; a payment arriving after the release
 * takes the stock again, or is refunded in full (the customer told) when it has gone.
 */
import { paymentOrderSchema } from '@aspire/contracts/shop';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { DEV_SHOP_EMAIL } from '../mail/shop-mailbox.ts';
import { lowStockSubject, soldOutRefundSubject } from '../mail/stock-mails.ts';
import { HOLD_MS } from '../repo/stock.ts';
import { address, SANDBOX, testShop } from '../test-app.ts';
import { hmacHex, randomId } from './gateway.ts';
import { SOLD_OUT_REASON, soldOutMessage } from './stock-holds.ts';

const { api, app, database } = await testShop();
const products = database.db.collection<{ _id: string } & Record<string, unknown>>('products');
const orders = app.repos.orders;

/** A product of this test run's own (its name unique, so the shop mailbox's messages are told apart). */
async function product(stock: number, lowStockAt = 1) {
  const id = randomId('book', 10).toLowerCase().replace('_', '-');
  const productName = `Seerah Notes ${id.slice(5)}`;
  const now = new Date();
  await products.insertOne({
    _id: id,
    productName,
    productDescription: 'Notes of the Seerah course, with maps and a timeline.',
    category: 'books',
    mrp: 300,
    sellingPrice: 250,
    image: ['/api/shop/media/products/zakah-made-clear-1.svg'],
    activeStatus: true,
    hsn: '4901',
    gstRate: 0,
    order: 100,
    stock,
    lowStockAt,
    version: 0,
    createdAt: now,
    updatedAt: now,
  });
  return { id, productName };
}
const stockOf = async (id: string) => (await products.findOne({ _id: id }))?.stock;

let buyers = 0;
/** A new buyer with `qty` of the product in the cart and a delivery address of their own, at the payment order. */
async function checkout(productId: string, qty = 1) {
  buyers += 1;
  const user = `holder-${buyers}`;
  const email = `holder.${buyers}.${randomId('m', 8)}@example.com`.toLowerCase();
  expect((await api('POST', 'cart', { user, body: { productId, qty } })).status).toBe(201);
  await api('POST', 'cart/address', { user, body: { shippingAddress: { ...address, email } } });
  const answer = await api('GET', 'cart/order', { user });
  expect(answer.status).toBe(200);
  const paymentOrder = paymentOrderSchema.parse(answer.data);
  return { user, email, paymentOrder };
}
/** The sweep as it runs once the holds made now have lapsed. */
const afterTheHold = () => app.holds.sweep(new Date(Date.now() + HOLD_MS + 1_000));

/** A payment captured at the gateway for the payment order, and its signed `payment.captured` webhook. */
async function captured(paymentOrder: { id: string; amount: number }) {
  const paymentId = randomId('pay');
  await app.repos.sandboxPayments.record({
    id: paymentId,
    order_id: paymentOrder.id,
    amount: paymentOrder.amount,
    currency: 'INR',
    status: 'captured',
  });
  const rawBody = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          amount: paymentOrder.amount,
          currency: 'INR',
          status: 'captured',
          order_id: paymentOrder.id,
        },
      },
    },
  });
  const webhook = () =>
    api('POST', 'webhooks/razorpay', {
      body: rawBody,
      headers: {
        'x-razorpay-signature': hmacHex(SANDBOX.webhookSecret, rawBody),
        'x-razorpay-event-id': randomId('evt'),
      },
    });
  const browser = (user: string) =>
    api('POST', 'order', {
      user,
      body: {
        shippingAddress: address,
        status: 'success',
        transactionId: paymentId,
        razorpay_order_id: paymentOrder.id,
        razorpay_signature: hmacHex(SANDBOX.keySecret, `${paymentOrder.id}|${paymentId}`),
      },
    });
  return { paymentId, webhook, browser };
}

describe('a hold that lapses', () => {
  it('cancels the unpaid order and gives its stock back; the sweep before then changes nothing', async () => {
    const book = await product(5);
    const { user, paymentOrder } = await checkout(book.id, 2);
    expect(await stockOf(book.id)).toBe(3);
    expect(await app.holds.sweep()).toBe(0);
    expect(await stockOf(book.id)).toBe(3);
    expect(await afterTheHold()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(book.id)).toBe(5);
    const order = await orders.findByPaymentOrder(paymentOrder.id);
    expect(order?.status).toBe('cancelled');
    expect(order?.history.at(-1)).toMatchObject({ status: 'cancelled', via: 'expiry' });
    // Swept again: given back once.
    await afterTheHold();
    expect(await stockOf(book.id)).toBe(5);
    // The same cart now needs a new payment order, holding the stock afresh.
    const again = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    expect(again.id).not.toBe(paymentOrder.id);
    expect(await stockOf(book.id)).toBe(3);
  });

  it('keeps the hold through a failed attempt (the buyer may try again at once), then gives it back', async () => {
    const book = await product(2);
    const { user, paymentOrder } = await checkout(book.id);
    await api('POST', 'checkout/sandbox/fail', { user, body: { orderId: paymentOrder.id } });
    await expect.poll(async () => (await orders.findByPaymentOrder(paymentOrder.id))?.status).toBe('failed');
    await app.holds.sweep();
    expect(await stockOf(book.id)).toBe(1);
    // Trying again on the same order is still that order, its copy still held.
    const retry = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    expect(retry).toMatchObject({ id: paymentOrder.id, status: 'attempted' });
    await afterTheHold();
    expect(await stockOf(book.id)).toBe(2);
    // A failed attempt keeps its status; the payment order is no longer offered.
    expect((await orders.findByPaymentOrder(paymentOrder.id))?.status).toBe('failed');
    const fresh = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    expect(fresh.id).not.toBe(paymentOrder.id);
  });
});

describe('one buyer, one hold', () => {
  it('gives back the earlier hold when the cart changed, cancelling its order', async () => {
    const book = await product(5);
    const other = await product(5);
    const { user, paymentOrder } = await checkout(book.id, 2);
    await api('POST', 'cart', { user, body: { productId: other.id, qty: 1 } });
    const second = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    expect(second.id).not.toBe(paymentOrder.id);
    expect(await stockOf(book.id)).toBe(3);
    expect(await stockOf(other.id)).toBe(4);
    const earlier = await orders.findByPaymentOrder(paymentOrder.id);
    expect(earlier?.status).toBe('cancelled');
    expect(earlier?.history.at(-1)).toMatchObject({ via: 'cart-changed' });
    expect(await app.repos.stock.heldBy(user)).toHaveLength(1);
  });
});

describe('a payment that arrives after its hold was released', () => {
  it('goes on as paid when the stock is still there, taking it again', async () => {
    const book = await product(3);
    const { paymentOrder } = await checkout(book.id);
    await afterTheHold();
    expect(await stockOf(book.id)).toBe(3);
    const late = await captured(paymentOrder);
    expect((await late.webhook()).data).toMatchObject({ handled: true });
    const order = await orders.findByPaymentOrder(paymentOrder.id);
    expect(order).toMatchObject({ status: 'paid', paymentId: late.paymentId });
    expect(order?.refunds ?? []).toEqual([]);
    expect(await stockOf(book.id)).toBe(2);
    expect(await app.repos.stock.heldByProduct([book.id])).toEqual(new Map([[book.id, 0]]));
  });

  it('is settled, then refunded in full automatically and the customer told, when the stock has gone', async () => {
    const book = await product(1);
    const { email, paymentOrder } = await checkout(book.id);
    await afterTheHold();
    // Someone quicker buys the copy given back.
    const quicker = await checkout(book.id);
    const theirs = await captured(quicker.paymentOrder);
    await theirs.webhook();
    expect(await stockOf(book.id)).toBe(0);

    const late = await captured(paymentOrder);
    // The webhook settles it (money that moved is never lost) and refunds it, once however often it comes.
    await late.webhook();
    await late.webhook();
    const settled = await orders.findByPaymentOrder(paymentOrder.id);
    expect(settled?.paymentId).toBe(late.paymentId);
    expect(settled?.refunds).toHaveLength(1);
    expect(settled?.refunds?.[0]).toMatchObject({
      amount: paymentOrder.amount,
      reason: SOLD_OUT_REASON,
      by: { name: 'The shop (automatic)' },
    });
    await expect
      .poll(async () => (await orders.findByPaymentOrder(paymentOrder.id))?.status)
      .toBe('refunded');
    expect(await stockOf(book.id)).toBe(0);
    expect((await orders.findByPaymentOrder(quicker.paymentOrder.id))?.status).toBe('paid');

    const told = await receivedMail(email, soldOutRefundSubject(settled!));
    expect(told.Text).toContain(`${book.productName} had sold out, so we cannot send this order`);
    expect(told.Text).toContain('It reaches your account in 5–7 working days');
    expect(told.Text).toContain('₹250');
    // No confirmation of an order that cannot be sent; the refund's own notice follows when processed.
    await receivedMail(email, `We have refunded ₹250 for your Aspire order ${settled!.receipt}`);
    expect((await mailsTo(email)).map((mail) => mail.Subject)).not.toContain(
      `Your Aspire order ${settled!.receipt} is confirmed`,
    );
  });

  it('tells a buyer coming back through the browser that it sold out and is refunded', async () => {
    const book = await product(1);
    const { user, paymentOrder } = await checkout(book.id);
    await afterTheHold();
    await (await captured((await checkout(book.id)).paymentOrder)).webhook();
    const late = await captured(paymentOrder);
    const answer = await late.browser(user);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(soldOutMessage(paymentOrder, [book.productName]));
    expect(answer.json.message).toBe(
      `Sorry, ${book.productName} sold out before your payment reached us. We are refunding ₹250 in full; it reaches your account in 5–7 working days.`,
    );
    // Its webhook after the browser changes nothing more.
    await late.webhook();
    expect((await orders.findByPaymentOrder(paymentOrder.id))?.refunds).toHaveLength(1);
  });
});

describe('low stock', () => {
  it("tells the shop's mailbox when a checkout brings a product to its mark, and when it sells out, with a link to it", async () => {
    const book = await product(3, 1);
    await checkout(book.id, 2);
    const low = await receivedMail(
      DEV_SHOP_EMAIL,
      lowStockSubject({ productName: book.productName, left: 1 }),
    );
    expect(low.Text).toContain(`http://site.test/staff/products/${book.id}`);
    await checkout(book.id);
    const gone = await receivedMail(DEV_SHOP_EMAIL, `Sold out: ${book.productName}`);
    expect(gone.Text).toContain('no one can add it to their cart');
    expect(gone.Text).toContain(`http://site.test/staff/products/${book.id}`);
  });
});
