import { describe, expect, it } from 'vitest';
import { timelineOf } from './order-timeline.ts';
import { SALMA, staffOrder, staffRefund, stepEntry } from './test-support.ts';

const texts = (order: ReturnType<typeof staffOrder>) =>
  timelineOf(order).map((entry) => `${entry.who ? `${entry.who}: ` : ''}${String(entry.text)}`);

describe("an order's timeline", () => {
  it('names who took each step, says how the others came about, and puts everything in time order', () => {
    const order = staffOrder({
      status: 'packed',
      history: [
        { status: 'created', at: '2026-03-02T06:15:00.000Z', via: 'checkout' },
        { status: 'paid', at: '2026-03-02T06:20:00.000Z', via: 'webhook' },
        { status: 'packed', at: '2026-03-02T11:00:00.000Z', via: 'staff' },
      ],
      audit: [
        {
          id: 'a-fix',
          at: '2026-03-02T10:00:00.000Z',
          actor: SALMA,
          service: 'shop',
          action: 'order.address-corrected',
          subject: { kind: 'order', id: 'o1' },
          changes: { pincode: { from: '600060', to: '600006' } },
        },
        stepEntry('paid', 'packed', '2026-03-02T11:00:00.000Z'),
      ],
      mails: [
        { key: 'packed', label: 'Your order is packed', status: 'queued', at: '2026-03-02T11:00:00.000Z' },
      ],
    });
    expect(texts(order)).toEqual([
      'Placed, awaiting payment',
      "Paid (confirmed by the payment gateway's notice)",
      'Salma Begum: Address corrected; pincode: 600060 → 600006',
      'Salma Begum: Packed',
      'E-mail “Your order is packed”: waiting to be sent',
    ]);
  });

  it('gives a failed payment its reason, and an unknown way of arriving by its name', () => {
    const order = staffOrder({
      status: 'failed',
      failureReason: 'The bank declined the card.',
      history: [
        { status: 'created', at: '2026-03-02T06:15:00.000Z', via: 'checkout' },
        { status: 'failed', at: '2026-03-02T06:16:00.000Z', via: 'razorpay-dashboard' },
      ],
      mails: [],
    });
    expect(texts(order)).toEqual([
      'Placed, awaiting payment',
      'Payment failed: The bank declined the card. (via razorpay-dashboard)',
    ]);
  });

  it('tells each refund asked for (by whom, how much, why), processed or failed, in time order, once', () => {
    const YUSUF = { id: 'u-yusuf', name: 'Yusuf Ali', email: 'yusuf@aspirecollege.in' };
    const asked = (id: string, at: string) => ({
      id: `a-${id}`,
      at,
      actor: SALMA,
      service: 'shop',
      action: 'order.refund',
      subject: { kind: 'order', id: 'o1' },
      changes: { status: { from: 'delivered', to: 'refunded' } },
    });
    const order = staffOrder({
      status: 'refunded',
      history: [
        { status: 'created', at: '2026-03-02T06:15:00.000Z', via: 'checkout' },
        { status: 'paid', at: '2026-03-02T06:16:00.000Z', via: 'checkout' },
        { status: 'refunded', at: '2026-03-06T09:00:00.000Z', via: 'webhook' },
      ],
      audit: [asked('r1', '2026-03-04T10:00:00.000Z'), asked('r2', '2026-03-05T10:00:00.000Z')],
      refunds: [
        staffRefund({ status: 'processed', processedAt: '2026-03-06T09:00:00.000Z' }),
        staffRefund({
          id: 'r2',
          amount: 14950,
          status: 'failed',
          createdAt: '2026-03-05T10:00:00.000Z',
          processedAt: '2026-03-05T10:05:00.000Z',
          reason: 'Charged twice for delivery.',
          by: YUSUF,
          failureReason: 'The bank account is closed.',
        }),
        staffRefund({ id: 'r3', amount: 5000, createdAt: '2026-03-05T11:00:00.000Z', reason: 'Late.' }),
      ],
      mails: [],
    });
    expect(texts(order)).toEqual([
      'Placed, awaiting payment',
      'Paid (confirmed by the checkout page)',
      'Salma Begum: Refund of ₹100 asked for: The cover arrived torn.',
      'Yusuf Ali: Refund of ₹149.50 asked for: Charged twice for delivery.',
      'Refund of ₹149.50 failed: The bank account is closed.',
      'Salma Begum: Refund of ₹50 asked for: Late.',
      "Refunded (confirmed by the payment gateway's notice)",
      'Refund of ₹100 processed by the gateway',
    ]);
  });
});
