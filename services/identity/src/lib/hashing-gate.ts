import { ApiError } from '@aspire/service-kit';

export const HASHING_BUSY = 'Sign-in is busy right now, please try again in a moment';

/**
 * At most `concurrency` password hashes at once (each holds 16 MiB and a CPU core for a few hundred
 * ms); the excess waits up to `maxWaitMs` for a turn, then is answered 503, so a loop of sign-ins can
 * neither exhaust memory nor queue work without end.
 */
export function hashingGate({ concurrency, maxWaitMs }: { concurrency: number; maxWaitMs: number }) {
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
        reject(new ApiError(503, HASHING_BUSY));
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
export type HashingGate = ReturnType<typeof hashingGate>;
