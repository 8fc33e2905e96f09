import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { ApiError } from './envelope.ts';
import { isDuplicateKey } from './mongo.ts';

type LeaseDoc = { _id: string; holder: string; until: Date };

export const LEASE_BUSY = 'Someone else is making the same kind of change right now: try again in a moment';

/**
 * Runs `work` while no other request, on any instance, holds the lease `name`: for a rule that spans
 * several documents (such as "there is always an administrator"), which one document's atomic update
 * cannot keep. Taking the lease is one upsert: it inserts the lease, or takes one whose time is up; a
 * lease held by someone else makes the insert a duplicate key. It lapses by itself after `ttlMs` if
 * its holder dies. Waits up to `waitMs` for it, then answers 503.
 */
export async function withLease<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
  { ttlMs = 10_000, waitMs = 3_000 }: { ttlMs?: number; waitMs?: number } = {},
): Promise<T> {
  const leases = db.collection<LeaseDoc>('leases');
  const holder = randomUUID();
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const now = new Date();
    try {
      await leases.updateOne(
        { _id: name, until: { $lt: now } },
        { $set: { holder, until: new Date(now.getTime() + ttlMs) } },
        { upsert: true },
      );
      break;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (Date.now() > giveUpAt) throw new ApiError(503, LEASE_BUSY);
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }
  try {
    return await work();
  } finally {
    await leases.updateOne({ _id: name, holder }, { $set: { until: new Date(0) } });
  }
}
