/**
 * The products desk's list: every product in the shop's order, filtered by category, on sale or not,
 * low or no stock and the words of its name. A page is read in the shop's order from an index whose
 * keys are the filters' equalities then `order` (docs/database.md), so it costs about a page of reads
 * at any size. Which read answers it:
 * - a search (`q`): the entries of its longest word's start with the filters' equalities
 *   (product-prefixes.ts) whose name has the other words too, then those products by id;
 * - low or no stock: the products of that stock level (stock-level.ts; "low" merges the levels "out"
 *   and "low", one read each), with the filters' equalities;
 * - otherwise the products with the filters' equalities.
 * Entries and levels may be a step behind a change, so every product read is checked against all the
 * filters (the stock under a search only so), reading on until the page is full.
 */
import type { StaffProductFilters } from '@aspire/contracts/products-desk';
import { type ProductAfter, productCursor } from '@aspire/contracts/shop';
import type { Collection, Document, Filter } from 'mongodb';
import type { ProductDoc } from './product-doc.ts';
import { mayMatch, type ProductPrefixDoc, prefixOf, wordsOf } from './product-prefixes.ts';
import type { StockLevel } from './stock-level.ts';

type Placed = Pick<ProductDoc, '_id' | 'order'>;

/** The shop's order: `order`, then the id (products made at the same moment may share an order). */
export const byShopOrder = (a: Placed, b: Placed) =>
  a.order - b.order || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** Whether a product passes the desk's filters, as it stands (whatever index found it). */
export function matchesStaffFilters(
  doc: Pick<ProductDoc, 'productName' | 'stock' | 'lowStockAt' | 'activeStatus' | 'category'>,
  { q, stock, status, category }: StaffProductFilters,
) {
  if (status && doc.activeStatus !== (status === 'active')) return false;
  if (category && doc.category !== category) return false;
  const count = doc.stock ?? null;
  if (stock === 'out' && count !== 0) return false;
  if (stock === 'low' && (count === null || count > doc.lowStockAt)) return false;
  if (!q) return true;
  const words = wordsOf(doc.productName);
  return wordsOf(q).every((sought) => words.some((word) => word.startsWith(sought)));
}

const isAfter = (after: ProductAfter | undefined) => (doc: Placed) =>
  !after || doc.order > after.order || (doc.order === after.order && doc._id > after.id);

/** Two sources in the shop's `order`, as one in that order. */
async function* merged(a: AsyncIterable<ProductDoc>, b: AsyncIterable<ProductDoc>) {
  const [first, second] = [a[Symbol.asyncIterator](), b[Symbol.asyncIterator]()];
  let [x, y] = await Promise.all([first.next(), second.next()]);
  try {
    while (!x.done || !y.done) {
      if (y.done || (!x.done && x.value.order <= y.value.order)) {
        yield x.value;
        x = await first.next();
      } else {
        yield y.value;
        y = await second.next();
      }
    }
  } finally {
    await Promise.all([first.return?.(), second.return?.()]);
  }
}

export function productList(products: Collection<ProductDoc>, prefixes: Collection<ProductPrefixDoc>) {
  /**
   * The documents with these equalities from `from` on, in `order` order (read from the index of those
   * keys then `order`, none other at the top): `size` of them, then twice as many each time (the
   * filters checked after may pass few), each once. Each read is limited, so the database ends its
   * cursor with the answer: a page costs no further round trip to end or continue one.
   */
  async function* chunks<T extends Placed>(
    collection: Collection<T>,
    equalities: Document,
    from: number,
    size: number,
    projection?: Document,
  ) {
    // The documents already given of the order the last read ended in, which the next read starts at.
    let ending = new Set<string>();
    for (let at = from; ; size *= 2) {
      const filter: Document = { ...equalities, order: { $gte: at } };
      const read = (await collection
        .find(filter as Filter<T>, projection && { projection })
        .sort({ order: 1 })
        .limit(size)
        .toArray()) as T[];
      yield read.filter(({ _id }) => !ending.has(_id));
      const last = read.at(-1);
      if (!last || read.length < size) return;
      if (last.order !== at) ending = new Set();
      at = last.order;
      for (const doc of read) if (doc.order === at) ending.add(doc._id);
    }
  }

  /** The products with these equalities from `from` on, in `order` order, one by one. */
  async function* inOrder(equalities: Document, from: number, batch: number) {
    for await (const chunk of chunks(products, equalities, from, batch)) yield* chunk;
  }

  /**
   * The products with an entry of the longest search word's start and these equalities whose name
   * has the other words too, in `order` order, each once.
   */
  async function* searched(sought: string[], equalities: Document, from: number, batch: number) {
    const [longest = ''] = sought;
    const seen = new Set<string>();
    const entries = chunks(prefixes, { prefix: prefixOf(longest), ...equalities }, from, batch, {
      productId: 1,
      name: 1,
      order: 1,
    });
    for await (const chunk of entries) {
      const found = chunk.filter((entry) => mayMatch(entry, sought)).map(({ productId }) => productId);
      const ids = [...new Set(found)].filter((id) => !seen.has(id));
      for (const id of ids) seen.add(id);
      if (ids.length === 0) continue;
      const docs = await products.find({ _id: { $in: ids } }).toArray();
      yield* docs.sort(byShopOrder);
    }
  }

  /** The products that may pass the filters, in `order` order, from `from` on. */
  function candidates(filters: StaffProductFilters, from: number, batch: number): AsyncIterable<ProductDoc> {
    const equalities: Document = {};
    if (filters.status) equalities.activeStatus = filters.status === 'active';
    if (filters.category) equalities.category = filters.category;
    const sought = wordsOf(filters.q ?? '').sort((a, b) => b.length - a.length);
    if (sought.length > 0) return searched(sought, equalities, from, batch);
    const at = (stockLevel: StockLevel) => inOrder({ stockLevel, ...equalities }, from, batch);
    if (filters.stock === 'out') return at('out');
    if (filters.stock === 'low') return merged(at('out'), at('low'));
    return inOrder(equalities, from, batch);
  }

  /**
   * A page of products matching the filters; `next` is the cursor of the page after it. The index
   * gives `order` order; a group sharing one order is read whole and put in id order here, so a cursor
   * inside it neither repeats nor skips one.
   */
  async function page(filters: StaffProductFilters, after: ProductAfter | undefined, limit: number) {
    const found: ProductDoc[] = [];
    const passes = isAfter(after);
    // Read a page, the next one's first and a little more (a group sharing the last order) at a time.
    for await (const doc of candidates(filters, after?.order ?? 0, limit + 3)) {
      // Past a full page and the whole group of its last order.
      if (found.length > limit && doc.order !== found.at(-1)?.order) break;
      if (passes(doc) && matchesStaffFilters(doc, filters)) found.push(doc);
    }
    const rows = found.sort(byShopOrder).slice(0, limit);
    const last = rows.at(-1);
    return { rows, next: found.length > limit && last ? productCursor(last) : null };
  }

  return { page };
}
