/** The products desk's list on the real database: paged in the shop's order, each read it takes, and at size. */
import type { StaffProductFilters } from '@aspire/contracts/products-desk';
import { productAfterSchema } from '@aspire/contracts/shop';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { byShopOrder, matchesStaffQuery, productList } from './product-list.ts';
import { backfillProductWords, PRODUCT_WORDS_BACKFILL } from './product-migrations.ts';
import { productWordDocs, productWords } from './product-words.ts';
import { type ProductDoc, productsRepo } from './products.ts';

const database = await testDatabase();
await productsRepo(database.db).init([]);
const collection = database.db.collection<ProductDoc>('products');
const words = productWords(database.db);

const TITLES = [
  'Tafsir Companion',
  'Seerah Reader',
  'Arabic Workbook',
  'Prayer Mat',
  'Tote Bag',
  'Dua Cards',
];
const at = new Date('2026-01-01T00:00:00Z');

/** Product `index`: every third shares its order with the one before (made at the same moment). */
function product(index: number): ProductDoc {
  const title = TITLES[index % TITLES.length] ?? 'Diary';
  return {
    _id: `${title.toLowerCase().replaceAll(' ', '-')}-${index}`,
    productName: `${title} ${index % 13}`,
    productDescription: 'A product of the list tests, described at length.',
    category: index % 4 === 0 ? 'others' : 'books',
    mrp: 300,
    sellingPrice: 250,
    image: ['/api/shop/media/0123456789abcdef01234567/600.webp'],
    activeStatus: index % 10 !== 0,
    order: index - Math.floor(index / 3),
    createdAt: at,
    updatedAt: at,
    stock: index % 5 === 1 ? null : (index * 7) % 41,
    lowStockAt: index % 50 === 0 ? 12 : 5,
    version: 0,
  };
}

const many = Array.from({ length: 4000 }, (_, index) => product(index));
for (let start = 0; start < many.length; start += 1000)
  await collection.insertMany(many.slice(start, start + 1000));

const FILTERS: StaffProductFilters[] = [
  {},
  { status: 'inactive' },
  { category: 'others', status: 'active' },
  { stock: 'low' },
  { stock: 'out', category: 'books' },
  { q: 'seerah' },
  { q: 'tafsir 7', status: 'active' },
  { q: 'reader', stock: 'low' },
  { q: 'a' },
  { q: 'nothing like it' },
];

/** What the filters select, worked out from every product. */
const expected = ({ q, stock, category, status }: StaffProductFilters) =>
  many
    .filter(
      (doc) =>
        (!category || doc.category === category) &&
        (!status || doc.activeStatus === (status === 'active')) &&
        matchesStaffQuery(doc, { q, stock }),
    )
    .sort(byShopOrder)
    .map(({ _id }) => _id);

/** Every page of a filter, `limit` at a time, as ids. */
async function pages(list: ReturnType<typeof productList>, filters: StaffProductFilters, limit: number) {
  const seen: string[] = [];
  let after: string | null = null;
  do {
    const page = await list.page(filters, after ? productAfterSchema.parse(after) : undefined, limit);
    seen.push(...page.rows.map(({ _id }) => _id));
    after = page.next;
  } while (after);
  return seen;
}

describe('the start-up backfill', () => {
  it('gives earlier products their words, carrying on where an interrupted start stopped', async () => {
    // The start-up before the products came recorded its backfill (of none) done: as an upgrade, it is not.
    const progress = database.db.collection<{ _id: string; done: boolean }>('shop_migrations');
    await progress.deleteOne({ _id: PRODUCT_WORDS_BACKFILL });
    const list = productList(collection, words);
    let batches = 0;
    const interrupted = {
      add: async (docs: Parameters<typeof words.add>[0]) => {
        batches += 1;
        if (batches > 2) throw new Error('the start stopped');
        await words.add(docs);
      },
    };
    await expect(backfillProductWords(database.db, list, interrupted)).rejects.toThrow('the start stopped');
    expect((await progress.findOne({ _id: PRODUCT_WORDS_BACKFILL }))?.done).toBe(false);
    // Carries on after the 1,000 products done: the rest, and the last batch ends it.
    expect(await backfillProductWords(database.db, list, words)).toBe(3000);
    expect(await backfillProductWords(database.db, list, words)).toBe(0);
    const entries = await database.db.collection('product_words').countDocuments();
    expect(entries).toBe(many.flatMap(productWordDocs).length);
  });
});

describe('the list', () => {
  it('pages each filter in the shop’s order, each product once, by every read', async () => {
    // A small cap sends common words and stock to the shop's order, as the full one does at size.
    for (const list of [productList(collection, words), productList(collection, words, { readCap: 50 })])
      for (const filters of FILTERS)
        expect(await pages(list, filters, 97), JSON.stringify(filters)).toEqual(expected(filters));
  }, 60_000);

  it('ends and starts pages inside a group of products sharing one order', async () => {
    const list = productList(collection, words);
    // Products 2 and 3 share order 2.
    const first = await list.page({}, undefined, 3);
    expect(first.rows.map(({ _id }) => _id)).toEqual(expected({}).slice(0, 3));
    expect(first.next).toBe('2-arabic-workbook-2');
    const second = await list.page({}, productAfterSchema.parse(first.next), 3);
    expect(second.rows.map(({ _id }) => _id)).toEqual(expected({}).slice(3, 6));
    expect(second.rows[0]?._id).toBe('prayer-mat-3');
  });

  it('answers a filtered first page of a few thousand products quickly', async () => {
    const list = productList(collection, words);
    const timed = async (filters: StaffProductFilters) => {
      const started = performance.now();
      const page = await list.page(filters, undefined, 25);
      return { ms: performance.now() - started, rows: page.rows.length };
    };
    await timed({}); // warm the connection
    for (const filters of FILTERS.slice(0, -1)) {
      const { ms, rows } = await timed(filters);
      expect(rows, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(ms, JSON.stringify(filters)).toBeLessThan(400);
    }
  });
});
