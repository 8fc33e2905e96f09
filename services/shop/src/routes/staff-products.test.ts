import { mediaAssetSchema, mediaUrl } from '@aspire/contracts/media';
import {
  type NewProduct,
  type StaffProduct,
  type StaffProductPage,
  staffProductPageSchema,
  staffProductSchema,
} from '@aspire/contracts/products-desk';
import { productListSchema, productSchema } from '@aspire/contracts/shop';
import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { testPicture } from '@aspire/service-kit/testing/pictures';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../seed/products.ts';
import { address, testShop } from '../test-app.ts';
import { PRODUCT_NOT_FOUND, STALE_PRODUCT, staleStock, unknownPicture } from './staff-products.ts';

const { api, app, database, staffToken, sign } = await testShop();
const shopStaff = await staffToken(['shop']);
const admin = await staffToken(['admin'], 'staff-admin');
const admissions = await staffToken(['admissions']);
const learner = await sign({ id: 'learner-1', emailVerified: true });
const productsCollection = database.db.collection('products');

/** Uploads a picture as the desk does: the raw file, its type in `content-type`. */
async function upload(picture: Uint8Array, token = shopStaff, type = 'image/png') {
  const response = await app.request('/api/shop/staff/media/uploads', {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': type },
    body: new Uint8Array(picture),
  });
  return { status: response.status, json: (await response.json()) as { data: unknown; errors?: object } };
}
const uploaded = async () =>
  mediaAssetSchema.parse((await upload(await testPicture({ format: 'png' }))).json.data);

const pictures = [(await uploaded()).url, (await uploaded()).url];

const newProduct = (extra: Partial<NewProduct> = {}): NewProduct => ({
  productName: 'Hadith Study Notebook',
  productDescription: 'A ruled notebook laid out for hadith classes: text, chain and notes on facing pages.',
  category: 'others',
  mrp: 240,
  sellingPrice: 199,
  image: pictures,
  hsn: '4820',
  gstRate: 12,
  lowStockAt: 5,
  activeStatus: true,
  stock: 40,
  key: crypto.randomUUID(),
  ...extra,
});

const create = async (extra: Partial<NewProduct> = {}, token = shopStaff) =>
  api('POST', 'staff/products', { token, body: newProduct(extra) });
const productPage = async (id: string) =>
  staffProductSchema.parse((await api('GET', `staff/products/${id}`, { token: shopStaff })).data);
const listPage = async (query: string) =>
  staffProductPageSchema.parse((await api('GET', `staff/products?${query}`, { token: shopStaff })).data);
/** The first page of up to 100. */
const list = async (query = '') => (await listPage(`limit=100&${query}`)).rows;
/** What a PUT sends to leave `product` as it is. */
const asLoaded = ({
  productName,
  productDescription,
  category,
  mrp,
  sellingPrice,
  images,
  hsn,
  gstRate,
  lowStockAt,
  version,
}: StaffProduct) => ({
  productName,
  productDescription,
  category,
  mrp,
  sellingPrice,
  image: images,
  hsn,
  gstRate,
  lowStockAt,
  version,
});
const publicList = async (shop = api) => productListSchema.parse((await shop('GET', 'product')).data);

const made = staffProductSchema.parse((await create()).data);

