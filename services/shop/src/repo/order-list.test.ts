import type { ShippingAddress } from '@aspire/contracts/shop';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { queryPlan, sortFields } from '@aspire/service-kit/testing/query-plan';
import { type CommandStartedEvent, type Document, MongoClient, ObjectId } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type OrderDoc, type OrderProductDoc, orderProductDocs, searchKeysOf } from './order-doc.ts';
import type { OrderFilters } from './order-list.ts';
import { ordersRepo } from './orders.ts';

const database = await testDatabase();
const repo = ordersRepo(database.db);
await repo.init();
const collection = database.db.collection<OrderDoc>('orders');
const entries = database.db.collection<OrderProductDoc>('order_products');

let minute = 0;
/** An order placed a minute after the one before (unless `createdAt` says otherwise), stored as the shop stores it. */
function order(
  overrides: Partial<OrderDoc> = {},
  who: { name?: string; email?: string; phone?: string; products?: string[] } = {},
): OrderDoc {
  minute += 1;
  const address: ShippingAddress = {
    name: who.name ?? `Buyer ${minute}`,
    email: who.email ?? `buyer${minute}@example.com`,
    mobileNumber: who.phone ?? `+9197${String(minute).padStart(8, '0')}`,
    pincode: '600006',
    address: 'Greams Lane',
    flat: 'Flat 3B',
    landmark: '',
    city: 'Chennai',
    state: 'Tamil Nadu',
  };
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, minute));
  const doc: OrderDoc = {
    _id: new ObjectId(),
    userId: `user-${minute}`,
    status: 'paid',
    amount: 49_800,
    currency: 'INR',
    receipt: `rcpt_${minute.toString(16).padStart(16, '0')}`,
    gateway: 'sandbox',
    paymentOrderId: `order_test${minute}`,
    lines: (who.products ?? ['zakah-made-clear']).map((productId) => ({
      productId,
      productName: productId,
      image: '',
      qty: 1,
      mrp: 299,
      sellingPrice: 249,
    })),
    shippingAddress: address,
    createdAt,
    paidAt: createdAt,
    history: [{ status: 'paid', at: createdAt, via: 'checkout' }],
    ...overrides,
  };
  return { ...doc, ...searchKeysOf(doc) };
}
async function store(docs: OrderDoc[]) {
  await entries.insertMany(docs.flatMap(orderProductDocs));
  await collection.insertMany(docs);
  return docs;
}
const ids = (docs: OrderDoc[]) => docs.map((doc) => doc._id.toHexString());
/** Every page of a filter, `limit` at a time, as ids. */
async function pages(filters: OrderFilters, limit = 2, list = repo) {
  const seen: string[] = [];
  let after: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const found = await list.page(filters, after, limit);
    seen.push(...ids(found.rows));
    if (!found.next) break;
    after = found.next;
  }
  return seen;
}
const newestFirst = (docs: OrderDoc[]) =>
  ids(
    [...docs].sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b._id.toHexString().localeCompare(a._id.toHexString()),
    ),
  );

const ayesha = order({}, { name: 'Ayesha Siddiqa', email: 'Ayesha.S@Example.com', phone: '+919840012345' });
const imran = order(
  { status: 'shipped', userId: 'imran-1' },
  { name: 'Imran Khan', phone: '+971501234567', products: ['prayer-mat', 'zakah-made-clear'] },
);
const farhan = order(
  // 20:00 UTC on the 15th is 01:30 on 16 February in India.
  { createdAt: new Date('2026-02-15T20:00:00Z'), userId: 'imran-1', status: 'delivered' },
  { name: 'Farhan Ahmed', products: ['tote-bag'] },
);
const unaddressed = order({
  status: 'created',
  shippingAddress: null,
  account: { name: 'Sana Basha', email: 'sana@example.com', phone: '+919123456780' },
});
const everyone = await store([ayesha, imran, farhan, unaddressed]);
const names = async (filters: OrderFilters) =>
  (await repo.page(filters, undefined, 50)).rows.map((doc) => doc.shippingAddress?.name ?? doc.account?.name);

