import { describe, expect, it, vi } from 'vitest';
import { freshCache } from './fresh-cache.ts';
import { testDatabase } from './testing/fixtures.ts';

const database = await testDatabase();
/** Another instance of the service: its own connection's view of the same database. */
const elsewhere = () => database.client.db(database.db.databaseName);

/** A computation that counts its runs and answers the run's number. */
const counted = () => {
  let runs = 0;
  return Object.assign(async () => ++runs, { runs: () => runs });
};

describe('fresh cache', () => {
  it('answers from memory until a write on any instance, then reads again', async () => {
    const first = freshCache(database.db, 'records');
    const second = freshCache(elsewhere(), 'records');
    await first.init();
    await second.init();
    const list = counted();

    expect(await first.get('page 1', list)).toBe(1);
    expect(await first.get('page 1', list)).toBe(1);
    expect(await second.get('page 1', list)).toBe(2);

    await second.touch();
    expect(await first.get('page 1', list)).toBe(3);
    expect(await second.get('page 1', list)).toBe(4);
    expect(await first.get('page 1', list)).toBe(3);
    expect(list.runs()).toBe(4);
  });

  it('with a mark age, reads the mark at most once in that time: another instance shows within it, its own at once', async () => {
    const first = freshCache(database.db, 'lagging', { markAgeMs: 300 });
    const second = freshCache(elsewhere(), 'lagging', { markAgeMs: 300 });
    await first.init();
    await second.init();
    const list = counted();
    expect(await first.get('all', list)).toBe(1);

    await second.touch();
    // Within the age the first instance has not read the mark again: it still answers from memory.
    expect(await first.get('all', list)).toBe(1);
    // The writer's own next read shows its change at once.
    expect(await second.get('all', list)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 320));
    expect(await first.get('all', list)).toBe(3);
    await first.touch();
    expect(await first.get('all', list)).toBe(4);
  });

  it('computes once for requests that come together, and keeps no failure', async () => {
    const cache = freshCache(database.db, 'together');
    await cache.init();
    const list = counted();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('page', list)));
    expect(new Set(answers)).toEqual(new Set([1]));

    const failing = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue('page');
    await expect(cache.get('other', failing)).rejects.toThrow('database gone');
    expect(await cache.get('other', failing)).toBe('page');
  });

  it('keeps nothing past its age, nor without a mark (a database restored without it)', async () => {
    const aged = freshCache(database.db, 'aged', { maxAgeMs: 0 });
    await aged.init();
    const list = counted();
    await aged.get('page', list);
    await aged.get('page', list);
    expect(list.runs()).toBe(2);

    const unmarked = freshCache(database.db, 'never initialised');
    const other = counted();
    await unmarked.get('page', other);
    await unmarked.get('page', other);
    expect(other.runs()).toBe(2);
  });
});
