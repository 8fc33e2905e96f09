/**
 * The products desk's list: every product in the shop's order, filtered by category, on sale or not,
 * low or no stock and the words of its name, read from indexes at any size (docs/database.md). Which
 * read answers a page:
 * - a search (`q`): the products with a word starting with the search's longest word, from
 *   `product_words` (see product-words.ts), up to SEARCH_READ_CAP;
 * - low or no stock: the products counting few enough, in `{ stock }` order, up to the cap;
 * - otherwise (or when the cap is passed: then matches are common, met often in the shop's order)
 *   the shop's order itself, in the index of the list's equalities then `order`.
 * Every product read is checked against all the filters.
 */
import type { StaffProductFilters } from '@aspire/contracts/products-desk';
import { type ProductAfter, productCursor } from '@aspire/contracts/shop';
import { SEARCH_READ_CAP } from '@aspire/service-kit/newest-first';
import type { Collection, Filter } from 'mongodb';
import { type ProductWords, wordsOf } from './product-words.ts';
import type { ProductDoc } from './products.ts';

/** The list's equalities, each index ending in `order` (with `$gte: 0` on it, read in that order). */
export const LIST_INDEXES = [
  { activeStatus: 1, category: 1, order: 1 },
  { activeStatus: 1, order: 1 },
  { category: 1, order: 1 },
  { order: 1 },
] as const;

type Placed = Pick<ProductDoc, '_id' | 'order'>;

/** The shop's order: `order`, then the id (products made at the same moment may share an order). */
export const byShopOrder = (a: Placed, b: Placed) =>
  a.order - b.order || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** The filters no index answers exactly, checked on every product read: words of the name, low or no stock. */
export function matchesStaffQuery(
  doc: Pick<ProductDoc, 'productName' | 'stock' | 'lowStockAt'>,
  { q, stock }: Pick<StaffProductFilters, 'q' | 'stock'>,
) {
  const count = doc.stock ?? null;
  if (stock === 'out' && count !== 0) return false;
  if (stock === 'low' && (count === null || count > doc.lowStockAt)) return false;
  if (!q) return true;
  const words = wordsOf(doc.productName);
  return wordsOf(q).every((sought) => words.some((word) => word.startsWith(sought)));
}

const isAfter = (after: ProductAfter | undefined) => (doc: Placed) =>
  !after || doc.order > after.order || (doc.order === after.order && doc._id > after.id);

export function productList(
  products: Collection<ProductDoc>,
  words: ProductWords,
  { readCap = SEARCH_READ_CAP } = {},
) {
  /** The highest low-stock mark of any product: a product with more on hand is not low. */
  async function highestLowMark() {
    const [top] = await products
      .find({ lowStockAt: { $gte: 0 } }, { projection: { lowStockAt: 1 } })
      .sort({ lowStockAt: -1 })
      .limit(1)
      .toArray();
    return top?.lowStockAt ?? 0;
  }

  /**
   * The products a narrow read finds (by a word of the name, or by stock), in the shop's order; null
   * when it finds more than the cap, or the filters have no narrow read.
   */
  async function narrowed({ q, stock }: StaffProductFilters): Promise<Placed[] | null> {
    const longest = wordsOf(q ?? '').sort((a, b) => b.length - a.length)[0];
    if (longest) {
      const entries = await words.startingWith(longest, readCap);
      if (entries.length <= readCap) {
        const found = new Map(entries.map(({ productId, order }) => [productId, { _id: productId, order }]));
        return [...found.values()].sort(byShopOrder);
      }
    }
    if (!stock) return null;
    const counted = await products
      .find(
        { stock: { $gte: 0, $lte: stock === 'out' ? 0 : await highestLowMark() } },
        { projection: { order: 1, stock: 1, lowStockAt: 1 } },
      )
      .sort({ stock: 1 })
      .limit(readCap + 1)
      .toArray();
    if (counted.length > readCap) return null;
    return counted.filter((doc) => matchesStaffQuery(doc, { stock })).sort(byShopOrder);
  }

  /**
   * Up to `limit + 1` of these products passing the filters, after the cursor, fetched by id in growing
   * chunks until the page is full (the other filters, under `$and` so the ids lead, may pass few).
   */
  async function fetchFound(
    candidates: Placed[],
    equalities: Filter<ProductDoc>,
    filters: StaffProductFilters,
    after: ProductAfter | undefined,
    limit: number,
  ) {
    const later = candidates.filter(isAfter(after));
    const checks = Object.entries(equalities).map(([key, value]) => ({ [key]: value }));
    const found: ProductDoc[] = [];
    for (let start = 0, size = limit + 1; start < later.length && found.length <= limit; ) {
      const ids = later.slice(start, start + size).map(({ _id }) => _id);
      const docs = await products
        .find(checks.length > 0 ? { _id: { $in: ids }, $and: checks } : { _id: { $in: ids } })
        .toArray();
      found.push(...docs.filter((doc) => matchesStaffQuery(doc, filters)).sort(byShopOrder));
      start += size;
      size *= 4;
    }
    return found.slice(0, limit + 1);
  }

  /**
   * Up to `limit + 1` products passing the filters after the cursor, read in the shop's order. The
   * index gives `order` order; a group sharing one order is read whole and put in id order here, so a
   * cursor inside it neither repeats nor skips one.
   */
  async function inShopOrder(
    equalities: Filter<ProductDoc>,
    filters: StaffProductFilters,
    after: ProductAfter | undefined,
    limit: number,
  ) {
    const found: ProductDoc[] = [];
    const passes = isAfter(after);
    for await (const doc of products
      .find({ ...equalities, order: { $gte: after?.order ?? 0 } })
      .sort({ order: 1 })) {
      // Past a full page and the whole group of its last order.
      if (found.length > limit && doc.order !== found.at(-1)?.order) break;
      if (passes(doc) && matchesStaffQuery(doc, filters)) found.push(doc);
    }
    return found.sort(byShopOrder).slice(0, limit + 1);
  }

  /** A page of products matching the filters; `next` is the cursor of the page after it. */
  async function page(filters: StaffProductFilters, after: ProductAfter | undefined, limit: number) {
    const equalities: Filter<ProductDoc> = {};
    if (filters.status) equalities.activeStatus = filters.status === 'active';
    if (filters.category) equalities.category = filters.category;
    const candidates = await narrowed(filters);
    const found = candidates
      ? await fetchFound(candidates, equalities, filters, after, limit)
      : await inShopOrder(equalities, filters, after, limit);
    const rows = found.slice(0, limit);
    const last = rows.at(-1);
    return { rows, next: found.length > limit && last ? productCursor(last) : null };
  }

  return { page };
}
