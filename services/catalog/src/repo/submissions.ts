import { createHash } from 'node:crypto';
import type { Application } from '@aspire/contracts/catalog';
import type { ContactMessage } from '@aspire/contracts/contact';
import { type Db, ObjectId } from 'mongodb';

export type FormKind = 'admissions' | 'enquiries';
export type Stored = { id: string; receivedAt: string; repeated: boolean; sameContent: boolean };

type FormDoc = Omit<Application, 'idempotencyKey'> & {
  _id: ObjectId;
  idempotencyKey: string;
  fingerprint: string;
  receivedAt: Date;
};

const fingerprint = (application: Omit<Application, 'idempotencyKey'>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        application.studentName,
        application.email.toLowerCase(),
        application.mobileNumber,
        application.gender,
        application.message,
        application.courseId ?? null,
        application.location ?? null,
        application.admissionMode ?? null,
      ]),
    )
    .digest('hex');

/**
 * Admissions, enquiries and contact messages. Each form fill carries an idempotency key with a unique
 * index, so a double submit or a retry stores one record and both answers name it.
 */
export function submissionsRepo(db: Db) {
  const forms = {
    admissions: db.collection<FormDoc>('admissions'),
    enquiries: db.collection<FormDoc>('enquiries'),
  };
  const contact = db.collection('contact_messages');

  return {
    async init() {
      await Promise.all(
        Object.values(forms).map(async (collection) => {
          await collection.createIndex({ idempotencyKey: 1 }, { unique: true });
          await collection.createIndex({ receivedAt: -1 });
        }),
      );
      await contact.createIndex({ receivedAt: -1 });
    },

    /** Stores the form once per idempotency key; answers the stored record on a repeat. */
    async storeForm(
      kind: FormKind,
      application: Omit<Application, 'idempotencyKey'>,
      idempotencyKey: string,
    ): Promise<Stored> {
      const doc: FormDoc = {
        _id: new ObjectId(),
        ...application,
        idempotencyKey,
        fingerprint: fingerprint(application),
        receivedAt: new Date(),
      };
      try {
        await forms[kind].insertOne(doc);
        return {
          id: doc._id.toHexString(),
          receivedAt: doc.receivedAt.toISOString(),
          repeated: false,
          sameContent: true,
        };
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
        const existing = await forms[kind].findOne({ idempotencyKey });
        if (!existing) throw error;
        return {
          id: existing._id.toHexString(),
          receivedAt: existing.receivedAt.toISOString(),
          repeated: true,
          sameContent: existing.fingerprint === doc.fingerprint,
        };
      }
    },

    async countForms(kind: FormKind, filter: { idempotencyKey?: string } = {}) {
      return forms[kind].countDocuments(
        filter.idempotencyKey ? { idempotencyKey: filter.idempotencyKey } : {},
      );
    },

    async storeContact(message: ContactMessage) {
      const receivedAt = new Date();
      const { insertedId } = await contact.insertOne({ ...message, receivedAt });
      return { id: insertedId.toHexString(), receivedAt: receivedAt.toISOString() };
    },
  };
}
export type SubmissionsRepo = ReturnType<typeof submissionsRepo>;
