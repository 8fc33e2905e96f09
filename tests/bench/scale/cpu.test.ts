import { describe, expect, it } from 'vitest';
import { cpuMsOf, cpuShare, cpuUsed, ownerOf } from './cpu.ts';

describe('CPU per request', () => {
  it('reads user and system time from a stat line whose name holds spaces and parentheses', () => {
    const stat = '4242 (node (shop) x) S 1 4242 4242 0 -1 4194304 900 0 0 0 153 47 0 0 20 0 11 0 5000';
    expect(cpuMsOf(stat)).toBe((153 + 47) * 10);
  });

  it('tells a service, the database on its port and anything else apart', () => {
    expect(ownerOf('node --max-old-space-size=64 services/shop/dist/node/server.mjs ', 28018)).toBe('shop');
    expect(ownerOf('ferretdb --handler=sqlite --listen-addr=127.0.0.1:28018 ', 28018)).toBe('database');
    expect(ownerOf('ferretdb --handler=sqlite --listen-addr=127.0.0.1:27018 ', 28018)).toBeUndefined();
    expect(ownerOf('node scripts/site.ts', 28018)).toBeUndefined();
  });

  it('counts this process as the bench, and shares what each spent by the requests answered', () => {
    // Spins until this process has had 60 ms of CPU, however busy the machine is.
    const spin = (ms: number) => {
      const start = process.cpuUsage();
      while (process.cpuUsage(start).user < ms * 1000);
    };
    const before = cpuUsed(1);
    spin(60);
    const after = cpuUsed(1);
    const share = cpuShare(before, after, 'no-such-service', 10);
    expect(share.bench).toBeGreaterThanOrEqual(3);
    expect(share).toMatchObject({ service: 0, database: 0 });
    expect(cpuShare(before, after, 'no-such-service', 0)).toEqual({ service: 0, database: 0, bench: 0 });
  });
});
