import { apiQuery } from '@aspire/client/queries';
import {
  type StaffProductQuery,
  staffProductPageSchema,
  staffProductSchema,
} from '@aspire/contracts/products-desk';

/** The products desk's list filters as the service reads them (empty ones left out; paging apart). */
export type ProductSearch = Partial<Record<Exclude<keyof StaffProductQuery, 'after' | 'limit'>, string>>;

export const STAFF_PRODUCTS = 'shop/staff/products';

/**
 * A page of the products desk's list (the desk's own, and the orders desk's product picker): the
 * filters, the cursor of the page (none for the first), and how many (the service's 25 unless said).
 */
export const staffProductsPageQuery = (search: ProductSearch, after?: string, limit?: number) =>
  apiQuery(STAFF_PRODUCTS, staffProductPageSchema, {
    searchParams: { ...search, ...(after ? { after } : {}), ...(limit ? { limit: String(limit) } : {}) },
    private: true,
  });

/** A product's page on the desk: every field, its version, stock and timeline (on sale or not). */
export const staffProductQuery = (id: string) =>
  apiQuery(`${STAFF_PRODUCTS}/${encodeURIComponent(id)}`, staffProductSchema, { private: true });
