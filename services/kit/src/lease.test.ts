import type { Db } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope.ts';
import { leases } from './lease.ts';
import { testDatabase } from './testing/fixtures.ts';

const { db } = await testDatabase();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = new ApiError(503, 'Busy: try again');

/**
 * The test database, with the first `times` calls of one collection method failing as on a connection
 * the database closed: before the call reaches it (`lost: false`), or after it did its work (`lost: true`).
 */
function failing(method: 'deleteOne' | 'findOneAndUpdate', times: number, { lost = false } = {}): Db {
  let left = times;
  const closed = () => new Error('connection closed');
  return {
    collection: (name: string) =>
      new Proxy(db.collection(name), {
        get(collection, property) {
          const value = Reflect.get(collection, property, collection);
          if (typeof value !== 'function') return value;
          if (property !== method || left === 0) return value.bind(collection);
          left -= 1;
          return async (...args: unknown[]) => {
            if (lost) await value.apply(collection, args);
            throw closed();
          };
        },
      }),
  } as unknown as Db;
}

describe('a lease', () => {
  it('lets one holder of a key work at a time, in turn, and is free again after a failure', async () => {
    const { exclusively } = leases(db, 'turn_leases', { leaseMs: 10_000, waitMs: 3_000, busy });
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} in`);
      await pause(30);
      order.push(`${name} out`);
    };
    await Promise.all([
      exclusively('k', work('a')),
      exclusively('k', work('b')),
      exclusively('other', work('c')),
    ]);
    const keyK = order.filter((step) => !step.startsWith('c'));
    expect(keyK.map((step) => step.split(' ')[1])).toEqual(['in', 'out', 'in', 'out']);

    await expect(exclusively('k', () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await exclusively('k', async () => 'free')).toBe('free');
  });

  it('refuses as busy past its wait, and lapses when its holder never lets go', async () => {
    const stuck = leases(db, 'stuck_leases', { leaseMs: 200, waitMs: 50, busy });
    const held = stuck.exclusively('k', () => pause(400));
    await pause(20);
    await expect(stuck.exclusively('k', async () => 'never')).rejects.toBe(busy);
    // The first holder is still working, but its time is up.
    const patient = leases(db, 'stuck_leases', { leaseMs: 200, waitMs: 1_000, busy });
    expect(await patient.exclusively('k', async () => 'taken over')).toBe('taken over');
    await held;
  });

  it('is let go as soon as the database answers again when its release failed', async () => {
    const { exclusively } = leases(failing('deleteOne', 2), 'unreleased_leases', {
      leaseMs: 20_000,
      waitMs: 5_000,
      busy,
    });
    // The work was done; letting go failed, and says so.
    await expect(exclusively('k', async () => 'done')).rejects.toThrow('connection closed');
    // Released again in the background (failing once more first), not held for its 20 s.
    const started = Date.now();
    expect(await exclusively('k', async () => 'again')).toBe('again');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is let go when the answer to taking it was lost', async () => {
    const { exclusively } = leases(failing('findOneAndUpdate', 1, { lost: true }), 'lost_leases', {
      leaseMs: 20_000,
      waitMs: 5_000,
      busy,
    });
    await expect(exclusively('k', async () => 'never')).rejects.toThrow('connection closed');
    // The database had taken it for the request that never heard so.
    expect(await db.collection('lost_leases').countDocuments({ _id: 'k' as never })).toBe(1);
    const started = Date.now();
    expect(await exclusively('k', async () => 'taken')).toBe('taken');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
