import { staffOrderQuerySchema } from '@aspire/contracts/orders-desk';
import type { UrlFilters } from '@aspire/ui/desk.ts';
import type { OrderSearch } from './desk-api.ts';

/**
 * The list's filters, kept in the address (`?status=paid&from=2026-01-01&customer=u123`; the kit's
 * `useUrlFilters`). `customer` is set by the link on an order's page. Each takes what the service would:
 * the contract's own check.
 */
const accepts = (name: keyof typeof staffOrderQuerySchema.shape) => (value: string) =>
  value.trim() !== '' && staffOrderQuerySchema.shape[name].safeParse(value).success;
export const FILTER_CHECKS = {
  status: accepts('status'),
  from: accepts('from'),
  to: accepts('to'),
  product: accepts('product'),
  customer: accepts('customer'),
  q: accepts('q'),
};
export type FilterName = keyof typeof FILTER_CHECKS;
export type Filters = UrlFilters<FilterName>;

/** What the service is asked: the filters, the search trimmed. */
export function searchOf(filters: Filters): OrderSearch {
  const { q, ...rest } = filters;
  return { ...rest, ...(q?.trim() ? { q: q.trim() } : {}) };
}

/** The day's work in one press: paid orders wait to be packed, packed ones to be shipped. */
export const QUICK_FILTERS = [
  { label: 'To pack', value: 'paid' },
  { label: 'To ship', value: 'packed' },
] as const;
