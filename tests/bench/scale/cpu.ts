import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ, fixed for user space). */
const MS_PER_TICK = 10;

/** Who spends the CPU of a measurement: the path's service, the embedded database, the bench itself. */
export type CpuShare = { service: number; database: number; bench: number };

/** User plus system CPU time, in ms, from a /proc/<pid>/stat line (its name may hold spaces and parentheses). */
export function cpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/** Whose a process is, from its command line: a service's bundle, the database on `dbPort`, or none. */
export function ownerOf(commandLine: string, dbPort: number): string | undefined {
  if (commandLine.includes(`--listen-addr=127.0.0.1:${dbPort}`)) return 'database';
  return /services\/(\w+)\/dist\/node\/server\.mjs/.exec(commandLine)?.[1];
}

/** CPU time used so far, in ms, by each service of the site, its database on `dbPort` and this process. */
export function cpuUsed(dbPort: number): Map<string, number> {
  const used = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const owner =
        Number(pid) === process.pid
          ? 'bench'
          : ownerOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '), dbPort);
      if (owner) used.set(owner, (used.get(owner) ?? 0) + cpuMsOf(readFileSync(`/proc/${pid}/stat`, 'utf8')));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return used;
}

/** The CPU a request took between two readings, in ms, for `service`, the database and the bench. */
export function cpuShare(
  before: Map<string, number>,
  after: Map<string, number>,
  service: string,
  requests: number,
): CpuShare {
  const spent = (owner: string) =>
    requests ? Math.round((((after.get(owner) ?? 0) - (before.get(owner) ?? 0)) / requests) * 100) / 100 : 0;
  return { service: spent(service), database: spent('database'), bench: spent('bench') };
}
