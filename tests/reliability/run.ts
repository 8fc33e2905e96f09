/**
 * `pnpm test:reliability`: the production profile (each unsafe setting refused, the security review's
 * attacks refused by a production back end), fuzzing, hostile input, security headers, access control,
 * faults (a database outage under a checkout load; the shop killed between payment and confirmation),
 * load and soak, and a backup round trip, against the whole site on loopback; and instances: the checkout
 * load on a site of its own with one instance of every service, then on one with three shop instances
 * (two of every other) and one shop instance killed and restarted (its sites on 3600 and 3400).
 * Prints every figure; exits non-zero if any figure misses its mark. Settings (environment):
 * - SOAK_SECONDS: length of the soak (300).
 * - RELIABILITY_SECTIONS: a comma list of section names to run, of: production, instances, headers,
 *   access control, faults, load, data safety, hostile input, fuzz (all by default), e.g.
 *   `RELIABILITY_SECTIONS=faults`.
 * - RELIABILITY_PORT: the site's port (3800; its services on PORT+1001…, its database on PORT+24018).
 * - SANDBOX_WEBHOOK_DELAY_MS: how long the sandbox waits before sending a payment's webhook (2000, so the
 *   shop can be killed while webhooks are still owed).
 * - FUZZ_EXAMPLES: schemathesis examples per operation (40).
 * - INSTANCES_SHOPPERS: shoppers checking out at once in each run of the instances section (60).
 */

import { randomBytes } from 'node:crypto';
import { instances } from './instances.ts';
import { production } from './production.ts';
import {
  accessControl,
  backupRoundTrip,
  databaseOutage,
  type Figure,
  fuzz,
  headers,
  hostileInput,
  loadAndSoak,
  shopKilledAfterPayment,
} from './sections.ts';
import { type Site, startSite } from './site.ts';

type Section = { name: string; title?: string; run: () => Promise<Figure[]> };
const all: Section[] = [
  // The production section starts its own back end, before the development site is started.
  { name: 'production', title: 'production profile', run: production },
  // So does this one (two sites, one after the other), before the development site takes the cores.
  {
    name: 'instances',
    title: 'instances: three shop instances under load, one killed',
    run: () => instances(),
  },
  // Fuzzing and hostile input run last: their refused sign-ins would throttle the load's sign-ins.
  { name: 'headers', run: async () => headers(await theSite()) },
  { name: 'access control', run: async () => accessControl(await theSite()) },
  { name: 'faults', title: 'faults: database outage', run: async () => databaseOutage(await theSite()) },
  {
    name: 'faults',
    title: 'faults: shop killed after payment',
    run: async () => shopKilledAfterPayment(await theSite()),
  },
  { name: 'load', run: async () => loadAndSoak(await theSite(), Number(process.env.SOAK_SECONDS ?? 300)) },
  { name: 'data safety', run: async () => backupRoundTrip(await theSite()) },
  { name: 'hostile input', run: async () => hostileInput(await theSite()) },
  { name: 'fuzz', run: async () => fuzz(await theSite()) },
];
const chosen = process.env.RELIABILITY_SECTIONS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen?.filter((name) => !all.some((s) => s.name === name)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown RELIABILITY_SECTIONS: ${unknown.join(', ')} (known: ${[...new Set(all.map((s) => s.name))].join(', ')})`,
  );
  process.exit(2);
}
const sections = chosen?.length ? all.filter((s) => chosen.includes(s.name)) : all;

/** The development site, started by the first section that needs it. */
let site: Site | undefined;
async function theSite() {
  site ??= await startSite(Number(process.env.RELIABILITY_PORT ?? 3800), {
    SANDBOX_WEBHOOK_DELAY_MS: process.env.SANDBOX_WEBHOOK_DELAY_MS ?? '2000',
    // The sandbox's secrets are random per start unless set: set here, so the faults section can sign
    // the webhooks it replays, and the shop restarted by the launcher keeps them.
    SANDBOX_KEY_SECRET: randomBytes(24).toString('base64url'),
    SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  });
  return site;
}
const figures: Figure[] = [];
try {
  for (const { name, title, run } of sections) {
    console.log(`\n== ${title ?? name}`);
    try {
      const result = await run();
      for (const f of result) console.log(`  ${f.ok ? 'ok  ' : 'MISS'}  ${f.figure}: ${f.value}`);
      figures.push(...result);
    } catch (error) {
      console.log(`  MISS  ${name} did not complete: ${String(error)}`);
      figures.push({ section: name, figure: 'completed', value: String(error), ok: false });
    }
  }
} finally {
  await site?.stop();
}
const missed = figures.filter((f) => !f.ok).length;
console.log(`\n${figures.length - missed} of ${figures.length} figures on target`);
process.exit(missed ? 1 : 0);
