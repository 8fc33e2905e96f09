/**
 * Ranges, sorts and limits on indexed top-level fields are answered from SQLite indexes
 * (scripts/ferretdb/sqlite-range-sort-pushdown.patch) and return exactly what MongoDB's semantics
 * return: every query below runs on a collection with indexes and on the same documents without any,
 * and both must return the same documents in the same order.
 */
import {
  type Collection,
  type Document,
  Double,
  type Filter,
  Int32,
  Long,
  ObjectId,
  type Sort,
} from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/fixtures.ts';

const { db } = await testDatabase({ embedded: true });
type Sample = { _id: number; [field: string]: unknown };
const indexed = db.collection<Sample>('indexed');
const plain = db.collection<Sample>('plain');

const count = 64;
const hour = 3_600_000;
const t0 = Date.UTC(2026, 0, 1);
/** A permutation of 0..count-1, so that insertion order is not the order of any field. */
const shuffled = (i: number, step: number) => (i * step) % count;
const at = (k: number) => new Date(t0 + k * hour);
const oid = (k: number) =>
  new ObjectId(`${((k * 0x3b9aca07) % 2 ** 32).toString(16).padStart(8, '0')}0000000000000000`);
const strings = ['b', 'B', 'a', 'ä', 'a b', '10', '9', '', 'Zz', '[x'];

/** Every field holds distinct values, so that every order is total and a limit cuts in one place. */
function sample(i: number): Sample {
  const v = shuffled(i, 37);
  const doc: Sample = { _id: i, tag: i % 3 };
  // dates; some documents lack the field or hold null
  if (i % 10 !== 9) doc.d = i % 10 === 8 ? null : at(v);
  // numbers of every numeric type, negatives included
  doc.n = [new Int32(v - 20), new Double(v - 20.5), Long.fromNumber((v - 20) * 1_000_000_000)][i % 3];
  // strings whose binary order differs from a case-insensitive or numeric one
  doc.s = `${strings[i % strings.length]}${shuffled(i, 13)}`;
  doc.o = oid(v);
  // one field of mixed types (no arrays): MongoDB orders by type first
  doc.t = [
    at(v),
    new Int32(v),
    new Double(v + 0.25),
    `t${v}`,
    null,
    undefined,
    i % 2 === 0,
    { x: v },
    oid(v),
  ][i % 9];
  if (doc.t === undefined) delete doc.t;
  // dates, and a few arrays of dates
  doc.a = i % 7 === 0 ? [at(v), at(v + count)] : at(v);
  // a staff list: kind, status, received
  doc.k = i % 2 === 0 ? 'admission' : 'enquiry';
  doc.st = i % 3 === 0 ? 'new' : 'open';
  doc.at = at(shuffled(i, 29));
  return doc;
}

beforeAll(async () => {
  const docs = Array.from({ length: count }, (_, i) => sample(i));
  // an enquiry whose status is an array: MongoDB sorts it by an element, SQL cannot
  docs.push({ _id: count, k: 'enquiry', st: ['new', 'open'], at: at(count + 1) });
  await indexed.insertMany(docs);
  await plain.insertMany(docs);
  for (const field of ['d', 'n', 's', 'o', 't', 'a']) await indexed.createIndex({ [field]: 1 });
  await indexed.createIndex({ k: 1, st: 1, at: -1 });
});

