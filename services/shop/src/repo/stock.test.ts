/**
 * Stock held for checkouts, on the real embedded database: each step happens once however often it is
 * tried, and what a stopped process left half-way is finished by the sweep.
 */
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LowStock } from '../mail/stock-mails.ts';
import { HOLD_MS, type ReservationDoc, type ReservedLine, shortageMessage, stockRepo } from './stock.ts';

type Product = {
  _id: string;
  productName: string;
  stock?: number | null;
  lowStockAt?: number;
  stockHolds?: string[];
  stockLevel?: string;
};

const database = await testDatabase();
const products = database.db.collection<Product>('products');
const reservations = database.db.collection<ReservationDoc>('stock_reservations');
let changes = 0;
let moves = 0;
const told: { stock: LowStock; key: string }[] = [];
const stock = stockRepo(database.db, {
  changed: async () => {
    changes += 1;
  },
  moved: async () => {
    moves += 1;
  },
  lowStock: async (low, key) => {
    told.push({ stock: low, key });
  },
});
await stock.init();

beforeEach(() => {
  changes = 0;
  moves = 0;
  told.length = 0;
});

let made = 0;
/** A product of its own for each test: counted (`stock`) or not (null). */
async function product(stockCount: number | null, lowStockAt = 2) {
  made += 1;
  const doc: Product = { _id: `book-${made}`, productName: `Book ${made}`, stock: stockCount, lowStockAt };
  await products.insertOne(doc);
  return doc;
}
const countOf = async (id: string) => (await products.findOne({ _id: id }))?.stock;
const marksOf = async (id: string) => (await products.findOne({ _id: id }))?.stockHolds ?? [];
const stateOf = async (id: string) => (await reservations.findOne({ _id: id }))?.state;
const line = (doc: Product, qty: number): ReservedLine => ({
  productId: doc._id,
  productName: doc.productName,
  qty,
});
const newId = () => new ObjectId().toHexString();

describe('holding stock for a payment order', () => {
  it('holds counted lines, passes uncounted ones, and answers the same for a held reservation', async () => {
    const counted = await product(10);
    const uncounted = await product(null);
    const id = newId();
    expect(await stock.reserve(id, 'u-1', [line(counted, 3), line(uncounted, 4)])).toEqual({
      outcome: 'held',
    });
    expect(await countOf(counted._id)).toBe(7);
    expect(await countOf(uncounted._id)).toBeNull();
    expect(await marksOf(counted._id)).toEqual([id]);
    expect(await stock.isHeld(id)).toBe(true);
    expect(await stock.heldByProduct([counted._id, uncounted._id, 'nothing'])).toEqual(
      new Map([
        [counted._id, 3],
        [uncounted._id, 4],
        ['nothing', 0],
      ]),
    );
    // Nothing reached the low-stock mark: the public shop reads the same, and no one is told; the
    // products desk, which shows every count and the units held, is.
    expect(changes).toBe(0);
    expect(told).toEqual([]);
    expect(moves).toBe(1);
  });

  it('refuses a cart with a line short, naming it, and gives back what it held of the others', async () => {
    const plenty = await product(10);
    const few = await product(2);
    const id = newId();
    const answer = await stock.reserve(id, 'u-2', [line(plenty, 1), line(few, 3)]);
    expect(answer).toEqual({
      outcome: 'short',
      short: { productId: few._id, productName: few.productName, left: 2 },
    });
    expect(await countOf(plenty._id)).toBe(10);
    expect(await countOf(few._id)).toBe(2);
    expect(await marksOf(plenty._id)).toEqual([]);
    expect(await reservations.findOne({ _id: id })).toBeNull();
    expect(told).toEqual([]);
  });

  it('tells the buyer plainly what is short', () => {
    expect(shortageMessage({ productId: 'p', productName: 'Zakah Made Clear', left: 0 })).toBe(
      'Sorry, Zakah Made Clear has just sold out',
    );
    expect(shortageMessage({ productId: 'p', productName: 'Zakah Made Clear', left: 2 })).toBe(
      'Only 2 of Zakah Made Clear left; change the quantity in your cart',
    );
  });

  it('never gives the last copies to two of twenty buyers at once', async () => {
    const last = await product(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stock.reserve(newId(), `u-race-${i}`, [line(last, 1)])),
    );
    expect(answers.filter((answer) => answer.outcome === 'held')).toHaveLength(3);
    expect(answers.filter((answer) => answer.outcome === 'short')).toHaveLength(17);
    expect(await countOf(last._id)).toBe(0);
    expect(await marksOf(last._id)).toHaveLength(3);
  });
});

