/**
 * The products repo on the real database: the seed's stock, ids made from names, conditional writes,
 * and the desk's list keeping step with them.
 */
import {
  DEFAULT_LOW_STOCK_AT,
  type NewProduct,
  type ProductChange,
  type StaffProductFilters,
} from '@aspire/contracts/products-desk';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../seed/products.ts';
import { type ProductDoc, toProduct } from './product-doc.ts';
import { matchesStaffFilters } from './product-list.ts';
import { type ProductPrefixDoc, productPrefixDocs } from './product-prefixes.ts';
import { baseId, productsRepo } from './products.ts';

const database = await testDatabase();
const collection = database.db.collection<ProductDoc>('products');
const products = productsRepo(database.db);
await products.init(SEED_PRODUCTS);

const newProduct = (productName: string, extra: Partial<NewProduct> = {}): NewProduct => ({
  productName,
  productDescription: 'A product made by the products repo tests, described at length.',
  category: 'others',
  mrp: 500,
  sellingPrice: 450,
  image: ['/api/shop/media/0123456789abcdef01234567/600.webp'],
  hsn: '4202',
  gstRate: 18,
  lowStockAt: 5,
  activeStatus: true,
  stock: 10,
  key: crypto.randomUUID(),
  ...extra,
});

const doc = (stock: number | null | undefined, lowStockAt = 5) =>
  ({
    ...(stock !== undefined && { stock }),
    lowStockAt,
    productName: 'Qur’ān Stand (Sheesham)',
  }) as ProductDoc;

describe('the seed', () => {
  it('gives each seed product its stock, version 0 and the default low-stock mark', async () => {
    for (const { _id, stock } of SEED_PRODUCTS) {
      const stored = await collection.findOne({ _id });
      expect(stored).toMatchObject({ stock, version: 0, lowStockAt: DEFAULT_LOW_STOCK_AT });
      expect(stock).toBeGreaterThanOrEqual(40);
      expect(stock).toBeLessThanOrEqual(150);
    }
  });

  it('never overwrites the college’s counts; products of earlier versions get their new fields, uncounted', async () => {
    await collection.updateOne({ _id: 'aspire-canvas-tote' }, { $set: { stock: 3 } });
    await collection.updateOne({ _id: 'zakah-made-clear' }, { $set: { stock: null } });
    await collection.updateOne(
      { _id: 'travel-prayer-mat' },
      { $unset: { stock: '', version: '', lowStockAt: '', updatedAt: '' } },
    );
    const createdAt = new Date('2024-06-01T10:00:00Z');
    await collection.insertOne({ _id: 'old-mug', productName: 'An old mug', createdAt } as ProductDoc);
    // The earlier version's stock index, which nothing reads now.
    await collection.createIndex({ stock: 1 });
    await productsRepo(database.db).init(SEED_PRODUCTS);
    expect(await collection.indexExists('stock_1')).toBe(false);
    expect((await collection.findOne({ _id: 'aspire-canvas-tote' }))?.stock).toBe(3);
    expect((await collection.findOne({ _id: 'zakah-made-clear' }))?.stock).toBeNull();
    expect(await collection.findOne({ _id: 'travel-prayer-mat' })).toMatchObject({ stock: 75, version: 0 });
    const old = await collection.findOne({ _id: 'old-mug' });
    expect(old).toMatchObject({
      version: 0,
      lowStockAt: DEFAULT_LOW_STOCK_AT,
      createdAt,
      updatedAt: createdAt,
    });
    expect(old).not.toHaveProperty('stock');
  });
});

describe('public answers', () => {
  it('are in stock unless counted and none left, and say how many when few are', () => {
    expect(toProduct({ ...doc(undefined), image: ['x'] } as ProductDoc)).toMatchObject({
      inStock: true,
      fewLeft: null,
    });
    expect(toProduct(doc(null))).toMatchObject({ inStock: true, fewLeft: null });
    expect(toProduct(doc(0))).toMatchObject({ inStock: false, fewLeft: null });
    expect(toProduct(doc(1))).toMatchObject({ inStock: true, fewLeft: 1 });
    expect(toProduct(doc(5))).toMatchObject({ inStock: true, fewLeft: 5 });
    expect(toProduct(doc(6))).toMatchObject({ inStock: true, fewLeft: null });
    expect(toProduct(doc(3, 0))).toMatchObject({ inStock: true, fewLeft: null });
  });
});

describe('the desk’s filters', () => {
  it('match words of the name from their start, whatever the case, accents or apostrophes', () => {
    const stand = doc(20);
    for (const q of ['quran', 'QUR', 'Qur’ān', 'stand sheesham', 'sheesham qur', '  stand  '])
      expect(matchesStaffFilters(stand, { q }), q).toBe(true);
    for (const q of ['tand', 'quran box', 'teak']) expect(matchesStaffFilters(stand, { q }), q).toBe(false);
  });

  it('find low stock (counted, at or below its mark) and none left (counted, 0)', () => {
    expect(
      [null, undefined, 0, 5, 6].map((stock) => matchesStaffFilters(doc(stock), { stock: 'low' })),
    ).toEqual([false, false, true, true, false]);
    expect([null, undefined, 0, 1].map((stock) => matchesStaffFilters(doc(stock), { stock: 'out' }))).toEqual(
      [false, false, true, false],
    );
  });
});

