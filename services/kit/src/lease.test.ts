import { describe, expect, it } from 'vitest';
import { ApiError } from './envelope.ts';
import { leases } from './lease.ts';
import { testDatabase } from './testing/fixtures.ts';

const { db } = await testDatabase();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busy = new ApiError(503, 'Busy: try again');

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
});
