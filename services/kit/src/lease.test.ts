import { describe, expect, it } from 'vitest';
import { LEASE_BUSY, withLease } from './lease.ts';
import { testDatabase } from './testing/fixtures.ts';

const { db } = await testDatabase();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a lease', () => {
  it('lets one holder work at a time, in turn, and is free again after a failure', async () => {
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} in`);
      await pause(30);
      order.push(`${name} out`);
    };
    await Promise.all([withLease(db, 'turns', work('a')), withLease(db, 'turns', work('b'))]);
    expect(order.map((step) => step.split(' ')[1])).toEqual(['in', 'out', 'in', 'out']);

    await expect(withLease(db, 'turns', () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await withLease(db, 'turns', async () => 'free')).toBe('free');
  });

  it('answers busy past its wait, and lapses when its holder never lets go', async () => {
    const held = withLease(db, 'stuck', () => pause(400), { ttlMs: 200 });
    await pause(20);
    await expect(withLease(db, 'stuck', async () => 'never', { waitMs: 50 })).rejects.toMatchObject({
      status: 503,
      message: LEASE_BUSY,
    });
    // The first holder is still working, but its time is up.
    expect(await withLease(db, 'stuck', async () => 'taken over', { waitMs: 1_000 })).toBe('taken over');
    await held;
  });
});
