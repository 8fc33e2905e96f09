import type { Db } from 'mongodb';
import { ObjectId } from 'mongodb';
import type { ApiError } from './envelope.ts';
import { upsertIfMatches } from './mongo.ts';

/** A held lease (`_id` = what it guards): `holder` releases it; past `until` anyone may take it over. */
type LeaseDoc = { _id: string; holder: ObjectId; until: Date };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How often a lease whose release failed is released again, until the database answers. */
const RELEASE_RETRY_MS = 250;

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

  const release = (key: string, holder: ObjectId) => held.deleteOne({ _id: key, holder });

  /**
   * A release that failed (the database went away during the work) is tried again in the background
   * until it succeeds or the lease has lapsed anyway: otherwise the next holder, typically the same
   * request retried, would wait the lease out once the database is back.
   */
  function releaseLater(key: string, holder: ObjectId, lapsesAt: number) {
    const retry = () => {
      if (Date.now() > lapsesAt) return;
      release(key, holder).catch(() => setTimeout(retry, RELEASE_RETRY_MS).unref());
    };
    setTimeout(retry, RELEASE_RETRY_MS).unref();
  }

  return {
    async exclusively<T>(key: string, work: () => Promise<T>): Promise<T> {
      const holder = new ObjectId();
      const giveUpAt = Date.now() + waitMs;
      const taken = () =>
        take(key, holder).catch((error: unknown) => {
          // The database may have taken it before its answer was lost.
          releaseLater(key, holder, Date.now() + leaseMs);
          throw error;
        });
      while (!(await taken())) {
        if (Date.now() > giveUpAt) throw busy;
        await pause(10 + Math.random() * 20);
      }
      const lapsesAt = Date.now() + leaseMs;
      try {
        return await work();
      } finally {
        await release(key, holder).catch((error: unknown) => {
          releaseLater(key, holder, lapsesAt);
          throw error;
        });
      }
    },
  };
}
