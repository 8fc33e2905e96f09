import { expiring, isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db } from 'mongodb';

type AttemptDoc = { _id: string; count: number; windowStart: Date; nextAt: Date };

/** `settled`: the claim already stored its real `nextAt` (no delay), so nothing is left to set. */
export type Claim =
  | { admitted: true; count: number; settled: boolean }
  | { admitted: false; retryAfterMs: number };

/** The longest an attempt is ever made to wait; also the hold a claim sets until its real delay is known. */
export const MAX_DELAY_MS = 60_000;

/**
 * Sign-in attempt counters, one document per account (`acct:<email>`) and per address (`ip:<address>`),
 * in fixed windows. An attempt is claimed BEFORE the password is hashed, in one atomic
 * `findOneAndUpdate` with `$inc`, so a parallel burst cannot slip more guesses in than the limit: past
 * `limit` attempts, one is admitted only once `nextAt` has passed.
 */
export function loginAttemptsRepo(db: Db) {
  const attempts = db.collection<AttemptDoc>('login_attempts');
  // Windows older than a day are of no use.
  const expiry = expiring(db, 'login_attempts', 'windowStart', 24 * 3600_000, 'window_start');

  return {
    async init(now: Date) {
      await expiry.init(now);
      // The counters of failures only, which this collection replaced.
      await db
        .collection('login_failures')
        .drop()
        .catch(() => {});
    },

    async claim(key: string, limit: number, windowMs: number, now: Date): Promise<Claim> {
      const windowOpen = new Date(now.getTime() - windowMs);
      const hold = new Date(now.getTime() + MAX_DELAY_MS);
      // Most attempts stay under the limit even once counted: then there is no delay, so the claim
      // writes `nextAt` as it will stay, in one round trip instead of a hold and a second write.
      if (limit > 1) {
        try {
          const doc = await attempts.findOneAndUpdate(
            { _id: key, windowStart: { $gt: windowOpen }, count: { $lt: limit - 1 } },
            { $inc: { count: 1 }, $set: { nextAt: now }, $setOnInsert: { windowStart: now } },
            { upsert: true, returnDocument: 'after' },
          );
          if (doc) return { admitted: true, count: doc.count, settled: true };
        } catch (error) {
          // The counter exists and is near its limit, or its window is over: the rounds below decide.
          if (!isDuplicateKey(error)) throw error;
        }
      }
      // Another round follows losing a race to a concurrent first attempt or window restart.
      for (let round = 0; round < 3; round += 1) {
        try {
          const doc = await attempts.findOneAndUpdate(
            {
              _id: key,
              windowStart: { $gt: windowOpen },
              $or: [{ count: { $lt: limit } }, { nextAt: { $lte: now } }],
            },
            { $inc: { count: 1 }, $set: { nextAt: hold }, $setOnInsert: { windowStart: now } },
            { upsert: true, returnDocument: 'after' },
          );
          if (doc) return { admitted: true, count: doc.count, settled: false };
        } catch (error) {
          // The document exists but did not match: its window is over, or it must wait.
          if (!isDuplicateKey(error)) throw error;
        }
        const restarted = await attempts.findOneAndUpdate(
          { _id: key, windowStart: { $lte: windowOpen } },
          { $set: { count: 1, windowStart: now, nextAt: hold } },
          { returnDocument: 'after' },
        );
        if (restarted) {
          await expiry.prune(now);
          return { admitted: true, count: 1, settled: false };
        }
        const waiting = await attempts.findOne({ _id: key });
        if (waiting && waiting.windowStart > windowOpen && waiting.count >= limit && waiting.nextAt > now)
          return { admitted: false, retryAfterMs: waiting.nextAt.getTime() - now.getTime() };
      }
      throw new Error(`sign-in attempt counter ${key} kept changing`);
    },

    /** After the `count`-th attempt, the next one waits until `nextAt` (unless a newer claim came first). */
    setNextAt: (key: string, count: number, nextAt: Date) =>
      attempts.updateOne({ _id: key, count }, { $set: { nextAt } }),
    /** Gives back an attempt that was not evaluated after all, or that succeeded. */
    release: (key: string) => attempts.updateOne({ _id: key, count: { $gt: 0 } }, { $inc: { count: -1 } }),
    clear: (key: string) => attempts.deleteOne({ _id: key }),
    /** One counter as kept (for a person's download of their data). */
    find: (key: string) => attempts.findOne({ _id: key }),
  };
}
export type LoginAttemptsRepo = ReturnType<typeof loginAttemptsRepo>;