describe('low stock', () => {
  it('tells the shop once when a hold crosses the mark, and again when it sells out', async () => {
    const book = await product(4, 2);
    const first = newId();
    await stock.reserve(first, 'u-low', [line(book, 1)]); // 3: above the mark
    expect(told).toEqual([]);
    await stock.reserve(newId(), 'u-low', [line(book, 1)]); // 2: at the mark
    await stock.reserve(newId(), 'u-low', [line(book, 1)]); // 1: still below, no new crossing
    const last = newId();
    await stock.reserve(last, 'u-low', [line(book, 1)]); // 0: sold out
    expect(told.map(({ stock: low }) => low)).toEqual([
      { productId: book._id, productName: book.productName, left: 2, lowStockAt: 2 },
      { productId: book._id, productName: book.productName, left: 0, lowStockAt: 2 },
    ]);
    expect(new Set(told.map(({ key }) => key)).size).toBe(2);
    expect(told[1]?.key).toBe(`stock-low:${book._id}:${last}:hold`);
    // Every hold at or below the mark changes what the public shop shows ("few left", sold out).
    expect(changes).toBe(3);
    // Units given back above the mark again: the next crossing is told again.
    await stock.release(first);
    expect(moves).toBe(5);
    expect(await countOf(book._id)).toBe(1);
    expect(told).toHaveLength(2);
  });

  it('keeps the product’s stock level (the desk’s filters) in step both ways, and when holds race', async () => {
    const book = await product(5, 2);
    const levelOf = async () => (await products.findOne({ _id: book._id }))?.stockLevel;
    const first = newId();
    await stock.reserve(first, 'u-level', [line(book, 3)]); // 2: at the mark
    expect(await levelOf()).toBe('low');
    await stock.release(first); // 5 again
    expect(await levelOf()).toBe('ok');
    const holds = Array.from({ length: 5 }, () => newId());
    await Promise.all(holds.map((id, i) => stock.reserve(id, `u-level-${i}`, [line(book, 1)])));
    expect(await levelOf()).toBe('out');
    await Promise.all(holds.slice(0, 3).map((id) => stock.release(id)));
    expect(await countOf(book._id)).toBe(3);
    expect(await levelOf()).toBe('ok');
  });

  it('takes the mark as 5 for a product that has none', async () => {
    const book = await product(6);
    await products.updateOne({ _id: book._id }, { $unset: { lowStockAt: 1 } });
    await stock.reserve(newId(), 'u-default', [line(book, 1)]);
    expect(told.map(({ stock: low }) => low.left)).toEqual([5]);
  });
});

describe('taking and releasing a hold', () => {
  it('takes a held reservation once: the units stay sold and the marks go', async () => {
    const book = await product(5);
    const id = newId();
    await stock.reserve(id, 'u-take', [line(book, 2)]);
    const order = { id, userId: 'u-take', lines: [line(book, 2)] };
    expect(await stock.take(order)).toEqual({ outcome: 'taken', late: false });
    expect(await stock.take(order)).toEqual({ outcome: 'taken', late: false });
    expect(await stateOf(id)).toBe('taken');
    expect(await countOf(book._id)).toBe(3);
    expect(await marksOf(book._id)).toEqual([]);
    // A paid order's stock is never given back.
    expect(await stock.release(id)).toBe(false);
    expect(await countOf(book._id)).toBe(3);
  });

  it('gives a released hold back once, however often it is asked', async () => {
    const book = await product(5);
    const id = newId();
    await stock.reserve(id, 'u-release', [line(book, 2)]);
    const releases = await Promise.all([stock.release(id), stock.release(id), stock.release(id)]);
    expect(releases.filter(Boolean)).toHaveLength(1);
    expect(await countOf(book._id)).toBe(5);
    expect(await stateOf(id)).toBe('released');
    expect(await stock.isHeld(id)).toBe(false);
  });

  it('takes stock again for a payment that came after the release, while it is there', async () => {
    const book = await product(5);
    const id = newId();
    await stock.reserve(id, 'u-late', [line(book, 2)]);
    await stock.release(id);
    const order = { id, userId: 'u-late', lines: [line(book, 2)] };
    expect(await stock.take(order)).toEqual({ outcome: 'taken', late: true });
    expect(await stock.take(order)).toEqual({ outcome: 'taken', late: false });
    expect(await countOf(book._id)).toBe(3);
    expect(await marksOf(book._id)).toEqual([]);
  });

  it('answers sold out for a late payment whose stock has gone, and the same every time after', async () => {
    const book = await product(2);
    const other = await product(10);
    const id = newId();
    const lines = [line(other, 1), line(book, 2)];
    await stock.reserve(id, 'u-gone', lines);
    await stock.release(id);
    await stock.reserve(newId(), 'u-quicker', [line(book, 1)]);
    const order = { id, userId: 'u-gone', lines };
    expect(await stock.take(order)).toEqual({ outcome: 'sold-out', soldOut: [book.productName] });
    // Stock given back later changes nothing: the order was refunded.
    await products.updateOne({ _id: book._id }, { $set: { stock: 50 } });
    expect(await stock.take(order)).toEqual({ outcome: 'sold-out', soldOut: [book.productName] });
    expect(await countOf(other._id)).toBe(10);
    expect(await marksOf(other._id)).toEqual([]);
    expect(await stateOf(id)).toBe('released');
  });

  it('counts an order from before stock was counted when it is paid', async () => {
    const book = await product(4);
    const id = newId();
    expect(await stock.take({ id, userId: 'u-old', lines: [line(book, 1)] })).toEqual({
      outcome: 'taken',
      late: true,
    });
    expect(await countOf(book._id)).toBe(3);
    expect(await stateOf(id)).toBe('taken');
  });

  it('drops the mark of a product no longer counted, without counting it again', async () => {
    const book = await product(4);
    const id = newId();
    await stock.reserve(id, 'u-uncounted', [line(book, 1)]);
    await products.updateOne({ _id: book._id }, { $set: { stock: null } });
    await stock.release(id);
    expect(await products.findOne({ _id: book._id })).toMatchObject({ stock: null, stockHolds: [] });
  });
});

