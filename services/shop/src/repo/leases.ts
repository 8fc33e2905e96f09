import { ApiError } from '@aspire/service-kit';
import { upsertIfMatches } from '@aspire/service-kit/mongo';
import { type Db, ObjectId } from 'mongodb';

/** A held lease (`_id` = what it guards): `holder` releases it; past `until` anyone may take it over. */
type LeaseDoc = { _id: string; holder: ObjectId; until: Date };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Work that must run once at a time per key across every process sharing the database (a buyer's
 * payment order request, which calls the gateway): whoever takes the key's lease runs, the others wait
 * for it. A lease outlives a process that died holding it by `leaseMs` at most.
 */
export function leases(db: Db, name: string, options = { leaseMs: 30_000, waitMs: 15_000 }) {
  const held = db.collection<LeaseDoc>(name);

  /** True when this holder took the lease: it was free or expired (an upsert that meets a live lease fails on `_id`). */
  async function take(key: string, holder: ObjectId) {
    const now = new Date();
    return upsertIfMatches(
      held,
      { _id: key, until: { $lt: now } },
      { $set: { holder, until: new Date(now.getTime() + options.leaseMs) } },
    );
  }

  return {
    async exclusively<T>(key: string, work: () => Promise<T>): Promise<T> {
      const holder = new ObjectId();
      const giveUpAt = Date.now() + options.waitMs;
      while (!(await take(key, holder))) {
        if (Date.now() > giveUpAt)
          throw new ApiError(409, 'Your payment is being prepared; please try again');
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