describe('new products', () => {
  it('take an id from the name, made unique, never the desk’s own `new`', async () => {
    expect(baseId('Qur’ān Stand: Sheesham & Brass')).toBe('quran-stand-sheesham-and-brass');
    expect(baseId('!!!')).toBe('product');
    expect(baseId(`${'Very long name '.repeat(10)}`)).toMatch(/^very-long-name-[a-z-]+[a-z]$/);
    expect(baseId(`${'Very long name '.repeat(10)}`).length).toBeLessThanOrEqual(58);
    const first = await products.create(newProduct('Brass Rehal'));
    const second = await products.create(newProduct('Brass rehal!'));
    const third = await products.create(newProduct('brass RE-HAL'));
    expect([first, second].map(({ product }) => product._id)).toEqual(['brass-rehal', 'brass-rehal-2']);
    expect(third.product._id).toBe('brass-re-hal');
    expect((await products.create(newProduct('New'))).product._id).toBe('new-2');
  });

  it('go last in the shop’s order, at version 0', async () => {
    const { product } = await products.create(newProduct('Prayer Cap'));
    const [last] = await collection.find().sort({ order: -1 }).limit(1).toArray();
    expect(last?._id).toBe(product._id);
    expect(product).toMatchObject({ version: 0, stock: 10 });
  });

  it('are made once per form key, however many times it is sent at once', async () => {
    const input = newProduct('Attar Gift Box');
    const results = await Promise.all(Array.from({ length: 8 }, () => products.create(input)));
    expect(results.filter(({ created }) => created)).toHaveLength(1);
    expect(new Set(results.map(({ product }) => product._id))).toEqual(new Set(['attar-gift-box']));
    expect(await collection.countDocuments({ productName: 'Attar Gift Box' })).toBe(1);
  });

  it('of one name sent at once each get their own id', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => products.create(newProduct('Miswak'))));
    expect(results.map(({ product }) => product._id).sort()).toEqual([
      'miswak',
      'miswak-2',
      'miswak-3',
      'miswak-4',
    ]);
  });
});

describe('staff writes', () => {
  it('change only what differs, at the version loaded, and bump it', async () => {
    const { product } = await products.create(newProduct('Wooden Tasbeeh'));
    const { _id, version, productName, productDescription, category, image, lowStockAt } = product;
    const fields = {
      productName,
      productDescription,
      category,
      image,
      lowStockAt,
      hsn: '4202',
      gstRate: 18 as const,
    };
    const same = await products.edit(_id, { ...fields, mrp: 500, sellingPrice: 450, version });
    expect(same).toMatchObject({ outcome: 'changed', changes: {}, product: { version: 0 } });
    const changed = await products.edit(_id, { ...fields, mrp: 600, sellingPrice: 450, version });
    expect(changed).toMatchObject({
      outcome: 'changed',
      changes: { mrp: { from: 500, to: 600 } },
      product: { version: 1, mrp: 600 },
    });
    const stale = await products.edit(_id, { ...fields, mrp: 700, sellingPrice: 450, version });
    expect(stale).toMatchObject({ outcome: 'stale', product: { version: 1, mrp: 600 } });
    expect(
      await products.edit('no-such-product', { ...fields, mrp: 1, sellingPrice: 1, version }),
    ).toBeNull();
  });

  it('set the stock only from the count the desk saw, and never bump the version', async () => {
    const { product } = await products.create(newProduct('Kufi Cap', { stock: null }));
    expect(await products.setStock(product._id, { was: 4, to: 9 })).toMatchObject({
      outcome: 'stale',
      product: { stock: null },
    });
    expect(await products.setStock(product._id, { was: null, to: 9 })).toMatchObject({
      outcome: 'changed',
      changes: { stock: { from: null, to: 9 } },
      product: { stock: 9, version: 0 },
    });
    expect(await products.setStock(product._id, { was: 9, to: 9 })).toMatchObject({ changes: {} });
    const raced = await Promise.all([3, 4, 5].map((to) => products.setStock(product._id, { was: 9, to })));
    expect(raced.filter((result) => result?.outcome === 'changed')).toHaveLength(1);
  });

  it('put on sale or take off sale once', async () => {
    const { product } = await products.create(newProduct('Ittar Roll-on'));
    expect(await products.setStatus(product._id, false)).toMatchObject({
      changes: { activeStatus: { from: true, to: false } },
      product: { activeStatus: false },
    });
    expect(await products.setStatus(product._id, false)).toMatchObject({ changes: {} });
    expect(await products.findActive(product._id)).toBeNull();
    expect(await products.setStatus('no-such-product', true)).toBeNull();
  });
});

