// @vitest-environment happy-dom
import { SEARCH_DELAY_MS } from '@aspire/ui/desk.ts';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  press,
  refused,
  settle,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OrdersList } from './orders-list.tsx';
import { orderRow, productRoutes } from './test-support.ts';

const desk = deskHarness();
const text = () => desk.dom.container.textContent ?? '';

function serveOrders(
  rowsFor: (query: URLSearchParams) => ReturnType<typeof orderRow>[],
  next: string | null = null,
) {
  desk.serve([
    ...productRoutes(),
    [
      'GET',
      /^shop\/staff\/orders$/,
      (request) => {
        const query = new URL(request.url).searchParams;
        return ok({ rows: rowsFor(query), next: query.has('after') ? null : next });
      },
    ],
  ]);
}
const listRequests = () => desk.requests().filter((r) => r.startsWith('GET shop/staff/orders'));
const statuses = () =>
  [...desk.dom.container.querySelectorAll('[role="status"]')].map((status) => status.textContent);

/** The list, with a Back button standing in for the browser's. */
function WithBack() {
  const navigate = useNavigate();
  return (
    <>
      <OrdersList />
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}
const open = (url = '/staff/orders', state?: unknown) =>
  desk.render(url, '/staff/orders', <WithBack />, {
    others: [['/staff/orders/:id', <p key="order">an order's page</p>]],
    state,
  });
const links = () => [...desk.dom.container.querySelectorAll<HTMLAnchorElement>('tbody a')];
const cells = (row: number) =>
  [...(desk.dom.container.querySelectorAll('tbody tr')[row]?.querySelectorAll('td') ?? [])].map((td) =>
    td.textContent?.trim(),
  );

describe('the orders list', () => {
  it('shows each order as a row: receipt, day, customer, city, items, rupees, status, tracking', async () => {
    serveOrders(() => [
      orderRow(),
      orderRow({
        id: 'o2',
        receipt: 'rcpt_z9y8x7',
        status: 'shipped',
        amount: 49900,
        customerName: 'Bilal Khan',
        customerEmail: 'bilal@example.com',
        city: null,
        lineCount: 1,
        itemCount: 1,
        firstProductName: 'Arabic Reader, Book 1',
        trackingNumber: 'EE123456789IN',
      }),
    ]);
    await open();
    await until(() => links().length === 2);
    expect(cells(0)).toEqual([
      'rcpt_a1b2c3',
      expect.stringMatching(/2 Mar 2026/),
      'Ayesha Siddiqaayesha@example.com',
      'Chennai',
      'Tafsir Companion: Juz Amma and 1 more3 items',
      '₹1,298',
      'Paid',
      '—',
    ]);
    expect(cells(1)).toEqual([
      'rcpt_z9y8x7',
      expect.stringMatching(/2 Mar 2026/),
      'Bilal Khanbilal@example.com',
      '—',
      'Arabic Reader, Book 11 item',
      '₹499',
      'Shipped',
      'EE123456789IN',
    ]);
    expect(links().map((a) => a.getAttribute('href'))).toEqual(['/staff/orders/o1', '/staff/orders/o2']);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('reads its filters from the address, leaving out what the service would refuse', async () => {
    serveOrders(() => [orderRow()]);
    await open(
      '/staff/orders?status=packed&from=2026-03-01&to=2026-03-31&product=arabic-reader-1&status2=x&customer=c%20bad&q=%20',
    );
    await until(() => links().length === 1);
    expect(listRequests()).toEqual([
      'GET shop/staff/orders?status=packed&from=2026-03-01&to=2026-03-31&product=arabic-reader-1',
    ]);
    expect(byLabel<HTMLSelectElement>(desk.dom.container, 'Status').value).toBe('packed');
    // The product of a shared link is named once found.
    await until(() => byLabel(desk.dom.container, 'Product').value === 'Arabic Reader, Book 1');
    expect(byLabel(desk.dom.container, 'Placed from').value).toBe('2026-03-01');
    expect(button(desk.dom.container, 'To ship').getAttribute('aria-pressed')).toBe('true');
    expect(button(desk.dom.container, 'To pack').getAttribute('aria-pressed')).toBe('false');
  });

  it('puts each filter in the address, keeping the others; Back undoes one, Clear filters all', async () => {
    serveOrders(() => [orderRow()]);
    await open('/staff/orders?from=2026-03-01');
    await until(() => links().length === 1);
    const product = byLabel(desk.dom.container, 'Product');
    await act(async () => product.focus());
    await act(async () => setValue(product, 'reader 1'));
    await until(() => desk.dom.container.querySelector('[role="option"]') !== null, 4000);
    await press('Enter');
    expect(desk.where.search).toBe('?from=2026-03-01&product=arabic-reader-1');
    await act(async () => button(desk.dom.container, 'To pack').click());
    await settle();
    expect(desk.where.search).toBe('?from=2026-03-01&product=arabic-reader-1&status=paid');
    expect(listRequests().at(-1)).toBe(
      'GET shop/staff/orders?status=paid&from=2026-03-01&product=arabic-reader-1',
    );
    // Pressed again, the quick filter lets go.
    await act(async () => button(desk.dom.container, 'To pack').click());
    await settle();
    expect(desk.where.search).toBe('?from=2026-03-01&product=arabic-reader-1');
    await act(async () => button(desk.dom.container, 'Browser back').click());
    await settle();
    expect(desk.where.search).toBe('?from=2026-03-01&product=arabic-reader-1&status=paid');
    expect(byLabel<HTMLSelectElement>(desk.dom.container, 'Status').value).toBe('paid');
    await act(async () => button(desk.dom.container, 'Clear filters').click());
    await settle();
    expect(desk.where.search).toBe('');
  });

  it('searches names, e-mails, phones and receipts once typing pauses, keeping the focus', async () => {
    serveOrders((query) =>
      query.get('q') === 'rcpt_a1' ? [orderRow()] : [orderRow(), orderRow({ id: 'o2' })],
    );
    await open();
    await until(() => links().length === 2);
    await press('/');
    const search = byLabel(desk.dom.container, 'Search');
    expect(document.activeElement).toBe(search);
    for (const typed of ['r', 'rc', 'rcpt_a1']) {
      await act(async () => setValue(search, typed));
      await settle(40);
    }
    expect(listRequests()).toEqual(['GET shop/staff/orders']);
    await settle(SEARCH_DELAY_MS + 50);
    await until(() => links().length === 1);
    expect(listRequests().at(-1)).toBe('GET shop/staff/orders?q=rcpt_a1');
    expect(desk.where.search).toBe('?q=rcpt_a1');
    expect(document.activeElement).toBe(search);
  });

  it('shows the customer filter as a chip named from their orders, which removes it', async () => {
    serveOrders((query) =>
      query.get('customer') === 'c-ayesha' ? [orderRow()] : [orderRow(), orderRow({ id: 'o2' })],
    );
    await open('/staff/orders?customer=c-ayesha&status=paid', { customerName: 'Ayesha S' });
    await until(() => links().length === 1);
    expect(listRequests()).toEqual(['GET shop/staff/orders?status=paid&customer=c-ayesha']);
    expect(text()).toContain('Customer: Ayesha Siddiqa (ayesha@example.com)');
    const remove = desk.dom.container.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove the customer filter"]',
    );
    await act(async () => remove?.click());
    await until(() => links().length === 2);
    expect(desk.where.search).toBe('?status=paid');
    expect(text()).not.toContain('Customer:');
  });

  it('names the customer by the link that led here while their orders load, or plainly', async () => {
    desk.serve([...productRoutes(), ['GET', /^shop\/staff\/orders$/, () => new Promise<Response>(() => {})]]);
    await open('/staff/orders?customer=c-ayesha', { customerName: 'Ayesha Siddiqa' });
    expect(text()).toContain('Customer: Ayesha Siddiqa');
    expect(statuses()).toContain('Loading the orders…');
  });

  it('loads the next page by its cursor; j, k and the arrows move through the rows, a row opens its order', async () => {
    serveOrders(
      (query) =>
        query.has('after')
          ? [orderRow({ id: 'o3', receipt: 'rcpt_c3' })]
          : [orderRow(), orderRow({ id: 'o2', receipt: 'rcpt_b2' })],
      '2026-03-02T06:15:00.000Z|o2',
    );
    await open('/staff/orders?status=paid');
    await until(() => links().length === 2);
    await act(async () => button(desk.dom.container, 'Load more').click());
    await until(() => links().length === 3);
    expect(listRequests().at(-1)).toBe(
      `GET shop/staff/orders?status=paid&after=${encodeURIComponent('2026-03-02T06:15:00.000Z|o2')}`,
    );
    expect(text()).toContain('That is every order these filters select.');
    await press('j');
    expect(document.activeElement).toBe(links()[0]);
    await press('j');
    await press('ArrowDown');
    expect(document.activeElement).toBe(links()[2]);
    await press('k');
    expect(document.activeElement).toBe(links()[1]);
    // Enter on a focused link is the browser's own activation: a click.
    await act(async () => (document.activeElement as HTMLAnchorElement).click());
    await settle();
    expect(desk.where.pathname).toBe('/staff/orders/o2');
    expect(desk.where.state).toEqual({ list: '?status=paid' });
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    serveOrders(() => []);
    await open('/staff/orders?status=cancelled');
    await until(() => text().includes('No orders'));
    expect(statuses()).toContainEqual(expect.stringContaining('No orders match these filters.'));
    await act(async () => button(desk.dom.container, 'Clear filters').click());
    await settle();
    expect(desk.where.search).toBe('');
  });

  it('says plainly when the orders cannot be read, and tries again', async () => {
    desk.serve([
      ...productRoutes(),
      ['GET', /^shop\/staff\/orders$/, () => refused(503, 'The shop is unavailable just now.')],
    ]);
    await open();
    await until(() => desk.dom.container.querySelector('[role="alert"]') !== null, 4000);
    expect(desk.dom.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the orders. The shop is unavailable just now.',
    );
    serveOrders(() => [orderRow()]);
    await act(async () => button(desk.dom.container, 'Try again').click());
    await until(() => links().length === 1);
  });

  it('exports the current filters as CSV through the data layer, with the bearer token', async () => {
    serveOrders(() => [orderRow()]);
    await open('/staff/orders?status=paid&q=ayesha');
    await until(() => links().length === 1);
    let exported: Request | undefined;
    const saved: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((csv) => saved.push(csv));
      return 'blob:orders';
    };
    URL.revokeObjectURL = () => {};
    desk.serve([
      [
        'GET',
        /^shop\/staff\/orders\.csv$/,
        (request) => {
          exported = request;
          return new Response('receipt,amount\nrcpt_a1b2c3,1298.00\n', {
            headers: { 'content-type': 'text/csv' },
          });
        },
      ],
    ]);
    await act(async () => button(desk.dom.container, 'Export CSV').click());
    await until(() => saved.length > 0);
    expect(new URL(exported!.url).search).toBe('?status=paid&q=ayesha');
    expect(exported!.headers.get('authorization')).toBe('Bearer a-staff-token');
    expect(saved).toEqual(['receipt,amount\nrcpt_a1b2c3,1298.00\n']);
  });
});
