import { INVALID_PHONE } from '@aspire/contracts/phone';
import { cartSchema, MAX_CART_LINES } from '@aspire/contracts/shop';
import { describe, expect, it } from 'vitest';
import { GatewayError, type PaymentGateway } from '../payments/gateway.ts';
import { address, testShop } from '../test-app.ts';

const { api, app, database } = await testShop();
const cartOf = async (user: string) => cartSchema.parse((await api('GET', 'cart', { user })).data);
/** Sets how many of a product are left to sell (null: not counted). */
const setStock = (productId: string, stock: number | null) =>
  database.db.collection<{ _id: string }>('products').updateOne({ _id: productId }, { $set: { stock } });
const stockOf = async (productId: string) =>
  (
    await database.db
      .collection<{ _id: string; stock?: number | null }>('products')
      .findOne({ _id: productId })
  )?.stock;

describe('cart', () => {
  it('answers every cart call without a token with 401 "authorization token required"', async () => {
    for (const [method, path] of [
      ['GET', 'cart'],
      ['POST', 'cart'],
      ['POST', 'cart/edit'],
      ['POST', 'cart/delete'],
      ['POST', 'cart/clear'],
      ['POST', 'cart/address'],
      ['GET', 'cart/order'],
      ['POST', 'order'],
      ['GET', 'orders'],
    ] as const) {
      const { status, json } = await api(method, path, { body: method === 'POST' ? {} : undefined });
      expect(status, `${method} ${path}`).toBe(401);
      expect(json.message).toBe('authorization token required');
    }
  });

  it('answers an expired token with 401 "jwt expired"', async () => {
    const { sign } = await testShop();
    const expired = await sign({ id: 'u-expired' }, Math.floor(Date.now() / 1000) - 60);
    const response = await app.request('/api/shop/cart', { headers: { authorization: `Bearer ${expired}` } });
    expect(response.status).toBe(401);
    // A token signed by another key set is refused too (this app trusts its own keys only).
    expect(((await response.json()) as { message: string }).message).toMatch(/jwt expired|invalid token/);
  });

  it('keeps one line per product; adding again raises the quantity, up to 10', async () => {
    const user = 'u-lines';
    const first = await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
    expect(first.status).toBe(201);
    await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
    let cart = await cartOf(user);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: 'zakah-made-clear',
      qty: 2,
      mrp: 299,
      sellingPrice: 249,
    });
    expect(cart.items[0]?._id).toMatch(/^[a-f0-9]{16}$/);
    const line = cart.items[0]!;
    await api('POST', 'cart/edit', { user, body: { cartId: line._id, productId: line.productId, qty: 10 } });
    const over = await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
    expect(over.status).toBe(400);
    expect(over.json.errors).toHaveProperty('qty');
    cart = await cartOf(user);
    expect(cart.items[0]?.qty).toBe(10);
  });

  it('holds at most 30 different products; a full cart still raises its lines and has room again once one goes', async () => {
    const user = 'u-full';
    const products = database.db.collection<{ _id: string }>('products');
    const model = await products.findOne({ _id: 'zakah-made-clear' });
    const extra = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => `cart-room-book-${i + 1}`);
    await products.insertMany(extra.map((_id) => ({ ...model, _id })));
    for (const productId of extra.slice(0, MAX_CART_LINES)) {
      const added = await api('POST', 'cart', { user, body: { productId, qty: 1 } });
      expect(added.status, productId).toBe(201);
    }
    const refused = await api('POST', 'cart', { user, body: { productId: extra[MAX_CART_LINES], qty: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Your cart can hold at most 30 different products');
    expect(refused.json.errors).toHaveProperty('productId');
    expect((await cartOf(user)).items).toHaveLength(MAX_CART_LINES);
    // More of a product already there is not a new line.
    const raised = await api('POST', 'cart', { user, body: { productId: extra[0], qty: 1 } });
    expect(raised.status).toBe(201);
    // Removed at 0 or deleted: each makes room once.
    const [first, second] = (await cartOf(user)).items;
    await api('POST', 'cart/edit', {
      user,
      body: { cartId: first!._id, productId: first!.productId, qty: 0 },
    });
    expect(
      (await api('POST', 'cart', { user, body: { productId: extra[MAX_CART_LINES], qty: 1 } })).status,
    ).toBe(201);
    expect((await api('POST', 'cart', { user, body: { productId: first!.productId, qty: 1 } })).status).toBe(
      400,
    );
    await api('POST', 'cart/delete', { user, body: { cartId: second!._id, productId: second!.productId } });
    expect((await api('POST', 'cart', { user, body: { productId: first!.productId, qty: 1 } })).status).toBe(
      201,
    );
    await api('POST', 'cart/clear', { user });
    const concurrent = await Promise.all(
      extra.map((productId) => api('POST', 'cart', { user, body: { productId, qty: 1 } })),
    );
    expect(concurrent.filter(({ status }) => status === 201)).toHaveLength(MAX_CART_LINES);
    expect((await cartOf(user)).items).toHaveLength(MAX_CART_LINES);
    await products.deleteMany({ _id: { $in: extra } });
  });

  it('adds concurrently without losing or doubling a line, from one process and from two', async () => {
    const user = 'u-concurrent';
    // A second app on the same database stands for a second shop process: its writes meet only in the database.
    const other = await testShop(undefined, { database });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other.api : api)('POST', 'cart', { user, body: { productId: 'travel-prayer-mat', qty: 1 } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const cart = await cartOf(user);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.qty).toBe(10);
  });

  it('refuses inactive and unknown products, and bad quantities, with the field named', async () => {
    const user = 'u-refused';
    expect(
      (await api('POST', 'cart', { user, body: { productId: 'aspire-academic-diary-2022', qty: 1 } })).status,
    ).toBe(404);
    expect((await api('POST', 'cart', { user, body: { productId: 'nothing-here', qty: 1 } })).status).toBe(
      404,
    );
    for (const qty of [0, 11, 1.5, '1']) {
      const bad = await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty } });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toHaveProperty('qty');
    }
    const injection = await api('POST', 'cart', { user, body: { productId: { $ne: null }, qty: 1 } });
    expect(injection.status).toBe(400);
    expect(injection.json.errors).toHaveProperty('productId');
    expect((await cartOf(user)).items).toHaveLength(0);
  });

  it('prices from the current product and totals with the real discount percentage', async () => {
    const user = 'u-totals';
    await api('POST', 'cart', { user, body: { productId: 'arabic-foundations-reader-1', qty: 1 } }); // 450 / 380
    await api('POST', 'cart', { user, body: { productId: 'aspire-campus-hoodie', qty: 1 } }); // 1499 / 1199
    await api('POST', 'cart', { user, body: { productId: 'aspire-campus-hoodie', qty: 1 } });
    let cart = await cartOf(user);
    expect(cart.totals).toEqual({
      sellingTotal: 380 + 2 * 1199,
      mrpTotal: 450 + 2 * 1499,
      discount: 450 + 2 * 1499 - (380 + 2 * 1199),
      discountPercent: Math.round(((450 + 2 * 1499 - (380 + 2 * 1199)) / (450 + 2 * 1499)) * 100),
      delivery: 0,
      payable: 380 + 2 * 1199,
      itemCount: 2,
    });
    // A price changed by the college applies at once; a product withdrawn from sale drops out.
    await app.repos.products.update('arabic-foundations-reader-1', { sellingPrice: 400 });
    cart = await cartOf(user);
    expect(cart.items.find((l) => l.productId === 'arabic-foundations-reader-1')?.sellingPrice).toBe(400);
    await app.repos.products.update('arabic-foundations-reader-1', { activeStatus: false });
    cart = await cartOf(user);
    expect(cart.items.map((l) => l.productId)).toEqual(['aspire-campus-hoodie']);
    expect(cart.totals.itemCount).toBe(1);
    await app.repos.products.update('arabic-foundations-reader-1', { activeStatus: true, sellingPrice: 380 });
  });

  it('edits, removes at 0, deletes and clears lines', async () => {
    const user = 'u-edit';
    await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
    await api('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
    await api('POST', 'cart', { user, body: { productId: 'digital-tasbeeh-counter', qty: 1 } });
    let cart = await cartOf(user);
    const [zakah, tote, counter] = cart.items;
    const edited = await api('POST', 'cart/edit', {
      user,
      body: { cartId: zakah!._id, productId: zakah!.productId, qty: 3 },
    });
    expect(cartSchema.parse(edited.data).items[0]?.qty).toBe(3);
    await api('POST', 'cart/edit', { user, body: { cartId: tote!._id, productId: tote!.productId, qty: 0 } });
    cart = await cartOf(user);
    expect(cart.items.map((l) => l.productId)).toEqual(['zakah-made-clear', 'digital-tasbeeh-counter']);
    const mismatch = await api('POST', 'cart/edit', {
      user,
      body: { cartId: zakah!._id, productId: 'aspire-canvas-tote', qty: 2 },
    });
    expect(mismatch.status).toBe(404);
    const negative = await api('POST', 'cart/edit', {
      user,
      body: { cartId: zakah!._id, productId: zakah!.productId, qty: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.json.errors).toHaveProperty('qty');
    await api('POST', 'cart/delete', { user, body: { cartId: counter!._id, productId: counter!.productId } });
    expect((await cartOf(user)).items.map((l) => l.productId)).toEqual(['zakah-made-clear']);
    const badId = await api('POST', 'cart/delete', {
      user,
      body: { cartId: 'not-hex', productId: 'zakah-made-clear' },
    });
    expect(badId.status).toBe(400);
    expect(badId.json.errors).toHaveProperty('cartId');
    await api('POST', 'cart/clear', { user });
    expect((await cartOf(user)).items).toEqual([]);
  });

  it("keeps each user's cart to themselves", async () => {
    await api('POST', 'cart', { user: 'u-a', body: { productId: 'zakah-made-clear', qty: 1 } });
    expect((await cartOf('u-b')).items).toEqual([]);
  });

  it('validates the delivery address with a message under each field', async () => {
    const user = 'u-address';
    const bad = await api('POST', 'cart/address', {
      user,
      body: { shippingAddress: { ...address, pincode: '60006', mobileNumber: '12345', city: ' ', flat: '' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual([
      'shippingAddress.city',
      'shippingAddress.flat',
      'shippingAddress.mobileNumber',
      'shippingAddress.pincode',
    ]);
    expect(bad.json.errors?.['shippingAddress.pincode']).toBe('Enter a 6-digit pincode');
    expect(bad.json.errors?.['shippingAddress.mobileNumber']).toBe(INVALID_PHONE);
    const good = await api('POST', 'cart/address', { user, body: { shippingAddress: address } });
    expect(good.status).toBe(200);
  });

  it("takes a state of India however it is written, kept by its name (the receipt's place of supply)", async () => {
    const user = 'u-state';
    const nowhere = await api('POST', 'cart/address', {
      user,
      body: { shippingAddress: { ...address, state: 'Atlantis' } },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.json.errors?.['shippingAddress.state']).toBe('Enter a state or union territory of India');
    const shorthand = await api('POST', 'cart/address', {
      user,
      body: { shippingAddress: { ...address, state: ' tamil nadu ' } },
    });
    expect(shorthand.status).toBe(200);
    expect(shorthand.json.data).toMatchObject({ shippingAddress: { state: 'Tamil Nadu' } });
  });

  it('refuses what is sold out (409) and more than is left (under the quantity), and says how many each line may have', async () => {
    const user = 'u-stock';
    await setStock('aspire-canvas-tote', 0);
    const soldOut = await api('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
    expect(soldOut.status).toBe(409);
    expect(soldOut.json.message).toBe('Sorry, this is sold out');
    await setStock('digital-tasbeeh-counter', 2);
    const tooMany = await api('POST', 'cart', {
      user,
      body: { productId: 'digital-tasbeeh-counter', qty: 3 },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toBe('Only 2 of Digital Tasbeeh Counter left');
    expect(tooMany.json.errors).toEqual({ qty: 'Only 2 left' });
    expect((await cartOf(user)).items).toEqual([]);
    await api('POST', 'cart', { user, body: { productId: 'digital-tasbeeh-counter', qty: 2 } });
    // Two in the cart already: one more is more than is left.
    const more = await api('POST', 'cart', { user, body: { productId: 'digital-tasbeeh-counter', qty: 1 } });
    expect(more.json.errors).toEqual({ qty: 'Only 2 left' });
    await setStock('travel-prayer-mat', null);
    await api('POST', 'cart', { user, body: { productId: 'travel-prayer-mat', qty: 10 } });
    const [counter, mat] = (await cartOf(user)).items;
    expect(counter).toMatchObject({ productId: 'digital-tasbeeh-counter', qty: 2, available: 2 });
    // Not counted: always available.
    expect(mat).toMatchObject({ productId: 'travel-prayer-mat', qty: 10, available: null });
    const edited = await api('POST', 'cart/edit', {
      user,
      body: { cartId: counter!._id, productId: counter!.productId, qty: 3 },
    });
    expect(edited.status).toBe(409);
    expect(edited.json.errors).toEqual({ qty: 'Only 2 left' });
    expect((await cartOf(user)).items[0]?.qty).toBe(2);
    await setStock('travel-prayer-mat', 75);
  });

  it('holds the stock of a payment order for its buyer, and tells others first', async () => {
    await setStock('islamic-inheritance-workbook', 3);
    const [buyer, slower] = ['u-holds', 'u-slower'];
    await api('POST', 'cart', { user: buyer, body: { productId: 'islamic-inheritance-workbook', qty: 2 } });
    await api('POST', 'cart', { user: slower, body: { productId: 'islamic-inheritance-workbook', qty: 2 } });
    expect((await api('GET', 'cart/order', { user: buyer })).status).toBe(200);
    expect(await stockOf('islamic-inheritance-workbook')).toBe(1);
    // The buyer may have the two they hold and the one left; the slower shopper's line shows one left.
    expect((await cartOf(buyer)).items[0]?.available).toBe(3);
    expect((await cartOf(slower)).items[0]).toMatchObject({ qty: 2, available: 1 });
    const refused = await api('GET', 'cart/order', { user: slower });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Only 1 of Islamic Inheritance Workbook left; change the quantity in your cart',
    );
    expect(refused.json.errors).toBeUndefined();
    // No payment order was made for them.
    expect(await database.db.collection('orders').countDocuments({ userId: slower })).toBe(0);
    // Asking again for the same cart answers the same payment order, holding nothing more.
    const again = await api('GET', 'cart/order', { user: buyer });
    expect(again.status).toBe(200);
    expect(await stockOf('islamic-inheritance-workbook')).toBe(1);
  });

  it('gives back what a payment order held when the gateway would not make it', async () => {
    const down: PaymentGateway = {
      name: 'razorpay',
      keyId: 'rzp_test_Down000000001',
      checkoutScriptUrl: 'https://checkout.example/checkout.js',
      createOrder: () => Promise.reject(new GatewayError('Razorpay did not answer: timeout')),
      fetchPayment: async () => null,
      refund: () => Promise.reject(new GatewayError('not in this test')),
      fetchRefunds: async () => [],
      verifyPayment: () => false,
      verifyWebhook: () => false,
    };
    const shop = await testShop(down);
    const products = shop.database.db.collection<{ _id: string; stock?: number }>('products');
    await products.updateOne({ _id: 'sheesham-wood-rehal' }, { $set: { stock: 1 } });
    await shop.api('POST', 'cart', { user: 'u-down', body: { productId: 'sheesham-wood-rehal', qty: 1 } });
    expect((await shop.api('GET', 'cart/order', { user: 'u-down' })).status).toBe(502);
    expect((await products.findOne({ _id: 'sheesham-wood-rehal' }))?.stock).toBe(1);
    expect(await shop.app.repos.stock.heldByProduct(['sheesham-wood-rehal'])).toEqual(
      new Map([['sheesham-wood-rehal', 0]]),
    );
  });

  it('refuses a payment order for an empty cart', async () => {
    const empty = await api('GET', 'cart/order', { user: 'u-empty' });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Your cart is empty');
  });
});