describe('the orders list', () => {
  it('is newest first, and filters by status and by customer', async () => {
    expect(await pages({}, 3)).toEqual(newestFirst(everyone));
    expect(await names({ status: 'shipped' })).toEqual(['Imran Khan']);
    expect(await names({ customer: 'imran-1' })).toEqual(['Farhan Ahmed', 'Imran Khan']);
    expect(await names({ customer: 'imran-1', status: 'delivered' })).toEqual(['Farhan Ahmed']);
    expect(await names({ customer: 'nobody' })).toEqual([]);
  });

  it('filters by the days placed in India', async () => {
    expect(await names({ from: '2026-02-16', to: '2026-02-16' })).toEqual(['Farhan Ahmed']);
    expect(await names({ to: '2026-02-15' })).not.toContain('Farhan Ahmed');
    expect(await names({ from: '2026-02-17' })).toEqual([]);
  });

  it('filters by a product, alone or with the other filters', async () => {
    expect(await names({ product: 'prayer-mat' })).toEqual(['Imran Khan']);
    expect(await names({ product: 'zakah-made-clear', status: 'paid' })).toEqual(['Ayesha Siddiqa']);
    expect(await names({ product: 'tote-bag', customer: 'imran-1' })).toEqual(['Farhan Ahmed']);
    expect(await names({ product: 'tote-bag', from: '2026-02-17' })).toEqual([]);
    expect(await names({ product: 'nothing-like-it' })).toEqual([]);
  });

  it('finds the start of a name, family name, e-mail, phone however typed, or receipt', async () => {
    expect(await names({ q: 'ayes' })).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: 'SIDD' })).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: 'ayesha sidd' })).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: 'iqa' })).toEqual([]);
    expect(await names({ q: 'ayesha.s@' })).toEqual(['Ayesha Siddiqa']);
    for (const q of ['98400', '+91 98400', '098400 1', '9198400', '+919840012345'])
      expect(await names({ q }), q).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: '+97150' })).toEqual(['Imran Khan']);
    expect(await names({ q: ayesha.receipt.toUpperCase() })).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: ayesha.receipt.slice('rcpt_'.length) })).toEqual(['Ayesha Siddiqa']);
    // The account's person when the order has no delivery address yet.
    expect(await names({ q: 'sana' })).toEqual(['Sana Basha']);
    expect(await names({ q: 'imran', status: 'paid' })).toEqual([]);
    expect(await names({ q: 'khan', product: 'prayer-mat' })).toEqual(['Imran Khan']);
  });
});

describe('paging', () => {
  // Seven orders of one product placed at one instant, among others, so pages end inside the group.
  const at = new Date('2025-06-01T10:00:00Z');
  const twins = Array.from({ length: 7 }, () =>
    order({ createdAt: at, status: 'cancelled' }, { name: 'Hafsa Twin', products: ['twin-book'] }),
  );
  const others = Array.from({ length: 5 }, (_, index) =>
    order(
      { createdAt: new Date(at.getTime() + (index - 2) * 1000), status: 'cancelled' },
      { name: `Hafsa ${index}`, products: ['twin-book'] },
    ),
  );
  const group = [...twins, ...others];

  it('neither repeats nor skips orders placed at the same instant, whichever read answers', async () => {
    await store(group);
    const expected = newestFirst(group);
    const fewReads = ordersRepo(database.db, { searchReadCap: 3, productReadCap: 3 });
    for (const list of [repo, fewReads]) {
      expect(await pages({ status: 'cancelled' }, 3, list)).toEqual(expected);
      expect(await pages({ product: 'twin-book' }, 3, list)).toEqual(expected);
      expect(await pages({ product: 'twin-book', status: 'cancelled' }, 2, list)).toEqual(expected);
      expect(await pages({ q: 'hafsa' }, 3, list)).toEqual(expected);
      expect(await pages({ q: 'twin' }, 2, list)).toEqual(newestFirst(twins));
    }
  });
});

