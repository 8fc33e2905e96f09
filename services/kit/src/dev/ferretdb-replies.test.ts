/**
 * Replies with less work in them (scripts/ferretdb/reply-speed.patch): a find's projection takes the
 * values of the documents it read instead of copying them, and only requests are searched for NaN.
 * What a projected find answers, and what the next find reads, stay what MongoDB answers.
 */
import { randomUUID } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';

const client = new MongoClient(inject('embeddedDbUri'));
const db = client.db(`ferret_replies_${randomUUID().slice(0, 8)}`);

afterAll(async () => {
  await db.dropDatabase();
  await client.close();
});

const order = (n: number) => ({
  _id: new ObjectId(),
  n,
  userId: `user-${n % 3}`,
  status: n % 2 ? 'paid' : 'pending',
  total: { paise: n * 1000, currency: 'INR' },
  lines: [
    { productId: `p${n}`, qty: n, tags: ['book', `t${n}`] },
    { productId: `q${n}`, qty: 1, tags: [] },
  ],
});

describe('projected finds', () => {
  const docs = Array.from({ length: 12 }, (_, n) => order(n));
  const orders = db.collection<ReturnType<typeof order>>('orders');
  const ready = orders.insertMany(docs);

  it('answers the fields an inclusion asks for, nested ones too, with or without _id', async () => {
    await ready;
    const withId = await orders
      .find({ userId: 'user-1' }, { projection: { n: 1, 'total.paise': 1 } })
      .sort({ n: 1 })
      .toArray();
    expect(withId).toEqual(
      docs
        .filter((d) => d.userId === 'user-1')
        .map((d) => ({ _id: d._id, n: d.n, total: { paise: d.total.paise } })),
    );
    const withoutId = await orders
      .find({}, { projection: { _id: 0, status: 1, lines: 1 } })
      .sort({ n: -1 })
      .toArray();
    expect(withoutId).toEqual([...docs].reverse().map(({ status, lines }) => ({ status, lines })));
  });

  it('answers every field but the excluded ones, and leaves nothing of the projection in what is stored', async () => {
    await ready;
    const excluded = await orders
      .find({ status: 'paid' }, { projection: { lines: 0, _id: 0 } })
      .sort({ n: 1 })
      .toArray();
    expect(excluded).toEqual(
      docs.filter((d) => d.status === 'paid').map(({ lines: _l, _id, ...rest }) => rest),
    );
    // Projections taken from documents must not reach the next reader of the same documents.
    const whole = await orders.find({}).sort({ n: 1 }).toArray();
    expect(whole).toEqual(docs);
    const again = await orders
      .find({ status: 'paid' }, { projection: { lines: 0, _id: 0 } })
      .sort({ n: 1 })
      .toArray();
    expect(again).toEqual(excluded);
  });

  it('answers the same to many projected finds at once', async () => {
    await ready;
    const expected = docs.map(({ _id, n, total }) => ({ _id, n, total }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        orders
          .find({}, { projection: { n: 1, total: 1 } })
          .sort({ n: 1 })
          .toArray(),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(expected);
  });
});

describe('NaN', () => {
  // MongoDB stores it; FerretDB refuses it (and the patch keeps that), closing the connection.
  it('is refused in a request, and the database goes on serving', async () => {
    const numbers = db.collection<{ _id: string; value: number }>('numbers');
    // Its own client: the embedded database closes the connection that sent it.
    const other = new MongoClient(inject('embeddedDbUri'), { retryWrites: false, retryReads: false });
    try {
      const insert = other
        .db(db.databaseName)
        .collection<{ _id: string; value: number }>('numbers')
        .insertOne({ _id: 'nan', value: Number.NaN });
      await expect(insert).rejects.toThrow();
    } finally {
      await other.close();
    }
    await numbers.insertOne({ _id: 'one', value: 1.5 });
    const stored = await numbers
      .find({}, { projection: { _id: 1 } })
      .sort({ _id: 1 })
      .toArray();
    expect(stored.map((doc) => doc._id)).toEqual(['one']);
  });
});
