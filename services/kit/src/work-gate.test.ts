import { describe, expect, it } from 'vitest';
import { workGate } from './work-gate.ts';

const BUSY = 'Busy right now, please try again in a moment';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work gate', () => {
  it('runs at most `concurrency` tasks at once; the rest wait their turn', async () => {
    const gate = workGate({ concurrency: 2, maxWaitMs: 5_000, busy: BUSY });
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
    const gate = workGate({ concurrency: 1, maxWaitMs: 30, busy: BUSY });
    const slow = gate.run(() => pause(200));
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({ status: 503, message: BUSY });
    await slow;
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('gives the place back when a task fails', async () => {
    const gate = workGate({ concurrency: 1, maxWaitMs: 50, busy: BUSY });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
