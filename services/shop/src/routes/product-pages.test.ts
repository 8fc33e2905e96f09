/** The public product list a page at a time: the shop's order, the cursor, the filters and refusals. */
import {
  PRODUCT_PAGE_SIZE,
  type Product,
  type ProductCategory,
  productCursor,
  productListSchema,
} from '@aspire/contracts/shop';
import { queryPlan, sortFields } from '@aspire/service-kit/testing/query-plan';
import { type CommandStartedEvent, type Document, MongoClient } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { ProductDoc } from '../repo/product-doc.ts';
import { productsRepo } from '../repo/products.ts';
import { testShop } from '../test-app.ts';

const { api, app, database } = await testShop();
const collection = database.db.collection<ProductDoc>('products');

const COUNT = 120;
/** Five products to an order (made at the same moment), so pages end inside a group. */
const GROUP = 5;
const idOf = (index: number) => `paged-product-${String(index).padStart(3, '0')}`;
const categoryOf = (index: number): ProductCategory => (index % 3 === 0 ? 'others' : 'books');

const productDoc = (index: number): ProductDoc => {
  const now = new Date();
  return {
    _id: idOf(index),
    productName: `Paged Product ${index}`,
    productDescription: 'A product of the paging tests, described at length for the shop.',
    category: categoryOf(index),
    mrp: 300,
    sellingPrice: 250,
    image: [`/api/shop/media/products/${idOf(index)}-1.svg`],
    activeStatus: true,
    order: Math.floor(index / GROUP),
    stock: 20,
    lowStockAt: 5,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
};

// Only these products, inserted in an order of their own (last id first within each group), so the
// index's order of a group is not its ids' order.
await collection.deleteMany({});
const indexes = Array.from({ length: COUNT }, (_, index) => index);
await collection.insertMany(
  indexes.map((index) => productDoc(Math.floor(index / GROUP) * GROUP + (GROUP - 1 - (index % GROUP)))),
);
await app.repos.products.changed();

const page = async (query = '') => {
  const { status, data } = await api('GET', `product${query}`);
  expect(status, query).toBe(200);
  return productListSchema.parse(data);
};

/** Every page of a query, the next asked after the last product of the one before, as the shop page does. */
async function allPages(query: Record<string, string> = {}, limit = PRODUCT_PAGE_SIZE) {
  const pages: Product[][] = [];
  let after: string | undefined;
  for (;;) {
    const search = new URLSearchParams({ ...query, ...(after && { after }) });
    const products = await page(search.size ? `?${search}` : '');
    pages.push(products);
    const last = products.at(-1);
    if (products.length < limit || !last) return pages;
    after = productCursor(last);
  }
}

const ids = (pages: Product[][]) => pages.flat().map(({ _id }) => _id);

describe('the product list in pages', () => {
  it('answers 120 products as pages of 48, 48 and 24 in the shop’s order, none twice and none missed', async () => {
    const pages = await allPages();
    expect(pages.map((products) => products.length)).toEqual([48, 48, 24]);
    expect(ids(pages)).toEqual(indexes.map(idOf));
    expect(pages[0]?.[0]).toMatchObject({ _id: idOf(0), order: 0 });
  });

  it('pages within one category, and through products that share an order', async () => {
    const books = await allPages({ category: 'books' });
    expect(books.map((products) => products.length)).toEqual([48, 32]);
    expect(ids(books)).toEqual(indexes.filter((index) => categoryOf(index) === 'books').map(idOf));
    // Pages of two cut every group of one order, and end on a full page: the next is empty.
    const others = await allPages({ category: 'others', limit: '2' }, 2);
    expect(others.at(-1)).toEqual([]);
    expect(ids(others)).toEqual(indexes.filter((index) => categoryOf(index) === 'others').map(idOf));
  });

  it('shows a change on the next read: a product taken off sale leaves its page, the next one moves up', async () => {
    const first = await page();
    const second = await page(`?after=${productCursor(first.at(-1) as Product)}`);
    const gone = second[3] as Product;
    await app.repos.products.setStatus(gone._id, false);
    const again = await page(`?after=${productCursor(first.at(-1) as Product)}`);
    expect(again.map(({ _id }) => _id)).not.toContain(gone._id);
    expect(again.at(-1)?._id).toBe(idOf(96));
    expect(ids(await allPages())).toEqual(indexes.map(idOf).filter((id) => id !== gone._id));
    await app.repos.products.setStatus(gone._id, true);
    expect(ids(await allPages())).toEqual(indexes.map(idOf));
  });

  it('refuses a cursor or a limit it did not give, naming the field, and changes nothing', async () => {
    for (const after of ['abc', '12', '-1-paged-product-001', '1.5-paged-product-001', '3-Paged', '3-']) {
      const refused = await api('GET', `product?after=${encodeURIComponent(after)}`);
      expect(refused.status, after).toBe(400);
      expect(refused.json.errors?.after, after).toBe('Must be the place in the list a page gave');
    }
    const limits = {
      '0': 'Limit must be at least 1',
      '49': 'Limit can be at most 48',
      many: 'Limit must be a number',
      '2.5': 'Limit must be a whole number',
    };
    for (const [limit, message] of Object.entries(limits)) {
      const refused = await api('GET', `product?limit=${limit}`);
      expect(refused.status, limit).toBe(400);
      expect(refused.json.errors?.limit, limit).toBe(message);
    }
    expect(ids([await page('?limit=7')])).toEqual(indexes.slice(0, 7).map(idOf));
    expect(ids(await allPages())).toEqual(indexes.map(idOf));
  });
});

describe('the list’s reads', () => {
  // The repo's commands as they reach the database, to ask it how it reads each.
  const client = new MongoClient(inject('mongodbUri'), { monitorCommands: true });
  afterAll(() => client.close());
  const db = client.db(database.db.databaseName);
  const finds: CommandStartedEvent[] = [];
  client.on('commandStarted', (event) => {
    if (event.commandName === 'find') finds.push(event);
  });

  it('come from indexes, with and without a category: no scan, the page in `order` order', async () => {
    const watched = productsRepo(db);
    const after = { order: 9, id: idOf(46) };
    for (const [query, index] of [
      [{ limit: 48 }, 'activeStatus_1_order_1'],
      [{ limit: 48, after }, 'activeStatus_1_order_1'],
      [{ limit: 48, category: 'books' }, 'activeStatus_1_category_1_order_1'],
      [{ limit: 48, category: 'books', after }, 'activeStatus_1_category_1_order_1'],
    ] as const) {
      finds.length = 0;
      await watched.activePage(query);
      const label = JSON.stringify(query);
      expect(finds.length, label).toBeGreaterThan(0);
      for (const { command } of finds) {
        const { find, filter, sort, limit } = command as Document;
        const plan = await queryPlan(db, { find, filter, sort, limit });
        const read = `${label}: ${JSON.stringify(filter)} → ${JSON.stringify(plan)}`;
        expect(plan.scans, read).toBe(false);
        // The page itself (sorted on `order`, limited) is read in the index's order, no sort in memory.
        const [sortedOn] = sortFields(sort);
        if (sortedOn === 'order') {
          expect(plan.sortedInMemory, read).toBe(false);
          expect(plan.indexes, read).toContain(index);
        }
      }
    }
  });
});
