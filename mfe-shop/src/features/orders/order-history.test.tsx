// @vitest-environment happy-dom

import { useSession } from '@aspire/client/session';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type Order } from '@aspire/contracts/shop';
import { until } from '@aspire/ui/testing/desk-harness.tsx';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderHistory } from './order-history.tsx';
import styles from './orders.module.css';

const dom = domRoot();

const order = (overrides: Partial<Order>): Order => ({
  _id: 'o1',
  status: 'paid',
  amount: 39900,
  currency: 'INR',
  receipt: 'rcpt_a1b2c3',
  paymentOrderId: 'order_Sbx4f9Kq2L',
  paymentId: 'pay_Sbx8Hh2Mw1',
  lines: [
    {
      productId: 'tafsir-companion-juz-amma',
      productName: 'Tafsir Companion: Juz Amma',
      image: '/assets/shop/tafsir-companion.webp',
      qty: 1,
      mrp: 450,
      sellingPrice: 399,
    },
  ],
  shippingAddress: null,
  createdAt: '2026-03-02T06:15:00.000Z',
  paidAt: '2026-03-02T06:16:00.000Z',
  shipment: null,
  deliveredAt: null,
  refunds: [],
  refundedAmount: 0,
  invoiceNumber: null,
  ...overrides,
});
const orders = () => [...dom.container.querySelectorAll<HTMLElement>('[data-testid="order"]')];

describe("the customer's orders", () => {
  it('names every status as the desk does, each with a class of its own', () => {
    act(() =>
      dom.render(
        <OrderHistory orders={ORDER_STATUSES.map((status, i) => order({ _id: `o${i}`, status }))} />,
      ),
    );
    const badges = orders().map((li) => li.querySelector('header span'));
    expect(badges.map((badge) => badge?.textContent)).toEqual(
      ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s]),
    );
    for (const [i, status] of ORDER_STATUSES.entries()) {
      expect(styles[status], status).toBeTruthy();
      expect(badges[i]?.className).toContain(styles[status]);
    }
  });

  it('tells a shipped order by its carrier and tracking number, linked to the tracking page', () => {
    act(() =>
      dom.render(
        <OrderHistory
          orders={[
            order({
              _id: 'o1',
              status: 'shipped',
              shipment: {
                carrier: 'India Post',
                trackingNumber: 'EE123456789IN',
                trackingUrl: 'https://www.indiapost.gov.in/track?id=EE123456789IN',
                shippedAt: '2026-03-03T09:00:00.000Z',
              },
            }),
            order({
              _id: 'o2',
              status: 'delivered',
              shipment: {
                carrier: 'DTDC',
                trackingNumber: 'D12345678',
                shippedAt: '2026-02-20T09:00:00.000Z',
              },
              deliveredAt: '2026-02-23T15:30:00.000Z',
            }),
            order({ _id: 'o3', status: 'paid' }),
          ]}
        />,
      ),
    );
    const [shipped, delivered, paid] = orders().map((li) => li.querySelector('[data-testid="shipment"]'));
    expect(shipped?.textContent).toMatch(
      /^Shipped 3 Mar 2026 with India Post, tracking number EE123456789IN/,
    );
    const link = shipped?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.indiapost.gov.in/track?id=EE123456789IN');
    expect(link?.textContent).toContain('EE123456789IN');
    expect(delivered?.textContent).toBe(
      'Delivered 23 Feb 2026. Shipped 20 Feb 2026 with DTDC, tracking number D12345678.',
    );
    expect(delivered?.querySelector('a')).toBeNull();
    expect(paid).toBeNull();
  });

  it('tells each refund in progress or made, and not one that failed', () => {
    const refund = (id: string, overrides: Partial<Order['refunds'][number]>) => ({
      id,
      amount: 10000,
      status: 'pending' as const,
      createdAt: '2026-11-20T10:00:00.000Z',
      processedAt: null,
      ...overrides,
    });
    act(() =>
      dom.render(
        <OrderHistory
          orders={[
            order({
              _id: 'o1',
              status: 'delivered',
              refunds: [
                refund('r1', { status: 'processed', processedAt: '2026-11-26T06:00:00.000Z' }),
                refund('r2', { amount: 14950, status: 'failed' }),
                refund('r3', { amount: 14950 }),
              ],
              refundedAmount: 24950,
            }),
            order({
              _id: 'o2',
              status: 'refunded',
              refunds: [refund('r4', { amount: 39900, status: 'failed' })],
              refundedAmount: 0,
            }),
            order({ _id: 'o3' }),
          ]}
        />,
      ),
    );
    const [partly, failedOnly, none] = orders().map((li) => li.querySelector('[aria-label="Refunds"]'));
    expect([...(partly?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Refunded ₹100 on 26 Nov 2026',
      'Refund of ₹149.50 in progress',
    ]);
    expect(failedOnly).toBeNull();
    expect(none).toBeNull();
    expect(orders()[1]?.querySelector('header span')?.textContent).toBe('Refunded');
  });

  describe('receipts', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      act(() => useSession.getState().signOut());
    });

    it("downloads a paid order's receipt with the bearer token, under the name the service gives", async () => {
      act(() =>
        useSession.getState().signIn('a-token', {
          firstName: 'Ayesha',
          lastName: 'Siddiqui',
          email: 'ayesha@example.com',
          mobileNumber: '+919876543210',
        }),
      );
      const fetchMock = vi.fn(
        async (_request: Request) =>
          new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="ASP-26-27-000007.pdf"',
            },
          }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const saved: string[] = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      act(() =>
        dom.render(
          <OrderHistory
            orders={[
              order({ _id: 'o1' }),
              order({ _id: 'o2', status: 'created', paidAt: null, paymentId: null }),
            ]}
          />,
        ),
      );
      const [paid, unpaid] = orders();
      expect(unpaid?.textContent).not.toContain('Download receipt');
      const button = [...(paid?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'Download receipt',
      );
      await act(async () => button?.click());
      await until(() => saved.length === 1);
      expect(saved).toEqual(['ASP-26-27-000007.pdf']);
      const request = fetchMock.mock.calls[0]?.[0];
      expect(request?.url).toMatch(/\/api\/shop\/orders\/o1\/receipt\.pdf$/);
      expect(request?.headers.get('authorization')).toBe('Bearer a-token');
    });

    it('says why a receipt could not be downloaded', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(
              JSON.stringify({ success: false, message: 'This order is not paid, so it has no receipt' }),
              {
                status: 409,
                headers: { 'content-type': 'application/json' },
              },
            ),
        ),
      );
      act(() => dom.render(<OrderHistory orders={[order({ _id: 'o1' })]} />));
      const button = orders()[0]?.querySelector('button');
      await act(async () => button?.click());
      await until(() => dom.container.querySelector('[role="alert"]') !== null);
      expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
        'The receipt could not be downloaded. This order is not paid, so it has no receipt',
      );
    });
  });
});