describe('what a buyer may have', () => {
  it('is what is left to sell and what their own checkout holds; null when not counted', async () => {
    const book = await product(3);
    const free = await product(null);
    await stock.reserve(newId(), 'u-mine', [line(book, 2)]);
    expect(await stock.availableTo('u-mine', [book._id, free._id])).toEqual(
      new Map<string, number | null>([
        [book._id, 3],
        [free._id, null],
      ]),
    );
    expect((await stock.availableTo('u-someone-else', [book._id])).get(book._id)).toBe(1);
    expect(await stock.heldBy('u-mine')).toHaveLength(1);
  });
});

describe('the sweep', () => {
  it('lists holds lapsed by a time, oldest first', async () => {
    const book = await product(10);
    const id = newId();
    const at = new Date(Date.now() - 2 * HOLD_MS);
    await stock.reserve(id, 'u-lapsed', [line(book, 1)], at);
    const lapsed = await stock.lapsed(new Date());
    expect(lapsed.map((doc) => doc._id)).toContain(id);
    expect((await stock.lapsed(new Date(at.getTime() + HOLD_MS - 1))).map((doc) => doc._id)).not.toContain(
      id,
    );
  });

  it('finishes what a stopped process left: a half-made hold, a half-done release, a half-done take', async () => {
    const book = await product(10);
    const old = new Date(Date.now() - 10 * 60_000);
    // A hold that stopped after its first line: that line is marked and taken, the state says `holding`.
    const holding = newId();
    const releasing = newId();
    const taking = newId();
    await products.updateOne(
      { _id: book._id },
      { $inc: { stock: -3 }, $push: { stockHolds: { $each: [holding, releasing, taking] } } },
    );
    const doc = (id: string, state: ReservationDoc['state']): ReservationDoc => ({
      _id: id,
      userId: 'u-stuck',
      lines: [line(book, 1)],
      state,
      at: old,
      until: new Date(old.getTime() + HOLD_MS),
      changedAt: old,
    });
    await reservations.insertMany([
      doc(holding, 'holding'),
      doc(releasing, 'releasing'),
      doc(taking, 'taking'),
    ]);
    const ours = new Set([holding, releasing, taking]);
    const stuck = (await stock.stuck(new Date())).filter((each) => ours.has(each._id));
    expect(stuck.map((each) => each._id).sort()).toEqual([...ours].sort());
    for (const each of stuck) expect(await stock.finish(each)).toBe(true);
    expect(await stateOf(holding)).toBe('released');
    expect(await stateOf(releasing)).toBe('released');
    expect(await stateOf(taking)).toBe('taken');
    // Two units back, one sold; no marks left.
    expect(await countOf(book._id)).toBe(9);
    expect(await marksOf(book._id)).toEqual([]);
    expect((await stock.stuck(new Date())).filter((each) => ours.has(each._id))).toEqual([]);
  });

  it('leaves a late payment half taken again to the payment (a decision: taken, or refunded)', async () => {
    const book = await product(10);
    const id = newId();
    const old = new Date(Date.now() - 10 * 60_000);
    await reservations.insertOne({
      _id: id,
      userId: 'u-retaking',
      lines: [line(book, 1)],
      state: 'retaking',
      at: old,
      until: old,
      changedAt: old,
    });
    const [stuck] = (await stock.stuck(new Date())).filter((each) => each._id === id);
    expect(stuck && (await stock.finish(stuck))).toBe(false);
    expect(await stock.take({ id, userId: 'u-retaking', lines: [line(book, 1)] })).toEqual({
      outcome: 'taken',
      late: true,
    });
    expect(await countOf(book._id)).toBe(9);
  });
});
