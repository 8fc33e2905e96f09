import type { Db } from 'mongodb';
import { changeMarks } from './change-marks.ts';

type Entry = { mark: string; at: number; value: Promise<unknown> };

/**
 * Answers computed from a collection that staff change, kept in memory while they are still true, on
 * every instance of the service: each write to the collection stamps its change mark `name` (see
 * change-marks.ts), and an answer is served from memory only while the mark is the one it was computed
 * under. So a change shows on the next read anywhere, and a list read by many people at once costs one
 * read of the marks instead of one query per person.
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
     * For public reads that may lag a moment (the shop's products): a read of the marks within this many
     * ms is used again, so a busy list costs a few reads of the marks a second rather than one per wave
     * of requests; another instance's write then shows within this time (this instance's, at once).
     */
    markAgeMs?: number;
  } = {},
) {
  const marks = changeMarks(db);
  const entries = new Map<string, Entry>();

  return {
    /** Makes sure the mark exists, so a first write has something to change. */
    init: () => marks.init(name),

    /** Call after every write to the collection, before answering it. */
    async touch() {
      entries.clear();
      await marks.touch(name);
    },

    /**
     * The answer for `key`: from memory if computed under the current mark, otherwise computed once
     * (requests for the same key meanwhile share it). A failed computation is not kept.
     */
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const mark = (await marks.current(markAgeMs)).of(name);
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