describe('the desk’s list, as products change', () => {
  const entries = database.db.collection<ProductPrefixDoc>('product_prefixes');
  const found = async (filters: StaffProductFilters) =>
    (await products.staffPage(filters, undefined, 100)).rows.map(({ _id }) => _id);
  /** The desk's edit of these fields, from the product as it is now. */
  async function edit(id: string, fields: Partial<ProductChange>) {
    const now = await collection.findOne({ _id: id });
    if (!now) throw new Error(`no product ${id}`);
    const { productName, productDescription, category, mrp, sellingPrice, image, lowStockAt, version } = now;
    const change = {
      productName,
      productDescription,
      category,
      mrp,
      sellingPrice,
      image,
      lowStockAt,
      version,
    };
    return products.edit(id, { ...change, hsn: '4202', gstRate: 18, ...fields });
  }
  /** Its entries are exactly those of the product as it stands. */
  async function expectEntriesInStep(id: string) {
    const now = await collection.findOne({ _id: id });
    const stored = await entries.find({ productId: id }).toArray();
    expect(stored.map(({ _id }) => _id).sort()).toEqual(
      productPrefixDocs(now as ProductDoc)
        .map(({ _id }) => _id)
        .sort(),
    );
  }

  it('finds a product by the start of every word searched, through renames', async () => {
    const { product } = await products.create(newProduct('Tajweed Primer for Beginners'));
    expect(await found({ q: 'tajw' })).toContain(product._id);
    expect(await found({ q: 'beginners  TAJ primer' })).toEqual([product._id]);
    expect(await found({ q: 'tajweed primers' })).toEqual([]);
    await edit(product._id, { productName: 'Hifz Planner' });
    expect(await found({ q: 'tajw' })).not.toContain(product._id);
    expect(await found({ q: 'plan hif' })).toEqual([product._id]);
    await expectEntriesInStep(product._id);
  });

  it('looks a long word up by its first letters and checks the rest', async () => {
    const { product } = await products.create(newProduct('Tafsirulqurankareemexplained Notes'));
    expect(await found({ q: 'tafsirulqurankareemexp' })).toEqual([product._id]);
    expect(await found({ q: 'tafsirulqurankarXYZ' })).toEqual([]);
    // A rename beyond the letters looked up keeps its entries, and is found as it is now.
    await edit(product._id, { productName: 'Tafsirulqurankareemsummarised Notes' });
    expect(await found({ q: 'tafsirulqurankareemsum notes' })).toEqual([product._id]);
    expect(await found({ q: 'tafsirulqurankareemexp' })).toEqual([]);
  });

  it('filters a search by status and category as they change, even when changed at once', async () => {
    const { product } = await products.create(newProduct('Zamzam Travel Pouch', { category: 'others' }));
    await products.setStatus(product._id, false);
    expect(await found({ q: 'zamzam', status: 'inactive', category: 'others' })).toEqual([product._id]);
    expect(await found({ q: 'zamzam', status: 'active' })).toEqual([]);
    await edit(product._id, { category: 'books' });
    expect(await found({ q: 'zamzam', category: 'books' })).toEqual([product._id]);
    expect(await found({ q: 'zamzam', category: 'others' })).toEqual([]);
    // Staff at two desks putting it on and off sale, and renaming it: the entries end in step.
    await Promise.all([
      products.setStatus(product._id, true),
      products.setStatus(product._id, false),
      edit(product._id, { productName: 'Zamzam Pouch' }),
      products.setStatus(product._id, true),
    ]);
    await expectEntriesInStep(product._id);
    const { activeStatus } = (await collection.findOne({ _id: product._id })) as ProductDoc;
    expect(await found({ q: 'zamzam', status: activeStatus ? 'active' : 'inactive' })).toEqual([product._id]);
  });

  it('lists low and no stock as the count crosses the mark both ways, and as the mark moves', async () => {
    const { product } = await products.create(newProduct('Attar Gift Box', { stock: 10, lowStockAt: 5 }));
    const id = product._id;
    const lists = async () => ({
      low: (await found({ stock: 'low' })).includes(id),
      out: (await found({ stock: 'out' })).includes(id),
    });
    expect(await lists()).toEqual({ low: false, out: false });
    await products.setStock(id, { was: 10, to: 5 });
    expect(await lists()).toEqual({ low: true, out: false });
    await products.setStock(id, { was: 5, to: 0 });
    expect(await lists()).toEqual({ low: true, out: true });
    await products.setStock(id, { was: 0, to: 6 });
    expect(await lists()).toEqual({ low: false, out: false });
    await edit(id, { lowStockAt: 6 });
    expect(await lists()).toEqual({ low: true, out: false });
    await products.setStock(id, { was: 6, to: null });
    expect(await lists()).toEqual({ low: false, out: false });
    expect(await collection.findOne({ _id: id })).not.toHaveProperty('stockLevel');
    // The seed's products are counted, well above their mark (one a test above set to 3).
    expect((await collection.findOne({ _id: 'zakah-made-clear' }))?.stockLevel).toBeUndefined();
    expect((await collection.findOne({ _id: 'aspire-canvas-tote' }))?.stockLevel).toBe('low');
    expect((await collection.findOne({ _id: 'digital-tasbeeh-counter' }))?.stockLevel).toBe('ok');
  });
});
