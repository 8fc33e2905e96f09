/**
 * The orders desk's list: every order, newest first, filtered by status, days, product, customer and a
 * search, read from indexes at any size (docs/database.md). Which read answers a page:
 * - a search (`q`): one prefix range per search key, each in its own index (the kit's `searched`);
 * - a customer: their orders in `{ userId, createdAt }` order (a customer has few);
 * - a product: the orders holding it, from `order_products` in `{ productId, createdAt }` order (an
 *   equality on an array of product ids on the order is not answered from an index on the embedded
 *   default: docs/database.md); a product in more than PRODUCT_READ_CAP
 *   orders is common enough to be met often in date order, which is read instead;
 * - otherwise `{ status, createdAt }` or `{ createdAt }` order.
 * The other filters are checked on the orders read.
 */
import type { staffOrderQuerySchema } from '@aspire/contracts/orders-desk';
import { daysInIndia } from '@aspire/service-kit/india-days';
import {
  type Cursor,
  type DateRange,
  newestFirst,
  newestOrder,
  parseCursor,
  SEARCH_READ_CAP,
} from '@aspire/service-kit/newest-first';
import type { Collection, Document } from 'mongodb';
import { type OrderDoc, type OrderProductDoc, orderSearches } from './order-doc.ts';

export type OrderFilters = Omit<ReturnType<typeof staffOrderQuerySchema.parse>, 'after' | 'limit'>;

/** The list's equalities, most selective first, each in an index with `createdAt` after it. */
export const LIST_INDEXES = [['userId'], ['status'], []] as const satisfies readonly (keyof OrderDoc)[][];

/**
 * A product's orders are read from `order_products` up to this many, then fetched by id. A product in
 * more is read from the date order instead, where at 200,000 orders it is met at least once in 67, so
 * a page of 25 reads under 1,700 orders (about 150 ms at 0.09 ms an order); reading the cap's entries
 * costs about as much. Measured at 200,000 orders: a product in 43 orders pages in 8 ms, one in 28,572
 * in 86 ms.
 */
export const PRODUCT_READ_CAP = 3_000;

const EXPORT_BATCH = 500;

type Dated = Pick<OrderDoc, '_id' | 'createdAt'>;
const byNewest = newestOrder<Dated>('createdAt');
const isAfter = (cursor: Cursor | undefined) => (doc: Dated) =>
  !cursor || byNewest(doc, { _id: cursor.id, createdAt: cursor.at }) > 0;

export function orderList(
  orders: Collection<OrderDoc>,
  products: Collection<OrderProductDoc>,
  { searchReadCap = SEARCH_READ_CAP, productReadCap = PRODUCT_READ_CAP } = {},
) {
  const list = newestFirst(orders, { date: 'createdAt', indexes: LIST_INDEXES, searchReadCap });

  /**
   * Up to `limit + 1` orders of this product passing `checks`, newest first after the cursor; null
   * when the product is in more than the cap's orders of the window.
   */
  async function ofProduct(
    productId: string,
    checks: Document,
    window: DateRange,
    cursor: Cursor | undefined,
    limit: number,
  ) {
    // Up to the cursor's instant included: orders of that instant with a lower id are still to come.
    const range: DateRange = cursor
      ? { ...(window.$gte && { $gte: window.$gte }), ...(window.$lt && { $lt: window.$lt }), $lte: cursor.at }
      : window;
    const entries = await products
      .find({ productId, createdAt: range }, { projection: { orderId: 1, createdAt: 1 } })
      .sort({ createdAt: -1 })
      .limit(productReadCap + 1)
      .toArray();
    if (entries.length > productReadCap) return null;
    const candidates = entries
      .map(({ orderId, createdAt }) => ({ _id: orderId, createdAt }))
      .filter(isAfter(cursor))
      .sort(byNewest);
    // Fetched newest first, in growing chunks, until the page is full: the other filters (checked
    // under `$and`, so the planner keeps to the ids) may pass few of them.
    const found: OrderDoc[] = [];
    const extra = Object.entries(checks).map(([key, value]) => ({ [key]: value }));
    for (let start = 0, size = limit + 1; start < candidates.length && found.length <= limit; ) {
      const ids = candidates.slice(start, start + size).map(({ _id }) => _id);
      const docs = await orders
        .find(extra.length > 0 ? { _id: { $in: ids }, $and: extra } : { _id: { $in: ids } })
        .toArray();
      found.push(...docs.sort(byNewest));
      start += size;
      size *= 4;
    }
    return found.slice(0, limit + 1);
  }

  /** A page of orders matching the filters; `next` is the cursor of the page after it. */
  async function page(filters: OrderFilters, after: string | undefined, limit: number) {
    const checks: Document = {};
    if (filters.status) checks.status = filters.status;
    if (filters.customer) checks.userId = filters.customer;
    const window = daysInIndia(filters);
    const cursor = parseCursor(after);
    const searches = orderSearches(filters.q);
    const withProduct = filters.product ? { ...checks, 'lines.productId': filters.product } : checks;
    let found: OrderDoc[] | null = null;
    if (searches.length > 0) found = await list.searched(withProduct, window, cursor, limit, searches);
    else if (filters.product && !filters.customer)
      found = await ofProduct(filters.product, checks, window, cursor, limit);
    found ??= await list.read(withProduct, window, cursor, limit);
    const rows = found.slice(0, limit);
    const last = rows.at(-1);
    return { rows, next: found.length > limit && last ? list.cursorOf(last) : null };
  }

  /**
   * Every order matching the filters, newest first, at most `cap` (the CSV export), 500 at a time. An
   * export is bound by reading the orders (50,000 took about 11 s when measured); pages of
   * 100 added 1.5 s of queries to that.
   */
  async function* all(filters: OrderFilters, cap: number) {
    let after: string | null | undefined;
    let sent = 0;
    do {
      const batch = await page(filters, after ?? undefined, EXPORT_BATCH);
      for (const doc of batch.rows.slice(0, cap - sent)) yield doc;
      sent += batch.rows.length;
      after = batch.next;
    } while (after && sent < cap);
  }

  return { page, all, read: list.read, cursorOf: list.cursorOf };
}
