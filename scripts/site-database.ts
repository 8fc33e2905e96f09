import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedDb } from '../services/kit/src/dev/embedded-db.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The database a maintenance command works on: MONGODB_URI when set; else the running site's embedded
 * database (port 27018, or DB_PORT); else, when `startIfNone`, the embedded database on DATA_DIR
 * (.data/db) started for the duration of the command. Throws a sentence saying what to do otherwise.
 */
export async function connectSiteDatabase({ startIfNone }: { startIfNone: boolean }) {
  const uri = process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${process.env.DB_PORT ?? 27018}/`;
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1_500 });
  try {
    await client.db('admin').command({ ping: 1 });
    return { client, stop: async () => client.close() };
  } catch {
    await client.close();
    if (process.env.MONGODB_URI) throw new Error(`MONGODB_URI (${uri}) did not answer`);
    if (!startIfNone)
      throw new Error(`no database at ${uri}: start the site (pnpm start) or set MONGODB_URI`);
  }
  const db = await startEmbeddedDb({ dataDir: process.env.DATA_DIR ?? path.join(ROOT, '.data/db') });
  const embedded = new MongoClient(db.uri);
  return {
    client: embedded,
    stop: async () => {
      await embedded.close();
      await db.stop();
    },
  };
}
