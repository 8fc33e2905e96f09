/**
 * A customer's erasure, end to end through the app: their orders kept for GST without their name,
 * contact or address; their cart gone; their mails' records cleared; an unshipped order refunded; the
 * staff desk and the receipt still working; another customer untouched; a second run changing nothing.
 */
import { ERASED_NOT_SHIPPED, type StaffOrder, type StaffOrderPage } from '@aspire/contracts/orders-desk';
import { ERASED, type ErasureOrder } from '@aspire/contracts/privacy';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { describe, expect, it, vi } from 'vitest';
import { randomId } from '../payments/gateway.ts';
import { ERASED_BUYER } from '../receipts/receipt.ts';
import type { OrderDoc } from '../repo/order-doc.ts';
import { address, SETTLED, testShop } from '../test-app.ts';
import { ERASURE_REFUND_REASON, erasureRefundKey } from './erasure.ts';

const shop = await testShop();
const { app, api, database, staffToken } = shop;
const shopStaff = await staffToken(['shop']);

/** The person who erases their data: an account and a delivery address of their own. */
const zoya = {
  id: `customer-${randomId('u', 8)}`,
  email: 'Zoya.Farooqui@example.org',
  firstName: 'Zoya',
  lastName: 'Farooqui',
  mobileNumber: '9123456780',
};
const zoyasAddress = {
  ...address,
  name: 'Zoya Farooqui',
  mobileNumber: '9445566778',
  address: '7, Lotus Gardens Road',
  flat: 'Flat 12C, Marigold Towers',
  landmark: 'Opposite the lake park',
  city: 'Coimbatore',
  pincode: '641002',
};
/** What must be found nowhere once she is erased (the addresses in any case). */
const PERSONAL = [
  zoya.email,
  `${zoya.id}@example.com`,
  'Zoya',
  'Farooqui',
  '9123456780',
  '9445566778',
  'Lotus Gardens',
  'Marigold Towers',
  'lake park',
  'Coimbatore',
  '641002',
];
const erasure: ErasureOrder = {
  id: `er-${randomId('e', 10)}`,
  userId: zoya.id,
  email: zoya.email,
  requestedAt: new Date().toISOString(),
};

const staff = (method: string, path: string, body?: unknown) =>
  api(method, `staff/${path}`, { token: shopStaff, body });

