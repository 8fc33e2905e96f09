import { ApiError } from './envelope.ts';

export type WorkGateOptions = {
  /** How many tasks may run at once. */
  concurrency: number;
  /** How long a task may wait for its turn before it is answered 503. */
  maxWaitMs: number;
  /** The 503's message: what the person is told to do. */
  busy: string;
};

/**
 * At most `concurrency` heavy tasks at once in this process (a password hash, a desk's report over a
 * whole collection); the excess waits up to `maxWaitMs` for a turn, then is answered 503. Bursts of
 * them can neither exhaust the process's memory, which would stop everyone's requests with it, nor
 * queue work without end.
 */
export function workGate({ concurrency, maxWaitMs, busy }: WorkGateOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function turn(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(admit), 1);
        reject(new ApiError(503, busy));
      }, maxWaitMs);
      waiting.push(admit);
    });
  }

  function release() {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
    if (next) next();
    else running -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
export type WorkGate = ReturnType<typeof workGate>;
