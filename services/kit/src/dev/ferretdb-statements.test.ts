/**
 * Compiled statements kept by each SQLite connection (scripts/ferretdb/sqlite-statement-cache.patch):
 * a statement run again answers with its new arguments only, two cursors of one query read side by
 * side, a collection dropped and made again is read afresh, and more query shapes than a connection
 * keeps still answer what MongoDB answers.
 */
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';

const client = new MongoClient(inject('embeddedDbUri'));
const db = client.db(`ferret_statements_${randomUUID().slice(0, 8)}`);

afterAll(async () => {
  await db.dropDatabase();
  await client.close();
});

type Item = { _id: number; group: number; name: string };
const items = (count: number, prefix = 'item'): Item[] =>
  Array.from({ length: count }, (_, i) => ({ _id: i, group: i % 5, name: `${prefix} ${i}` }));

describe('statements run again', () => {
  it('answer each run with its own arguments, one after another and many at once', async () => {
    const things = db.collection<Item>('things');
    const all = items(50);
    await things.insertMany(all);
    for (const group of [0, 1, 2, 3, 4, 0, 3])
      expect(await things.find({ group }).sort({ _id: 1 }).toArray()).toEqual(
        all.filter((item) => item.group === group),
      );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        things
          .find({ group: i % 5 })
          .sort({ _id: 1 })
          .toArray(),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer).toEqual(all.filter((item) => item.group === i % 5));
    });
  });

  it('read two cursors of one query side by side, batch by batch', async () => {
    const pages = db.collection<Item>('pages');
    const all = items(30);
    await pages.insertMany(all);
    const first = pages.find({ group: { $gte: 0 } }, { batchSize: 4 }).sort({ _id: 1 });
    const second = pages.find({ group: { $gte: 0 } }, { batchSize: 4 }).sort({ _id: 1 });
    const read: [Item[], Item[]] = [[], []];
    for (let i = 0; i < all.length; i += 1) {
      const [a, b] = await Promise.all([first.next(), second.next()]);
      if (a) read[0].push(a);
      if (b) read[1].push(b);
    }
    expect(read).toEqual([all, all]);
    await Promise.all([first.close(), second.close()]);
  });

  it('read a collection dropped, and made again, afresh', async () => {
    const again = db.collection<Item>('again');
    await again.insertMany(items(5, 'old'));
    expect(await again.find({ group: 1 }).toArray()).toEqual([{ _id: 1, group: 1, name: 'old 1' }]);
    await again.drop();
    expect(await again.find({ group: 1 }).toArray()).toEqual([]);
    await again.insertMany(items(5, 'new'));
    expect(await again.find({ group: 1 }).toArray()).toEqual([{ _id: 1, group: 1, name: 'new 1' }]);
    await again.updateMany({ group: 1 }, { $set: { name: 'changed' } });
    expect(await again.find({ group: 1 }).toArray()).toEqual([{ _id: 1, group: 1, name: 'changed' }]);
  });

  it('answer more query shapes than a connection keeps', async () => {
    const shapes = db.collection<Item>('shapes');
    const all = items(200);
    await shapes.insertMany(all);
    // Each length of $in and each field combination is a statement text of its own: 150 of them.
    for (let count = 1; count <= 150; count += 1) {
      const ids = Array.from({ length: count }, (_, i) => (i * 7) % 200);
      const found = await shapes
        .find({ _id: { $in: ids }, ...(count % 2 ? { group: { $in: [0, 1, 2, 3, 4] } } : {}) })
        .sort({ _id: 1 })
        .toArray();
      expect(found).toEqual(all.filter((item) => ids.includes(item._id)));
    }
  });
});
