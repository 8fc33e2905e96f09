import { createHash, randomBytes } from 'node:crypto';
import { expiring } from '@aspire/service-kit/mongo';
import type { Db, ObjectId } from 'mongodb';

/**
 * What a token lets its holder do, and where its tokens are kept: one collection per purpose, so a
 * token of one purpose is never accepted for another (and the reset links issued before e-mail
 * confirmation existed stay where they were).
 */
const COLLECTIONS = {
  'password-reset': 'password_resets',
  'email-verification': 'email_verifications',
  /** The step between a staff member's password and their second factor. */
  'staff-challenge': 'staff_challenges',
  /** The link of the e-mail confirming that a person wants their account erased. */
  'account-erasure': 'account_erasure_links',
} as const;
export type TokenPurpose = keyof typeof COLLECTIONS;

type TokenDoc = {
  _id: string;
  userId: ObjectId;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
  /** Wrong answers given with it so far (staff challenges). */
  failures?: number;
};

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Single-use tokens sent by e-mail (password resets, address confirmations). Only a SHA-256 of each
 * token is stored; a token works once and until it expires.
 */
export function singleUseTokensRepo(db: Db, purpose: TokenPurpose) {
  const tokens = db.collection<TokenDoc>(COLLECTIONS[purpose]);
  // Tokens expired for a week are of no use.
  const expiry = expiring(db, COLLECTIONS[purpose], 'expiresAt', 7 * 24 * 3600_000, 'expires_at');
  const usable = (token: string, now: Date) => ({
    _id: digest(token),
    usedAt: null,
    expiresAt: { $gt: now },
  });
  return {
    async init(now: Date) {
      await expiry.init(now);
      await tokens.createIndex({ userId: 1, createdAt: -1 }, { name: 'user_created' });
    },
    /** A new token for the user; answers it and its id (the stored hash, which the token never is). */
    async create(userId: ObjectId, ttlMs: number, now: Date) {
      const token = randomBytes(32).toString('base64url');
      const id = digest(token);
      await tokens.insertOne({
        _id: id,
        userId,
        expiresAt: new Date(now.getTime() + ttlMs),
        usedAt: null,
        createdAt: now,
      });
      await expiry.prune(now);
      return { id, token };
    },
    /** How many tokens the user was sent since a moment (to cap e-mails per account). */
    countSince: (userId: ObjectId, since: Date) =>
      tokens.countDocuments({ userId, createdAt: { $gt: since } }),
    /** When the user's newest token was made, if they have one. */
    async newestCreatedAt(userId: ObjectId) {
      const newest = await tokens.findOne(
        { userId },
        { sort: { createdAt: -1 }, projection: { createdAt: 1 } },
      );
      return newest?.createdAt ?? null;
    },
    /** The user of a token that is unused and unexpired, without using it up. */
    async peek(token: string, now: Date) {
      return (await tokens.findOne(usable(token, now)))?.userId ?? null;
    },
    /** Marks the token used in one atomic step; answers its user only when it was unused and unexpired. */
    async consume(token: string, now: Date) {
      const doc = await tokens.findOneAndUpdate(usable(token, now), { $set: { usedAt: now } });
      return doc?.userId ?? null;
    },
    /** Counts a wrong answer given with a usable token; the `limit`-th uses it up. */
    async fail(token: string, limit: number, now: Date) {
      const counted = await tokens.findOneAndUpdate(
        usable(token, now),
        { $inc: { failures: 1 } },
        { returnDocument: 'after' },
      );
      if (counted && (counted.failures ?? 0) >= limit)
        await tokens.updateOne({ _id: counted._id, usedAt: null }, { $set: { usedAt: now } });
    },
    /**
     * What became of a token that did not work (`consume` answered null): its user and whether it was
     * used or has expired; null for a token never issued (or pruned).
     */
    async outcome(token: string, now: Date) {
      const doc = await tokens.findOne({ _id: digest(token) });
      if (!doc) return null;
      return { userId: doc.userId, used: doc.usedAt !== null, expired: doc.expiresAt <= now };
    },
    /** Forgets the user's tokens (an erased account); `keepUsed` keeps the used ones, which name nobody. */
    deleteAll: (userId: ObjectId, { keepUsed = false } = {}) =>
      tokens.deleteMany(keepUsed ? { userId, usedAt: null } : { userId }),
    /** Ends every unused token of the user (a newer one replaces them). */
    revokeAll: (userId: ObjectId, now: Date) =>
      tokens.updateMany({ userId, usedAt: null }, { $set: { usedAt: now } }),
  };
}
export type SingleUseTokensRepo = ReturnType<typeof singleUseTokensRepo>;
