/**
 * `pnpm bench:scale`: the site at a real college's size. For each size (SCALE=small: 1,000 accounts;
 * SCALE=full: 100,000; both, small first, when SCALE is unset) it starts the built site on its own port
 * and a fresh embedded database, loads the data straight into the services' databases, signs a pool of
 * 50 accounts in, and measures each hot path from 50 connections beside each service's /health. Prints
 * the table for docs/performance.md; JSON in .results/bench-scale-<date>.json. A full-size run alone
 * is compared with the newest small one in .results/.
 * PROGRESS_RECORDS sets the full size's completed units (1,000,000); SCALE_SECONDS each measurement (10).
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICES, servicePort } from '@aspire/config/site-map';
import { MongoClient } from 'mongodb';
import { launchSite } from '../../../scripts/launch-site.ts';
import { drained } from '../drain.ts';
import { staffHeaders } from '../inbox.ts';
import { printTable } from '../report.ts';
import { cpuShare, cpuUsed } from './cpu.ts';
import { product, type Scale, sizesOf } from './data.ts';
import { loadAll } from './load.ts';
import { CONNECTIONS, closeSockets, underLoad } from './measure.ts';
import { healthPath, hotPaths, type Site, signInPool } from './paths.ts';
import { cpuText, type Measured, type ScaleResult, scaleRows } from './rows.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RESULTS = path.join(ROOT, '.results');
const FERRETDB_BUILD = path.join(ROOT, '.tools/bin/ferretdb.build');
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const DB_PORT = PORT + 24018;
const SECONDS = Number(process.env.SCALE_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const PROGRESS_RECORDS = Number(process.env.PROGRESS_RECORDS ?? 1_000_000);
const scales: Scale[] =
  process.env.SCALE === 'small' || process.env.SCALE === 'full' ? [process.env.SCALE] : ['small', 'full'];

async function stop(site: ChildProcess) {
  const exited = site.exitCode === null ? once(site, 'exit') : Promise.resolve();
  site.kill('SIGTERM');
  await exited;
}

/** What a pool account sees through the services: the loaded data, read as their own. */
async function checkSeen(site: Site, token: string) {
  const read = async (url: string) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data?: unknown[] }).data ?? [];
  };
  const orders = await read(`${site.serviceUrl('shop')}/api/shop/orders`);
  const progress = await read(`${site.serviceUrl('lms')}/api/lms/progress`);
  if (orders.length < 2 || progress.length < 2)
    throw new Error(
      `the services do not see the loaded data: ${orders.length} orders, ${progress.length} courses`,
    );
}

