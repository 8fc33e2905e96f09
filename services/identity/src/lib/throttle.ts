import type { LoginFailuresRepo } from '../repo/login-failures.ts';
import { normaliseEmail } from '../repo/users.ts';

export type ThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

/** Five failures per account, twenty per address, in 15 minutes. */
export const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

/** Failed sign-in throttling per account and per address, counted in MongoDB. */
export function loginThrottle(failures: LoginFailuresRepo, limits: ThrottleLimits, now: () => Date) {
  const keysOf = (email: string, address: string) => ({
    account: `acct:${normaliseEmail(email)}`,
    address: `ip:${address}`,
  });
  return {
    /** Seconds until the caller may try again, or 0 when not throttled. */
    async retryAfter(email: string, address: string): Promise<number> {
      const keys = keysOf(email, address);
      const at = now();
      const docs = await failures.current([keys.account, keys.address], limits.windowMs, at);
      let wait = 0;
      for (const doc of docs) {
        const limit = doc._id === keys.account ? limits.perAccount : limits.perAddress;
        if (doc.count >= limit) {
          const seconds = Math.ceil((doc.windowStart.getTime() + limits.windowMs - at.getTime()) / 1000);
          wait = Math.max(wait, seconds, 1);
        }
      }
      return wait;
    },
    async failed(email: string, address: string) {
      const keys = keysOf(email, address);
      await failures.record(keys.account, limits.windowMs, now());
      await failures.record(keys.address, limits.windowMs, now());
    },
    /** A successful sign-in clears the account's count (not the address's). */
    succeeded: (email: string) => failures.clear(keysOf(email, '').account),
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
