/**
 * Concurrent writes to one document over many connections lose nothing (scripts/ferretdb/
 * atomic-updates.patch): every client below has a pool of one, so the 20 operations of a round run on
 * 20 connections at once, as 20 service instances or one pool of 20 would.
 */
import { randomUUID } from 'node:crypto';
import { type Collection, MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const CONNECTIONS = 20;
const dbName = `ferret_atomic_${randomUUID().slice(0, 8)}`;
const clients = Array.from(
  { length: CONNECTIONS },
  () => new MongoClient(inject('embeddedDbUri'), { maxPoolSize: 1 }),
);

beforeAll(async () => {
  // Each client opens its connection before the rounds start, so the operations race on the server.
  await Promise.all(clients.map((client) => client.db(dbName).command({ ping: 1 })));
});

afterAll(async () => {
  await clients[0]!.db(dbName).dropDatabase();
  await Promise.all(clients.map((client) => client.close()));
});

/** The collection as seen over connection `index`. */
function over<T extends object>(index: number, name: string): Collection<T> {
  return clients[index]!.db(dbName).collection<T>(name);
}

/** Runs `operation` once per connection, all at once. */
function onEveryConnection<R>(operation: (index: number) => Promise<R>): Promise<R[]> {
  return Promise.all(clients.map((_, index) => operation(index)));
}

type Counter = { _id: ObjectId; n: number; version: number; tags: number[]; set: number[] };
type Job = { _id: ObjectId; status: 'pending' | 'claimed'; dueAt: Date; by?: number };

describe('concurrent updates of one document over 20 connections', () => {
  it('keeps every $inc', async () => {
    const _id = new ObjectId();
    await over<Counter>(0, 'counters').insertOne({ _id, n: 0, version: 0, tags: [], set: [] });
    for (let round = 0; round < 3; round++)
      await onEveryConnection((i) => over<Counter>(i, 'counters').updateOne({ _id }, { $inc: { n: 1 } }));
    expect((await over<Counter>(0, 'counters').findOne({ _id }))?.n).toBe(3 * CONNECTIONS);
  });

  it('keeps every $push and $addToSet of distinct values', async () => {
    const _id = new ObjectId();
    await over<Counter>(0, 'counters').insertOne({ _id, n: 0, version: 0, tags: [], set: [] });
    await onEveryConnection((i) => over<Counter>(i, 'counters').updateOne({ _id }, { $push: { tags: i } }));
    await onEveryConnection((i) =>
      over<Counter>(i, 'counters').updateOne({ _id }, { $addToSet: { set: i } }),
    );
    const saved = await over<Counter>(0, 'counters').findOne({ _id });
    const all = Array.from({ length: CONNECTIONS }, (_, i) => i);
    expect([...(saved?.tags ?? [])].sort((a, b) => a - b)).toEqual(all);
    expect([...(saved?.set ?? [])].sort((a, b) => a - b)).toEqual(all);
  });

  it('lets exactly one conditional updateOne on a version win', async () => {
    const _id = new ObjectId();
    await over<Counter>(0, 'counters').insertOne({ _id, n: 0, version: 3, tags: [], set: [] });
    const results = await onEveryConnection((i) =>
      over<Counter>(i, 'counters').updateOne({ _id, version: 3 }, { $set: { version: 4, n: i } }),
    );
    expect(results.map((r) => r.modifiedCount).reduce((a, b) => a + b)).toBe(1);
    const winner = results.findIndex((r) => r.modifiedCount === 1);
    expect(await over<Counter>(0, 'counters').findOne({ _id })).toMatchObject({ version: 4, n: winner });
  });

  it('lets exactly one findOneAndUpdate claim a document', async () => {
    const _id = new ObjectId();
    await over<Job>(0, 'jobs').insertOne({ _id, status: 'pending', dueAt: new Date(0) });
    const claims = await onEveryConnection((i) =>
      over<Job>(i, 'jobs').findOneAndUpdate(
        { _id, status: 'pending' },
        { $set: { status: 'claimed', by: i } },
        { returnDocument: 'after' },
      ),
    );
    const winners = claims.flatMap((claim, i) => (claim ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(await over<Job>(0, 'jobs').findOne({ _id })).toMatchObject({ status: 'claimed', by: winners[0] });
  });

  it('hands each due job of a queue to one claimant only', async () => {
    const queue = 'queue';
    const due = Array.from({ length: 10 }, (_, i) => ({
      _id: new ObjectId(),
      status: 'pending' as const,
      dueAt: new Date(Date.now() - 1_000 * (i + 1)),
    }));
    await over<Job>(0, queue).insertMany(due);
    const claims = await onEveryConnection((i) =>
      over<Job>(i, queue).findOneAndUpdate(
        { status: 'pending', dueAt: { $lte: new Date() } },
        { $set: { status: 'claimed', by: i } },
        { sort: { dueAt: 1 }, returnDocument: 'after' },
      ),
    );
    const claimed = claims.filter((claim) => claim !== null);
    expect(claimed).toHaveLength(due.length);
    expect(new Set(claimed.map((claim) => claim._id.toHexString())).size).toBe(due.length);
    // Every job is recorded as claimed by the connection that was told it won it.
    const saved = await over<Job>(0, queue).find({}).toArray();
    for (const job of claimed) expect(saved.find((s) => s._id.equals(job._id))?.by).toBe(job.by);
  });

  it('lets exactly one findOneAndDelete take a document', async () => {
    const _id = new ObjectId();
    await over<Job>(0, 'taken').insertOne({ _id, status: 'pending', dueAt: new Date(0) });
    const taken = await onEveryConnection((i) => over<Job>(i, 'taken').findOneAndDelete({ _id }));
    expect(taken.filter((doc) => doc !== null)).toHaveLength(1);
  });
});
