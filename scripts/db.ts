/**
 * `pnpm db backup [dir]` and `pnpm db restore <dir> [--replace]`: back up or restore every Aspire
 * database. Uses MONGODB_URI when set; else the running site's embedded database (port 27018, or
 * DB_PORT); else starts the embedded database on DATA_DIR (.data/db) for the duration of the command.
 */
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { backup, restore } from '../services/kit/src/dev/backup.ts';
import { startEmbeddedDb } from '../services/kit/src/dev/embedded-db.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const [command, dirArg, ...flags] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('usage: pnpm db backup [dir] | pnpm db restore <dir> [--replace]');
  process.exit(2);
}
if (command === 'restore' && !dirArg) {
  console.error('usage: pnpm db restore <dir> [--replace]');
  process.exit(2);
}

async function connect() {
  const candidates = process.env.MONGODB_URI
    ? [process.env.MONGODB_URI]
    : [`mongodb://127.0.0.1:${process.env.DB_PORT ?? 27018}/`];
  for (const uri of candidates) {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1_500 });
    try {
      await client.db('admin').command({ ping: 1 });
      return { client, stop: async () => client.close() };
    } catch {
      await client.close();
      if (process.env.MONGODB_URI) throw new Error(`MONGODB_URI (${uri}) did not answer`);
    }
  }
  const db = await startEmbeddedDb({ dataDir: process.env.DATA_DIR ?? path.join(ROOT, '.data/db') });
  const client = new MongoClient(db.uri);
  return {
    client,
    stop: async () => {
      await client.close();
      await db.stop();
    },
  };
}

const { client, stop } = await connect();
try {
  const dir = path.resolve(
    dirArg ?? path.join(ROOT, '.data/backups', new Date().toISOString().replace(/[:.]/g, '-')),
  );
  const counts =
    command === 'backup'
      ? await backup(client, dir)
      : await restore(client, dir, { replace: flags.includes('--replace') });
  for (const [collection, count] of Object.entries(counts)) console.log(`${collection}: ${count}`);
  console.log(`${command === 'backup' ? 'backed up to' : 'restored from'} ${dir}`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exitCode = 1;
} finally {
  await stop();
}
