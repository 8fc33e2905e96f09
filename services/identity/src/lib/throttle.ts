import { type LoginAttemptsRepo, MAX_DELAY_MS } from '../repo/login-attempts.ts';
import { normaliseEmail } from '../repo/users.ts';

export type ThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

/** Five attempts per account, twenty per address, in 15 minutes, before the delays start. */
export const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

/**
 * How long the attempt after the `count`-th must wait: nothing within the limit, then 1 s, 2 s, 4 s…
 * up to a minute. Slowing guesses down instead of locking the account means an attacker who knows an
 * email can no longer keep its owner out: the owner waits a minute at most.
 */
export const delayAfter = (count: number, limit: number) =>
  count < limit ? 0 : Math.min(1000 * 2 ** (count - limit), MAX_DELAY_MS);

/**
 * Sign-in throttling per account and per address, counted in MongoDB before any password is hashed.
 * A successful sign-in clears the account's count and gives the address its attempt back, so one
 * address's count is of failed attempts (and ones still being checked).
 */
export function loginThrottle(attempts: LoginAttemptsRepo, limits: ThrottleLimits, now: () => Date) {
  const keysOf = (email: string, address: string) => ({
    account: `acct:${normaliseEmail(email)}`,
    address: `ip:${address}`,
  });

  async function claim(key: string, limit: number) {
    const at = now();
    const claimed = await attempts.claim(key, limit, limits.windowMs, at);
    if (!claimed.admitted) return claimed.retryAfterMs;
    if (claimed.settled) return 0;
    await attempts.setNextAt(key, claimed.count, new Date(at.getTime() + delayAfter(claimed.count, limit)));
    return 0;
  }

  return {
    /**
     * Counts an attempt to check a password: 0 when it may be checked now, else the seconds to wait
     * (and nothing was counted for the account).
     */
    async admit(email: string, address: string): Promise<number> {
      const keys = keysOf(email, address);
      const addressWait = await claim(keys.address, limits.perAddress);
      if (addressWait > 0) return Math.ceil(addressWait / 1000);
      const accountWait = await claim(keys.account, limits.perAccount);
      if (accountWait === 0) return 0;
      await attempts.release(keys.address);
      return Math.ceil(accountWait / 1000);
    },
    async succeeded(email: string, address: string) {
      const keys = keysOf(email, address);
      await Promise.all([attempts.clear(keys.account), attempts.release(keys.address)]);
    },
    /** A new password lifts the account's delays; an erased account's counter goes with it. */
    clearAccount: (email: string) => attempts.clear(keysOf(email, '').account),
    /** The account's counter of recent attempts, if it has one: the only one that names the person. */
    accountAttempts: (email: string) => attempts.find(keysOf(email, '').account),
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;

/** "Please try again in …" for a wait in seconds. */
export function waitText(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