type Query = { filter: Filter<Sample>; sort?: Sort; skip?: number; limit?: number };
const middle = at(count / 2);
/** The greatest date: a range to it restricts a field to dates, so that its sort can use an index. */
const end = new Date(8.64e15);
const newestAdmissions: Query = {
  filter: { k: 'admission', st: 'new', at: { $lte: end } },
  sort: { at: -1 },
  limit: 5,
};
const newestBefore: Query = { filter: { d: { $lt: middle } }, sort: { d: -1 }, limit: 5 };
const queries: Query[] = [
  newestBefore,
  { filter: { d: { $lt: middle } }, sort: { d: 1 } },
  { filter: { d: { $gte: at(10), $lt: at(40) } }, sort: { d: 1 }, limit: 7 },
  { filter: { d: { $gt: at(5) } }, sort: { d: -1 }, skip: 3, limit: 4 },
  { filter: { d: { $lte: end } }, sort: { d: -1 } },
  { filter: { d: { $lt: middle } }, sort: { n: 1 } },
  { filter: { d: { $lt: middle }, tag: 1 }, sort: { d: -1 }, limit: 5 },
  { filter: { n: { $gt: -5 } }, sort: { n: 1 } },
  { filter: { n: { $gt: -5 } }, sort: { n: -1 }, limit: 6 },
  { filter: { n: { $gte: 0, $lte: 10.5 } }, sort: { n: 1 } },
  { filter: { n: { $lt: Long.fromNumber(5) } }, sort: { n: -1 }, limit: 3 },
  { filter: { n: { $gt: 2.5 } }, sort: { n: 1 }, skip: 2, limit: 5 },
  { filter: { n: { $gte: new Int32(-30) } }, sort: { n: -1 } },
  { filter: { s: { $gte: 'a' } }, sort: { s: 1 } },
  { filter: { s: { $lt: 'b' } }, sort: { s: -1 } },
  { filter: { s: { $gt: '' } }, sort: { s: -1 }, limit: 10 },
  { filter: { s: { $lte: 'ä' } }, sort: { s: 1 }, skip: 1, limit: 20 },
  { filter: { o: { $gt: oid(20) } }, sort: { o: 1 }, limit: 5 },
  { filter: { o: { $lte: oid(40) } }, sort: { o: -1 } },
  { filter: { t: { $lt: middle } }, sort: { t: -1 } },
  { filter: { t: { $gte: 0 } }, sort: { t: 1 } },
  { filter: { t: { $gte: 0 } }, sort: { t: -1 }, limit: 4 },
  { filter: { t: { $gt: '' } }, sort: { t: 1 } },
  { filter: { t: { $lte: end } }, sort: { t: 1 } },
  { filter: { t: { $gt: oid(0) } }, sort: { t: -1 } },
  { filter: { t: { $gt: false } }, sort: { t: 1 } },
  { filter: { t: { $gte: null } }, sort: { t: 1 } },
  { filter: { a: { $lt: middle } }, sort: { a: -1 }, limit: 5 },
  { filter: { a: { $gte: at(40) } }, sort: { a: 1 } },
  newestAdmissions,
  { filter: { k: { $eq: 'admission' }, st: 'open', at: { $gt: at(10) } }, sort: { at: 1 } },
  { filter: { k: 'enquiry', st: 'new', at: { $lte: end } }, sort: { at: -1 }, limit: 5 },
  { filter: { k: 'admission', at: { $gte: middle } }, sort: { at: -1 } },
  { filter: { d: { $lt: middle } } },
  { filter: { n: { $gte: 1 } } },
  { filter: { s: { $lt: 'b' } } },
  { filter: { t: { $gte: 0 } } },
  { filter: { a: { $lt: at(3) } } },
  { filter: { d: { $gte: at(60), $lt: at(20) } } },
];

async function run(collection: Collection<Sample>, { filter, sort, skip, limit }: Query) {
  const docs = await collection
    .find(filter, { sort, skip, limit })
    .project<{ _id: number }>({ _id: 1 })
    .toArray();
  const ids = docs.map((doc) => doc._id);
  // without a sort the order is unspecified
  return sort ? ids : ids.sort((a, b) => a - b);
}

