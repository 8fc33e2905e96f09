// @vitest-environment happy-dom
import type { StaffOrder } from '@aspire/contracts/orders-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, byLabel, ok, refused, settle, setValue, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { orderPageHarness } from './order-page-harness.tsx';
import { SALMA, staffOrder, stepEntry } from './test-support.ts';

const { desk, text, section, open, reads, Page } = orderPageHarness();

const SHIPPED_AT = '2026-03-03T09:00:00.000Z';
const shipped = (overrides: Partial<StaffOrder> = {}) =>
  staffOrder({
    status: 'shipped',
    shipment: {
      carrier: 'India Post',
      trackingNumber: 'EE123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/track?id=EE123456789IN',
      shippedAt: SHIPPED_AT,
    },
    history: [
      ...staffOrder().history,
      { status: 'packed', at: '2026-03-02T11:00:00.000Z', via: 'staff' },
      { status: 'shipped', at: SHIPPED_AT, via: 'staff' },
    ],
    audit: [
      stepEntry('paid', 'packed', '2026-03-02T11:00:00.000Z'),
      stepEntry('packed', 'shipped', SHIPPED_AT),
      {
        id: 'a-note',
        at: '2026-03-02T12:00:00.000Z',
        actor: { id: 'u-yusuf', name: 'Yusuf Ali', email: 'yusuf@aspirecollege.in' },
        service: 'shop',
        action: 'order.note',
        subject: { kind: 'order', id: 'o1' },
        note: 'Customer asked for a gift wrap.',
      },
    ],
    mails: [
      ...staffOrder().mails,
      { key: 'shipped', label: 'Your order is on its way', status: 'failed', at: '2026-03-03T09:00:10.000Z' },
    ],
    ...overrides,
  });

