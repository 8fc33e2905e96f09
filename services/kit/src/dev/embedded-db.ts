import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { openServerLog } from './server-log.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const FERRETDB_BIN_HINT = path.join(ROOT, '.tools/bin/ferretdb');

/** The FerretDB binary: $FERRETDB_BIN, the one the toolchain built into .tools/bin, or one on PATH. */
export function findFerretDb(): string | undefined {
  const candidates = [process.env.FERRETDB_BIN, FERRETDB_BIN_HINT].filter(Boolean) as string[];
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v ferretdb'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Refuses a port another process listens on: its server would answer our readiness check for us. */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: stop what listens on it, or start the database on another port`,
            )
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

export type EmbeddedDb = {
  /** Over TCP on loopback: for people and tools (mongosh, `pnpm db backup`). */
  uri: string;
  /** Over its Unix socket: for the site's services and the test suites (TCP if the socket's path is too long). */
  localUri: string;
  stop: () => Promise<void>;
  process: ChildProcess;
};

/**
 * Where the database also listens, in its state folder: a loopback TCP message costs its sender the
 * receiver's TCP processing too, and over the socket each operation took 5–10% less CPU in the driver
 * and in FerretDB alike (docs/performance.md). Undefined past the system's limit on a socket's path
 * (108 bytes on Linux, 104 on macOS). The name must end in `.sock` for the driver to read it as a socket.
 */
function socketPathIn(stateDir: string) {
  const socket = path.join(stateDir, 'ferretdb.sock');
  return Buffer.byteLength(socket) < 100 ? socket : undefined;
}

/**
 * SQLite's `synchronous` setting for the embedded database: `normal` unless EMBEDDED_DB_SYNC=full.
 * In WAL mode `normal` syncs the log at each checkpoint rather than at each commit: a crash of any
 * process loses nothing, a power cut may lose the last commits before the checkpoint (as a standalone
 * MongoDB acknowledges a write before its journal is synced), and a write costs 0.16 ms of FerretDB's
 * CPU instead of 0.36 ms (docs/database.md).
 */
const embeddedDbSync = () => (process.env.EMBEDDED_DB_SYNC === 'full' ? 'full' : 'normal');

/**
 * Starts FerretDB 1.24 with its SQLite backend on loopback, telemetry disabled, keeping its data in
 * `dataDir` so it survives a restart, and resolves once `ping` answers.
 */
export async function startEmbeddedDb(options: { dataDir: string; port?: number }): Promise<EmbeddedDb> {
  const binary = findFerretDb();
  if (!binary) {
    throw new Error(
      'FerretDB is not installed. Install Go (https://go.dev/dl) so the scripts can build FerretDB 1.24, ' +
        'or put a ferretdb binary on PATH, or set MONGODB_URI to a MongoDB server.',
    );
  }
  const port = options.port ?? (await freePort());
  await ensurePortFree(port);
  const dataDir = path.resolve(options.dataDir);
  const stateDir = path.join(dataDir, 'state');
  mkdirSync(stateDir, { recursive: true });
  const socket = socketPathIn(stateDir);
  // A server killed outright leaves its socket behind, and FerretDB will not listen on an existing one.
  if (socket) rmSync(socket, { force: true });
  const log = openServerLog(stateDir, 'ferretdb');
  const child = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/?_pragma=synchronous(${embeddedDbSync()})`,
      `--listen-addr=127.0.0.1:${port}`,
      ...(socket ? [`--listen-unix=${socket}`] : []),
      `--debug-addr=127.0.0.1:${await freePort()}`,
      `--state-dir=${stateDir}`,
      '--telemetry=disable',
      // A reply that is not ok (a duplicate key, which the services use to claim things) is logged
      // at warn, with the whole reply: at that level the log grew with every refused sign-in.
      '--log-level=error',
    ],
    {
      stdio: ['ignore', 'ignore', log.fd],
      // Its live heap is small and reads allocate a lot: collecting at 5× the live heap rather than 2×
      // made a 201-document read 13% faster (39.5 → 34.4 ms p50) for a few more MB.
      env: { GOGC: '400', ...process.env },
    },
  );
  log.handedOver();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const uri = `mongodb://127.0.0.1:${port}/`;
  // Over the socket when there is one: a socket this start has just cleared can only be this server's.
  const localUri = socket ? `mongodb://${encodeURIComponent(socket)}/` : uri;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`FerretDB exited (${child.exitCode}): ${log.tail()}`);
    const client = new MongoClient(localUri, { serverSelectionTimeoutMS: 500, connectTimeoutMS: 500 });
    try {
      await client.db('admin').command({ ping: 1 });
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`FerretDB did not answer ping within 30 s: ${String(error)}\n${log.tail()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.close();
    }
  }
  return {
    uri,
    localUri,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
