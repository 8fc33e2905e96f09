// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FilterDate, FilterSelect } from './filter-controls.tsx';
import { byLabel, setValue } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';
import { filtersOf, useUrlFilters } from './url-filters.ts';

const CHECKS = {
  status: (value: string) => ['new', 'paid'].includes(value),
  from: (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  q: (value: string) => value.trim() !== '',
};
const dom = domRoot();

/** A list whose filters the address holds, with a status choice, a day and a search. */
function List() {
  const { filters, filtered, setFilter, clear } = useUrlFilters(CHECKS);
  return (
    <>
      <FilterSelect
        name="status"
        label="Status"
        value={filters.status}
        onChange={(v) => setFilter('status', v)}
      >
        <option value="">Any status</option>
        <option value="paid">Paid</option>
      </FilterSelect>
      <FilterDate name="from" label="From" value={filters.from} onChange={(v) => setFilter('from', v)} />
      <button type="button" onClick={() => setFilter('q', 'zainab')}>
        Search
      </button>
      {filtered && (
        <button type="button" onClick={clear}>
          Clear filters
        </button>
      )}
    </>
  );
}

const change = (element: HTMLSelectElement | HTMLInputElement, value: string) =>
  act(() => setValue(element, value));
const press = (name: string) =>
  act(() =>
    [...dom.container.querySelectorAll('button')].find((button) => button.textContent === name)?.click(),
  );

describe('a list filtered through its address', () => {
  it('keeps only the values a check accepts from a hand-edited link', () => {
    expect(filtersOf(new URLSearchParams('status=shipped&from=2026-11-01&q=%20&other=1'), CHECKS)).toEqual({
      from: '2026-11-01',
    });
  });

  it('adds an entry per filter, replaces it for a search, and clears them all', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <List /> }], {
      initialEntries: ['/list?status=bogus'],
    });
    await act(() => dom.render(<RouterProvider router={router} />));
    const status = byLabel(dom.container, 'Status') as unknown as HTMLSelectElement;
    expect(status.value).toBe('');
    await change(status, 'paid');
    await change(byLabel(dom.container, 'From'), '2026-11-01');
    expect(router.state.location.search).toBe('?status=paid&from=2026-11-01');
    expect(router.state.historyAction).toBe('PUSH');
    await press('Search');
    expect(router.state.location.search).toBe('?status=paid&from=2026-11-01&q=zainab');
    expect(router.state.historyAction).toBe('REPLACE');
    await press('Clear filters');
    expect(router.state.location.search).toBe('');
    expect(dom.container.textContent).not.toContain('Clear filters');
  });

  it('drops a filter that lands after the browser has left the list for a record', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <List /> }], {
      initialEntries: ['/list?status=paid'],
    });
    dom.render(<RouterProvider router={router} />);
    // The browser's history is at a record now (its router keeps a key), the list not yet gone.
    window.history.pushState({ key: 'record' }, '', '/list/record-1');
    try {
      await press('Search');
      expect(router.state.location.search).toBe('?status=paid');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
