import { createHash } from 'node:crypto';
import { ERASURE_DAYS, ERASURE_SERVICES, type ErasureService } from '@aspire/contracts/privacy';
import type { Actor } from '@aspire/contracts/staff';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { type Sealed, sealer } from '@aspire/service-kit/seal';
import { type Db, ObjectId } from 'mongodb';

/** How many erasures a feed answer or the admin's list holds at most. */
export const ERASURES_PAGE = 100;

/**
 * One account's erasure: who asked and why, which services have erased their part, and the address
 * the "it is done" e-mail goes to, sealed, until that e-mail is queued (then only its SHA-256 stays).
 */
export type ErasureDoc = {
  _id: ObjectId;
  userId: ObjectId;
  email?: Sealed;
  emailSha256?: string;
  requestedAt: Date;
  requestedBy: 'self' | Actor;
  reason: string | null;
  acks: Record<ErasureService, Date | null>;
  completeBy: Date;
  doneAt: Date | null;
};

export type NewErasure = Pick<ErasureDoc, 'userId' | 'requestedBy' | 'reason'> & { email: string; at: Date };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The only code touching the `erasures` collection; one erasure per account. */
export function erasuresRepo(db: Db, keySecret: string) {
  const erasures = db.collection<ErasureDoc>('erasures');
  const addresses = sealer(keySecret, { salt: 'aspire-identity', info: 'erasure-address-seal' });
  const byUser = (userId: ObjectId) => erasures.findOne({ userId });

  return {
    async init() {
      await erasures.createIndex({ userId: 1 }, { unique: true, name: 'user_unique' });
      await erasures.createIndex({ doneAt: 1, requestedAt: 1 }, { name: 'pending' });
      await erasures.createIndex({ requestedAt: -1 }, { name: 'requested' });
    },
    byUser,
    /** The address an erasure's e-mail goes to, while the record still holds it. */
    addressOf: (doc: ErasureDoc) => (doc.email ? addresses.open(doc.email, doc._id.toHexString()) : null),
    /** Records an erasure; answers it, or the one already recorded for the account (`created` false). */
    async record({ userId, email, requestedBy, reason, at }: NewErasure) {
      const _id = new ObjectId();
      const doc: ErasureDoc = {
        _id,
        userId,
        email: addresses.seal(email, _id.toHexString()),
        requestedAt: at,
        requestedBy,
        reason,
        acks: { catalog: null, shop: null, lms: null },
        completeBy: new Date(at.getTime() + ERASURE_DAYS * 24 * 3600_000),
        doneAt: null,
      };
      try {
        await erasures.insertOne(doc);
        return { erasure: doc, created: true };
      } catch (error) {
        const existing = isDuplicateKey(error) && (await byUser(userId));
        if (!existing) throw error;
        return { erasure: existing, created: false };
      }
    },
    /** What `service` has still to erase, oldest first. */
    waitingFor: (service: ErasureService) =>
      erasures
        .find({ doneAt: null, [`acks.${service}`]: null })
        .sort({ requestedAt: 1, _id: 1 })
        .limit(ERASURES_PAGE)
        .toArray(),
    findById: (id: string) => erasures.findOne({ _id: new ObjectId(id) }),
    /** Records that `service` erased its part (once: a repeated acknowledgement keeps the first time). */
    acknowledge: (id: ObjectId, service: ErasureService, at: Date) =>
      erasures.updateOne({ _id: id, [`acks.${service}`]: null }, { $set: { [`acks.${service}`]: at } }),
    /** Whether every service has erased its part. */
    allAcknowledged: (doc: ErasureDoc) => ERASURE_SERVICES.every((service) => doc.acks[service] !== null),
    /**
     * Completes an erasure whose person has been told: the address leaves the record (its hash stays).
     * True only for the one call that completed it.
     */
    async complete(doc: ErasureDoc, email: string, at: Date) {
      const result = await erasures.updateOne(
        { _id: doc._id, doneAt: null },
        { $set: { doneAt: at, emailSha256: sha256(email) }, $unset: { email: '' } },
      );
      return result.modifiedCount === 1;
    },
    newestFirst: () => erasures.find().sort({ requestedAt: -1, _id: -1 }).limit(ERASURES_PAGE).toArray(),
  };
}
export type ErasuresRepo = ReturnType<typeof erasuresRepo>;
