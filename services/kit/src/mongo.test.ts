import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startEmbeddedDb } from './dev/embedded-db.ts';
import { connectDatabase, dropCollection, dropIndexes, isDuplicateKey } from './mongo.ts';
import { testDatabase } from './testing/fixtures.ts';
import { queryPlan } from './testing/query-plan.ts';

const database = await testDatabase();

describe('database client', () => {
  it('applies concurrent updates of one document without losing any', async () => {
    const counters = database.db.collection<{ _id: string; n: number; seen: number[] }>('counters');
    await counters.insertOne({ _id: 'c', n: 0, seen: [] });
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        counters.updateOne({ _id: 'c' }, { $inc: { n: 1 }, $addToSet: { seen: i } }),
      ),
    );
    const counter = await counters.findOne({ _id: 'c' });
    expect(counter?.n).toBe(25);
    expect(counter?.seen).toHaveLength(25);
  });
});

describe('unique keys', () => {
  it('recognises a duplicate key raised by an insert and by an update', async () => {
    const people = database.db.collection<{ _id: string; email: string }>('people');
    await people.createIndex({ email: 1 }, { unique: true });
    await people.insertMany([
      { _id: 'a', email: 'a@example.com' },
      { _id: 'b', email: 'b@example.com' },
    ]);
    const inserted = await people.insertOne({ _id: 'c', email: 'a@example.com' }).catch((error) => error);
    const updated = await people
      .updateOne({ _id: 'b' }, { $set: { email: 'a@example.com' } })
      .catch((error) => error);
    expect(isDuplicateKey(inserted)).toBe(true);
    expect(isDuplicateKey(updated)).toBe(true);
    expect(isDuplicateKey(new Error('connection closed'))).toBe(false);
  });
});