describe('every staff route', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', 'staff/products'],
    ['POST', 'staff/products', newProduct()],
    ['GET', `staff/products/${made.id}`],
    ['PUT', `staff/products/${made.id}`, asLoaded(made)],
    ['POST', `staff/products/${made.id}/status`, { activeStatus: false }],
    ['POST', `staff/products/${made.id}/stock`, { was: 40, to: 0 }],
    ['POST', 'staff/media/uploads', 'not a picture'],
  ];
  it.each(routes)(
    '%s %s refuses the anonymous (401), a learner and other staff (403)',
    async (method, path, body) => {
      expect((await api(method, path, { body })).status).toBe(401);
      for (const token of [learner, admissions]) {
        const refused = await api(method, path, { token, body });
        expect(refused.status).toBe(403);
        expect(refused.json?.message).toBe(STAFF_ROLE_REQUIRED);
      }
      // Nothing changed.
      expect(await productPage(made.id)).toEqual(made);
    },
  );

  it('answers the shop desk and an admin', async () => {
    for (const token of [shopStaff, admin]) {
      expect((await api('GET', 'staff/products', { token })).status).toBe(200);
      expect((await api('GET', `staff/products/${made.id}`, { token })).status).toBe(200);
    }
    const byAdmin = await create({ productName: 'Admin’s Own Product' }, admin);
    expect(byAdmin.status).toBe(201);
  });

  it('are in the OpenAPI document', async () => {
    const document = (await (await app.request('/api/shop/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const { paths } = document;
    expect(Object.keys(paths['/staff/products'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/staff/products/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(paths['/staff/products/{id}/status']).toHaveProperty('post');
    expect(paths['/staff/products/{id}/stock']).toHaveProperty('post');
    expect(paths['/staff/media/uploads']).toHaveProperty('post');
    expect(paths['/media/{id}/{file}']).toHaveProperty('get');
  });
});

describe('pictures', () => {
  it('are uploaded as files and served as WebP at each width', async () => {
    const asset = mediaAssetSchema.parse(
      (await upload(await testPicture({ format: 'png', width: 900 }))).json.data,
    );
    expect(asset).toMatchObject({ url: mediaUrl('shop', asset.id), type: 'image/png', width: 900 });
    const served = await app.request(asset.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(new TextDecoder().decode((await served.arrayBuffer()).slice(8, 12))).toBe('WEBP');
    expect((await app.request(mediaUrl('shop', asset.id, 160))).status).toBe(200);
    // The seed products' art is still served beside them.
    expect((await app.request('/api/shop/media/products/aspire-canvas-tote-1.svg')).status).toBe(200);
  });

  it('refuses what is not a picture, with the field named', async () => {
    const refused = await upload(new TextEncoder().encode('plain text, not a picture'));
    expect(refused.status).toBe(415);
    expect(refused.json.errors).toHaveProperty('file');
  });
});

describe('a new product', () => {
  it('is made with its id from its name, shown on the public shop and in the desk’s list', async () => {
    expect(made).toMatchObject({
      id: 'hadith-study-notebook',
      image: pictures[0],
      images: pictures,
      stock: 40,
      reserved: 0,
      version: 0,
      hsn: '4820',
      gstRate: 12,
    });
    expect(made.audit).toHaveLength(1);
    expect(made.audit[0]).toMatchObject({
      action: 'product.created',
      subject: { kind: 'product', id: made.id, label: 'Hadith Study Notebook' },
      changes: {
        mrp: { from: null, to: 240 },
        stock: { from: null, to: 40 },
        image: { from: null, to: pictures },
      },
    });
    const shown = productSchema.parse((await api('GET', `product/${made.id}`)).data);
    expect(shown).toMatchObject({ sellingPrice: 199, image: pictures, inStock: true, fewLeft: null });
    // Last in the shop's order, after the seed's products.
    const rows = await list();
    expect(rows.findIndex(({ id }) => id === made.id)).toBe(SEED_PRODUCTS.length);
    expect(rows[SEED_PRODUCTS.length]).toMatchObject({ stock: 40, reserved: 0, activeStatus: true });
  });

  it('is made once per form key: the same key again answers the product it made', async () => {
    const input = newProduct({ productName: 'Sunnah Miswak Pack' });
    const first = await api('POST', 'staff/products', { token: shopStaff, body: input });
    const again = await api('POST', 'staff/products', { token: shopStaff, body: input });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(staffProductSchema.parse(again.data).id).toBe('sunnah-miswak-pack');
    expect(await productsCollection.countDocuments({ productName: 'Sunnah Miswak Pack' })).toBe(1);
    const another = await create({ productName: 'Sunnah Miswak Pack' });
    expect(staffProductSchema.parse(another.data).id).toBe('sunnah-miswak-pack-2');
  });

  it('is refused with each rule’s message under its field, and nothing is made', async () => {
    const before = await productsCollection.countDocuments();
    const cases: [Partial<NewProduct>, string, string][] = [
      [{ sellingPrice: 300 }, 'sellingPrice', 'The selling price cannot be above the MRP'],
      [{ hsn: '49 01' }, 'hsn', 'Enter the HSN code: 4, 6 or 8 digits'],
      [{ hsn: '12345' }, 'hsn', 'Enter the HSN code: 4, 6 or 8 digits'],
      [{ gstRate: 7 as never }, 'gstRate', 'Choose a GST rate: 0, 5, 12, 18, 28%'],
      [{ productName: ' A ' }, 'productName', 'Enter the product’s name (3 characters at least)'],
      [{ image: [] }, 'image', 'Add at least one picture'],
      [{ image: [pictures[0]!, pictures[0]!] }, 'image', 'The same picture is there twice'],
      [{ image: ['https://elsewhere.example/cat.png'] }, 'image.0', 'Not a picture of this shop'],
      [{ stock: -1 }, 'stock', 'Stock cannot be negative'],
      [{ key: 'again' }, 'key', 'Not a form key'],
      // Addresses of this shop that name no picture it stored, or another product's art.
      [{ image: [pictures[0]!, mediaUrl('shop', 'ab'.repeat(12))] }, 'image', unknownPicture(2)],
      [{ image: [mediaUrl('shop', pictures[0]!.split('/')[4]!, 160)] }, 'image', unknownPicture(1)],
      [{ image: ['/api/shop/media/products/aspire-canvas-tote-1.svg'] }, 'image', unknownPicture(1)],
    ];
    for (const [extra, field, message] of cases) {
      const refused = await create(extra);
      expect(refused.status, field).toBe(400);
      expect(refused.json.errors?.[field], field).toBe(message);
    }
    expect(await productsCollection.countDocuments()).toBe(before);
  });
});

describe('an edit', () => {
  it('changes the fields, audits only those that changed, and shows on the public shop at once', async () => {
    const product = staffProductSchema.parse((await create({ productName: 'Tafsir Bookmarks' })).data);
    // Warm the public answers, so the change must clear them.
    expect((await api('GET', `product/${product.id}`)).status).toBe(200);
    await publicList();
    const edited = await api('PUT', `staff/products/${product.id}`, {
      token: shopStaff,
      body: { ...asLoaded(product), sellingPrice: 149, image: [...product.images].reverse() },
    });
    expect(edited.status).toBe(200);
    const page = staffProductSchema.parse(edited.data);
    expect(page).toMatchObject({ version: 1, sellingPrice: 149, images: [...pictures].reverse() });
    expect(page.audit.at(-1)).toMatchObject({
      action: 'product.changed',
      changes: {
        sellingPrice: { from: 199, to: 149 },
        image: { from: pictures, to: [...pictures].reverse() },
      },
    });
    expect(Object.keys(page.audit.at(-1)?.changes ?? {}).sort()).toEqual(['image', 'sellingPrice']);
    expect(productSchema.parse((await api('GET', `product/${product.id}`)).data).sellingPrice).toBe(149);
    expect((await publicList()).find(({ _id }) => _id === product.id)?.sellingPrice).toBe(149);

    // The same again changes nothing: no new entry, the same version.
    const same = staffProductSchema.parse(
      (await api('PUT', `staff/products/${product.id}`, { token: shopStaff, body: asLoaded(page) })).data,
    );
    expect(same.version).toBe(1);
    expect(same.audit).toHaveLength(page.audit.length);
  });

  it('made from a stale version is refused (409) and changes nothing', async () => {
    const product = staffProductSchema.parse((await create({ productName: 'Seerah Wall Map' })).data);
    const loaded = asLoaded(product);
    await api('PUT', `staff/products/${product.id}`, { token: admin, body: { ...loaded, mrp: 260 } });
    const before = await productPage(product.id);
    const stale = await api('PUT', `staff/products/${product.id}`, {
      token: shopStaff,
      body: { ...loaded, productName: 'Seerah Wall Map (A1)' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(STALE_PRODUCT);
    expect(await productPage(product.id)).toEqual(before);
    expect(before).toMatchObject({ version: 1, mrp: 260, productName: 'Seerah Wall Map' });
  });

  it('keeps a seed product’s own art, reordered, and refuses another product’s', async () => {
    const seed = await productPage('aspire-canvas-tote');
    const reordered = await api('PUT', 'staff/products/aspire-canvas-tote', {
      token: shopStaff,
      body: { ...asLoaded(seed), image: [seed.images[2], seed.images[0], pictures[1]] },
    });
    expect(reordered.status).toBe(200);
    expect(staffProductSchema.parse(reordered.data).images).toEqual([
      seed.images[2],
      seed.images[0],
      pictures[1],
    ]);
    const foreign = await api('PUT', 'staff/products/aspire-canvas-tote', {
      token: shopStaff,
      body: { ...asLoaded(seed), image: ['/api/shop/media/products/aspire-campus-hoodie-1.svg'] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors?.image).toBe(unknownPicture(1));
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await api('PUT', 'staff/products/no-such-product', {
      token: shopStaff,
      body: asLoaded(made),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(PRODUCT_NOT_FOUND);
    expect((await api('GET', 'staff/products/no-such-product', { token: shopStaff })).status).toBe(404);
    const malformed = await api('GET', 'staff/products/Not_An_Id', { token: shopStaff });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toHaveProperty('id');
  });
});

describe('on sale or not', () => {
  it('takes a product off the public shop and puts it back, audited once each', async () => {
    const product = staffProductSchema.parse((await create({ productName: 'Arabic Flash Cards' })).data);
    const off = async () =>
      staffProductSchema.parse(
        (
          await api('POST', `staff/products/${product.id}/status`, {
            token: shopStaff,
            body: { activeStatus: false },
          })
        ).data,
      );
    expect((await off()).activeStatus).toBe(false);
    const twice = await off();
    expect(twice.audit.filter(({ action }) => action === 'product.status')).toHaveLength(1);
    expect(twice.audit.at(-1)?.changes).toEqual({ activeStatus: { from: true, to: false } });
    expect((await api('GET', `product/${product.id}`)).status).toBe(404);
    expect((await publicList()).map(({ _id }) => _id)).not.toContain(product.id);
    const [row] = await list('status=inactive&q=flash');
    expect(row).toMatchObject({ id: product.id, activeStatus: false });
    await api('POST', `staff/products/${product.id}/status`, {
      token: shopStaff,
      body: { activeStatus: true },
    });
    expect((await api('GET', `product/${product.id}`)).status).toBe(200);
  });
});

describe('stock', () => {
  const setStock = (id: string, body: { was: number | null; to: number | null }) =>
    api('POST', `staff/products/${id}/stock`, { token: shopStaff, body });

  it('is set from the count the desk saw; a stale count is refused (409) with the count now', async () => {
    const product = staffProductSchema.parse((await create({ productName: 'Tajweed Wall Chart' })).data);
    const stale = await setStock(product.id, { was: 39, to: 2 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(staleStock(40));
    expect(stale.json.message).toBe('The stock changed meanwhile (now 40); check it and try again');
    expect(stale.json.errors?.to).toBe(stale.json.message);
    expect((await productPage(product.id)).stock).toBe(40);

    const set = staffProductSchema.parse((await setStock(product.id, { was: 40, to: 2 })).data);
    expect(set).toMatchObject({ stock: 2, version: 0 });
    expect(set.audit.at(-1)).toMatchObject({
      action: 'product.stock',
      changes: { stock: { from: 40, to: 2 } },
    });
    expect(productSchema.parse((await api('GET', `product/${product.id}`)).data)).toMatchObject({
      inStock: true,
      fewLeft: 2,
    });
    await setStock(product.id, { was: 2, to: 0 });
    expect(productSchema.parse((await api('GET', `product/${product.id}`)).data)).toMatchObject({
      inStock: false,
      fewLeft: null,
    });
    await setStock(product.id, { was: 0, to: null });
    expect(productSchema.parse((await api('GET', `product/${product.id}`)).data)).toMatchObject({
      inStock: true,
      fewLeft: null,
    });
    expect((await setStock(product.id, { was: 5, to: 1 })).json.message).toBe(staleStock(null));
    expect(staleStock(12_500)).toBe('The stock changed meanwhile (now 12,500); check it and try again');
  });

  it('shows as reserved what open checkouts hold, beside what is left, at once on every instance', async () => {
    const product = staffProductSchema.parse(
      (await create({ productName: 'Fiqh Flash Cards', stock: 10 })).data,
    );
    const other = await testShop(undefined, { database });
    const otherStaff = await other.staffToken(['shop']);
    const counts = async (shop: typeof api, token: string) =>
      staffProductPageSchema
        .parse((await shop('GET', 'staff/products?q=fiqh%20flash', { token })).data)
        .rows.map(({ stock, reserved }) => ({ stock, reserved }));
    const countsOnBoth = async () => [await counts(api, shopStaff), await counts(other.api, otherStaff)];
    // Read (and kept) on both before any checkout; the counts stay far above the low-stock mark, so
    // nothing the public shop shows changes with them.
    expect(await countsOnBoth()).toEqual([[{ stock: 10, reserved: 0 }], [{ stock: 10, reserved: 0 }]]);
    const user = 'reserving-buyer';
    await api('POST', 'cart', { user, body: { productId: product.id, qty: 3 } });
    await api('POST', 'cart/address', { user, body: { shippingAddress: address } });
    expect((await api('GET', 'cart/order', { user })).status).toBe(200);
    expect(await productPage(product.id)).toMatchObject({ stock: 7, reserved: 3 });
    expect(await countsOnBoth()).toEqual([[{ stock: 7, reserved: 3 }], [{ stock: 7, reserved: 3 }]]);
    // One more and a new checkout: the first hold is given back, the new one held.
    await api('POST', 'cart', { user, body: { productId: product.id, qty: 1 } });
    expect((await api('GET', 'cart/order', { user })).status).toBe(200);
    expect(await countsOnBoth()).toEqual([[{ stock: 6, reserved: 4 }], [{ stock: 6, reserved: 4 }]]);
  });

  it('refuses a count out of range with the field named', async () => {
    const refused = await setStock(made.id, { was: 40, to: 100_001 });
    expect(refused.status).toBe(400);
    expect(refused.json.errors?.to).toBe('At most 1,00,000');
  });
});

describe('the desk’s list', () => {
  it('filters by words of the name, category, status and low or no stock, in the shop’s order', async () => {
    const ids = (rows: { id: string }[]) => rows.map(({ id }) => id);
    expect(ids(await list('q=ARABIC%20read'))).toEqual([
      'arabic-foundations-reader-1',
      'arabic-foundations-reader-2',
    ]);
    expect((await list('category=books')).every(({ category }) => category === 'books')).toBe(true);
    expect(ids(await list('status=inactive'))).toContain('aspire-academic-diary-2022');
    const low = staffProductSchema.parse((await create({ productName: 'Dua Cards', stock: 3 })).data);
    const out = staffProductSchema.parse((await create({ productName: 'Dua Cards Large', stock: 0 })).data);
    const uncounted = staffProductSchema.parse(
      (await create({ productName: 'Dua Cards Small', stock: null })).data,
    );
    expect(ids(await list('q=dua&stock=low'))).toEqual([low.id, out.id]);
    expect(ids(await list('q=dua&stock=out'))).toEqual([out.id]);
    expect(ids(await list('q=dua'))).toEqual([low.id, out.id, uncounted.id]);
    const all = await list();
    expect(all.length).toBeGreaterThan(17);
    expect(all[0]?.id).toBe('arabic-foundations-reader-1');
    const refused = await api('GET', 'staff/products?stock=some', { token: shopStaff });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toHaveProperty('stock');
  });

  it('pages in the shop’s order, each product once, `next` starting the page after', async () => {
    const every = (await list()).map(({ id }) => id);
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: StaffProductPage = await listPage(`limit=4${after ? `&after=${after}` : ''}`);
      expect(page.rows.length).toBeLessThanOrEqual(4);
      paged.push(...page.rows.map(({ id }) => id));
      after = page.next;
    } while (after);
    expect(paged).toEqual(every);
    const searched = await listPage('q=dua&limit=2');
    expect(searched.rows).toHaveLength(2);
    expect((await listPage(`q=dua&limit=2&after=${searched.next}`)).rows.map(({ id }) => id)).toEqual([
      'dua-cards-small',
    ]);
  });

  it('finds a renamed product by its new words, not its old ones', async () => {
    const made = staffProductSchema.parse((await create({ productName: 'Wudu Towel Set' })).data);
    const renamed = await api('PUT', `staff/products/${made.id}`, {
      token: shopStaff,
      body: { ...asLoaded(made), productName: 'Ablution Towel Set' },
    });
    expect(renamed.status).toBe(200);
    expect((await list('q=ablution')).map(({ id }) => id)).toEqual([made.id]);
    expect(await list('q=wudu')).toEqual([]);
    expect((await list('q=towel')).map(({ id }) => id)).toContain(made.id);
  });

  it('refuses a page place or size it never gave, changing nothing', async () => {
    const badPlace = await api('GET', 'staff/products?after=somewhere', { token: shopStaff });
    expect(badPlace.status).toBe(400);
    expect(badPlace.json.errors?.after).toBe('Must be the place in the list a page gave');
    const badSize = await api('GET', 'staff/products?limit=101', { token: shopStaff });
    expect(badSize.status).toBe(400);
    expect(badSize.json.errors?.limit).toBe('Limit can be at most 100');
  });
});

describe('two instances on one database', () => {
  it('show a change made on one on the other’s public shop within a second', async () => {
    const other = await testShop(undefined, { database });
    const product = staffProductSchema.parse((await create({ productName: 'Ramadan Planner' })).data);
    const onB = async () => (await publicList(other.api)).find(({ _id }) => _id === product.id);
    /** B's answer, read until it reads `expected` (at most 2 s: the public reads may lag a second). */
    const settlesOnB = async (read: () => Promise<unknown>, expected: unknown) => {
      const started = Date.now();
      while (Date.now() - started < 2_000) {
        if ((await read()) === expected) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Number.POSITIVE_INFINITY;
    };
    // B keeps its list now.
    expect((await onB())?.sellingPrice).toBe(199);
    expect((await other.api('GET', `product/${product.id}`)).status).toBe(200);
    await api('PUT', `staff/products/${product.id}`, {
      token: shopStaff,
      body: { ...asLoaded(product), sellingPrice: 175 },
    });
    // A, the instance written to, shows it at once; B within a second.
    expect((await publicList(api)).find(({ _id }) => _id === product.id)?.sellingPrice).toBe(175);
    expect(await settlesOnB(async () => (await onB())?.sellingPrice, 175)).toBeLessThan(1_500);
    await api('POST', `staff/products/${product.id}/status`, {
      token: shopStaff,
      body: { activeStatus: false },
    });
    expect(await settlesOnB(onB, undefined)).toBeLessThan(1_500);
    expect((await other.api('GET', `product/${product.id}`)).status).toBe(404);
  });
});
