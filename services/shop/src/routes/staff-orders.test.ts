import type { StaffOrder, StaffOrderPage } from '@aspire/contracts/orders-desk';
import { orderListSchema, paymentOrderSchema } from '@aspire/contracts/shop';
import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { receivedMail } from '@aspire/service-kit/testing/mail';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { deliveredSubject, packedSubject, shippedSubject } from '../mail/step-mails.ts';
import { randomId } from '../payments/gateway.ts';
import { address, testShop } from '../test-app.ts';
import { EXPORT_CAP, ORDER_NOT_FOUND, stepRefusal } from './staff-orders.ts';

const { api, app, database, staffToken, sign, paidOrder } = await testShop();
const shopStaff = await staffToken(['shop']);
const admin = await staffToken(['admin'], 'staff-admin');
const admissions = await staffToken(['admissions']);
const learner = await sign({ id: 'learner-1', emailVerified: true });
const outbox = database.db.collection('mail_outbox');
const SHIPMENT = {
  carrier: 'DTDC',
  trackingNumber: 'D1234 5678',
  trackingUrl: 'https://track.example/D12345678',
};

const step = (id: string, body: unknown, token = shopStaff) =>
  api('POST', `staff/orders/${id}/steps`, { token, body });
const orderPage = async (id: string) =>
  (await api('GET', `staff/orders/${id}`, { token: shopStaff })).data as StaffOrder;
const list = async (query: string, token = shopStaff) =>
  (await api('GET', `staff/orders?${query}`, { token })).data as StaffOrderPage;

const first = await paidOrder();

describe('every staff route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', 'staff/orders'],
    ['GET', 'staff/orders.csv'],
    ['GET', `staff/orders/${first.id}`],
    ['POST', `staff/orders/${first.id}/steps`, { status: 'packed' }],
    ['POST', `staff/orders/${first.id}/notes`, { note: 'Called, no answer.' }],
  ];
  it.each(routes)(
    '%s %s refuses the anonymous (401), a learner and other staff (403)',
    async (method, path, body) => {
      expect((await api(method, path, { body })).status).toBe(401);
      for (const token of [learner, admissions]) {
        const refused = await api(method, path, { token, body });
        expect(refused.status).toBe(403);
        expect(refused.json?.message).toBe(STAFF_ROLE_REQUIRED);
      }
    },
  );

  it('answers the shop desk and an admin', async () => {
    for (const token of [shopStaff, admin]) {
      expect((await api('GET', 'staff/orders', { token })).status).toBe(200);
      expect((await api('GET', `staff/orders/${first.id}`, { token })).status).toBe(200);
      const csv = await app.request('/api/shop/staff/orders.csv', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(csv.status).toBe(200);
      await csv.text();
      expect(
        (await api('POST', `staff/orders/${first.id}/notes`, { token, body: { note: 'Seen.' } })).status,
      ).toBe(200);
    }
    const { id } = await paidOrder();
    expect((await step(id, { status: 'packed' }, admin)).status).toBe(200);
  });

  it('keeps the audit log for admins only', async () => {
    expect((await api('GET', 'staff/audit')).status).toBe(401);
    expect((await api('GET', 'staff/audit', { token: shopStaff })).status).toBe(403);
    expect((await api('GET', 'staff/audit', { token: admin })).status).toBe(200);
  });

  it('refuses bad input with the field at fault, and an unknown order with 404', async () => {
    const badId = await api('GET', 'staff/orders/not-an-order', { token: shopStaff });
    expect(badId.status).toBe(400);
    expect(badId.json?.errors?.id).toBe('Not an order reference');
    const badStatus = await api('GET', 'staff/orders?status=fulfilled', { token: shopStaff });
    expect(badStatus.status).toBe(400);
    expect(Object.keys(badStatus.json?.errors ?? {})).toContain('status');
    const badDate = await api('GET', 'staff/orders.csv?from=16-02-2026', { token: shopStaff });
    expect(badDate.json?.errors?.from).toBe('Enter a date as YYYY-MM-DD');
    expect((await step(first.id, { status: 'fulfilled' })).status).toBe(400);
    const noTracking = await step(first.id, { status: 'shipped', shipment: { carrier: 'DTDC' } });
    expect(noTracking.status).toBe(400);
    expect(noTracking.json?.errors?.['shipment.trackingNumber']).toBeTruthy();
    const note = await api('POST', `staff/orders/${first.id}/notes`, {
      token: shopStaff,
      body: { note: ' ' },
    });
    expect(note.status).toBe(400);
    const unknown = await api('GET', 'staff/orders/0123456789abcdef01234567', { token: shopStaff });
    expect(unknown.status).toBe(404);
    expect(unknown.json?.message).toBe(ORDER_NOT_FOUND);
    expect((await step('0123456789abcdef01234567', { status: 'packed' })).status).toBe(404);
  });
});

