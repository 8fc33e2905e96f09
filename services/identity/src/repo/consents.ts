import {
  CONSENT_PURPOSES,
  CONSENT_TEXT,
  type Consent,
  type ConsentPurpose,
  OPTIONAL_PURPOSES,
  PRIVACY_NOTICE_VERSION,
} from '@aspire/contracts/privacy';
import type { Actor } from '@aspire/contracts/staff';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db, ObjectId } from 'mongodb';
import type { UserDoc } from './users.ts';

/** Who gave or withdrew a consent: the person, or the admin who recorded their erasure. */
export type ConsentActor = 'self' | Actor;
type ConsentEvent = {
  action: 'given' | 'withdrawn';
  at: Date;
  by: ConsentActor;
  /** The notice the person saw when they gave it. */
  noticeVersion?: string | null;
};

/** One person's consent to one purpose (`<userId>:<purpose>`), with every give and withdrawal. */
export type ConsentDoc = {
  _id: string;
  userId: ObjectId;
  purpose: ConsentPurpose;
  noticeVersion: string | null;
  givenAt: Date | null;
  withdrawnAt: Date | null;
  history: ConsentEvent[];
};

const idOf = (userId: ObjectId, purpose: ConsentPurpose) => `${userId.toHexString()}:${purpose}`;

/**
 * An account from before consents were recorded agreed to keep it when it was made, under no notice
 * version we can name.
 */
const accountFromBefore = (user: UserDoc): ConsentDoc => ({
  _id: idOf(user._id, 'account'),
  userId: user._id,
  purpose: 'account',
  noticeVersion: null,
  givenAt: user.createdAt,
  withdrawnAt: null,
  history: [{ action: 'given', at: user.createdAt, by: 'self', noticeVersion: null }],
});

/** A consent as the person's account page shows it. */
export const consentView = (purpose: ConsentPurpose, doc: ConsentDoc | undefined): Consent => ({
  purpose,
  text: CONSENT_TEXT[purpose],
  optional: OPTIONAL_PURPOSES.includes(purpose),
  given: Boolean(doc?.givenAt && !doc.withdrawnAt),
  noticeVersion: doc?.noticeVersion ?? null,
  givenAt: doc?.givenAt?.toISOString() ?? null,
  withdrawnAt: doc?.withdrawnAt?.toISOString() ?? null,
});

/** The only code touching the `consents` collection. Giving and withdrawing twice changes nothing more. */
export function consentsRepo(db: Db) {
  const consents = db.collection<ConsentDoc>('consents');

  /** Inserts a record whole (an upsert would drop its nulls); false when one is already there. */
  const insertIfMissing = async (doc: ConsentDoc) => {
    try {
      await consents.insertOne(doc);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  };

  /** Withdraws a consent that stands; answers the record (undefined when it was never given). */
  async function withdraw(user: UserDoc, purpose: ConsentPurpose, at: Date, by: ConsentActor) {
    const _id = idOf(user._id, purpose);
    const event: ConsentEvent = { action: 'withdrawn', at, by };
    const withdrawn = await consents.findOneAndUpdate(
      { _id, givenAt: { $ne: null }, withdrawnAt: null },
      { $set: { withdrawnAt: at }, $push: { history: event } },
      { returnDocument: 'after' },
    );
    if (withdrawn) return withdrawn;
    // An account from before consents were recorded: its record is written as it ends.
    if (purpose === 'account') {
      const before = accountFromBefore(user);
      await insertIfMissing({ ...before, withdrawnAt: at, history: [...before.history, event] });
    }
    return (await consents.findOne({ _id })) ?? undefined;
  }

  return {
    async init() {
      await consents.createIndex({ userId: 1 }, { name: 'user' });
    },
    /** The person's record of each purpose, in CONSENT_PURPOSES' order (undefined: never given). */
    async of(user: UserDoc) {
      const docs = await consents.find({ userId: user._id }).toArray();
      return CONSENT_PURPOSES.map((purpose) => {
        const doc = docs.find((found) => found.purpose === purpose);
        return { purpose, doc: doc ?? (purpose === 'account' ? accountFromBefore(user) : undefined) };
      });
    },
    /** Gives a consent under today's notice, unless it stands already; answers the record. */
    async give(userId: ObjectId, purpose: ConsentPurpose, at: Date, by: ConsentActor) {
      const _id = idOf(userId, purpose);
      const event: ConsentEvent = { action: 'given', at, by, noticeVersion: PRIVACY_NOTICE_VERSION };
      const renewed = await consents.findOneAndUpdate(
        { _id, $or: [{ givenAt: null }, { withdrawnAt: { $ne: null } }] },
        {
          $set: { noticeVersion: PRIVACY_NOTICE_VERSION, givenAt: at, withdrawnAt: null },
          $push: { history: event },
        },
        { returnDocument: 'after' },
      );
      if (renewed) return renewed;
      await insertIfMissing({
        _id,
        userId,
        purpose,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        givenAt: at,
        withdrawnAt: null,
        history: [event],
      });
      return consents.findOne({ _id });
    },
    withdraw,
    /** Every consent of an erased account ends. */
    async withdrawAll(user: UserDoc, at: Date, by: ConsentActor) {
      for (const purpose of CONSENT_PURPOSES) await withdraw(user, purpose, at, by);
    },
  };
}
export type ConsentsRepo = ReturnType<typeof consentsRepo>;
