import type { Order } from '@aspire/contracts/shop';
import { describe, expect, it } from 'vitest';
import { storedAddress } from '../test-app.ts';
import { SHOP_PHONE } from './order-mails.ts';
import {
  deliveredSubject,
  orderDeliveredMail,
  orderPackedMail,
  orderShippedMail,
  packedSubject,
  shippedSubject,
} from './step-mails.ts';

const SITE = 'https://www.aspirecollege.in';
const order: Order = {
  _id: '65f1c0ffee0000000000abcd',
  status: 'packed',
  amount: 81_800,
  currency: 'INR',
  receipt: 'rcpt_0123456789abcdef',
  paymentOrderId: 'order_Q1w2E3r4T5y6U7',
  paymentId: 'pay_A1b2C3d4E5f6G7',
  lines: [
    {
      productId: 'zakah-made-clear',
      productName: 'Zakah Made Clear',
      image: '',
      qty: 2,
      mrp: 299,
      sellingPrice: 249,
    },
    {
      productId: 'aspire-canvas-tote',
      productName: 'Aspire <Canvas> Tote',
      image: '',
      qty: 1,
      mrp: 320,
      sellingPrice: 320,
    },
  ],
  shippingAddress: storedAddress,
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:01:00.000Z',
  shipment: null,
  deliveredAt: null,
  refunds: [],
  refundedAmount: 0,
  invoiceNumber: null,
};
// 19:00 UTC is half past midnight the next day in India.
const shipment = { carrier: 'DTDC', trackingNumber: 'D1234567890', shippedAt: '2026-03-02T19:00:00.000Z' };

describe('the packing notice', async () => {
  const mail = await orderPackedMail({ order, name: 'Ayesha Siddiqui' }, SITE);

  it('tells the customer their order is being packed, with what is in it', () => {
    expect(mail.subject).toBe('Your Aspire order rcpt_0123456789abcdef is being packed');
    expect(packedSubject(order)).toBe(mail.subject);
    expect(mail.text).toContain('Assalamu alaikum Ayesha,');
    expect(mail.text).toContain('we are packing your order rcpt_0123456789abcdef');
    expect(mail.text).toContain('Zakah Made Clear\n2 × ₹249 = ₹498');
    expect(mail.text).toContain('tracking number');
    expect(mail.text).toContain(`${SITE}/orders`);
    expect(mail.text).toContain(SHOP_PHONE);
    expect(mail.html).toContain('Aspire &lt;Canvas&gt; Tote');
  });
});

describe('the shipping notice', () => {
  it('gives the carrier, the tracking number and page, the lines and the address', async () => {
    const shipped = {
      ...order,
      status: 'shipped' as const,
      shipment: { ...shipment, trackingUrl: 'https://track.example/D1234567890' },
    };
    const mail = await orderShippedMail({ order: shipped, name: 'Ayesha Siddiqui' }, SITE);
    expect(mail.subject).toBe('Your Aspire order rcpt_0123456789abcdef is on its way');
    expect(shippedSubject(order)).toBe(mail.subject);
    expect(mail.text).toContain('Carrier\nDTDC');
    expect(mail.text).toContain('Tracking number\nD1234567890');
    expect(mail.text).toMatch(/Shipped\n03 Mar 2026, 12:30 am IST/i);
    expect(mail.html).toContain('href="https://track.example/D1234567890"');
    expect(mail.text).toContain('Aspire <Canvas> Tote\n1 × ₹320 = ₹320');
    expect(mail.text).toContain('City\nChennai, Tamil Nadu 600006');
    expect(mail.html).toContain(`href="${SITE}/orders"`);
  });

  it('without a tracking page, points to the carrier’s site; without an address, leaves it out', async () => {
    const shipped = { ...order, status: 'shipped' as const, shippingAddress: null, shipment };
    const mail = await orderShippedMail({ order: shipped, name: '' }, SITE);
    expect(mail.text).toContain('Assalamu alaikum,');
    expect(mail.text).toContain("DTDC's website shows where your parcel is");
    expect(mail.text).not.toContain('Track your parcel');
    expect(mail.text).not.toContain('It is coming to');
  });

  it('is never written for an order that has not shipped', async () => {
    await expect(orderShippedMail({ order, name: 'Ayesha' }, SITE)).rejects.toThrow(/no shipment/);
  });
});

describe('the delivery notice', () => {
  it('says when it was delivered and whom to call if something is wrong', async () => {
    const delivered = {
      ...order,
      status: 'delivered' as const,
      shipment,
      deliveredAt: '2026-03-05T06:30:00.000Z',
    };
    const mail = await orderDeliveredMail({ order: delivered, name: 'Ayesha Siddiqui' }, SITE);
    expect(mail.subject).toBe('Your Aspire order rcpt_0123456789abcdef has been delivered');
    expect(deliveredSubject(order)).toBe(mail.subject);
    expect(mail.text).toMatch(/Delivered\n05 Mar 2026, 12:00 pm IST/i);
    expect(mail.text).toContain('missing or damaged');
    expect(mail.text).toContain(SHOP_PHONE);
    expect(mail.text).toContain(`${SITE}/orders`);
  });
});
