// @vitest-environment happy-dom
import type { RefundRequest, StaffOrder } from '@aspire/contracts/orders-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, byLabel, ok, refused, settle, setValue, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { orderPageHarness } from './order-page-harness.tsx';
import { staffOrder, staffRefund } from './test-support.ts';

const { desk, text, section, open, reads } = orderPageHarness();

const REFUNDS = /^shop\/staff\/orders\/o1\/refunds$/;
const refunds = () => section('Refunds');
const buttons = () => [...refunds().querySelectorAll('button')].map((b) => b.textContent);
const sent = async () => (await desk.bodies('POST', /refunds$/)) as RefundRequest[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A delivered order of ₹1,298 with ₹100 of it refunded (pending): ₹1,198 is left. */
const partly = (overrides: Partial<StaffOrder> = {}) =>
  staffOrder({ status: 'delivered', refunds: [staffRefund()], refundedAmount: 10000, ...overrides });

/** `order` after a further refund of `amount` paise for `reason`. */
const refunded = (order: StaffOrder, amount: number, reason: string) =>
  staffOrder({
    ...order,
    refunds: [...order.refunds, staffRefund({ id: `r${order.refunds.length + 1}`, amount, reason })],
    refundedAmount: order.refundedAmount + amount,
  });

async function openForm() {
  await act(async () => button(refunds(), 'Refund…').click());
  await settle();
}
const submit = () => refunds().querySelector<HTMLButtonElement>('button[type="submit"]')!;
const amountField = () => byLabel(refunds(), 'Amount (₹)');
const reasonField = () => byLabel(refunds(), 'Reason');
const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.id.endsWith('-error'))?.textContent;

