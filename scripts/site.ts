/**
 * Starts the whole site on this machine: the embedded database (unless MONGODB_URI is set), in
 * development the mail catcher (Mailpit, unless SMTP_URL is set), the five services, each remote on its
 * own origin and the shell, whose server proxies /api to the services. Ports, placed by the site map
 * from the shell's PORT (3000): remotes PORT+1…PORT+4, services PORT+1001…PORT+1005; Mailpit's SMTP on
 * 127.0.0.1:PORT+1025 and its web page on PORT+1026; the shell's metrics on 127.0.0.1:PORT+2000.
 * Ctrl-C stops all.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedDb } from '../services/kit/src/dev/embedded-db.ts';
import { type MailCatcher, startMailCatcher } from '../services/kit/src/dev/mail-catcher.ts';
import {
  REMOTES,
  remotePort,
  SERVICES,
  type ServiceName,
  SHELL_PORT,
  serviceInstancePort,
} from '../shared/config/src/site-map.ts';
import { instancesOf, instanceUrls, mailCatcherPorts, servicesEnvironment } from './launch-site.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? SHELL_PORT);
const quiet = process.env.SITE_QUIET === '1';
/** How many instances of each service (`SHOP_INSTANCES=3`): checked before anything starts. */
const instances = (() => {
  try {
    return Object.fromEntries(
      SERVICES.map((service) => [service, instancesOf(service, process.env)]),
    ) as Record<(typeof SERVICES)[number], number>;
  } catch (error) {
    console.error(`[site] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();

const children: ChildProcess[] = [];
const pids: Record<string, number | undefined> = {};
let db: Awaited<ReturnType<typeof startEmbeddedDb>> | undefined;
let mailCatcher: MailCatcher | undefined;
let stopping = false;
let ready = false;
/** When each restartable part last stopped: a part that keeps failing is left down, not looped. */
const restarts = new Map<string, number[]>();

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  );
  await Promise.all([db?.stop(), mailCatcher?.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

/**
 * Starts one part of the site and supervises it: a part that stops on its own is started again, as a
 * process manager would (a remote after REMOTE_RESTART_DELAY_MS, default 1 s, while the shell shows that
 * area's polite fallback; a service or the shell after half a second). A part that stops more than five
 * times in a minute is left down instead of looped. A service failing to start stops the whole site.
 */
function start(name: string, script: string, env: Record<string, string>, nodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (stopping) return;
    restarts.set(
      name,
      [...(restarts.get(name) ?? []), Date.now()].filter((at) => Date.now() - at < 60_000),
    );
    if (!ready && !name.startsWith('remote ')) {
      console.error(`[site] ${name} could not start (${signal ?? code}); stopping everything`);
      void stopAll(1);
      return;
    }
    if ((restarts.get(name)?.length ?? 0) > 5) {
      console.error(`[site] ${name} keeps stopping (${signal ?? code}); leaving it down`);
      return;
    }
    const delay = name.startsWith('remote ') ? Number(process.env.REMOTE_RESTART_DELAY_MS ?? 1_000) : 500;
    console.error(`[site] ${name} stopped (${signal ?? code}); restarting it in ${delay} ms`);
    setTimeout(() => !stopping && start(name, script, env, nodeFlags), delay);
  });
  children.push(child);
  pids[name] = child.pid;
  if (process.env.SITE_PIDS_FILE && ready) writeFileSync(process.env.SITE_PIDS_FILE, JSON.stringify(pids));
}

async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const dataDir = process.env.DATA_DIR ?? path.join(ROOT, '.data/db');
let mongodbUri = process.env.MONGODB_URI;
if (!mongodbUri) {
  db = await startEmbeddedDb({
    dataDir,
    // A fixed port (27018 for the default site) lets `pnpm db backup` reach the running database.
    port: Number(process.env.DB_PORT ?? port + 24018),
  });
  // The services reach it over its socket; people and tools over TCP.
  mongodbUri = db.localUri;
  console.log(`[site] embedded database (FerretDB) at ${db.uri}`);
}

const mailPorts = mailCatcherPorts(process.env, port);
/** The mail catcher's web page, named like the site's own address. */
const mailPage = mailPorts && `http://localhost:${mailPorts.httpPort}`;
if (mailPorts) {
  try {
    // Its messages are kept beside the embedded database's files, so they outlive a restart of the
    // site; with MONGODB_URI (a suite with its own database) in a temporary folder of its own.
    mailCatcher = await startMailCatcher({
      ...mailPorts,
      ...(db ? { dataDir: path.join(dataDir, 'mail') } : {}),
    });
    console.log(`[site] mail catcher (Mailpit): SMTP at ${mailCatcher.smtpUrl}, messages at ${mailPage}`);
  } catch (error) {
    console.error(`[site] ${String(error)}`);
    await stopAll(1);
  }
}
const smtpUrl = process.env.SMTP_URL || mailCatcher?.smtpUrl;
const shared = servicesEnvironment(process.env, { port, mongodbUri, ...(smtpUrl ? { smtpUrl } : {}) });
/**
 * Each service runs its bundle (`pnpm build` writes services/<name>/dist/node/server.mjs) with a heap
 * sized to it: a service holds about 25 MB of live data under load, and Node's default heap, sized for
 * the whole machine, let each grow to 250-400 MB of resident memory before collecting. The young
 * generation is 2 MB, and 4 MB for the learner service: at 50 connections its progress dashboard then
 * spends a fifth less CPU a request, most of it garbage collection, and it stays near 105 MB after
 * `pnpm bench`'s load. The shop would gain as much but pass 150 MB there (152 MB).
 */
const serviceNodeFlags = (service: ServiceName) => [
  '--max-old-space-size=64',
  `--max-semi-space-size=${service === 'lms' ? 4 : 2}`,
];
/** `service shop` for the first instance (as tests and benchmarks name it), `service shop#2` after. */
const instanceName = (service: string, instance: number) =>
  instance === 0 ? `service ${service}` : `service ${service}#${instance + 1}`;
for (const service of SERVICES)
  for (let instance = 0; instance < instances[service]; instance++) {
    start(
      instanceName(service, instance),
      `services/${service}/dist/node/server.mjs`,
      // Two malloc arenas instead of one per thread: password hashing (scrypt, 16 MB each) runs on
      // libuv's four threads, and per-thread arenas kept that memory (identity: 199 → 131 MB after 100 sign-ups).
      // A fixed mmap threshold: glibc otherwise raises it to the size of the first large block freed, after
      // which the 16 MB blocks come from the heap and stay there (identity after 100 sign-ups and log-ins:
      // 130 → 97 MB).
      {
        ...shared,
        PORT: String(serviceInstancePort(service, instance, port)),
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
      },
      serviceNodeFlags(service),
    );
  }
for (const remote of REMOTES) {
  start(`remote ${remote}`, `mfe-${remote}/server.ts`, { PORT: String(remotePort(remote, port)) });
}

try {
  await Promise.all([
    ...SERVICES.flatMap((service) =>
      instanceUrls(service, instances[service], port).map((url) => waitFor(`${url}/api/${service}/ready`)),
    ),
    ...REMOTES.map((remote) => waitFor(`http://127.0.0.1:${remotePort(remote, port)}/mf-manifest.json`)),
  ]);
  // The shell starts last, so its address answering means the whole site is ready (tests wait on it).
  start('shell', 'shell/server.ts', {
    PORT: String(port),
    ...Object.fromEntries(
      REMOTES.map((remote) => [`REMOTE_${remote.toUpperCase()}_PORT`, String(remotePort(remote, port))]),
    ),
    ...Object.fromEntries(
      SERVICES.map((service) => [
        `SERVICE_${service.toUpperCase()}_URL`,
        instanceUrls(service, instances[service], port).join(','),
      ]),
    ),
  });
  await waitFor(`http://127.0.0.1:${port}/`);
} catch (error) {
  console.error(`[site] ${String(error)}`);
  await stopAll(1);
}
// Benchmarks read each process's memory from its pid; tests stop a remote by its pid.
ready = true;
if (process.env.SITE_PIDS_FILE) writeFileSync(process.env.SITE_PIDS_FILE, JSON.stringify(pids));
const profile = process.env.NODE_ENV === 'production' ? 'production' : 'development';
const scaled = SERVICES.filter((service) => instances[service] > 1).map(
  (service) => `${service} ×${instances[service]}`,
);
console.log(
  `\n  Aspire is running at http://localhost:${port}  (${profile} profile; Ctrl-C stops it)` +
    `\n  staff area: http://localhost:${port}/staff  (add someone with pnpm staff add EMAIL --role ROLE)` +
    (mailCatcher ? `\n  mail catcher: ${mailPage}  (every e-mail the site sends)` : '') +
    (scaled.length > 0 ? `\n  instances: ${scaled.join(', ')}  (the proxy takes them in turn)` : '') +
    '\n',
);