describe('range and sort pushdown', () => {
  it.each(queries.map((query) => [JSON.stringify(query), query] as const))(
    'returns what it returns without an index: %s',
    async (_, query) => {
      const expected = await run(plain, query);
      expect(await run(indexed, query)).toEqual(expected);
      expect(await indexed.countDocuments(query.filter)).toBe(await plain.countDocuments(query.filter));
    },
  );

  it('returns documents for each type the table ranges over', async () => {
    // guards the table above against passing on empty results
    expect(await run(indexed, newestBefore)).toHaveLength(5);
    for (const filter of [
      { n: { $gt: -5 } },
      { s: { $gte: 'a' } },
      { o: { $gt: oid(20) } },
      { t: { $gte: 0 } },
    ])
      expect((await run(indexed, { filter, sort: { _id: 1 } })).length).toBeGreaterThan(3);
    expect(await run(indexed, newestAdmissions)).toHaveLength(5);
  });

  it('updates and deletes the documents a range matches', async () => {
    const filter = { a: { $lt: middle } };
    const expected = await plain.countDocuments(filter);
    expect((await indexed.updateMany(filter, { $set: { seen: true } })).modifiedCount).toBe(expected);
    expect(await indexed.countDocuments({ seen: true })).toBe(expected);
    expect((await indexed.updateMany({ seen: true }, { $unset: { seen: '' } })).modifiedCount).toBe(expected);
  });
});

describe('explain', () => {
  const explain = (find: Document) => db.command({ explain: { find: 'indexed', ...find } });
  const valueIndex = /USING INDEX _ferretdb_values_/;

  it('reads a range sorted by its field in index order, with no sort in memory or in SQL', async () => {
    for (const find of [newestBefore, newestAdmissions]) {
      const result = await explain(find);
      expect(result.sortPushdown).toBe(true);
      expect(JSON.stringify(result.queryPlanner)).toMatch(valueIndex);
      expect(JSON.stringify(result.queryPlanner)).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('sorts in memory when a sort field or a prefix holds an array, or the sort is unrestricted', async () => {
    expect((await explain({ filter: { a: { $lt: middle } }, sort: { a: -1 } })).sortPushdown).toBe(false);
    expect(
      (await explain({ filter: { k: 'enquiry', st: 'new', at: { $lte: end } }, sort: { at: -1 } }))
        .sortPushdown,
    ).toBe(false);
    expect((await explain({ filter: { tag: 1 }, sort: { d: -1 } })).sortPushdown).toBe(false);
  });

  it('reads a range alone through the value index', async () => {
    const result = await explain({ filter: { n: { $gte: 1, $lt: 9 } } });
    expect(result.filterPushdown).toBe(true);
    expect(JSON.stringify(result.queryPlanner)).toMatch(valueIndex);
  });
});

describe('time of a sorted, limited range', () => {
  const events = db.collection('events');
  const size = 20_000;

  beforeAll(async () => {
    await events.createIndex({ createdAt: 1 });
    await events.createIndex({ userId: 1, createdAt: -1 });
    for (let start = 0; start < size; start += 1_000)
      await events.insertMany(
        Array.from({ length: 1_000 }, (_, i) => ({
          userId: `user${(start + i) % 2_000}`,
          createdAt: new Date(t0 + (((start + i) * 7_919) % size) * 60_000),
        })),
      );
  }, 60_000);

  async function p50(query: (i: number) => Promise<unknown[]>, expected: number) {
    const times: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      const docs = await query(i);
      times.push(performance.now() - started);
      expect(docs).toHaveLength(expected);
    }
    return times.sort((a, b) => a - b)[50];
  }

  it(`reads the newest 20 of ${size} before a date in a few milliseconds`, async () => {
    const time = await p50(
      (i) =>
        events
          .find({ createdAt: { $lt: new Date(t0 + (1_000 + i * 150) * 60_000) } })
          .sort({ createdAt: -1 })
          .limit(20)
          .toArray(),
      20,
    );
    // Before the patch this took 790 ms at 20,000 documents (a scan and a sort); the bound leaves
    // room for a busy machine.
    expect(time).toBeLessThan(10);
  });

  it(`reads one user's newest 5 of ${size} in a few milliseconds`, async () => {
    const time = await p50(
      (i) =>
        events
          .find({ userId: `user${i * 17}`, createdAt: { $lte: end } })
          .sort({ createdAt: -1 })
          .limit(5)
          .toArray(),
      5,
    );
    expect(time).toBeLessThan(10);
  });
});