describe("an order's refunds", () => {
  it('says what is left to refund and lists every refund: amount, status, when, who, why', async () => {
    await open([
      partly({
        refunds: [
          staffRefund({ status: 'processed', processedAt: '2026-03-05T10:00:00.000Z' }),
          staffRefund({
            id: 'r2',
            amount: 14950,
            status: 'failed',
            reason: 'Charged twice for delivery.',
            gatewayRefundId: null,
            failureReason: 'The bank account is closed.',
          }),
          staffRefund({ id: 'r3', amount: 5000, reason: 'Late delivery.' }),
        ],
        refundedAmount: 15000,
      }),
    ]);
    expect(refunds().textContent).toContain('Left to refund: ₹1,148 of ₹1,298 captured');
    expect(buttons()).toEqual(['Refund…']);
    const entries = [...refunds().querySelectorAll('ol li')].map((li) => li.textContent);
    expect(entries).toEqual([
      expect.stringMatching(
        /^₹100StatusRefundedAsked for4 Mar 2026, .+BySalma BegumReasonThe cover arrived torn\.Gateway refundrfnd_Sbx1Ab2Cd3$/,
      ),
      expect.stringMatching(
        /^₹149\.50StatusFailed: The bank account is closed\.Asked for.+ReasonCharged twice for delivery\.$/,
      ),
      expect.stringMatching(/^₹50StatusPendingAsked for.+BySalma BegumReasonLate delivery\./),
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('opens the form on the amount, prefilled with all that is left; the button says what it will do; Cancel goes back', async () => {
    await open([partly()]);
    const opener = button(refunds(), 'Refund…');
    expect(document.getElementById(opener.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'payment gateway',
    );
    await openForm();
    expect(document.activeElement).toBe(amountField());
    expect(amountField().value).toBe('1198');
    expect(buttons()).toEqual(['Refund ₹1,198', 'Cancel']);
    await act(async () => setValue(amountField(), '149.5'));
    expect(buttons()).toEqual(['Refund ₹149.50', 'Cancel']);
    await act(async () => setValue(amountField(), 'a lot'));
    expect(buttons()).toEqual(['Refund', 'Cancel']);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);

    await act(async () => button(refunds(), 'Cancel').click());
    await settle();
    expect(document.activeElement?.textContent).toBe('Refund…');
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('checks the amount and reason before sending, with the service’s own words', async () => {
    await open([partly()], [['POST', REFUNDS, () => ok(partly())]]);
    await openForm();
    const cases: [amount: string, error: string | undefined][] = [
      ['', 'Enter the amount to refund'],
      ['12.345', 'Enter the amount in rupees, like 149 or 149.50'],
      ['-5', 'Enter the amount in rupees, like 149 or 149.50'],
      ['0.50', 'A refund is at least ₹1'],
      ['1198.01', 'Only ₹1,198 is left to refund on this order'],
    ];
    for (const [amount, error] of cases) {
      await act(async () => setValue(amountField(), amount));
      await act(async () => submit().click());
      await settle();
      expect(errorOf(amountField()), amount).toBe(error);
      expect(errorOf(reasonField())).toBe('Say why the order is refunded');
    }
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('shows the service’s refusal under its field, keeping what was typed', async () => {
    await open(
      [partly()],
      [
        [
          'POST',
          REFUNDS,
          () =>
            refused(400, 'Invalid request body', { reason: 'Reason is too long (200 characters at most)' }),
        ],
      ],
    );
    await openForm();
    await act(async () => setValue(reasonField(), 'Damaged in transit'));
    await act(async () => button(refunds(), 'Refund ₹1,198').click());
    await until(() => errorOf(reasonField()) !== undefined);
    expect(errorOf(reasonField())).toBe('Reason is too long (200 characters at most)');
    expect(refunds().querySelector('[role="alert"]')?.textContent).toBe(
      'Please correct the fields marked below.',
    );
    expect(reasonField().value).toBe('Damaged in transit');
    expect(amountField().value).toBe('1198');
  });

  it('sends paise with one key for every attempt of a form, once however often it is pressed; the next form has a new key', async () => {
    const before = partly();
    const after = refunded(before, 14950, 'Damaged in transit');
    let answer: () => Response | Promise<Response> = () => {
      throw new TypeError('Failed to fetch');
    };
    await open([before], [['POST', REFUNDS, () => answer()]]);
    await openForm();
    await act(async () => {
      setValue(amountField(), ' 149.50 ');
      setValue(reasonField(), '  Damaged in transit ');
    });
    // The network fails: said in the form, which keeps what was typed.
    await act(async () => button(refunds(), 'Refund ₹149.50').click());
    await until(() => refunds().querySelector('[role="alert"]') !== null);
    expect(refunds().querySelector('[role="alert"]')?.textContent).toBe(
      'We could not reach the server. Check your connection and try again. Press the refund button again: this refund is made once, however often it is sent.',
    );
    expect(amountField().value).toBe(' 149.50 ');

    // Pressed again, twice, while the gateway thinks: sent once more, with the same key.
    let answered: () => void = () => {};
    answer = () => new Promise<Response>((resolve) => (answered = () => resolve(ok(after))));
    await act(async () => {
      button(refunds(), 'Refund ₹149.50').click();
      await settle();
    });
    expect(buttons()).toEqual(['Refunding…', 'Cancel']);
    await act(async () => button(refunds(), 'Refunding…').click());
    await act(async () => answered());
    await until(() => text().includes('asked for;'));
    const [first, retry, ...more] = await sent();
    expect(more).toEqual([]);
    expect(first).toEqual({ amount: 14950, reason: 'Damaged in transit', key: expect.stringMatching(UUID) });
    expect(retry).toEqual(first);

    // The page shows the new state, and the focus is on what happened.
    const done = [...refunds().querySelectorAll('p')].find((p) => p.textContent?.startsWith('Refund of'));
    expect(done?.textContent).toBe(
      "Refund of ₹149.50 asked for; the customer's bank gets it in 5–7 working days once the gateway confirms.",
    );
    expect(document.activeElement).toBe(done);
    expect(refunds().textContent).toContain('Left to refund: ₹1,048.50 of ₹1,298 captured');
    expect(refunds().querySelectorAll('ol li')).toHaveLength(2);
    expect(section('Timeline').textContent).toContain('Refund of ₹149.50 asked for: Damaged in transit');

    // Another refund is another form, with a key of its own, prefilled with what is now left.
    answer = () => ok(refunded(after, 10000, 'Goodwill'));
    await openForm();
    expect(amountField().value).toBe('1048.50');
    await act(async () => {
      setValue(amountField(), '100');
      setValue(reasonField(), 'Goodwill');
    });
    await act(async () => button(refunds(), 'Refund ₹100').click());
    await until(() => text().includes('Refund of ₹100 asked for'));
    const third = (await sent())[2];
    expect(third).toEqual({ amount: 10000, reason: 'Goodwill', key: expect.stringMatching(UUID) });
    expect(third?.key).not.toBe(first?.key);
  });

  it('says so where one is looking when the order changed first (409), and reads it again', async () => {
    const before = partly();
    const meanwhile = refunded(before, 104900, 'Returned');
    await open(
      [before, meanwhile],
      [['POST', REFUNDS, () => refused(409, 'Only ₹149 is left to refund on this order.')]],
    );
    expect(reads()).toBe(1);
    await openForm();
    await act(async () => setValue(reasonField(), 'Returned'));
    await act(async () => button(refunds(), 'Refund ₹1,198').click());
    await until(() => text().includes('Left to refund: ₹149 of'));
    const alert = refunds().querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      'Only ₹149 is left to refund on this order. The order has been read again and shows its current state.',
    );
    expect(document.activeElement).toBe(alert);
    expect(reads()).toBe(2);
    expect(buttons()).toEqual(['Refund…']);
  });

  it('keeps the form and says why when the gateway refused; pressing again is a new refund', async () => {
    await open(
      [partly()],
      [
        [
          'POST',
          REFUNDS,
          () => refused(502, 'The payment gateway refused the refund: the payment is too old.'),
        ],
      ],
    );
    await openForm();
    await act(async () => setValue(reasonField(), 'Returned'));
    await act(async () => button(refunds(), 'Refund ₹1,198').click());
    await until(() => refunds().querySelector('[role="alert"]') !== null);
    expect(refunds().querySelector('[role="alert"]')?.textContent).toBe(
      'The payment gateway refused the refund: the payment is too old.',
    );
    expect(reasonField().value).toBe('Returned');
    expect(buttons()).toEqual(['Refund ₹1,198', 'Cancel']);
    // That refund is settled as failed: pressing again asks for a new one, with a new key.
    await act(async () => button(refunds(), 'Refund ₹1,198').click());
    for (let wait = 0; wait < 100 && (await sent()).length < 2; wait += 1) await settle(10);
    const [first, second] = await sent();
    expect(second?.key).toMatch(UUID);
    expect(second?.key).not.toBe(first?.key);
  });

  it('says it cannot tell when the answer makes no sense, and sends the same refund again', async () => {
    let answer = () => ok({ unexpected: true });
    await open([partly()], [['POST', REFUNDS, () => answer()]]);
    await openForm();
    await act(async () => setValue(reasonField(), 'Returned'));
    await act(async () => submit().click());
    await until(() => refunds().querySelector('[role="alert"]') !== null);
    expect(refunds().querySelector('[role="alert"]')?.textContent).toBe(
      'We could not tell whether the refund was asked for. Press the refund button again: this refund is made once, however often it is sent.',
    );
    answer = () => ok(refunded(partly(), 119800, 'Returned'));
    await act(async () => submit().click());
    await until(() => text().includes('Everything captured has been refunded.'));
    const [first, again] = await sent();
    expect(again).toEqual(first);
    expect(document.activeElement?.textContent).toContain('Refund of ₹1,198 asked for;');
  });

  it('offers no refund when everything is refunded', async () => {
    await open([
      staffOrder({
        status: 'refunded',
        refunds: [
          staffRefund({ amount: 129800, status: 'processed', processedAt: '2026-03-05T10:00:00.000Z' }),
        ],
        refundedAmount: 129800,
      }),
    ]);
    expect(refunds().textContent).toContain('Everything captured has been refunded.');
    expect(refunds().textContent).not.toContain('Left to refund');
    expect(buttons()).toEqual([]);
    expect(section('Next step').textContent).toBe(
      'Next stepRefunded in full. There is no step left to take.',
    );
    expect(desk.dom.container.querySelector('h1 + p')?.textContent).toContain('Refunded');
  });

  it('offers no refund for an order that was never paid', async () => {
    await open([staffOrder({ status: 'created', paidAt: null, paymentId: null, paidVia: null })]);
    expect(refunds().textContent).toBe('RefundsOnly a paid order can be refunded.');
  });
});
