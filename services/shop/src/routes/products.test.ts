import { productListSchema, productSchema } from '@aspire/contracts/shop';
import { describe, expect, it } from 'vitest';
import { testShop } from '../test-app.ts';

const { api, app, database } = await testShop();

describe('products', () => {
  it('lists at least 12 products on sale, books and others, each with several pictures', async () => {
    const { status, data, response } = await api('GET', 'product');
    expect(status).toBe(200);
    const products = productListSchema.parse(data);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['books', 'others']));
    for (const product of products) {
      expect(product.activeStatus).toBe(true);
      expect(product.image.length).toBeGreaterThanOrEqual(3);
      expect(product.sellingPrice).toBeLessThanOrEqual(product.mrp);
    }
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('is revalidated by its ETag (304) until a product changes', async () => {
    for (const path of ['product', 'product?category=books', 'product/zakah-made-clear']) {
      const first = await app.request(`/api/shop/${path}`);
      const etag = first.headers.get('etag') ?? '';
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const again = await app.request(`/api/shop/${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      await app.repos.products.update('zakah-made-clear', { sellingPrice: 231 });
      const changed = await app.request(`/api/shop/${path}`, { headers: { 'if-none-match': etag } });
      expect(changed.status, path).toBe(200);
      expect(JSON.stringify(await changed.json())).toContain('"sellingPrice":231');
      await app.repos.products.update('zakah-made-clear', { sellingPrice: 249 });
    }
  });

  it('says whether each product is in stock, and how many are left when few are', async () => {
    const stock = (id: string, count: number | null) =>
      database.db.collection('products').updateOne({ _id: id as never }, { $set: { stock: count } });
    const shown = async (id: string) => productSchema.parse((await api('GET', `product/${id}`)).data);
    // The seed's counts are plenty.
    expect(await shown('travel-prayer-mat')).toMatchObject({ inStock: true, fewLeft: null });
    await stock('travel-prayer-mat', 4);
    await app.repos.products.changed();
    expect(await shown('travel-prayer-mat')).toMatchObject({ inStock: true, fewLeft: 4 });
    await stock('travel-prayer-mat', 0);
    await app.repos.products.changed();
    expect(await shown('travel-prayer-mat')).toMatchObject({ inStock: false, fewLeft: null });
    const listed = productListSchema.parse((await api('GET', 'product')).data);
    expect(listed.find(({ _id }) => _id === 'travel-prayer-mat')).toMatchObject({ inStock: false });
    await stock('travel-prayer-mat', 75);
    await app.repos.products.changed();
  });

  it('filters by category and refuses an unknown one with the field named', async () => {
    const books = productListSchema.parse((await api('GET', 'product?category=books')).data);
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((p) => p.category === 'books')).toBe(true);
    const others = productListSchema.parse((await api('GET', 'product?category=others')).data);
    expect(others.every((p) => p.category === 'others')).toBe(true);
    const bad = await api('GET', 'product?category=toys');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('category');
  });

  it('never lists or shows an inactive product', async () => {
    const all = productListSchema.parse((await api('GET', 'product')).data);
    expect(all.map((p) => p._id)).not.toContain('aspire-academic-diary-2022');
    expect((await api('GET', 'product/aspire-academic-diary-2022')).status).toBe(404);
  });

  it('answers one product, 404 for an unknown id and 400 for a malformed one', async () => {
    const one = await api('GET', 'product/tajweed-practice-handbook');
    expect(productSchema.parse(one.data).productName).toBe('Tajweed Practice Handbook');
    expect((await api('GET', 'product/no-such-product')).status).toBe(404);
    const bad = await api('GET', `product/${encodeURIComponent('{"$ne":null}')}`);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty('id');
  });

  it('serves each product picture as immutable SVG', async () => {
    const product = productSchema.parse((await api('GET', 'product/aspire-campus-hoodie')).data);
    for (const url of product.image) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg).toContain('<title>Aspire Campus Hoodie');
    }
    expect((await app.request('/api/shop/media/products/aspire-campus-hoodie-9.svg')).status).toBe(404);
  });

  it('seeds idempotently and keeps what the college changed', async () => {
    const { database } = await testShop();
    const products = database.db.collection('products');
    const before = await products.countDocuments();
    await products.updateOne({ _id: 'aspire-canvas-tote' as never }, { $set: { sellingPrice: 299 } });
    // A second start on the same database.
    await testShop(undefined, { database });
    expect(await products.countDocuments()).toBe(before);
    expect((await products.findOne({ _id: 'aspire-canvas-tote' as never }))?.sellingPrice).toBe(299);
  });
});