describe('working an order', () => {
  it('packs, ships and delivers it once each, mailing the customer at every step', async () => {
    const { user, id, receipt, to } = await paidOrder();
    const early = await step(id, { status: 'shipped', shipment: SHIPMENT });
    expect(early.status).toBe(409);
    expect(early.json?.message).toBe('This order is paid; pack it before shipping it');

    // A double click: two at once, then a third: one step, one mail, one entry in the log.
    const packs = await Promise.all([step(id, { status: 'packed' }), step(id, { status: 'packed' })]);
    expect(packs.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await step(id, { status: 'packed' })).data).toMatchObject({ status: 'packed' });
    await receivedMail(to, packedSubject({ receipt }));
    expect((await step(id, { status: 'delivered' })).json?.message).toBe(
      'This order is packed; ship it before marking it delivered',
    );

    const shipped = await step(id, { status: 'shipped', shipment: SHIPMENT });
    expect(shipped.data).toMatchObject({
      status: 'shipped',
      shipment: { ...SHIPMENT, shippedAt: expect.any(String) },
    });
    const tracking = await receivedMail(to, shippedSubject({ receipt }));
    expect(tracking.Text).toMatch(/Tracking number\s+D1234 5678/);
    expect(tracking.HTML).toContain('href="https://track.example/D12345678"');
    expect(tracking.HTML).toContain('href="http://site.test/orders"');
    // The customer's own orders page shows how it travels.
    const mine = orderListSchema.parse((await api('GET', 'orders', { user })).data);
    expect(mine[0]).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'DTDC', trackingNumber: 'D1234 5678' },
      deliveredAt: null,
    });

    expect((await step(id, { status: 'packed' })).json?.message).toBe('This order is already shipped');
    expect((await step(id, { status: 'delivered' })).status).toBe(200);
    await receivedMail(to, deliveredSubject({ receipt }));
    expect(orderListSchema.parse((await api('GET', 'orders', { user })).data)[0]?.deliveredAt).toEqual(
      expect.any(String),
    );

    const page = await orderPage(id);
    expect(page.history.map((entry) => entry.status)).toEqual([
      'created',
      'paid',
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(page.audit.map((entry) => entry.action)).toEqual([
      'order.packed',
      'order.shipped',
      'order.delivered',
    ]);
    expect(page.audit[1]).toMatchObject({
      actor: { id: 'staff-shop', name: 'Farhan Qureshi' },
      subject: { kind: 'order', id, label: receipt },
      changes: { status: { from: 'packed', to: 'shipped' }, trackingNumber: { to: 'D1234 5678' } },
    });
    await expect
      .poll(async () => (await orderPage(id)).mails.map((mail) => [mail.label, mail.status]))
      .toEqual([
        ['Order confirmation', 'sent'],
        ['Packing notice', 'sent'],
        ['Shipping notice with tracking', 'sent'],
        ['Delivery notice', 'sent'],
      ]);
    expect(await outbox.countDocuments({ to })).toBe(4);
  });

  it('says what stands in the way of a step out of turn', () => {
    expect(stepRefusal('delivered', 'paid')).toBe(
      'This order is paid; pack and ship it before marking it delivered',
    );
    expect(stepRefusal('shipped', 'delivered')).toBe('This order is already delivered');
    expect(stepRefusal('packed', 'cancelled')).toBe('This order is cancelled; it cannot be packed');
    expect(stepRefusal('shipped', 'failed')).toBe(
      'This order is not paid (payment failed); only a paid order can be shipped',
    );
  });

  it('writes to the account’s e-mail when the order has no delivery address', async () => {
    const { id, receipt, to } = await paidOrder({ addressed: false });
    expect((await step(id, { status: 'packed' })).status).toBe(200);
    const mail = await receivedMail(to, packedSubject({ receipt }));
    expect(mail.Text).toContain('Assalamu alaikum Test,');
  });

  it('refuses steps of an order that is not paid', async () => {
    const user = `desk-unpaid-${randomId('u', 6)}`;
    await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
    const paymentOrder = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    const order = await app.repos.orders.findByPaymentOrder(paymentOrder.id);
    const refused = await step(order?._id.toHexString() ?? '', { status: 'packed' });
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe(
      'This order is not paid (awaiting payment); only a paid order can be packed',
    );
  });

  it('keeps notes with who wrote them, in the order’s page and the admin’s log', async () => {
    const { id } = await paidOrder();
    const noted = await api('POST', `staff/orders/${id}/notes`, {
      token: shopStaff,
      body: { note: 'Customer asked for gift wrapping.' },
    });
    expect((noted.data as StaffOrder).audit).toMatchObject([
      { action: 'note', note: 'Customer asked for gift wrapping.', actor: { id: 'staff-shop' } },
    ]);
    const log = await api('GET', `staff/audit?subjectKind=order&subjectId=${id}`, { token: admin });
    expect(log.data).toMatchObject({ entries: [{ service: 'shop', action: 'note' }] });
  });
});

