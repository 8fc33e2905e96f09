import { type MyDataPart, myDataPartSchema } from '@aspire/contracts/privacy';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import { describe, expect, it } from 'vitest';
import { randomId } from '../payments/gateway.ts';
import { testShop } from '../test-app.ts';

const shop = await testShop();
const { api, staffToken } = shop;
const shopStaff = await staffToken(['shop']);

const myData = async (user: string) => {
  const answer = await api('GET', 'my-data', { user });
  expect(answer.status).toBe(200);
  expect(answer.response.headers.get('cache-control')).toBe('private, no-store');
  return myDataPartSchema.parse(answer.data);
};
type OrderData = { reference: string; [key: string]: unknown };
const ordersIn = (part: MyDataPart) => part.data.orders as OrderData[];

// A buyer with a shipped order refunded in part, a second order, and something in the cart.
const shipped = await shop.paidThroughSandbox();
await api('POST', `staff/orders/${shipped.id}/steps`, { token: shopStaff, body: { status: 'packed' } });
await api('POST', `staff/orders/${shipped.id}/steps`, {
  token: shopStaff,
  body: { status: 'shipped', shipment: { carrier: 'DTDC', trackingNumber: 'D12345678' } },
});
const refund = await api('POST', `staff/orders/${shipped.id}/refunds`, {
  token: shopStaff,
  body: { amount: 32000, reason: 'The tote arrived torn', key: crypto.randomUUID() },
});
expect(refund.status).toBe(200);
const second = await shop.paidThroughSandbox({ account: { id: shipped.user } });
await api('POST', 'cart', { user: shipped.user, body: { productId: 'aspire-campus-hoodie', qty: 2 } });

describe('GET /api/shop/my-data', () => {
  it('is refused without signing in', async () => {
    const answer = await api('GET', 'my-data');
    expect(answer.status).toBe(401);
  });

  it('answers every order with its lines, amounts, history, address, payment, refunds, receipt and shipment', async () => {
    const part = await myData(shipped.user);
    const orders = ordersIn(part);
    expect(orders.map((order) => order.reference)).toEqual([second.id, shipped.id]);
    const first = orders[1];
    expect(first).toMatchObject({
      status: 'Shipped',
      amount: '₹818',
      items: [
        {
          productId: 'zakah-made-clear',
          productName: 'Zakah Made Clear: A Practical Guide',
          qty: 2,
          priceRupees: 249,
        },
        { productId: 'aspire-canvas-tote', qty: 1, priceRupees: 320 },
      ],
      history: [
        { status: 'Awaiting payment' },
        { status: 'Paid' },
        { status: 'Packed' },
        { status: 'Shipped' },
      ],
      deliveryAddress: {
        name: 'Ayesha Siddiqui',
        email: shipped.email,
        mobileNumber: '+919876543210',
        city: 'Chennai',
      },
      placedAs: { email: `${shipped.user}@example.com`, name: 'Test User' },
      payment: { gateway: 'sandbox', paymentId: shipped.paymentId, paidAt: expect.any(String) },
      receiptNumber: expect.stringMatching(/^ASP\/\d{2}-\d{2}\/\d{6}$/),
      shipment: { carrier: 'DTDC', trackingNumber: 'D12345678', shippedAt: expect.any(String) },
      refunds: [
        {
          amount: '₹320',
          reason: 'The tote arrived torn',
          askedBy: 'Shop team',
          gatewayRefundId: expect.stringMatching(/^rfnd_/),
        },
      ],
      erasedAt: null,
    });
    expect(JSON.stringify(part)).not.toContain('Farhan');
    expect(part.data.cart).toMatchObject({
      items: [{ productId: 'aspire-campus-hoodie', productName: expect.any(String), qty: 2 }],
      savedDeliveryAddress: { name: 'Ayesha Siddiqui', city: 'Chennai' },
    });
  });

  it('sums it up in sentences: the orders and when, the receipts, the refunds, the cart', async () => {
    const { summary, data } = await myData(shipped.user);
    const [last, earlier] = data.orders as { placedAt: string; receiptNumber: string }[];
    expect(summary).toEqual([
      `2 orders, the last on ${longDateInIndia(new Date(last?.placedAt ?? ''))}.`,
      `2 receipts (${last?.receiptNumber}, ${earlier?.receiptNumber}): kept for as long as GST law requires, even after you erase your account.`,
      '1 refund, ₹320 in all.',
      'Your cart holds 1 item.',
      'We keep the delivery address you gave last, to fill in your next checkout.',
    ]);
  });

  it('answers a person with nothing in the shop, and never anyone else’s orders', async () => {
    const { summary, data } = await myData(`newcomer-${randomId('u', 8)}`);
    expect(data).toEqual({ cart: { items: [], savedDeliveryAddress: null }, orders: [] });
    expect(summary).toEqual(['You have placed no orders in the shop.', 'Your cart is empty.']);
  });
});
