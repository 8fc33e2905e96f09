import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backup, restore } from './backup.ts';

const prefix = `aspire_bk${Date.now().toString(36)}_`;
const client = new MongoClient(inject('mongodbUri'));
const dir = mkdtempSync(path.join(tmpdir(), 'aspire-backup-'));

afterAll(async () => {
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  for (const { name } of databases.filter((d) => d.name.startsWith(prefix)))
    await client.db(name).dropDatabase();
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips documents with their types and unique indexes, and refuses to overwrite live data', async () => {
    const orders = client.db(`${prefix}shop`).collection('orders');
    const id = new ObjectId();
    const placedAt = new Date('2026-11-01T10:00:00Z');
    await orders.createIndex({ paymentId: 1 }, { unique: true, name: 'paymentId_unique' });
    await orders.insertMany([
      { _id: id, paymentId: 'pay_A1', amount: 129900, placedAt, lines: [{ qty: 2 }] },
      { paymentId: 'pay_B2', amount: 49900, placedAt, lines: [] },
    ]);
    await client
      .db(`${prefix}catalog`)
      .collection('admissions')
      .insertOne({ studentName: 'Fathima', idempotencyKey: 'k1' });

    const saved = await backup(client, dir, prefix);
    expect(saved).toEqual({ [`${prefix}shop.orders`]: 2, [`${prefix}catalog.admissions`]: 1 });

    await expect(restore(client, dir)).rejects.toThrow(/not empty/);
    await orders.deleteMany({});
    await orders.dropIndexes();
    await client.db(`${prefix}catalog`).dropDatabase();

    const restored = await restore(client, dir, { replace: true });
    expect(restored[`${prefix}shop.orders`]).toBe(2);
    const back = await orders.findOne({ _id: id });
    expect(back).toEqual({ _id: id, paymentId: 'pay_A1', amount: 129900, placedAt, lines: [{ qty: 2 }] });
    expect(back?.placedAt).toBeInstanceOf(Date);
    await expect(orders.insertOne({ paymentId: 'pay_A1' })).rejects.toThrow();
    expect(await client.db(`${prefix}catalog`).collection('admissions').countDocuments()).toBe(1);
  });
});
