import { describe, expect, it } from 'vitest';
import { HASHING_BUSY, hashingGate } from './hashing-gate.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hashing gate', () => {
  it('runs at most `concurrency` tasks at once; the rest wait their turn', async () => {
    const gate = hashingGate({ concurrency: 2, maxWaitMs: 5_000 });
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(20);
      running -= 1;
      return 'done';
    };
    const results = await Promise.all(Array.from({ length: 7 }, () => gate.run(task)));
    expect(results).toEqual(Array(7).fill('done'));
    expect(most).toBe(2);
  });

  it('answers 503 to a task that waited too long, and frees its place', async () => {
    const gate = hashingGate({ concurrency: 1, maxWaitMs: 30 });
    const slow = gate.run(() => pause(200));
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({ status: 503, message: HASHING_BUSY });
    await slow;
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('gives the place back when a task fails', async () => {
    const gate = hashingGate({ concurrency: 1, maxWaitMs: 50 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
