import { describe, expect, it } from 'vitest';
import { testDatabase } from './testing.ts';

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
