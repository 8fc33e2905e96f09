import {
  deskStyles as desk,
  ExportButton,
  KeysHint,
  PagedTable,
  QuickFilters,
  SearchBox,
  today,
  useListKeys,
  useUrlFilters,
} from '@aspire/ui/desk.ts';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { exportOrdersCsv, type OrderSearch, ordersPageQuery } from './desk-api.ts';
import { FilterBar } from './filter-bar.tsx';
import { FILTER_CHECKS, QUICK_FILTERS, searchOf } from './order-filters.ts';
import { COLUMNS, OrderRows } from './order-rows.tsx';
import styles from './orders-desk.module.css';

/**
 * The orders desk's list: every order, newest first, filtered by the address's search parameters,
 * searched as one types, read a page at a time, with the day's work (to pack, to ship) one press away.
 */
export function OrdersList() {
  const { filters, filtered, setFilter, clear } = useUrlFilters(FILTER_CHECKS);
  const search = searchOf(filters);
  const searchField = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useListKeys(list, searchField);

  return (
    <div className={desk.desk}>
      <div className={desk.head}>
        <h1>Orders</h1>
        <div className={desk.actions}>
          <QuickFilters
            choices={QUICK_FILTERS}
            value={filters.status}
            onChange={(value) => setFilter('status', value)}
          />
          <ExportButton
            load={() => exportOrdersCsv(search)}
            filename={() => `aspire-orders-${today()}.csv`}
          />
        </div>
      </div>
      <SearchBox
        id="orders-search"
        placeholder="Start of a name, e-mail, phone or receipt number"
        className={desk.search}
        value={filters.q ?? ''}
        onSearch={(text) => setFilter('q', text.trim())}
        inputRef={searchField}
      />
      <FilterBar filters={filters} onChange={setFilter} />
      {filtered && (
        <div className={styles.filterBar}>
          {filters.customer && (
            <CustomerChip
              search={search}
              customer={filters.customer}
              onRemove={() => setFilter('customer', '')}
            />
          )}
          <button type="button" className={desk.link} onClick={clear}>
            Clear filters
          </button>
        </div>
      )}
      <KeysHint opens="an order" />
      <div ref={list}>
        <PagedTable
          pageQuery={(after) => ordersPageQuery(search, after)}
          rows={(page) => <OrderRows rows={page.rows} />}
          caption="Orders, newest first"
          columns={COLUMNS}
          what="the orders"
          whatMore="more orders"
          emptyText="No orders match these filters."
          endText="That is every order these filters select."
          onClear={filtered ? clear : undefined}
        />
      </div>
    </div>
  );
}

/** The name the order's page sent along with its link to the customer's orders, if any. */
function useLinkedName() {
  const state: unknown = useLocation().state;
  return typeof state === 'object' &&
    state !== null &&
    'customerName' in state &&
    typeof state.customerName === 'string'
    ? state.customerName
    : null;
}

/**
 * The customer filter, set by the link on an order's page: named by the customer's orders once they
 * are read (or by the name the link carried), with a button that removes it.
 */
function CustomerChip({
  search,
  customer,
  onRemove,
}: {
  search: OrderSearch;
  customer: string;
  onRemove: () => void;
}) {
  // The list's own first page (one request): its rows name the customer.
  const first = useQuery({ ...ordersPageQuery(search), select: (page) => page.rows[0] });
  const linked = useLinkedName();
  const row = first.data?.customerId === customer ? first.data : null;
  const name = row ? `${row.customerName} (${row.customerEmail})` : (linked ?? 'one customer');
  return (
    <span className={desk.chip}>
      Customer: {name}
      <button type="button" aria-label="Remove the customer filter" title="Remove" onClick={onRemove}>
        ×
      </button>
    </span>
  );
}
