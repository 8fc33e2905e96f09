import { type Db, MongoClient } from 'mongodb';

export type Database = {
  client: MongoClient;
  db: Db;
  ready: () => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * One client per process. Short server-selection timeouts make a stopped database answer 503 quickly
 * instead of hanging a request; the driver reconnects by itself when the database returns.
 */
export async function connectDatabase(uri: string, dbName: string): Promise<Database> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: 2_000,
    connectTimeoutMS: 2_000,
    socketTimeoutMS: 10_000,
    maxPoolSize: 20,
    retryWrites: false,
  });
  await client.connect();
  const db = client.db(dbName);
  return {
    client,
    db,
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
