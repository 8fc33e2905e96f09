import type { Db } from 'mongodb';

type FailureDoc = { _id: string; count: number; windowStart: Date };

/**
 * Failed sign-in counters, one document per account (`acct:<email>`) and per address (`ip:<address>`),
 * in fixed windows. Each change is a single-document update, so counts hold across instances and restarts.
 */
export function loginFailuresRepo(db: Db) {
  const failures = db.collection<FailureDoc>('login_failures');
  const prune = (now: Date) =>
    failures.deleteMany({ windowStart: { $lt: new Date(now.getTime() - 24 * 3600_000) } });
  return {
    async init(now: Date) {
      // FerretDB has no TTL indexes: windows older than a day are pruned at start and on each new window.
      await failures.createIndex({ windowStart: 1 }, { name: 'window_start' });
      await prune(now);
    },
    /** Counts in the current window for each key (keys without a live window are absent). */
    async current(keys: string[], windowMs: number, now: Date) {
      const docs = await failures
        .find({ _id: { $in: keys }, windowStart: { $gt: new Date(now.getTime() - windowMs) } })
        .toArray();
      return docs;
    },
    async record(key: string, windowMs: number, now: Date) {
      const live = await failures.updateOne(
        { _id: key, windowStart: { $gt: new Date(now.getTime() - windowMs) } },
        { $inc: { count: 1 } },
      );
      if (live.matchedCount === 0) {
        await failures.updateOne({ _id: key }, { $set: { count: 1, windowStart: now } }, { upsert: true });
        await prune(now);
      }
    },
    clear: (key: string) => failures.deleteOne({ _id: key }),
  };
}
export type LoginFailuresRepo = ReturnType<typeof loginFailuresRepo>;
