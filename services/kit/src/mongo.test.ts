import { describe, expect, it } from 'vitest';
import { testDatabase } from './testing/fixtures.ts';

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

describe.runIf(database.embedded)('embedded database (FerretDB with scripts/ferretdb patches)', () => {
  // Updates and deletes find their documents through the same query, then write them by `_id`.
  it('looks documents up by `_id` through the index, not by reading the collection', async () => {
    const items = database.db.collection<{ _id: string; n: number }>('by_id');
    await items.insertMany(Array.from({ length: 200 }, (_, n) => ({ _id: `item-${n}`, n })));
    const plan = (await database.db.command({
      explain: { find: 'by_id', filter: { _id: 'item-150' } },
    })) as { queryPlanner: { Plan: string[] } };
    expect(plan.queryPlanner.Plan.join(' ')).toMatch(/SEARCH .* USING INDEX/);
  });
});
