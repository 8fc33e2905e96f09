import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { isDuplicateKey } from './mongo.ts';

type MarkDoc = { _id: string; mark: string };
type Entry = { mark: string; at: number; value: Promise<unknown> };

/**
 * Answers computed from a collection that staff change, kept in memory while they are still true, on
 * every instance of the service: each write to the collection stamps its change mark with a fresh
 * random value (after the write, before it is answered), and an answer is served from memory only
 * while the mark is the one it was computed under. So a change shows on the next read anywhere, and a
 * list read by many people at once costs one read of the mark instead of one query per person.
 *
 * A read of the mark is shared by the requests that arrive while an earlier one is under way, but only
 * ones that start after a request arrived count for it: a write answered before the request came is
 * always seen. A random value rather than a counter, because two instances' updates of one document
 * may collapse into one, and any new value still differs from every old one.
 *
 * Writes made around the service (a restore, a script) are seen within `maxAgeMs` at the latest.
 */
export function freshCache(
  db: Db,
  name: string,
  {
    maxEntries = 100,
    maxAgeMs = 30_000,
    markAgeMs = 0,
  }: {
    maxEntries?: number;
    maxAgeMs?: number;
    /**
     * For public reads that may lag a moment (the shop's products): a mark read within this many ms is
     * used again, so a busy list costs a few reads of the mark a second rather than one per wave of
     * requests; another instance's write then shows within this time (this instance's, at once).
     */
    markAgeMs?: number;
  } = {},
) {
  const marks = db.collection<MarkDoc>('change_marks');
  const entries = new Map<string, Entry>();
  let reading: Promise<string | undefined> | undefined;
  let queued: Promise<string | undefined> | undefined;

  let recent: { mark: string | undefined; at: number } | undefined;
  /** Writes this instance has begun (`touch`): a mark read across one is not kept as recent. */
  let writes = 0;

  const readMark = () => {
    const startedAt = Date.now();
    const seenWrites = writes;
    const read = marks
      .findOne({ _id: name })
      .then((doc) => {
        // Kept only if no write of this instance began meanwhile (its read may predate the write).
        if (markAgeMs > 0 && writes === seenWrites) recent = { mark: doc?.mark, at: startedAt };
        return doc?.mark;
      })
      .finally(() => {
        if (reading === read) reading = undefined;
      });
    reading = read;
    return read;
  };

  /** The mark as it stands now: from a read that starts after this call (or one within `markAgeMs`). */
  const currentMark = () => {
    if (recent && Date.now() - recent.at < markAgeMs) return Promise.resolve(recent.mark);
    if (!reading) return readMark();
    queued ??= reading
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return readMark();
      });
    return queued;
  };

  return {
    /** Makes sure the mark exists, so a first write has something to change. */
    async init() {
      try {
        await marks.insertOne({ _id: name, mark: randomUUID() });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    },

    /** Call after every write to the collection, before answering it. */
    async touch() {
      entries.clear();
      recent = undefined;
      writes += 1;
      const change = { $set: { mark: randomUUID() } };
      try {
        await marks.updateOne({ _id: name }, change, { upsert: true });
      } catch (error) {
        // Another instance created the missing mark at the same moment: change it.
        if (!isDuplicateKey(error)) throw error;
        await marks.updateOne({ _id: name }, change);
      }
    },

    /**
     * The answer for `key`: from memory if computed under the current mark, otherwise computed once
     * (requests for the same key meanwhile share it). A failed computation is not kept.
     */
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const mark = await currentMark();
      // Without a mark (a database restored without it) nothing is kept.
      if (mark === undefined) return compute();
      const hit = entries.get(key);
      if (hit && hit.mark === mark && Date.now() - hit.at < maxAgeMs) return hit.value as Promise<T>;
      const value = compute();
      const entry = { mark, at: Date.now(), value };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}
export type FreshCache = ReturnType<typeof freshCache>;