describe("an order's page", () => {
  it('shows the lines, totals, address, customer, payment, shipment and timeline', async () => {
    await open([shipped()], [], { list: '?status=packed' });
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Order rcpt_a1b2c3');
    expect(desk.dom.container.querySelector('a')?.getAttribute('href')).toBe('/staff/orders?status=packed');

    const items = section('Items');
    const rows = [...items.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['Tafsir Companion: Juz Amma', '2', '₹399MRP ₹450', '₹798'],
      ['Arabic Reader, Book 1', '1', '₹500', '₹500'],
    ]);
    expect(items.querySelector('img')?.getAttribute('src')).toBe('/assets/shop/tafsir-companion.webp');
    expect(items.querySelector('dl')?.textContent).toBe('Items₹1,298DeliveryFreeTotal paid₹1,298');

    const customer = section('Customer and delivery');
    expect(customer.querySelector('address')?.textContent).toBe(
      'Ayesha SiddiqaFlat 3B, Noor Residency14 Greams Lane, Thousand LightsNear Opposite the post officeChennai, Tamil Nadu 600006',
    );
    const theirOrders = [...customer.querySelectorAll('a')].find(
      (a) => a.textContent === 'All orders from Ayesha Siddiqa',
    );
    expect(theirOrders?.getAttribute('href')).toBe('/staff/orders?customer=c-ayesha');

    expect(section('Payment').textContent).toContain(
      'GatewaysandboxPayment orderorder_Sbx4f9Kq2LPaymentpay_Sbx8Hh2Mw1',
    );
    expect(section('Payment').textContent).toContain('Confirmed byThe checkout page');

    const shipment = section('Shipment');
    expect(shipment.textContent).toContain('CarrierIndia Post');
    const tracking = shipment.querySelector('a');
    expect(tracking?.getAttribute('href')).toBe('https://www.indiapost.gov.in/track?id=EE123456789IN');
    expect(tracking?.textContent).toContain('EE123456789IN');

    const timeline = [...section('Timeline').querySelectorAll('li')].map((li) => li.textContent);
    expect(timeline).toEqual([
      expect.stringMatching(/Placed, awaiting payment$/),
      expect.stringMatching(/Paid \(confirmed by the checkout page\)$/),
      expect.stringMatching(/E-mail “Order confirmed”: sent$/),
      expect.stringMatching(/ · Salma BegumPacked$/),
      expect.stringMatching(/ · Yusuf Ali · noteCustomer asked for a gift wrap\.$/),
      expect.stringMatching(/ · Salma BegumShipped with India Post, tracking number EE123456789IN$/),
      expect.stringMatching(/E-mail “Your order is on its way”: could not be sent$/),
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('marks a paid order packed, then offers to ship it, with the focus on the next step', async () => {
    const packed = staffOrder({
      status: 'packed',
      history: [...staffOrder().history, { status: 'packed', at: '2026-03-02T11:00:00.000Z', via: 'staff' }],
      audit: [stepEntry('paid', 'packed', '2026-03-02T11:00:00.000Z')],
    });
    await open([staffOrder()], [['POST', /^shop\/staff\/orders\/o1\/steps$/, () => ok(packed)]]);
    const main = button(desk.dom.container, 'Mark as packed');
    expect(document.getElementById(main.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'The customer is e-mailed',
    );
    main.focus();
    await act(async () => main.click());
    await until(() => text().includes('Ship…'));
    expect(await desk.bodies('POST', /steps$/)).toEqual([{ status: 'packed' }]);
    expect(text()).toContain('Done: the order is now Packed, and the customer is e-mailed.');
    expect(document.activeElement?.textContent).toBe('Ship…');
    expect(desk.dom.container.querySelector('h1 + p')?.textContent).toContain('Packed');
  });

  it('ships with a carrier and tracking number: checked first, the service refusal under its field, typing kept', async () => {
    const packed = staffOrder({ status: 'packed' });
    let answer: () => Response = () =>
      refused(400, 'Invalid request body', {
        'shipment.trackingNumber':
          'Enter the tracking number as the carrier gave it (4–40 letters and digits)',
      });
    await open([packed], [['POST', /^shop\/staff\/orders\/o1\/steps$/, () => answer()]]);
    await act(async () => button(desk.dom.container, 'Ship…').click());
    await settle();
    const carrier = byLabel(desk.dom.container, 'Carrier');
    expect(document.activeElement).toBe(carrier);
    const suggestions = document.getElementById(carrier.getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'India Post',
      'DTDC',
      'Blue Dart',
      'Delhivery',
      'Professional Couriers',
    ]);

    // Nothing typed: the contract's own messages, and nothing sent.
    await act(async () => button(desk.dom.container, 'Mark as shipped').click());
    await until(() => text().includes('Enter the carrier'));
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toEqual([]);

    await act(async () => {
      setValue(carrier, '  DTDC ');
      setValue(byLabel(desk.dom.container, 'Tracking number'), 'D1234567');
    });
    await act(async () => button(desk.dom.container, 'Mark as shipped').click());
    await until(() => text().includes('as the carrier gave it'));
    const number = byLabel(desk.dom.container, 'Tracking number');
    const error = document.getElementById(number.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(
      'Enter the tracking number as the carrier gave it (4–40 letters and digits)',
    );
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.value).toBe('D1234567');
    expect(byLabel(desk.dom.container, 'Carrier').value).toBe('  DTDC ');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
    // No tracking page given: none is sent.
    expect(await desk.bodies('POST', /steps$/)).toEqual([
      { status: 'shipped', shipment: { carrier: 'DTDC', trackingNumber: 'D1234567' } },
    ]);

    answer = () =>
      ok(
        staffOrder({
          status: 'shipped',
          shipment: {
            carrier: 'DTDC',
            trackingNumber: 'D12345678',
            trackingUrl: 'https://www.dtdc.in/track/D12345678',
            shippedAt: SHIPPED_AT,
          },
        }),
      );
    await act(async () => {
      setValue(number, 'D12345678');
      setValue(
        byLabel(desk.dom.container, 'Tracking page (optional)'),
        'https://www.dtdc.in/track/D12345678',
      );
    });
    await act(async () => button(desk.dom.container, 'Mark as shipped').click());
    await until(() => text().includes('Mark as delivered'));
    expect((await desk.bodies('POST', /steps$/)).at(-1)).toEqual({
      status: 'shipped',
      shipment: {
        carrier: 'DTDC',
        trackingNumber: 'D12345678',
        trackingUrl: 'https://www.dtdc.in/track/D12345678',
      },
    });
    expect(section('Shipment').textContent).toContain('CarrierDTDC');
    expect(document.activeElement?.textContent).toBe('Mark as delivered');
  });

  it('says so where one is looking when someone else took the step first, and reads the order again', async () => {
    await open(
      [staffOrder(), shipped({ audit: [stepEntry('paid', 'packed', '2026-03-02T11:00:00.000Z')] })],
      [
        [
          'POST',
          /^shop\/staff\/orders\/o1\/steps$/,
          () => refused(409, 'This order is Shipped now, not Paid.'),
        ],
      ],
    );
    expect(reads()).toBe(1);
    await act(async () => button(desk.dom.container, 'Mark as packed').click());
    await until(() => text().includes('Mark as delivered'));
    const alert = desk.dom.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('This order is Shipped now, not Paid.');
    expect(document.activeElement).toBe(alert);
    expect(reads()).toBe(2);
    expect(section('Next step').contains(alert)).toBe(true);
  });

  it('keeps the button and says why when a step could not be saved', async () => {
    let fail = true;
    await open(
      [shipped()],
      [
        [
          'POST',
          /^shop\/staff\/orders\/o1\/steps$/,
          () =>
            fail
              ? refused(503, 'The shop is unavailable just now.')
              : ok(shipped({ status: 'delivered', deliveredAt: '2026-03-05T10:00:00.000Z' })),
        ],
      ],
    );
    await act(async () => button(desk.dom.container, 'Mark as delivered').click());
    await until(() => text().includes('Not done'));
    expect(text()).toContain('Not done: The shop is unavailable just now. Nothing has changed');
    fail = false;
    await act(async () => button(desk.dom.container, 'Mark as delivered').click());
    await until(() => text().includes('There is no step left to take.'));
    expect(await desk.bodies('POST', /steps$/)).toEqual([{ status: 'delivered' }, { status: 'delivered' }]);
    expect(section('Shipment').textContent).toContain('Delivered');
    expect(document.activeElement?.textContent).toBe(
      'Done: the order is now Delivered, and the customer is e-mailed.',
    );
  });

  it('keeps a note that could not be saved, and clears it once saved', async () => {
    const noted = staffOrder({
      audit: [
        {
          id: 'a-note',
          at: '2026-03-02T12:00:00.000Z',
          actor: SALMA,
          service: 'shop',
          action: 'order.note',
          subject: { kind: 'order', id: 'o1' },
          note: 'Packed with care.',
        },
      ],
    });
    let fail = true;
    await open(
      [staffOrder()],
      [
        [
          'POST',
          /^shop\/staff\/orders\/o1\/notes$/,
          () => (fail ? refused(503, 'The shop is unavailable just now.') : ok(noted)),
        ],
      ],
    );
    const note = byLabel<HTMLTextAreaElement>(desk.dom.container, 'Note');
    await act(async () => setValue(note, 'Packed with care.'));
    await act(async () => button(desk.dom.container, 'Add note').click());
    await until(() => text().includes('Not saved'));
    expect(note.value).toBe('Packed with care.');
    fail = false;
    await act(async () => button(desk.dom.container, 'Add note').click());
    await until(() => text().includes('Saved.'));
    expect(note.value).toBe('');
    expect(await desk.bodies('POST', /notes$/)).toEqual([
      { note: 'Packed with care.' },
      { note: 'Packed with care.' },
    ]);
    await until(
      () => section('Timeline').textContent?.includes('Salma Begum · notePacked with care.') ?? false,
    );
  });

  it('says what is left for an order that is not paid', async () => {
    await open([staffOrder({ status: 'created', paidAt: null, paymentId: null, paidVia: null })]);
    expect(text()).toContain('Awaiting payment: there is nothing to do until the customer pays.');
    expect([...desk.dom.container.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Add note',
    ]);
    expect(section('Items').querySelector('dl')?.textContent).toContain('Total₹1,298');
  });

  it('says when there is no such order, with the way back', async () => {
    desk.serve([['GET', /^shop\/staff\/orders\/o2$/, () => refused(404, 'Order not found')]]);
    await desk.render('/staff/orders/o2', '/staff/orders/:id', <Page />);
    await until(() => desk.dom.container.querySelector('h1')?.textContent === 'Order not found');
    expect(desk.dom.container.querySelector('a')?.getAttribute('href')).toBe('/staff/orders');
  });

  it("downloads a paid order's receipt and shows its number", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await open(
      [staffOrder({ invoiceNumber: 'ASP/26-27/000042' })],
      [
        [
          'GET',
          /^shop\/staff\/orders\/o1\/receipt\.pdf$/,
          () =>
            new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
              headers: {
                'content-type': 'application/pdf',
                'content-disposition': 'attachment; filename="ASP-26-27-000042.pdf"',
              },
            }),
        ],
      ],
    );
    const payment = section('Payment');
    expect(payment.textContent).toContain('ASP/26-27/000042');
    await act(async () => button(payment, 'Download receipt')?.click());
    await until(() => saved.length === 1);
    expect(saved).toEqual(['ASP-26-27-000042.pdf']);
    click.mockRestore();
    vi.restoreAllMocks();
  });

  it('offers no receipt for an order that was not paid', async () => {
    await open([staffOrder({ status: 'created', paidAt: null, paymentId: null, paidVia: null })]);
    expect(section('Payment').textContent).not.toContain('Download receipt');
  });
});
