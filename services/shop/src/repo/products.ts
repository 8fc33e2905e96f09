import {
  DEFAULT_LOW_STOCK_AT,
  type NewProduct,
  type ProductChange,
  type StaffProductFilters,
  type StockChange,
} from '@aspire/contracts/products-desk';
import type { ProductAfter, ProductPageQuery } from '@aspire/contracts/shop';
import { ApiError } from '@aspire/service-kit';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import { leases } from '@aspire/service-kit/lease';
import { dropIndexes, isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db, Filter, UpdateFilter } from 'mongodb';
import { BOOKS_TAX, type TaxData } from '../receipts/tax.ts';
import { productImageUrls, type SeedProduct } from '../seed/products.ts';
import { type ProductDoc, toProduct } from './product-doc.ts';
import { LIST_INDEXES, ledBy } from './product-indexes.ts';
import { byShopOrder, productList } from './product-list.ts';
import { backfillProductsDesk } from './product-migrations.ts';
import { productPrefixes, slug } from './product-prefixes.ts';
import { settleStockLevels, stockLevelOf } from './stock-level.ts';

/** The fields a staff edit may change (`PUT`), each audited from → to when it changes. */
const EDITABLE = [
  'productName',
  'productDescription',
  'category',
  'mrp',
  'sellingPrice',
  'image',
  'hsn',
  'gstRate',
  'lowStockAt',
] as const satisfies readonly (keyof ProductChange & keyof ProductDoc)[];

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** Room left in a product id (64 characters) for a `-NNNNN` that tells two of one name apart. */
const MAX_BASE_ID = 58;
/** Indexes of earlier versions that nothing reads any more. */
const UNUSED_INDEXES = ['stock_1', 'lowStockAt_1'];
/** Ids the desk's own pages use (`/staff/products/new`). */
const RESERVED_IDS = new Set(['new']);

/** The id a product of this name gets, before it is made unique. */
export function baseId(productName: string) {
  return slug(productName).slice(0, MAX_BASE_ID).replace(/-+$/, '') || 'product';
}

/**
 * What a staff write did: the product as it is now, with the fields it changed from → to (none when it
 * already was so), or `stale` when the product moved on since the desk read it.
 */
export type EditResult =
  | { outcome: 'changed'; product: ProductDoc; changes: FieldChanges }
  | { outcome: 'stale'; product: ProductDoc };

/**
 * Products: with repo/stock.ts (which moves `stock`), the only code touching the `products` collection.
 * The public list and product pages are kept in memory under a change mark that every write stamps
 * (`changed()`), so a change shows on the next read on every instance; the desk's list pages likewise
 * under their own (`stockMoved()`).
 */
