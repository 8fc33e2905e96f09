// @vitest-environment happy-dom
import { ERASED_CUSTOMER } from '@aspire/contracts/orders-desk';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OrderRows } from './order-rows.tsx';
import { orderRow } from './test-support.ts';

const dom = domRoot();

describe("the orders list's rows", () => {
  it('shows a refunded order by its status, and one refunded in part by what was refunded', () => {
    act(() =>
      dom.render(
        <MemoryRouter>
          <table>
            <OrderRows
              rows={[
                orderRow({ id: 'o1', status: 'refunded', refundedAmount: 129800 }),
                orderRow({ id: 'o2', status: 'delivered', refundedAmount: 10000 }),
                orderRow({ id: 'o3', status: 'shipped', refundedAmount: 14950 }),
                orderRow({ id: 'o4', status: 'paid' }),
              ]}
            />
          </table>
        </MemoryRouter>,
      ),
    );
    const cells = [...dom.container.querySelectorAll('tr')].map((tr) =>
      [...tr.querySelectorAll('td')].slice(5, 7).map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['₹1,298', 'Refunded'],
      ['₹1,298₹100 refunded', 'Delivered'],
      ['₹1,298₹149.50 refunded', 'Shipped'],
      ['₹1,298', 'Paid'],
    ]);
  });

  it("shows an erased customer's orders as erased, with no name or address to write to", () => {
    act(() =>
      dom.render(
        <MemoryRouter>
          <table>
            <OrderRows
              rows={[orderRow({ erased: true, customerName: 'Erased', customerEmail: '', city: null })]}
            />
          </table>
        </MemoryRouter>,
      ),
    );
    const cells = [...dom.container.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(2, 4)).toEqual([ERASED_CUSTOMER, '—']);
  });
});
