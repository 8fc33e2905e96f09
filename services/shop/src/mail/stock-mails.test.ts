import type { Order } from '@aspire/contracts/shop';
import { describe, expect, it } from 'vitest';
import { SHOP_PHONE } from './order-mails.ts';
import { lowStockMail, lowStockSubject, soldOutRefundMail, soldOutRefundSubject } from './stock-mails.ts';

const SITE = 'https://www.aspirecollege.in';

describe("the shop team's low-stock notice", () => {
  it('says how many are left and links to the product on the desk', async () => {
    const stock = {
      productId: 'zakah-made-clear',
      productName: 'Zakah Made Clear',
      left: 1200,
      lowStockAt: 1500,
    };
    const mail = await lowStockMail(stock, SITE);
    expect(mail.subject).toBe('Low stock: Zakah Made Clear (1,200 left)');
    expect(lowStockSubject(stock)).toBe(mail.subject);
    expect(mail.text).toContain(
      'Zakah Made Clear is down to 1,200 to sell (you asked to hear when it reached 1,500).',
    );
    expect(mail.text).toContain(`${SITE}/staff/products/zakah-made-clear`);
    expect(mail.html).toContain(`href="${SITE}/staff/products/zakah-made-clear"`);
  });

  it('says so when it has sold out', async () => {
    const mail = await lowStockMail(
      { productId: 'prayer-mat', productName: 'Prayer Mat', left: 0, lowStockAt: 5 },
      SITE,
    );
    expect(mail.subject).toBe('Sold out: Prayer Mat');
    expect(mail.text).toContain(
      'Prayer Mat has sold out. The shop now shows it as sold out, and no one can add it to their cart until more are in stock.',
    );
  });
});

describe("the customer's sold-out refund notice", () => {
  const order: Order = {
    _id: '65f1c0ffee0000000000abcd',
    status: 'paid',
    amount: 81_800,
    currency: 'INR',
    receipt: 'rcpt_0123456789abcdef',
    paymentOrderId: 'order_Q1w2E3r4T5y6U7',
    paymentId: 'pay_A1b2C3d4E5f6G7',
    lines: [],
    shippingAddress: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: '2026-03-01T11:01:00.000Z',
    shipment: null,
    deliveredAt: null,
    refunds: [],
    refundedAmount: 81_800,
    invoiceNumber: null,
  };

  it('says what sold out, that the whole payment comes back, and when', async () => {
    const mail = await soldOutRefundMail(
      { order, name: 'Ayesha Siddiqui', soldOut: ['Zakah Made Clear', 'Prayer Mat'] },
      SITE,
    );
    expect(mail.subject).toBe('We are refunding your Aspire order rcpt_0123456789abcdef');
    expect(soldOutRefundSubject(order)).toBe(mail.subject);
    expect(mail.text).toContain('Assalamu alaikum Ayesha,');
    expect(mail.text).toContain(
      'by then Zakah Made Clear and Prayer Mat had sold out, so we cannot send this order. We are sorry.',
    );
    expect(mail.text).toContain(
      'We are refunding the full ₹818 to the card, UPI or bank account you paid with. It reaches your account in 5–7 working days',
    );
    expect(mail.text).toContain(SHOP_PHONE);
    expect(mail.html).toContain(`href="${SITE}/orders"`);
  });
});