export function productsRepo(db: Db) {
  const products = db.collection<ProductDoc>('products');
  const prefixes = productPrefixes(db);
  const list = productList(products, prefixes.entries);
  const settleLevels = (docs: ProductDoc[]) => settleStockLevels(db, docs);
  const busy = new ApiError(503, 'Someone else is saving this product; please try again in a moment');
  const { exclusively } = leases(db, 'product_leases', { leaseMs: 30_000, waitMs: 10_000, busy });
  // The public shop may lag another instance's change by a second; this instance's shows at once.
  const pages = freshCache(db, 'products', { markAgeMs: 1_000 });
  // The desk's list shows every count and the units checkouts hold, which move without changing what
  // the public shop shows: its pages are kept under a mark of their own, which stock moves stamp too.
  const deskPages = freshCache(db, 'products-desk');
  const touch = () => Promise.all([pages.touch(), deskPages.touch()]);
  /** A product on sale as stored: its price and its stock in one read. */
  const activeDoc = (id: string) => products.findOne({ _id: id, activeStatus: true });

  const touched = async <T>(result: T) => {
    await touch();
    return result;
  };

  /** Gives products of earlier versions the fields this one added. */
  async function migrate() {
    for await (const { _id, createdAt } of products.find(
      { version: { $exists: false } },
      { projection: { createdAt: 1 } },
    )) {
      const since = createdAt ?? new Date();
      await products.updateOne(
        { _id, version: { $exists: false } },
        { $set: { version: 0, lowStockAt: DEFAULT_LOW_STOCK_AT, createdAt: since, updatedAt: since } },
      );
    }
  }

  /**
   * Writes `update` to the product `filter` names if it still matches, keeping its search entries in
   * step with its name, status and category: the entries of the product as `set` leaves it first, the
   * stale ones once it is saved (see product-prefixes.ts). Such writes go one at a time per product, so
   * one never drops the entries another has just added. Null: no change (no such product, or `filter`
   * no longer matches).
   */
  function writeIndexed(
    filter: Filter<ProductDoc> & { _id: string },
    set: Partial<ProductDoc>,
    update: UpdateFilter<ProductDoc>,
  ) {
    return exclusively(filter._id, async () => {
      const current = await products.findOne({ _id: filter._id });
      if (!current) return null;
      const intended = { ...current, ...set };
      await prefixes.add([intended]);
      const changed = await products.findOneAndUpdate(filter, update, { returnDocument: 'after' });
      const now = changed ?? (await products.findOne({ _id: filter._id }));
      if (now) await prefixes.dropStale(now, [current, intended]);
      return changed;
    });
  }

  /** The first id of `base`, `base-2`, `base-3`… that no product has. */
  async function freeId(base: string) {
    const similar = await products
      .find({ _id: { $regex: `^${base}(-[0-9]+)?$` } }, { projection: { _id: 1 } })
      .toArray();
    const taken = new Set([...RESERVED_IDS, ...similar.map(({ _id }) => _id)]);
    for (let n = 1; ; n += 1) {
      const id = n === 1 ? base : `${base}-${n}`;
      if (!taken.has(id)) return id;
    }
  }

  async function nextOrder() {
    const [last] = await products
      .find({ order: { $gte: 0 } }, { projection: { order: 1 } })
      .sort({ order: -1 })
      .limit(1)
      .toArray();
    return (last?.order ?? -1) + 1;
  }

  return {
    /**
     * Indexes and the seed; then products of earlier versions get their tax data: the seed's for its
     * own products, and HSN 4901 at 0% for any other book. Any other product is left without, never
     * guessed: its receipt is refused until the college sets its HSN and rate. Seed products not yet
     * counted get the seed's stock; other products stay uncounted. Answers the ids of those left
     * without tax data.
     */
    async init(seed: SeedProduct[]) {
      // The public list's pages (see activePage) and the desk's (product-list.ts).
      for (const keys of [...LIST_INDEXES, ...ledBy('stockLevel')]) await products.createIndex(keys);
      await products.createIndex({ createKey: 1 }, { unique: true, sparse: true });
      await dropIndexes(products, UNUSED_INDEXES);
      await prefixes.init();
      await pages.init();
      await deskPages.init();
      const now = new Date();
      // Insert what is missing by its stable id; never overwrite what the college changed.
      await Promise.all(
        seed.map(({ art: _art, ...product }, order) =>
          products.updateOne(
            { _id: product._id },
            {
              $setOnInsert: {
                ...product,
                image: productImageUrls(product._id),
                order,
                lowStockAt: DEFAULT_LOW_STOCK_AT,
                version: 0,
                createdAt: now,
                updatedAt: now,
              },
            },
            { upsert: true },
          ),
        ),
      );
      await migrate();
      // An empty `$in` would read every product (docs/database.md).
      const seeded = async () =>
        seed.length > 0 ? products.find({ _id: { $in: seed.map(({ _id }) => _id) } }).toArray() : [];
      // The seed's products as they stand (a later version may bring new ones after the backfill).
      await prefixes.add(await seeded());
      await backfillProductsDesk(db, list, prefixes, settleLevels);
      const untaxed = { hsn: { $exists: false } };
      await Promise.all(
        seed.map(({ _id, hsn, gstRate, stock }) =>
          Promise.all([
            products.updateOne({ _id, ...untaxed }, { $set: { hsn, gstRate } }),
            products.updateOne({ _id, stock: { $exists: false } }, { $set: { stock } }),
          ]),
        ),
      );
      await products.updateMany({ category: 'books', ...untaxed }, { $set: BOOKS_TAX });
      await settleLevels(await seeded());
      await touch();
      return (await products.find(untaxed, { projection: { _id: 1 } }).toArray()).map(({ _id }) => _id);
    },
    /**
     * Stamps the change mark: call after every write to the collection made elsewhere (stock moves in
     * repo/stock.ts), so every instance reads the public pages afresh.
     */
    changed: () => pages.touch(),
    /** Stamps the desk's mark: call after every move of a count or of the units held (repo/stock.ts). */
    stockMoved: () => deskPages.touch(),
    /** An answer computed from the products, kept until any product changes (on any instance). */
    cached: pages.get,
    /** A desk answer computed from the products and the units held, kept until either changes. */
    deskCached: deskPages.get,
    /**
     * Up to `limit` products on sale in the shop's order, after the cursor's product. The index gives
     * `order` order (a sort on one field with a range on it, as the embedded database reads an index);
     * products sharing an order are put in id order here, so a cursor between two of them neither
     * repeats nor skips one.
     */
    async activePage({ category, after, limit }: ProductPageQuery) {
      const onSale: Filter<ProductDoc> = category ? { activeStatus: true, category } : { activeStatus: true };
      const ties = after
        ? await products
            .find({ ...onSale, order: after.order, _id: { $gt: after.id } })
            .sort({ _id: 1 })
            .limit(limit)
            .toArray()
        : [];
      if (ties.length === limit) return ties.map(toProduct);
      const wanted = limit - ties.length;
      // One more than the page needs tells whether the page ends inside a group of one order.
      const later = await products
        .find({ ...onSale, order: after ? { $gt: after.order } : { $gte: 0 } })
        .sort({ order: 1 })
        .limit(wanted + 1)
        .toArray();
      const last = later.at(-1);
      if (last && later.length > wanted && later.at(-2)?.order === last.order) {
        const group = await products
          .find({ ...onSale, order: last.order })
          .sort({ _id: 1 })
          .limit(limit)
          .toArray();
        const before = later.filter((doc) => doc.order !== last.order).sort(byShopOrder);
        return [...ties, ...before, ...group].slice(0, limit).map(toProduct);
      }
      return [...ties, ...later.sort(byShopOrder).slice(0, wanted)].map(toProduct);
    },
    async findActive(id: string) {
      const doc = await activeDoc(id);
      return doc ? toProduct(doc) : null;
    },
    activeDoc,
    /** These products as stored, on sale or not, by id (a cart's: its prices and stock in one read). */
    async docsByIds(ids: string[]) {
      if (!ids.length) return new Map<string, ProductDoc>();
      const docs = await products.find({ _id: { $in: ids } }).toArray();
      return new Map(docs.map((doc) => [doc._id, doc]));
    },
    /** The tax data of these products, sold or not, by id (absent: the product has none, or is unknown). */
    async taxData(ids: string[]) {
      const docs = await products
        .find({ _id: { $in: ids } }, { projection: { hsn: 1, gstRate: 1 } })
        .toArray();
      const known = new Map<string, TaxData>();
      for (const { _id, hsn, gstRate } of docs)
        if (hsn !== undefined && gstRate !== undefined) known.set(_id, { hsn, gstRate });
      return known;
    },
    /** For tests and the college's own tools: changes a product's price, status or tax data. */
    async update(
      id: string,
      changes: Partial<Pick<ProductDoc, 'mrp' | 'sellingPrice' | 'activeStatus' | 'hsn' | 'gstRate'>>,
    ) {
      if (changes.activeStatus === undefined) await products.updateOne({ _id: id }, { $set: changes });
      else await writeIndexed({ _id: id }, changes, { $set: changes });
      await touch();
    },

    // The products desk.

    /** Any product, on sale or not. */
    find: (id: string) => products.findOne({ _id: id }),
    /** A page of the products the filters match, in the shop's order (see product-list.ts). */
    staffPage: (filters: StaffProductFilters, after: ProductAfter | undefined, limit: number) =>
      list.page(filters, after, limit),
    /**
     * A new product, last in the shop's order, its id made from its name. The same form key again
     * answers the product it made (`created: false`), never a second one.
     */
    async create({ key, ...fields }: NewProduct): Promise<{ created: boolean; product: ProductDoc }> {
      const earlier = await products.findOne({ createKey: key });
      if (earlier) return { created: false, product: earlier };
      const base = baseId(fields.productName);
      const stockLevel = stockLevelOf(fields);
      // Another product may take the chosen id (or this key) meanwhile: choose again.
      for (let attempt = 0; ; attempt += 1) {
        const now = new Date();
        const product: ProductDoc = {
          _id: await freeId(base),
          ...fields,
          ...(stockLevel && { stockLevel }),
          order: await nextOrder(),
          version: 0,
          createKey: key,
          createdAt: now,
          updatedAt: now,
        };
        try {
          // Its entries first: a product is never left unsearchable.
          await prefixes.add([product]);
          await products.insertOne(product);
          return touched({ created: true, product });
        } catch (error) {
          if (!isDuplicateKey(error) || attempt >= 5) throw error;
          const made = await products.findOne({ createKey: key });
          if (made) return { created: false, product: made };
        }
      }
    },
    /**
     * A staff edit of the fields, if the product is still at the version the editor loaded (`stale`
     * with the product as it is now otherwise). Only fields that differ are written and answered; an
     * edit that changes nothing leaves the version as it is. Null: no such product.
     */
    async edit(id: string, { version, ...fields }: ProductChange): Promise<EditResult | null> {
      const current = await products.findOne({ _id: id });
      if (!current) return null;
      if (current.version !== version) return { outcome: 'stale', product: current };
      const changes: FieldChanges = {};
      const set: Partial<ProductDoc> = {};
      for (const field of EDITABLE) {
        const [from, to] = [current[field] ?? null, fields[field]];
        if (JSON.stringify(from) === JSON.stringify(to)) continue;
        changes[field] = { from, to };
        Object.assign(set, { [field]: to });
      }
      if (!Object.keys(changes).length) return { outcome: 'changed', product: current, changes };
      const filter = { _id: id, version };
      const update = { $set: { ...set, updatedAt: new Date() }, $inc: { version: 1 } };
      const changed =
        changes.productName || changes.category
          ? await writeIndexed(filter, set, update)
          : await products.findOneAndUpdate(filter, update, { returnDocument: 'after' });
      if (!changed) {
        const now = await products.findOne({ _id: id });
        return now && { outcome: 'stale', product: now };
      }
      await settleLevels([changed]);
      return touched({ outcome: 'changed', product: changed, changes });
    },
    /** On sale or not; answers the change (empty when it already was). Null: no such product. */
    async setStatus(id: string, activeStatus: boolean): Promise<EditResult | null> {
      const changed = await writeIndexed(
        { _id: id, activeStatus: !activeStatus },
        { activeStatus },
        { $set: { activeStatus, updatedAt: new Date() } },
      );
      if (changed)
        return touched({
          outcome: 'changed',
          product: changed,
          changes: { activeStatus: { from: !activeStatus, to: activeStatus } },
        });
      const current = await products.findOne({ _id: id });
      return current && { outcome: 'changed', product: current, changes: {} };
    },
    /**
     * The count on hand becomes `to` if it is still `was` (a checkout may have moved it meanwhile:
     * `stale` with the count as it is now). Null: no such product.
     */
    async setStock(id: string, { to, was }: StockChange): Promise<EditResult | null> {
      // `stock: null` also matches a product whose count was never kept (not counted).
      const changed = await products.findOneAndUpdate(
        { _id: id, stock: was },
        { $set: { stock: to, ...(to !== was && { updatedAt: new Date() }) } },
        { returnDocument: 'after' },
      );
      if (!changed) {
        const current = await products.findOne({ _id: id });
        return current && { outcome: 'stale', product: current };
      }
      await settleLevels([changed]);
      if (to === was) return { outcome: 'changed', product: changed, changes: {} };
      return touched({ outcome: 'changed', product: changed, changes: { stock: { from: was, to } } });
    },
  };
}
export type ProductsRepo = ReturnType<typeof productsRepo>;
