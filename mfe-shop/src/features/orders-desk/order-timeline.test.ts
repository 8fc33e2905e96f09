import { describe, expect, it } from 'vitest';
import { timelineOf } from './order-timeline.ts';
import { SALMA, staffOrder, stepEntry } from './test-support.ts';

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
});
