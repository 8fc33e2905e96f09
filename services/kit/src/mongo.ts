import { type Db, MongoClient, type MongoClientOptions } from 'mongodb';

export type Database = {
  client: MongoClient;
  db: Db;
  /** True on FerretDB, whose SQLite backend serialises this service's operations on one connection. */
  embedded: boolean;
  ready: () => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * Short timeouts make a stopped database answer 503 quickly instead of hanging a request; the driver
 * reconnects by itself when the database returns.
 */
const OPTIONS: MongoClientOptions = {
  serverSelectionTimeoutMS: 2_000,
  connectTimeoutMS: 2_000,
  socketTimeoutMS: 10_000,
  maxPoolSize: 20,
  retryWrites: false,
};

/**
 * One client per process. FerretDB 1.24 on SQLite loses updates that reach one document at once over
 * different connections (20 concurrent `$inc` were measured to leave 2), so on FerretDB the client keeps
 * a single connection: each service owns its collections, so its operations then apply one at a time.
 */
export async function connectDatabase(uri: string, dbName: string): Promise<Database> {
  let client = new MongoClient(uri, OPTIONS);
  await client.connect();
  const buildInfo = await client.db('admin').command({ buildInfo: 1 });
  const embedded = typeof buildInfo.ferretdbVersion === 'string';
  if (embedded) {
    await client.close();
    client = new MongoClient(uri, { ...OPTIONS, maxPoolSize: 1 });
    await client.connect();
  }
  const db = client.db(dbName);
  return {
    client,
    db,
    embedded,
    ready: async () => {
      try {
        await db.command({ ping: 1 }, { timeoutMS: 1_000 });
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}