async function benchScale(scale: Scale): Promise<ScaleResult> {
  const sizes = sizesOf(scale, PROGRESS_RECORDS);
  console.log(`\n${scale} size: ${JSON.stringify(sizes)}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-bench-scale-'));
  const site = await launchSite({
    PORT: String(PORT),
    DB_PORT: String(DB_PORT),
    DATA_DIR: dataDir,
    // Always the embedded database: the bench loads fixed e-mails and drops what it made.
    MONGODB_URI: '',
    // The pool's 50 sign-ins come from one address.
    SIGN_IN_LIMIT_PER_ADDRESS: '100000',
    FORM_RATE_LIMIT: '100000',
    // Every request reaches the database: the public list is not answered from the services' memory.
    READ_CACHE_MS: '0',
    // The loaded forms span three years: none is retired by the retention job while it is measured.
    INBOX_RETENTION_MONTHS: '120',
  });
  const uri = `mongodb://127.0.0.1:${DB_PORT}/`;
  const client = new MongoClient(uri, { maxPoolSize: CONNECTIONS });
  try {
    const products = Array.from({ length: sizes.products }, (_, index) => product(index));
    const loaded = await loadAll(client, sizes, products);
    const handle: Site = {
      serviceUrl: (service) => `http://127.0.0.1:${servicePort(service, PORT)}`,
      identityDb: client.db('aspire_identity'),
    };
    const tokens = await signInPool(handle);
    const staff = await staffHeaders(PORT, `http://localhost:${PORT}`, ['admissions', 'shop', 'learning']);
    await checkSeen(handle, tokens[0] ?? '');
    const paths: Record<string, Measured> = {};
    const measured = [
      ...SERVICES.map((service) => ({ ...healthPath(handle, service), health: true })),
      ...hotPaths(handle, sizes, tokens, products, staff).map((p) => ({ ...p, health: false })),
    ];
    for (const { name, call, reset, kind, service, health } of measured) {
      await underLoad(call, WARM_UP_SECONDS, reset);
      const cpuBefore = cpuUsed(DB_PORT);
      const figures = await underLoad(call, SECONDS, reset);
      const cpu = cpuShare(cpuBefore, cpuUsed(DB_PORT), service, figures.requests);
      paths[name] = { ...figures, kind, service, health, cpu };
      console.log(
        `  ${name}: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.perSecond}/s; ${cpuText(cpu, service)}`,
      );
      if (figures.errors) await drained(handle.serviceUrl(service), service);
    }
    return { scale, sizes, loaded, paths };
  } finally {
    await client.close();
    await stop(site);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The newest small-size results in .results/, for a full-size run on its own. */
function previousSmall(): ScaleResult | undefined {
  const files = readdirSync(RESULTS, { withFileTypes: true })
    .filter((entry) => /^bench-scale-.*\.json$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  for (const file of files) {
    const saved = JSON.parse(readFileSync(path.join(RESULTS, file), 'utf8')) as { results: ScaleResult[] };
    const small = saved.results.find((result) => result.scale === 'small');
    if (small) return small;
  }
  return undefined;
}

const started = new Date();
const machine = {
  loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
  ferretdb: existsSync(FERRETDB_BUILD) ? readFileSync(FERRETDB_BUILD, 'utf8').trim() : 'not built here',
  commit: execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
};
console.log(
  `load average ${machine.loadAverage.join(' ')}; FerretDB ${machine.ferretdb}; commit ${machine.commit}`,
);
mkdirSync(RESULTS, { recursive: true });
const results: ScaleResult[] = [];
for (const scale of scales) results.push(await benchScale(scale));
const earlier = scales.includes('small') ? undefined : previousSmall();
if (earlier) results.unshift(earlier);
await closeSockets();

const rows = scaleRows(results);
console.log(`\nAt 50 connections, ${SECONDS} s a path after ${WARM_UP_SECONDS} s of warm-up, on loopback:\n`);
printTable(rows);
const notes = [
  'Sign-in without the hash: identity’s own sign-in steps run on its database from the bench (the throttle’s claims and release in login_attempts, the account’s lookup by e-mail); POST /auth/user/login has no way to skip its scrypt check.',
  'Cart add, order history and the progress dashboard: each connection is one of 50 signed-in accounts, each with orders and progress; a cart is emptied, untimed, before every fourth add; the product list is public, with the services’ read cache off (READ_CACHE_MS=0).',
  'CPU a request: the CPU time the path’s service, the embedded database and the bench’s own process spent during the measurement, over the requests answered (an untimed reset included). At 50 connections a p99 of 25 ms needs some 4,000 answers a second, so all three together under about 0.5 ms on these two cores.',
  'Staff lists: the admissions inbox (its applications and enquiries, loaded as inbox records) as one officer of the admissions desk signed in with TOTP, from all 50 connections: new applications for the Chennai campus; the orders desk (its orders, loaded with the search keys and product entries the shop writes) as one member of the shop team: the first page of paid orders, to pack; the enrolments desk as one member of the learning team: its courses with their numbers, and one course’s learners part-way through.',
  ...(earlier
    ? [
        `The ${earlier.sizes.accounts.toLocaleString('en')}-account figures are from an earlier run (.results/).`,
      ]
    : []),
];
for (const note of notes) console.log(`\n- ${note}`);
const file = path.join(RESULTS, `bench-scale-${started.toISOString().slice(0, 10)}.json`);
writeFileSync(
  file,
  JSON.stringify({ date: started.toISOString(), machine, seconds: SECONDS, results, rows, notes }, null, 2),
);
console.log(
  `\n${rows.filter((row) => row.pass).length} of ${rows.length} rows on target; figures in ${path.relative(ROOT, file)}`,
);
