import { type Document, ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { LATEST_DATE, newestFirst, newestOrder, parseCursor } from './newest-first.ts';
import { prefixRange } from './person-search.ts';
import { testDatabase } from './testing/fixtures.ts';
import { queryPlan } from './testing/query-plan.ts';

const { db, embedded } = await testDatabase();
type Item = { _id: ObjectId; kind: string; colour: string; name: string; at: Date };
const items = db.collection<Item>('items');
await items.createIndex({ kind: 1, at: -1 });
await items.createIndex({ at: -1 });
await items.createIndex({ name: 1 });

const instant = new Date('2026-01-01T10:00:00Z');
// 40 items: every fifth at one shared instant (so pages end inside the group), the rest a minute apart.
const all: Item[] = Array.from({ length: 40 }, (_, index) => ({
  _id: new ObjectId(),
  kind: index % 2 === 0 ? 'book' : 'mat',
  colour: index % 3 === 0 ? 'green' : 'blue',
  name: `item ${index}`,
  at: index % 5 === 0 ? instant : new Date(instant.getTime() + (index - 20) * 60_000),
}));
await items.insertMany(all);
const byNewest = newestOrder<Item>('at');
const expected = (keep: (item: Item) => boolean) =>
  all
    .filter(keep)
    .sort(byNewest)
    .map((item) => item._id.toHexString());

describe('a newest-first list', () => {
  const list = newestFirst(items, { date: 'at', indexes: [['kind'], []], searchReadCap: 3 });
  /** Every page of a read, three at a time, as ids. */
  async function pages(filter: Document, search: Document[] = []) {
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 30; page += 1) {
      const cursor = parseCursor(after);
      const found =
        search.length > 0
          ? await list.searched(filter, { $lte: LATEST_DATE }, cursor, 3, search)
          : await list.read(filter, { $lte: LATEST_DATE }, cursor, 3);
      const rows = found.slice(0, 3);
      seen.push(...rows.map((item) => item._id.toHexString()));
      const last = rows.at(-1);
      if (found.length <= 3 || !last) break;
      after = list.cursorOf(last);
    }
    return seen;
  }

  it('pages newest first without repeating or skipping items of one instant', async () => {
    expect(await pages({})).toEqual(expected(() => true));
    expect(await pages({ kind: 'book' })).toEqual(expected((item) => item.kind === 'book'));
    expect(await pages({ kind: 'mat', colour: 'green' })).toEqual(
      expected((item) => item.kind === 'mat' && item.colour === 'green'),
    );
  });

  it('finds a search’s matches newest first, by their own index or past the cap by date', async () => {
    // Under the cap (one match each): read by name, merged, sorted by date.
    const few = ['item 4', 'item 5', 'item 0'].map((name) => ({ name: prefixRange(name) }));
    expect(await pages({}, few)).toEqual(
      expected((item) => ['item 4', 'item 5', 'item 0'].includes(item.name)),
    );
    // Past it (11 names start with "item 1"): read by date, checking each.
    expect(await pages({}, [{ name: prefixRange('item 1') }])).toEqual(
      expected((item) => item.name.startsWith('item 1')),
    );
    expect(await pages({ kind: 'book' }, [{ name: prefixRange('item 2') }])).toEqual(
      expected((item) => item.kind === 'book' && item.name.startsWith('item 2')),
    );
  });

  it('reads a page in index order with the other equalities checked on what it reads', async () => {
    // What `read` asks for a filter of an indexed and an unindexed equality.
    const explained = await queryPlan(db, {
      find: 'items',
      filter: { at: { $lte: LATEST_DATE }, kind: 'mat', $and: [{ colour: 'green' }] },
      sort: { at: -1 },
      limit: 4,
    });
    expect(explained.sortedInMemory).toBe(false);
    expect(explained.scans).toBe(false);
    const both = await queryPlan(db, {
      find: 'items',
      filter: { at: { $lte: LATEST_DATE }, kind: 'mat', name: 'item 1' },
      sort: { at: -1 },
      limit: 4,
    });
    // Two indexed equalities at the top: the embedded database gives up reading in order (hence
    // `leading`); MongoDB's planner may choose either index.
    if (embedded) expect(both.sortedInMemory).toBe(true);
    expect(both.scans).toBe(false);
  });

  it('takes a cursor only as `date|id`', () => {
    const id = new ObjectId();
    expect(parseCursor(`${instant.toISOString()}|${id.toHexString()}`)).toEqual({ at: instant, id });
    expect(parseCursor('yesterday|1')).toBeUndefined();
    expect(parseCursor(undefined)).toBeUndefined();
  });
});