describe('the list', () => {
  it('finds orders by customer, e-mail, status and product, a page at a time', async () => {
    const { user, id, to } = await paidOrder();
    expect((await list(`customer=${user}`)).rows.map((row) => row.id)).toEqual([id]);
    expect((await list(`q=${encodeURIComponent(to.toUpperCase())}`)).rows).toMatchObject([
      {
        id,
        customerId: user,
        customerEmail: to,
        customerName: 'Ayesha Siddiqui',
        city: 'Chennai',
        amount: 81_800,
        lineCount: 2,
        itemCount: 3,
        firstProductName: expect.any(String),
        trackingNumber: null,
      },
    ]);
    const paid = await list('status=paid&product=aspire-canvas-tote&limit=1');
    expect(paid.rows).toHaveLength(1);
    expect(paid.next).toBeTruthy();
    const next = await list(
      `status=paid&product=aspire-canvas-tote&limit=1&after=${encodeURIComponent(paid.next ?? '')}`,
    );
    expect(next.rows[0]?.id).not.toBe(paid.rows[0]?.id);
    expect((await list('product=no-such-product')).rows).toEqual([]);
  });

  it('shows a change made through one instance in the other’s next list', async () => {
    const other = await testShop(undefined, { database });
    const otherStaff = await other.staffToken(['shop']);
    const ids = async (status: string) =>
      (
        (await other.api('GET', `staff/orders?status=${status}&limit=100`, { token: otherStaff }))
          .data as StaffOrderPage
      ).rows.map((row) => row.id);
    const packedBefore = await ids('packed');
    const { id } = await paidOrder();
    expect(await ids('paid')).toContain(id);
    await step(id, { status: 'packed' });
    expect(await ids('packed')).toEqual([id, ...packedBefore]);
    expect(await ids('paid')).not.toContain(id);
  });
});

describe('the CSV export', () => {
  it('streams the current filter with a header row, ISO dates, rupees and the cap it keeps to', async () => {
    const { user, receipt } = await paidOrder();
    const response = await app.request(`/api/shop/staff/orders.csv?customer=${user}`, {
      headers: { authorization: `Bearer ${shopStaff}` },
    });
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers.get('x-export-cap')).toBe(String(EXPORT_CAP));
    const [header, row, end] = (await response.text()).split('\n');
    expect(header).toMatch(
      /^Receipt,Invoice number,Order reference,Status,Placed,Paid,Amount \(INR\),Refunded \(INR\),Customer account,Name,Email,Phone/,
    );
    expect(row).toMatch(
      new RegExp(`^${receipt},ASP/\\d{2}-\\d{2}/\\d{6},[0-9a-f]{24},Paid,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,`),
    );
    expect(row).toContain(',818.00,0.00,');
    expect(row).toMatch(/,2 × Zakah Made Clear[^;,]*; 1 × Aspire Canvas Tote[^,]*,3,pay_/);
    expect(end).toBe('');
  });
});

describe('orders of an earlier version', () => {
  it('are delivered where they were fulfilled, and found by the desk once the start-up has keyed them', async () => {
    const earlier = await testDatabase();
    const createdAt = new Date('2025-05-01T10:00:00Z');
    const _id = new ObjectId();
    await earlier.db.collection('orders').insertOne({
      _id,
      userId: 'old-buyer',
      status: 'fulfilled',
      amount: 24_900,
      currency: 'INR',
      receipt: 'rcpt_0ld0000000000001',
      gateway: 'razorpay',
      paymentOrderId: 'order_Old000000001',
      paymentId: 'pay_Old000000001',
      lines: [
        {
          productId: 'zakah-made-clear',
          productName: 'Zakah Made Clear',
          image: '',
          qty: 1,
          mrp: 299,
          sellingPrice: 249,
        },
      ],
      shippingAddress: { ...address, mobileNumber: '+919876543210' },
      createdAt,
      paidAt: createdAt,
      history: [
        { status: 'paid', at: createdAt, via: 'checkout' },
        { status: 'fulfilled', at: new Date('2025-05-04T10:00:00Z'), via: 'college' },
      ],
    });
    const restarted = await testShop(undefined, { database: earlier });
    expect(await restarted.app.backfilled).toBe(1);
    const token = await restarted.staffToken(['shop']);
    const found = await restarted.api('GET', 'staff/orders?q=ayesha&product=zakah-made-clear', { token });
    expect((found.data as StaffOrderPage).rows).toMatchObject([
      { id: _id.toHexString(), status: 'delivered' },
    ]);
    const mine = await restarted.api('GET', 'orders', { user: 'old-buyer' });
    expect(orderListSchema.parse(mine.data)).toMatchObject([
      { status: 'delivered', deliveredAt: '2025-05-04T10:00:00.000Z', shipment: null },
    ]);
  });
});
