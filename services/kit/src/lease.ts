import type { Db } from 'mongodb';
import { ObjectId } from 'mongodb';
import type { ApiError } from './envelope.ts';
import { upsertIfMatches } from './mongo.ts';

/** A held lease (`_id` = what it guards): `holder` releases it; past `until` anyone may take it over. */
type LeaseDoc = { _id: string; holder: ObjectId; until: Date };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Work that must run once at a time per key across every instance sharing the database: a buyer's
 * payment order request, which calls the gateway; a rule spanning several documents ("there is always
 * an administrator"), which one document's atomic update cannot keep. Whoever takes the key's lease
 * runs, the others wait up to `waitMs` and are then refused with `busy`. A lease outlives a process
 * that died holding it by `leaseMs` at most.
 */
export function leases(
  db: Db,
  collection: string,
  { leaseMs, waitMs, busy }: { leaseMs: number; waitMs: number; busy: ApiError },
) {
  const held = db.collection<LeaseDoc>(collection);

  /** True when this holder took the lease: it was free or expired (an upsert that meets a live lease fails on `_id`). */
  async function take(key: string, holder: ObjectId) {
    const now = new Date();
    const taken = await upsertIfMatches(
      held,
      { _id: key, until: { $lt: now } },
      { $set: { holder, until: new Date(now.getTime() + leaseMs) } },
    );
    return taken !== null;
  }

  return {
    async exclusively<T>(key: string, work: () => Promise<T>): Promise<T> {
      const holder = new ObjectId();
      const giveUpAt = Date.now() + waitMs;
      while (!(await take(key, holder))) {
        if (Date.now() > giveUpAt) throw busy;
        await pause(10 + Math.random() * 20);
      }
      try {
        return await work();
      } finally {
        await held.deleteOne({ _id: key, holder });
      }
    },
  };
}
