import { staffOrderQuerySchema } from '@aspire/contracts/orders-desk';
import type { OrderSearch } from './desk-api.ts';

/**
 * The list's filters live in the address (`?status=paid&from=2026-01-01&customer=u123`), so a filtered
 * list is a link to share and Back undoes a filter. `customer` is set by the link on an order's page.
 */
export const FILTER_NAMES = ['status', 'from', 'to', 'product', 'customer', 'q'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, string>>;

/** Whether the service would take `value` for the filter: the contract's own check. */
const allowed = (name: FilterName, value: string) =>
  value.trim() !== '' && staffOrderQuerySchema.shape[name].safeParse(value).success;

/** The filters an address names; a value the service would refuse (a hand-edited link) is left out. */
export function filtersOf(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value !== null && allowed(name, value)) filters[name] = value;
  }
  return filters;
}

/** The address's search parameters with one filter set (or removed when empty), the others kept. */
export function withFilter(params: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** Whether any filter is set (for "Clear filters"). */
export const anyFilter = (filters: Filters) => Object.keys(filters).length > 0;

/** What the service is asked: the filters, the search trimmed. */
export function searchOf(filters: Filters): OrderSearch {
  const { q, ...rest } = filters;
  return { ...rest, ...(q?.trim() ? { q: q.trim() } : {}) };
}

/** The day's work in one press: paid orders wait to be packed, packed ones to be shipped. */
export const QUICK_FILTERS = [
  { label: 'To pack', status: 'paid' },
  { label: 'To ship', status: 'packed' },
] as const;
