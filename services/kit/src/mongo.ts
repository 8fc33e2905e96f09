import {
  type Collection,
  type Db,
  type Document,
  type Filter,
  MongoClient,
  type MongoClientOptions,
  type UpdateFilter,
  type WithId,
} from 'mongodb';

export type Database = {
  client: MongoClient;
  db: Db;
  /** True on FerretDB (the embedded database), for its own tests only: services treat both alike. */
  embedded: boolean;
  ready: () => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * Short timeouts make a stopped database answer 503 quickly instead of hanging a request; the driver
 * reconnects by itself when the database returns (and the watchdog below makes sure it does).
 */
const OPTIONS: MongoClientOptions = {
  serverSelectionTimeoutMS: 2_000,
  connectTimeoutMS: 2_000,
  socketTimeoutMS: 10_000,
  maxPoolSize: 20,
  retryWrites: false,
};

/** A heartbeat unanswered this long has stalled: its own timeout (connectTimeoutMS) is long past. */
const HEARTBEAT_STALL_MS = 3 * 2_000;

/** One client per process, with a normal pool: the database applies concurrent updates of a document atomically. */
export async function connectDatabase(uri: string, dbName: string): Promise<Database> {
  const client = new MongoClient(uri, OPTIONS);
  await client.connect();
  const buildInfo = await client.db('admin').command({ buildInfo: 1 });
  const stopWatchdog = restartOnStalledHeartbeat(client);
  const db = client.db(dbName);
  return {
    client,
    db,
    embedded: typeof buildInfo.ferretdbVersion === 'string',
    ready: async () => {
      try {
        await db.command({ ping: 1 }, { timeoutMS: 1_000 });
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      stopWatchdog();
      await client.close();
    },
  };
}

/**
 * The driver's server monitor can stall for good when the database drops its connections at the very
 * moment a heartbeat starts (reproduced with mongodb 7.9 by restarting the database under load: no
 * heartbeat ever completes again, and every operation fails server selection until the process is
 * restarted). A heartbeat that neither succeeds nor fails in HEARTBEAT_STALL_MS restarts the client's
 * topology: `close()` then `connect()` on the same client, so every `Db` and `Collection` made from it
 * keeps working.
 */
export function restartOnStalledHeartbeat(client: MongoClient, stallMs = HEARTBEAT_STALL_MS): () => void {
  let startedAt: number | null = null;
  let restarting = false;
  client.on('serverHeartbeatStarted', (event) => {
    // An awaited (streaming) heartbeat waits for news by design; only polls are expected to answer.
    startedAt = event.awaited ? null : Date.now();
  });
  const answered = () => {
    startedAt = null;
  };
  client.on('serverHeartbeatSucceeded', answered);
  client.on('serverHeartbeatFailed', answered);
  const timer = setInterval(async () => {
    if (restarting || startedAt === null || Date.now() - startedAt < stallMs) return;
    restarting = true;
    startedAt = null;
    try {
      await client.close();
      await client.connect();
    } catch {
      // Still down: the reconnected topology keeps trying, and a new stall is caught again.
    } finally {
      restarting = false;
    }
  }, 1_000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Whether an error is a unique-key violation. FerretDB 1.24 reports one raised by an update (not an
 * insert) as an InternalError quoting SQLite's "UNIQUE constraint failed" instead of code 11000.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 11000 || (typeof message === 'string' && /UNIQUE constraint failed/.test(message));
}

/** A connection the peer has just closed, as Node reports it. */
const CLOSED_BY_PEER = new Set(['EPIPE', 'ECONNRESET']);
/** MongoDB's codes for an operation cut short by its server stopping: ShutdownInProgress, InterruptedAtShutdown. */
const SHUTDOWN_CODES = new Set([91, 11600]);

/**
 * Whether an operation failed because the database is away, or went away while it ran: a request is
 * then answered 503 (try again shortly), never 500. Besides the driver's own errors for it:
 * - the driver (mongodb 7.9) passes a closed socket's error through unwrapped when a command's write
 *   waits for the socket to drain as the database goes (over the embedded database's Unix socket, the
 *   first write after it stops fails so);
 * - a server stopping mid-operation answers with a shutdown code, and FerretDB 1.24 with an
 *   InternalError ending "context canceled" (a time limit it reports as MaxTimeMSExpired instead).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { name, code, message, hasErrorLabel } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    hasErrorLabel?: (label: string) => boolean;
  };
  return (
    (typeof name === 'string' &&
      /^Mongo(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed|PoolCleared|PoolClosed|WaitQueueTimeout)Error$/.test(
        name,
      )) ||
    hasErrorLabel?.call(error, 'ResetPool') === true ||
    hasErrorLabel?.call(error, 'SystemOverloadedError') === true ||
    CLOSED_BY_PEER.has(code as string) ||
    SHUTDOWN_CODES.has(code as number) ||
    (name === 'MongoServerError' &&
      code === 1 &&
      typeof message === 'string' &&
      message.endsWith('context canceled'))
  );
}

/**
 * Writes `update` to the document `filter` names by `_id`, creating it if absent, but only when the
 * rest of `filter` holds; answers the document as written, or null when it exists and does not match
 * (the upsert's insert then meets its `_id`). The one way to take something once across instances: a
 * lease, a cart's first line of a product.
 */
export async function upsertIfMatches<T extends Document>(
  collection: Collection<T>,
  filter: Filter<T>,
  update: UpdateFilter<T>,
): Promise<WithId<T> | null> {
  try {
    return await collection.findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after' });
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
}

/**
 * Documents of `collection` whose `field` (a date) is older than `afterMs` are deleted: by a TTL index
 * (`name`) on MongoDB. FerretDB 1.24 refuses `expireAfterSeconds` (NotImplemented), so there the index is
 * a plain one and `prune` does the deleting: repos call it at start and as they write (at most once a
 * minute each).
 */
export function expiring(db: Db, collection: string, field: string, afterMs: number, name: string) {
  const documents = db.collection(collection);
  let prunedAt = 0;
  const prune = async (now: Date) => {
    if (now.getTime() - prunedAt < 60_000) return;
    prunedAt = now.getTime();
    await documents.deleteMany({ [field]: { $lt: new Date(now.getTime() - afterMs) } });
  };
  return {
    async init(now: Date) {
      try {
        await documents.createIndex({ [field]: 1 }, { name, expireAfterSeconds: afterMs / 1_000 });
      } catch (error) {
        if ((error as { codeName?: string }).codeName !== 'NotImplemented') throw error;
        await documents.createIndex({ [field]: 1 }, { name });
      }
      await prune(now);
    },
    prune,
  };
}

/** The database's answers about a collection, and an index, that do not exist. */
const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;

/**
 * Drops the indexes of earlier versions that nothing reads any more (each costs every write), where
 * they exist: on a new database there is nothing to drop, and another instance starting at the same
 * time may drop one first.
 */
export async function dropIndexes<T extends Document>(collection: Collection<T>, names: string[]) {
  const indexes = await collection
    .listIndexes()
    .toArray()
    .catch((error) => {
      if ((error as { code?: number }).code === NAMESPACE_NOT_FOUND) return [];
      throw error;
    });
  const present = new Set(indexes.map((index) => index.name as string));
  for (const name of names)
    if (present.has(name))
      await collection.dropIndex(name).catch((error) => {
        if ((error as { code?: number }).code !== INDEX_NOT_FOUND) throw error;
      });
}

/**
 * Drops a collection of an earlier version that nothing reads any more, where it exists: on a new
 * database there is none, and another instance starting at the same time may drop it first.
 */
export async function dropCollection(db: Db, name: string) {
  await db.dropCollection(name).catch((error) => {
    if ((error as { code?: number }).code !== NAMESPACE_NOT_FOUND) throw error;
  });
}
