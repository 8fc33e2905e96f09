import type { Order } from '@aspire/contracts/shop';
import { describe, expect, it } from 'vitest';
import { SHOP_PHONE } from './order-mails.ts';
import { orderRefundedMail, refundedSubject, refundFailedMail, refundFailedSubject } from './refund-mails.ts';

const SITE = 'https://www.aspirecollege.in';
const order: Order = {
  _id: '65f1c0ffee0000000000abcd',
  status: 'delivered',
  amount: 81_800,
  currency: 'INR',
  receipt: 'rcpt_0123456789abcdef',
  paymentOrderId: 'order_Q1w2E3r4T5y6U7',
  paymentId: 'pay_A1b2C3d4E5f6G7',
  lines: [],
  shippingAddress: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:01:00.000Z',
  shipment: null,
  deliveredAt: null,
  refunds: [],
  refundedAmount: 24_900,
  invoiceNumber: null,
};
const refund = { amount: 24_900, processedAt: '2026-03-06T04:30:00.000Z' };

describe("the customer's refund notice", () => {
  it('says how much was refunded for which order, and that it takes 5–7 working days', async () => {
    const mail = await orderRefundedMail({ order, name: 'Ayesha Siddiqui', refund }, SITE);
    expect(mail.subject).toBe('We have refunded ₹249 for your Aspire order rcpt_0123456789abcdef');
    expect(refundedSubject(order, refund)).toBe(mail.subject);
    expect(mail.text).toContain('Assalamu alaikum Ayesha,');
    expect(mail.text).toContain(
      'We have refunded ₹249 for your order rcpt_0123456789abcdef. It goes back to the card, UPI or bank account you paid with, and it reaches your account in 5–7 working days.',
    );
    expect(mail.text).toMatch(/Refunded on\n06 Mar 2026, 10:00 am IST/i);
    expect(mail.text).toContain('Order total\n₹818');
    expect(mail.text).toContain('The rest of your order stands');
    expect(mail.text).toContain(SHOP_PHONE);
    expect(mail.html).toContain(`href="${SITE}/orders"`);
  });

  it('says a refund of everything refunds the order in full, and writes paise exactly', async () => {
    const whole = { ...order, refundedAmount: order.amount };
    const mail = await orderRefundedMail(
      { order: whole, name: '', refund: { ...refund, amount: 14_950 } },
      SITE,
    );
    expect(mail.subject).toContain('₹149.50');
    expect(mail.text).toContain('Assalamu alaikum,');
    expect(mail.text).toContain('This refunds your order in full.');
    expect(mail.text).not.toContain('Order total');
  });
});

describe("the shop team's notice of a failed refund", () => {
  it('names the order, the amount, why it was refunded and what the gateway said, with a link to it', async () => {
    const mail = await refundFailedMail(
      {
        order,
        refund: { amount: 24_900, reason: 'Damaged in transit', failureReason: 'Bank account closed' },
      },
      SITE,
    );
    expect(mail.subject).toBe('A refund of ₹249 for order rcpt_0123456789abcdef failed');
    expect(refundFailedSubject(order, { amount: 24_900 })).toBe(mail.subject);
    expect(mail.text).toContain('Why it was refunded\nDamaged in transit');
    expect(mail.text).toContain('What the gateway said\nBank account closed');
    expect(mail.html).toContain(`href="${SITE}/staff/orders/${order._id}"`);
  });
});
