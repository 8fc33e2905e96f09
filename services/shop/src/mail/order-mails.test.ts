import { describe, expect, it } from 'vitest';
import { address } from '../test-app.ts';
import {
  type AddressedOrder,
  failedSubject,
  formatPayment,
  orderFailedMail,
  orderPlacedMail,
  placedSubject,
  SHOP_PHONE,
} from './order-mails.ts';

const order: AddressedOrder = {
  _id: '65f1c0ffee0000000000abcd',
  status: 'paid',
  amount: 1_24_300_00,
  currency: 'INR',
  receipt: 'rcpt_0123456789abcdef',
  paymentOrderId: 'order_Q1w2E3r4T5y6U7',
  paymentId: 'pay_A1b2C3d4E5f6G7',
  lines: [
    {
      productId: 'tafsir-set',
      productName: 'Tafsir Set',
      image: '',
      qty: 1,
      mrp: 1_20_000,
      sellingPrice: 1_15_000,
    },
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
    { productId: 'prayer-mat', productName: 'Prayer Mat', image: '', qty: 10, mrp: 900, sellingPrice: 830 },
  ],
  shippingAddress: { ...address, landmark: '' },
  // 19:00 UTC is half past midnight the next day in India.
  createdAt: '2026-03-01T19:00:00.000Z',
  paidAt: '2026-03-01T19:01:00.000Z',
  shipment: null,
  deliveredAt: null,
  refunds: [],
  refundedAmount: 0,
  invoiceNumber: null,
};

describe('the order confirmation', async () => {
  const mail = await orderPlacedMail(order, 'https://www.aspirecollege.in');

  it('is titled with the order number shoppers see', () => {
    expect(mail.subject).toBe('Your Aspire order rcpt_0123456789abcdef is confirmed');
    expect(placedSubject(order)).toBe(mail.subject);
  });

  it('lists, in plain text, every line with its quantity, price each and line total, and the totals', () => {
    expect(mail.text).toContain('Assalamu alaikum Ayesha,');
    for (const line of [
      'Tafsir Set\n1 × ₹1,15,000 = ₹1,15,000',
      'Zakah Made Clear\n2 × ₹249 = ₹498',
      'Aspire <Canvas> Tote\n1 × ₹320 = ₹320',
      'Prayer Mat\n10 × ₹830 = ₹8,300',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).toContain('Price (MRP)\n₹1,29,918');
    expect(mail.text).toContain('Discount\n− ₹5,800');
    expect(mail.text).toContain('Subtotal\n₹1,24,118');
    // What was paid beyond the items is delivery.
    expect(mail.text).toContain('Delivery\n₹182');
    expect(mail.text).toContain('Total paid\n₹1,24,300');
  });

  it('gives the order number, the date in India, the payment, the address and what happens next', () => {
    expect(mail.text).toContain('Order number\nrcpt_0123456789abcdef');
    expect(mail.text).toMatch(/Order placed\n02 Mar 2026, 12:30 am IST/i);
    expect(mail.text).toContain('Payment\npay_A1b2C3d4E5f6G7');
    expect(mail.text).toContain('Address\nFlat 3B, Noor Residency, Greams Lane, Thousand Lights');
    expect(mail.text).toContain('City\nChennai, Tamil Nadu 600006');
    expect(mail.text).not.toContain('Landmark');
    expect(mail.text).toContain('within two working days');
    expect(mail.text).toContain('https://www.aspirecollege.in/orders');
    expect(mail.text).toContain(SHOP_PHONE);
  });

  it('escapes what shoppers and products bring, links the orders page and carries no image', () => {
    expect(mail.html).toContain('Aspire &lt;Canvas&gt; Tote');
    expect(mail.html).toContain('href="https://www.aspirecollege.in/orders"');
    expect(mail.html).not.toMatch(/<img/i);
  });

  it('says delivery is free and leaves the discount out when there is none', async () => {
    const plain = await orderPlacedMail(
      { ...order, amount: 320_00, lines: [order.lines[2] as AddressedOrder['lines'][number]] },
      'https://www.aspirecollege.in',
    );
    expect(plain.text).toContain('Delivery\nFree');
    expect(plain.text).toContain('Total paid\n₹320');
    expect(plain.text).not.toContain('Discount');
    expect(plain.text).not.toContain('Price (MRP)');
  });
});

describe('the payment problem e-mail', () => {
  it('explains a second payment, the refund by the shop team and whom to call', async () => {
    const mail = await orderFailedMail(
      order,
      { id: 'pay_Second1234567', amount: 1_24_300_00, currency: 'INR', problem: 'already-paid' },
      'https://www.aspirecollege.in',
    );
    expect(mail.subject).toBe('About your Aspire payment pay_Second1234567');
    expect(failedSubject('pay_Second1234567')).toBe(mail.subject);
    expect(mail.text).toContain('Assalamu alaikum Ayesha,');
    expect(mail.text).toContain('had already been paid with another payment');
    expect(mail.text).toContain('Our shop team will refund the full ₹1,24,300');
    expect(mail.text).toContain('call you within one working day');
    expect(mail.text).toContain('Payment\npay_Second1234567');
    expect(mail.text).toContain('Amount\n₹1,24,300');
    expect(mail.text).toContain('Order number\nrcpt_0123456789abcdef');
    expect(mail.text).toContain(SHOP_PHONE);
  });

  it('explains a payment of another amount, with both amounts', async () => {
    const mail = await orderFailedMail(
      order,
      { id: 'pay_Odd123456789', amount: 150, currency: 'INR', problem: 'amount-mismatch' },
      'https://www.aspirecollege.in',
    );
    expect(mail.text).toContain(
      "a payment of ₹1.50 for your order rcpt_0123456789abcdef, but it does not match the order's total of ₹1,24,300",
    );
    expect(mail.text).toContain('items are still in your cart');
    expect(mail.text).toContain('refund the full ₹1.50');
  });
});

describe('payment amounts', () => {
  it('are whole rupees as the site shows them, or exact in their own currency', () => {
    expect(formatPayment(1_24_300_00, 'INR')).toBe('₹1,24,300');
    expect(formatPayment(150, 'INR')).toBe('₹1.50');
    expect(formatPayment(2_500, 'USD')).toBe('$25.00');
    expect(formatPayment(2_500, 'ZZ')).toBe('25.00 ZZ');
  });
});
