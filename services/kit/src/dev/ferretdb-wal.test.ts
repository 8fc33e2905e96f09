/**
 * A steady flow of updates keeps SQLite's write-ahead log at its checkpoint size
 * (scripts/ferretdb/update-read-then-write.patch). When update and findAndModify wrote inside their
 * own open read, no checkpoint could finish and the log grew by some 17 KB an update, without end.
 * This runs its own FerretDB, whatever MONGODB_URI says: it is the patched server that is tested.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EmbeddedDb, startEmbeddedDb } from './embedded-db.ts';

const DOCUMENTS = 100;
const UPDATES = 3_000;
// SQLite checkpoints once the log holds 1,000 pages of 4 KB; unpatched, these updates left some 50 MB.
const LOG_LIMIT_BYTES = 8 * 1024 * 1024;

let dataDir: string;
let db: EmbeddedDb;
let client: MongoClient;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-ferretdb-wal-'));
  db = await startEmbeddedDb({ dataDir });
  client = new MongoClient(db.uri, { maxPoolSize: 20 });
});

afterAll(async () => {
  await client?.close();
  await db?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps the write-ahead log at its checkpoint size under 3,000 updates from 20 connections', async () => {
  const counters = client.db('wal').collection<{ _id: number; n: number }>('counters');
  await counters.insertMany(Array.from({ length: DOCUMENTS }, (_, _id) => ({ _id, n: 0 })));
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < UPDATES) {
        const _id = next++ % DOCUMENTS;
        if (_id % 2) await counters.updateOne({ _id }, { $inc: { n: 1 } });
        else await counters.findOneAndUpdate({ _id }, { $inc: { n: 1 } });
      }
    }),
  );
  const total = await counters
    .aggregate<{ n: number }>([{ $group: { _id: null, n: { $sum: '$n' } } }])
    .next();
  expect(total?.n).toBe(UPDATES);
  expect(statSync(path.join(dataDir, 'wal.sqlite-wal')).size).toBeLessThan(LOG_LIMIT_BYTES);
});
