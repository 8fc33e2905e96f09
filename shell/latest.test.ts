import { describe, expect, it } from 'vitest';
import { latest } from './latest.ts';

describe('latest', () => {
  it('shares one read among callers until it is older than its age, and keeps no failed read', async () => {
    let time = 0;
    let reads = 0;
    let failing = false;
    const read = latest(
      async () => {
        reads += 1;
        if (failing) throw new Error('away');
        return reads;
      },
      1_000,
      () => time,
    );
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    time = 999;
    expect(await read()).toBe(1);
    time = 1_000;
    failing = true;
    await expect(read()).rejects.toThrow('away');
    failing = false;
    // Asked again at once: the failure was not kept for its second.
    expect(await read()).toBe(3);
  });
});
