import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export type PasswordCost = { N: number; r: number; p: number };

/**
 * Passwords are hashed with scrypt (memory-hard) and a 16-byte salt of their own. The stored string
 * carries its parameters (`scrypt$N$r$p$salt$hash`), so a hash made at an older cost still verifies and
 * is upgraded on the next successful sign-in.
 *
 * N=2^14, r=8, p=5 is one of OWASP's listed scrypt settings: 16 MiB a hash (128·N·r bytes; p runs
 * sequentially in the same memory), where N=2^17, p=1 would need 128 MiB, too much for this service.
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;
/** A stored hash asking for more memory than this is refused rather than allowed to exhaust the service. */
const MAX_MEMORY = 64 * 1024 * 1024;

/** What OpenSSL reserves for these parameters (its `maxmem` check): V is 128·r·(N+2), B is 128·r·p. */
export const scryptMemory = ({ N, r, p }: PasswordCost) => 128 * r * (N + 2 + p);

function derive(password: string, salt: Buffer, cost: PasswordCost) {
  const options: ScryptOptions = { ...cost, maxmem: scryptMemory(cost) };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    scheme === 'scrypt' &&
    salt &&
    hash &&
    Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0) &&
    scryptMemory(cost) <= MAX_MEMORY;
  return valid ? { cost, salt, hash } : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const actual = await derive(password, Buffer.from(parsed.salt, 'base64url'), parsed.cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * New hashes at one cost: today's (PASSWORD_COST) in the service. The service's tests choose a cheaper
 * one, so that their hundreds of sign-ups do not spend a core-minute on hashing.
 */
export async function passwordsAt(cost: PasswordCost = PASSWORD_COST) {
  return {
    hash: (password: string) => hashPassword(password, cost),
    /** Whether a stored hash was made at another cost (then it is re-hashed on sign-in). */
    needsRehash(stored: string) {
      const made = parse(stored)?.cost;
      return !made || made.N !== cost.N || made.r !== cost.r || made.p !== cost.p;
    },
    /** A hash of nothing anyone knows: checked when the e-mail is unknown, so both answers take as long. */
    unknownAccountHash: await hashPassword(randomBytes(24).toString('base64url'), cost),
  };
}
export type Passwords = Awaited<ReturnType<typeof passwordsAt>>;