describe('reconnection', () => {
  it('serves again after each of three database restarts under load', { timeout: 120_000 }, async () => {
    // Restarting under load once stalled the driver's monitor for good in about one try of five.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-reconnect-'));
    const port = await freePort();
    let server = await startEmbeddedDb({ dataDir, port });
    // Over the Unix socket, as the site's services connect.
    expect(server.localUri).toBe(
      `mongodb://${encodeURIComponent(path.join(dataDir, 'state/ferretdb.sock'))}/`,
    );
    const restarted = await connectDatabase(server.localUri, 'reconnect');
    const counters = restarted.db.collection<{ _id: number; n: number }>('counters');
    let loaded = true;
    const load = Array.from({ length: 40 }, async (_, i) => {
      while (loaded) {
        try {
          await counters.updateOne({ _id: i }, { $inc: { n: 1 } }, { upsert: true });
          await counters.findOne({ _id: i });
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      for (let restart = 0; restart < 3; restart += 1) {
        await pause(1_500);
        // The second time killed outright, which leaves its socket behind for the next start.
        if (restart === 1) {
          const exited = once(server.process, 'exit');
          server.process.kill('SIGKILL');
          await exited;
          expect(existsSync(path.join(dataDir, 'state/ferretdb.sock'))).toBe(true);
        } else await server.stop();
        expect(await restarted.ready()).toBe(false);
        await pause(2_000);
        server = await startEmbeddedDb({ dataDir, port });
        const deadline = Date.now() + 15_000;
        while (!(await restarted.ready()) && Date.now() < deadline) await pause(500);
        expect(await restarted.ready()).toBe(true);
      }
    } finally {
      loaded = false;
      await Promise.all(load);
      await restarted.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('starting the embedded database', () => {
  it('answers while this process is too busy to read anything the database writes', async () => {
    // Refused claims are replies that are not ok, which FerretDB can log; here this process stops
    // reading for as long as a child makes 500 of them (`spawnSync`, as a test harness waits on a tool).
    const claims = `
      import { MongoClient } from 'mongodb';
      const client = new MongoClient(process.env.URI, { socketTimeoutMS: 3000, serverSelectionTimeoutMS: 3000 });
      const claims = client.db('blocked').collection('claims');
      await claims.insertOne({ _id: 'taken', n: 99 });
      for (let i = 0; i < 500; i += 1)
        await claims.findOneAndUpdate({ _id: 'taken', n: { $lt: 5 } }, { $inc: { n: 1 } }, { upsert: true })
          .catch((error) => { if (error.code !== 11000) throw error; });
      await client.close();`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-busy-parent-'));
    const server = await startEmbeddedDb({ dataDir });
    try {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', claims], {
        cwd: import.meta.dirname,
        env: { ...process.env, URI: server.localUri },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(child.stderr).toBe('');
      expect(child.status).toBe(0);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a port another database listens on, rather than taking that one for its own', async () => {
    const [firstDir, secondDir] = [0, 1].map(() =>
      mkdtempSync(path.join(tmpdir(), 'aspire-port-taken-')),
    ) as [string, string];
    const port = await freePort();
    const first = await startEmbeddedDb({ dataDir: firstDir, port });
    try {
      await expect(startEmbeddedDb({ dataDir: secondDir, port })).rejects.toThrow(
        `Port ${port} is already in use`,
      );
    } finally {
      await first.stop();
      for (const dataDir of [firstDir, secondDir]) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('finding by `_id`', () => {
  // Updates and deletes find their documents through the same query, then write them by `_id`.
  it('looks documents up through the index, not by reading the collection', async () => {
    const items = database.db.collection<{ _id: string; n: number }>('by_id');
    await items.insertMany(Array.from({ length: 200 }, (_, n) => ({ _id: `item-${n}`, n })));
    const plan = await queryPlan(database.db, { find: 'by_id', filter: { _id: 'item-150' } });
    expect(plan.scans).toBe(false);
    expect(plan.indexes).toEqual(['_id_']);
  });
});

describe('long lists', () => {
  // SQLite binds at most 32,766 values in one statement, and FerretDB bound one a value of a `$in` and
  // of the ids a `deleteMany` removes (scripts/ferretdb/sqlite-wide-in.patch).
  it('finds by a `$in` of 40,000 values on an indexed field, and deletes 40,000 documents at once', {
    timeout: 120_000,
  }, async () => {
    const items = database.db.collection<{ _id: number; key: string }>('long_lists');
    await items.createIndex({ key: 1 });
    await items.insertMany(Array.from({ length: 40_000 }, (_, n) => ({ _id: n, key: `k${n}` })));
    // Every other key exists.
    const wanted = Array.from({ length: 40_000 }, (_, n) => `k${2 * n}`);
    const found = await items.find({ key: { $in: wanted } }, { projection: { _id: 1 } }).toArray();
    expect(found.map(({ _id }) => _id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20_000 }, (_, n) => 2 * n),
    );
    expect((await items.deleteMany({ _id: { $gte: 0 } })).deletedCount).toBe(40_000);
    expect(await items.countDocuments()).toBe(0);
  });

  it('reads a list past a thousand values through the index', async () => {
    const items = database.db.collection<{ _id: number; key: string }>('long_list_plan');
    await items.createIndex({ key: 1 });
    await items.insertMany(Array.from({ length: 100 }, (_, n) => ({ _id: n, key: `k${n}` })));
    const wanted = Array.from({ length: 2_000 }, (_, n) => `k${n}`);
    const plan = await queryPlan(database.db, { find: 'long_list_plan', filter: { key: { $in: wanted } } });
    expect(plan.indexes).toEqual(['key_1']);
    expect(await items.countDocuments({ key: { $in: wanted } })).toBe(100);
  });
});

describe('indexes of earlier versions', () => {
  it('are dropped where they exist; a missing one, or a missing collection, is no error', async () => {
    const stored = database.db.collection('retired_indexes');
    await stored.createIndex({ slug: 1 }, { name: 'by_slug' });
    await stored.createIndex({ email: 1 }, { name: 'by_email' });
    await dropIndexes(stored, ['by_slug', 'never_made']);
    expect((await stored.listIndexes().toArray()).map((index) => index.name).sort()).toEqual([
      '_id_',
      'by_email',
    ]);
    await dropIndexes(database.db.collection('never_written'), ['by_slug']);
  });
});

describe('collections of earlier versions', () => {
  it('are dropped where they exist; a missing one is no error', async () => {
    await database.db.collection('retired_words').insertOne({ word: 'old' });
    await dropCollection(database.db, 'retired_words');
    const left = await database.db.listCollections({ name: 'retired_words' }, { nameOnly: true }).toArray();
    expect(left).toEqual([]);
    await dropCollection(database.db, 'retired_words');
  });
});
