import { staffProductQuerySchema } from '@aspire/contracts/products-desk';
import type { UrlFilters } from '@aspire/ui/desk.ts';
import type { ProductSearch } from '../../lib/staff-product-queries.ts';

/**
 * The list's filters, kept in the address (`?stock=low&category=books`; the kit's `useUrlFilters`),
 * each taking what the service would: the contract's own check.
 */
const accepts = (name: keyof typeof staffProductQuerySchema.shape) => (value: string) =>
  value.trim() !== '' && staffProductQuerySchema.shape[name].safeParse(value).success;
export const FILTER_CHECKS = {
  q: accepts('q'),
  category: accepts('category'),
  status: accepts('status'),
  stock: accepts('stock'),
};
export type FilterName = keyof typeof FILTER_CHECKS;
export type Filters = UrlFilters<FilterName>;

/** What the service is asked: the filters, the search trimmed. */
export function searchOf(filters: Filters): ProductSearch {
  const { q, ...rest } = filters;
  return { ...rest, ...(q?.trim() ? { q: q.trim() } : {}) };
}

/** What needs doing about stock, one press away. */
export const QUICK_FILTERS = [
  { label: 'Low stock', value: 'low' },
  { label: 'Out of stock', value: 'out' },
] as const;
