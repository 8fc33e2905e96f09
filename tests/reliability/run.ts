/**
 * `pnpm test:reliability`: fuzzing, hostile input, security headers, access control, a database outage
 * under a checkout load, load and soak, and a backup round trip, against the whole site on loopback.
 * Prints every figure; exits non-zero if any figure misses its mark. SOAK_SECONDS sets the soak (300).
 */
import {
  accessControl,
  backupRoundTrip,
  databaseOutage,
  type Figure,
  fuzz,
  headers,
  hostileInput,
  loadAndSoak,
} from './sections.ts';
import { startSite } from './site.ts';

const site = await startSite(Number(process.env.RELIABILITY_PORT ?? 3800));
const figures: Figure[] = [];
const sections: [string, () => Promise<Figure[]>][] = [
  // Fuzzing and hostile input run last: their refused sign-ins would throttle the load's sign-ins.
  ['headers', () => headers(site)],
  ['access control', () => accessControl(site)],
  ['faults', () => databaseOutage(site)],
  ['load', () => loadAndSoak(site, Number(process.env.SOAK_SECONDS ?? 300))],
  ['data safety', () => backupRoundTrip(site)],
  ['hostile input', () => hostileInput(site)],
  ['fuzz', () => fuzz(site)],
];
try {
  for (const [name, run] of sections) {
    console.log(`\n== ${name}`);
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
  await site.stop();
}
const missed = figures.filter((f) => !f.ok).length;
console.log(`\n${figures.length - missed} of ${figures.length} figures on target`);
process.exit(missed ? 1 : 0);
