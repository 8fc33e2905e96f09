import { createHash, randomBytes } from 'node:crypto';
import type { Db, ObjectId } from 'mongodb';

type ResetDoc = { _id: string; userId: ObjectId; expiresAt: Date; usedAt: Date | null; createdAt: Date };

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Password-reset tokens. Only a SHA-256 of each token is stored; a token works once and until it expires.
 */
export function passwordResetsRepo(db: Db) {
  const resets = db.collection<ResetDoc>('password_resets');
  const prune = (now: Date) =>
    resets.deleteMany({ expiresAt: { $lt: new Date(now.getTime() - 7 * 24 * 3600_000) } });
  return {
    async init(now: Date) {
      // FerretDB has no TTL indexes: tokens expired for a week are pruned at start and on each new token.
      await resets.createIndex({ expiresAt: 1 }, { name: 'expires_at' });
      await resets.createIndex({ userId: 1, createdAt: -1 }, { name: 'user_created' });
      await prune(now);
    },
    /** A new token for the user; answers it and its id (the stored hash, which the token never is). */
    async create(userId: ObjectId, ttlMs: number, now: Date) {
      const token = randomBytes(32).toString('base64url');
      const id = digest(token);
      await resets.insertOne({
        _id: id,
        userId,
        expiresAt: new Date(now.getTime() + ttlMs),
        usedAt: null,
        createdAt: now,
      });
      await prune(now);
      return { id, token };
    },
    /** How many reset links the user was sent since a moment (to cap reset mails per account). */
    countSince: (userId: ObjectId, since: Date) =>
      resets.countDocuments({ userId, createdAt: { $gt: since } }),
    /** The user of a token that is unused and unexpired, without using it up. */
    async peek(token: string, now: Date) {
      const doc = await resets.findOne({ _id: digest(token), usedAt: null, expiresAt: { $gt: now } });
      return doc?.userId ?? null;
    },
    /** Marks the token used in one atomic step; answers its user only when it was unused and unexpired. */
    async consume(token: string, now: Date) {
      const doc = await resets.findOneAndUpdate(
        { _id: digest(token), usedAt: null, expiresAt: { $gt: now } },
        { $set: { usedAt: now } },
      );
      return doc?.userId ?? null;
    },
  };
}
export type PasswordResetsRepo = ReturnType<typeof passwordResetsRepo>;