describe('at a few thousand orders', () => {
  // The shop's commands as they reach the database, to ask it how it reads each.
  const client = new MongoClient(inject('mongodbUri'), { monitorCommands: true });
  afterAll(() => client.close());
  const db = client.db(database.db.databaseName);
  const watched = ordersRepo(db);
  const finds: CommandStartedEvent[] = [];
  client.on('commandStarted', (event) => {
    if (event.commandName === 'find') finds.push(event);
  });

  it('reads each filter’s first page from indexes: no scan, lists in index order', async () => {
    const products = ['arabic-reader', 'prayer-mat', 'tafsir-set', 'tote-bag', 'rare-book'];
    const statuses = ['paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
    const many = Array.from({ length: 3_000 }, (_, index) =>
      order(
        { status: statuses[index % 5] ?? 'paid', userId: `bulk-${index % 300}` },
        {
          name: `${['Zainab', 'Yusuf', 'Mariam'][index % 3]} ${['Rahman', 'Ali'][index % 2]}`,
          products: index % 500 === 0 ? ['rare-book'] : [products[index % 4] as string],
        },
      ),
    );
    for (let start = 0; start < many.length; start += 500) await store(many.slice(start, start + 500));
    // Each filter, and the index its page is read in, as collection.index (searches read several).
    const filters: [OrderFilters, string][] = [
      [{}, 'orders.createdAt_-1'],
      [{ status: 'packed' }, 'orders.status_1_createdAt_1'],
      [{ customer: 'bulk-7' }, 'orders.userId_1_createdAt_-1'],
      [{ customer: 'bulk-7', status: 'shipped' }, 'orders.userId_1_createdAt_-1'],
      [{ from: '2026-01-02', to: '2026-01-02' }, 'orders.createdAt_-1'],
      [{ product: 'rare-book' }, 'order_products.productId_1_createdAt_-1'],
      [{ product: 'tote-bag', status: 'shipped' }, 'order_products.productId_1_createdAt_-1'],
      [{ q: 'zainab' }, 'orders.nameLower_1'],
      // "ali" is the family name of half: past the search's cap, read in date order; of the paid, under it.
      [{ q: 'ali' }, 'orders.createdAt_-1'],
      [{ q: 'ali', status: 'paid' }, 'orders.familyNameLower_1'],
      [{ q: '9197' }, 'orders.createdAt_-1'],
      [{ q: many[10]?.receipt }, 'orders.receiptLower_1'],
      // Nothing found: nothing more read (an empty `$in` of ids would read every order).
      [{ q: 'nobody-of-that-name' }, ''],
      [{ q: 'nobody-of-that-name', status: 'paid' }, ''],
      [{ product: 'never-sold' }, ''],
    ];
    for (const [filter, index] of filters) {
      finds.length = 0;
      const started = performance.now();
      const page = await watched.page(filter, undefined, 25);
      const ms = performance.now() - started;
      const label = JSON.stringify(filter);
      expect(page.rows.length > 0, label).toBe(index !== '');
      expect(ms, label).toBeLessThan(1_000);
      const listedFrom: string[] = [];
      for (const { command } of finds) {
        const { find, filter: query, sort, limit, projection } = command as Document;
        const plan = await queryPlan(db, { find, filter: query, sort, limit, projection });
        const read = `${label}: ${JSON.stringify(query)} → ${JSON.stringify(plan)}`;
        expect(plan.scans, read).toBe(false);
        // A list read sorted on its date or a search key, limited: in index order, no sort in memory.
        const [sortedOn] = sortFields(sort);
        if (limit && sortedOn && sortedOn !== '_id') {
          expect(plan.sortedInMemory, read).toBe(false);
          listedFrom.push(...plan.indexes.map((name) => `${find}.${name}`));
        }
      }
      if (index) expect(listedFrom, label).toContain(index);
    }
  });
});
