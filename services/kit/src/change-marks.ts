import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { isDuplicateKey } from './mongo.ts';

type MarkDoc = { _id: string; mark: string };

/** The service's change marks as one read found them. */
export type MarksSnapshot = {
  /** Each kind's mark (undefined for a kind without one: a database restored without it). */
  of: (name: string) => string | undefined;
  /** All of them in one string: equal only while no kind has changed. */
  all: string;
};

const snapshotOf = (docs: MarkDoc[]): MarksSnapshot => {
  const marks = new Map(docs.map((doc) => [doc._id, doc.mark]));
  const all = [...marks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).join('\n');
  return { of: (name) => marks.get(name), all };
};

/**
 * The `change_marks` of one database connection (one per instance of a service): each kind of data staff
 * change (`courses`, `products`, `events`…) has a random mark, which every write to it changes (after the
 * write, before it is answered). An answer computed under a set of marks stays true while they stand, on
 * every instance. A random value rather than a counter, because two instances' updates of one document
 * may collapse into one, and any new value still differs from every old one.
 *
 * All of the service's marks are read at once (one small `find`), and the read is shared: by the requests
 * that arrive while it is under way if they accept a read that recent, otherwise by those that arrive
 * after it began, with a new read once it is done, so a write answered before a request came is always
 * seen. A write through this connection is seen at once by its next read, whatever age that accepts.
 */
function marksOf(db: Db) {
  const marks = db.collection<MarkDoc>('change_marks');
  type Read = { snapshot: Promise<MarksSnapshot>; startedAt: number; writes: number };
  let reading: Read | undefined;
  let queued: Promise<MarksSnapshot> | undefined;
  let recent: { snapshot: MarksSnapshot; at: number } | undefined;
  /** Counts the starts and ends of this connection's writes: a read overlapping one is not used again. */
  let writes = 0;
  const forgetRecent = () => {
    recent = undefined;
    writes += 1;
  };
  /** A write of the marks: a read that began while it was on its way may have missed it. */
  const writing = async (write: () => Promise<unknown>) => {
    forgetRecent();
    try {
      await write();
    } finally {
      forgetRecent();
    }
  };

  const read = () => {
    const started: Read = {
      startedAt: Date.now(),
      writes,
      snapshot: marks
        .find({})
        .toArray()
        .then((docs) => {
          const snapshot = snapshotOf(docs);
          if (writes === started.writes) recent = { snapshot, at: started.startedAt };
          return snapshot;
        })
        .finally(() => {
          if (reading === started) reading = undefined;
        }),
    };
    reading = started;
    return started.snapshot;
  };

  const unchangedSince = (at: number, writesThen: number, maxAgeMs: number) =>
    writesThen === writes && Date.now() - at < maxAgeMs;

  return {
    /** Makes sure `name`'s mark exists, so a first write has something to change. */
    init: (name: string) =>
      writing(async () => {
        try {
          await marks.insertOne({ _id: name, mark: randomUUID() });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }),

    /** Call after every write to `name`'s data, before answering it. */
    touch: (name: string) =>
      writing(async () => {
        const change = { $set: { mark: randomUUID() } };
        try {
          await marks.updateOne({ _id: name }, change, { upsert: true });
        } catch (error) {
          // Another instance created the missing mark at the same moment: change it.
          if (!isDuplicateKey(error)) throw error;
          await marks.updateOne({ _id: name }, change);
        }
      }),

    /**
     * The marks as they stand now: from a read that begins after this call, or, for a caller that may lag
     * another instance's write by `maxAgeMs`, from one that began less than that ago.
     */
    current(maxAgeMs = 0): Promise<MarksSnapshot> {
      if (recent && Date.now() - recent.at < maxAgeMs) return Promise.resolve(recent.snapshot);
      if (!reading) return read();
      if (unchangedSince(reading.startedAt, reading.writes, maxAgeMs)) return reading.snapshot;
      queued ??= reading.snapshot
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return read();
        });
      return queued;
    },
  };
}
export type ChangeMarks = ReturnType<typeof marksOf>;

const byDatabase = new WeakMap<Db, ChangeMarks>();

/**
 * The change marks of `db`: one reader per connection, shared by every cache over it (the repos' fresh
 * caches and the app's read cache), so one write is seen at once by all of them.
 */
export function changeMarks(db: Db): ChangeMarks {
  let marks = byDatabase.get(db);
  if (!marks) {
    marks = marksOf(db);
    byDatabase.set(db, marks);
  }
  return marks;
}