/** Every collection of the shop's database that holds one of `needles`, with the needle. */
async function holding(needles: string[]) {
  const found: string[] = [];
  for (const { name } of await database.db.listCollections({}, { nameOnly: true }).toArray()) {
    const text = JSON.stringify(await database.db.collection(name).find().toArray()).toLowerCase();
    for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${name}: ${needle}`);
  }
  return found;
}

/** The collections an erasure writes, as they stand (mails settled first: the sender changes them). */
async function snapshot() {
  await vi.waitFor(async () => expect((await app.mailOutbox.counts()).backlog).toBe(0), SETTLED);
  const names = ['orders', 'carts', 'cart_addresses', 'cart_payment_orders', 'mail_outbox', 'audit_log'];
  return Promise.all(names.map((name) => database.db.collection(name).find().sort({ _id: 1 }).toArray()));
}

const orders = database.db.collection<OrderDoc>('orders');
const orderOf = async (id: string) => (await staff('GET', `orders/${id}`)).data as StaffOrder;

// Zoya: one order delivered, one paid and waiting to be packed, a cart and her saved address.
const delivered = await shop.paidThroughSandbox({ account: zoya, deliverTo: zoyasAddress });
for (const step of [
  { status: 'packed' },
  { status: 'shipped', shipment: { carrier: 'India Post', trackingNumber: 'EK123456789IN' } },
  { status: 'delivered' },
])
  expect((await staff('POST', `orders/${delivered.id}/steps`, step)).status).toBe(200);
// A note staff wrote about her, in the order's audit trail.
expect(
  (await staff('POST', `orders/${delivered.id}/notes`, { note: 'Zoya Farooqui asked for a gift wrap' }))
    .status,
).toBe(200);
const waiting = await shop.paidThroughSandbox({ account: zoya, deliverTo: zoyasAddress });
const zoyasToken = await shop.sign(zoya);
await api('POST', 'cart', { token: zoyasToken, body: { productId: 'aspire-campus-hoodie', qty: 1 } });
// Another customer, who must not be touched.
const other = await shop.paidThroughSandbox();
const othersOrder = await orders.findOne({ userId: other.user });

describe('erasing a customer', () => {
  it('holds her details before, and none after, in any collection; her orders stay for tax', async () => {
    expect(await holding(PERSONAL)).toEqual(
      expect.arrayContaining([
        `orders: ${zoya.email}`,
        'orders: Lotus Gardens',
        'cart_addresses: 9445566778',
        'audit_log: Farooqui',
        `mail_outbox: ${zoya.id}@example.com`,
      ]),
    );
    expect(await database.db.collection('carts').countDocuments({ _id: zoya.id as never })).toBe(1);
    await app.erase(erasure);

    expect(await holding(PERSONAL)).toEqual([]);
    const kept = await orders.find({ userId: zoya.id }).toArray();
    expect(kept).toHaveLength(2);
    for (const doc of kept) {
      expect(doc.erasedAt).toBeInstanceOf(Date);
      expect(doc.shippingAddress).toEqual({
        name: ERASED,
        email: '',
        mobileNumber: '',
        pincode: '',
        address: '',
        flat: '',
        landmark: '',
        city: '',
        state: 'Tamil Nadu',
      });
      expect(doc.account).toEqual({ name: ERASED, email: '', phone: '' });
      expect(doc).toMatchObject({ nameLower: '', emailLower: '', phoneDigits: '', amount: 81800 });
      expect(doc.lines.map((line) => line.productId)).toEqual(['zakah-made-clear', 'aspire-canvas-tote']);
      expect(doc.invoiceNumber).toMatch(/^ASP\//);
      expect(doc.paymentId).toMatch(/^pay_/);
    }
    expect(await database.db.collection('carts').findOne({ _id: zoya.id as never })).toBeNull();
    expect(await database.db.collection('cart_addresses').findOne({ _id: zoya.id as never })).toBeNull();
  });

  it('refunds in full the order that can no longer be sent, and keeps the shipped one as it was', async () => {
    await vi.waitFor(async () => expect((await orderOf(waiting.id)).status).toBe('refunded'), SETTLED);
    const refunded = await orderOf(waiting.id);
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        id: erasureRefundKey(erasure.id),
        amount: 81800,
        status: 'processed',
        reason: ERASURE_REFUND_REASON,
        gatewayRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    const shipped = await orderOf(delivered.id);
    expect(shipped).toMatchObject({
      status: 'delivered',
      refunds: [],
      shipment: { trackingNumber: 'EK123456789IN' },
    });
    expect(shipped.erasedAt).toEqual(expect.any(String));
  });

  it('shows her orders on the desk as erased, finds them by their receipt but not by her, and audits it by the erasure', async () => {
    const mine = (await staff('GET', `orders?customer=${zoya.id}`)).data as StaffOrderPage;
    expect(mine.rows.map((row) => [row.erased, row.customerName, row.customerEmail, row.city])).toEqual([
      [true, ERASED, '', null],
      [true, ERASED, '', null],
    ]);
    for (const q of ['zoya', 'farooqui', '9445566778', 'zoya.farooqui@'])
      expect(((await staff('GET', `orders?q=${encodeURIComponent(q)}`)).data as StaffOrderPage).rows).toEqual(
        [],
      );
    const { receipt } = await orderOf(delivered.id);
    const byReceipt = (await staff('GET', `orders?q=${receipt}`)).data as StaffOrderPage;
    expect(byReceipt.rows.map((row) => row.id)).toEqual([delivered.id]);

    const page = await orderOf(delivered.id);
    expect(page.audit.map((entry) => entry.action)).toContain('order.erased');
    expect(page.audit.find((entry) => entry.action === 'order.erased')?.note).toContain(erasure.id);
    const log = await database.db.collection('audit_log').findOne({ 'subject.id': erasure.id });
    expect(log).toMatchObject({ action: 'customer.erased', subject: { kind: 'erasure' } });
    expect(JSON.stringify(log)).not.toContain(zoya.id);
  });

  it('still gives staff the receipt, naming no buyer but keeping the place of supply', async () => {
    const response = await app.request(`/api/shop/staff/orders/${delivered.id}/receipt.pdf`, {
      headers: bearer(shopStaff),
    });
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(ERASED_BUYER);
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain((await orderOf(delivered.id)).invoiceNumber ?? 'a number');
    expect(text).toMatch(/Zakah Made Clear/);
    for (const needle of PERSONAL) expect(text.toLowerCase()).not.toContain(needle.toLowerCase());
  });

  it('changes nothing more when run again, and never touched the other customer', async () => {
    const before = await snapshot();
    await app.erase(erasure);
    expect(await snapshot()).toEqual(before);
    expect(await orders.findOne({ userId: other.user })).toEqual(othersOrder);
    expect(await holding([other.email])).toEqual(expect.arrayContaining([`orders: ${other.email}`]));
    expect(await database.db.collection('carts').countDocuments({ _id: other.user as never })).toBe(1);
  });

  it('refuses to pack an erased order the gateway would not refund, which keeps its failed refund for staff', async () => {
    // Paid by a webhook of a payment the sandbox never made: its refund is refused.
    const paid = await shop.paidOrder();
    await app.erase({ ...erasure, id: `er-${randomId('e', 10)}`, userId: paid.user, email: paid.to });
    const page = await orderOf(paid.id);
    expect(page).toMatchObject({ status: 'paid', refunds: [expect.objectContaining({ status: 'failed' })] });
    const packed = await staff('POST', `orders/${paid.id}/steps`, { status: 'packed' });
    expect(packed.status).toBe(409);
    expect(packed.json.message).toBe(ERASED_NOT_SHIPPED);
  });

  it('writes to no one when an erased customer’s checkout is paid after all', async () => {
    const user = `late-${randomId('u', 8)}`;
    await api('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
    await api('POST', 'cart/address', {
      user,
      body: { shippingAddress: { ...zoyasAddress, email: 'late@example.org' } },
    });
    const paymentOrder = (await api('GET', 'cart/order', { user })).data as { id: string };
    await app.erase({
      ...erasure,
      id: `er-${randomId('e', 10)}`,
      userId: user,
      email: `${user}@example.com`,
    });
    // The sandbox's webhook settles the order (money that moved is never lost).
    expect(
      (await api('POST', 'checkout/sandbox/pay', { user, body: { orderId: paymentOrder.id } })).status,
    ).toBe(200);
    await vi.waitFor(
      async () => expect((await orders.findOne({ userId: user }))?.status).toBe('paid'),
      SETTLED,
    );
    const outbox = database.db.collection('mail_outbox');
    expect(await outbox.countDocuments({ to: '' })).toBe(0);
    expect(await outbox.countDocuments({ to: 'late@example.org' })).toBe(0);
  });
});
