/**
 * `pnpm db backup [dir]` and `pnpm db restore <dir> [--replace]`: back up or restore every Aspire
 * database. Uses MONGODB_URI when set; else the running site's embedded database (port 27018, or
 * DB_PORT); else starts the embedded database on DATA_DIR (.data/db) for the duration of the command.
 */
import path from 'node:path';
import { backup, restore } from '../services/kit/src/dev/backup.ts';
import { connectSiteDatabase } from './site-database.ts';

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

const { client, stop } = await connectSiteDatabase({ startIfNone: true });
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
