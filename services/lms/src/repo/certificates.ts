import type { CertificateCheck, CertificateStatus } from '@aspire/contracts/certificates';
import { ERASED } from '@aspire/contracts/privacy';
import type { Actor } from '@aspire/contracts/staff';
import { todayInIndia } from '@aspire/service-kit/india-days';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { type Db, ObjectId } from 'mongodb';
import { newCertificateCode } from '../certificates/code.ts';
import { certificatePdfPath } from '../certificates/pdf.ts';
import type { StandingKeeper } from '../lib/desk-standing.ts';

/**
 * A certificate of completion, under its code (`_id`). What it prints (name, course title, day) is
 * copied at issue, so a later change of the account, the enrolment or the course leaves it as issued;
 * only staff change it, by revoking or reissuing it.
 */
export type StoredCertificate = {
  _id: string;
  /** One certificate per enrolment (unique index): the guard against issuing twice. */
  enrolmentId: ObjectId;
  /** The holder's account (`GET /my-certificates`; none once erased), and the address its mail goes to. */
  userId?: string;
  email: string;
  name: string;
  courseId: number;
  courseTitle: string;
  /** The learner-area content it completes. */
  slug: string;
  /** Days in India (`2026-11-26`). */
  issuedOn: string;
  issuedAt: Date;
  /** The member of staff who signed the completion off, for courses that ask for it. */
  signedOffBy?: Actor;
  revokedOn: string | null;
  revokedAt?: Date;
  revokedReason?: string;
  revokedBy?: Actor;
  /** How often it was reissued: each reissue owes its own mail. */
  reissues: number;
  reissuedAt?: Date;
  /**
   * When the holder had their data erased: the code, course and days stay (its public check), the name
   * reads ERASED, the address is empty, it is no account's; it is never mailed, downloaded or reissued.
   */
  erasedAt?: Date;
};

/** What issuing needs to know; the rest is the store's. */
export type CertificateDraft = Pick<
  StoredCertificate,
  'enrolmentId' | 'userId' | 'email' | 'name' | 'courseId' | 'courseTitle' | 'slug' | 'signedOffBy'
>;

/** An enrolment's certificate as lists show it (the desk's rows, the learner's dashboard). */
export type CertificateSummary = {
  code: string;
  status: CertificateStatus;
  issuedOn: string;
  pdfUrl: string;
};

export const statusOf = (certificate: Pick<StoredCertificate, 'revokedOn'>): CertificateStatus =>
  certificate.revokedOn ? 'revoked' : 'valid';

/** The public check's answer: what the certificate itself shows, nothing more. */
export const checkOf = (certificate: StoredCertificate): CertificateCheck => ({
  code: certificate._id,
  name: certificate.erasedAt ? null : certificate.name,
  courseTitle: certificate.courseTitle,
  issuedOn: certificate.issuedOn,
  status: statusOf(certificate),
  revokedOn: certificate.revokedOn,
});

export const summaryOf = (certificate: StoredCertificate): CertificateSummary => ({
  code: certificate._id,
  status: statusOf(certificate),
  issuedOn: certificate.issuedOn,
  pdfUrl: certificatePdfPath(certificate._id),
});

/** Draws of a new code before giving up: a collision among 2^40 codes is already rare. */
const CODE_DRAWS = 5;

const asObjectId = (id: ObjectId | string) => (typeof id === 'string' ? new ObjectId(id) : id);

export function certificatesRepo(
  db: Db,
  standing: Pick<StandingKeeper, 'keep' | 'owe'>,
  now: () => Date = () => new Date(),
) {
  const certificates = db.collection<StoredCertificate>('certificates');
  /** The certificate's enrolment stands otherwise on the desk (certified, no longer waiting for a sign-off). */
  const keepEnrolment = (certificate: Pick<StoredCertificate, 'enrolmentId'>) =>
    standing.keep([certificate.enrolmentId]);
  return {
    async init() {
      await certificates.createIndex({ enrolmentId: 1 }, { unique: true, name: 'one_per_enrolment' });
      await certificates.createIndex({ userId: 1, issuedAt: -1 }, { name: 'by_holder' });
    },

    /**
     * Issues the enrolment's certificate, or answers the one it has: whatever the races (two tabs
     * completing the last unit), the unique index keeps one, and the loser reads the winner's.
     */
    async issue(draft: CertificateDraft) {
      for (let draw = 0; draw < CODE_DRAWS; draw++) {
        const at = now();
        const certificate: StoredCertificate = {
          ...draft,
          _id: newCertificateCode(),
          issuedOn: todayInIndia(at),
          issuedAt: at,
          revokedOn: null,
          reissues: 0,
        };
        await standing.owe([draft.enrolmentId]);
        try {
          await certificates.insertOne(certificate);
          await keepEnrolment(certificate);
          return { certificate, created: true };
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const existing = await certificates.findOne({ enrolmentId: draft.enrolmentId });
          if (existing) {
            // The other issue's keep may have read the enrolment before this one's mark.
            await keepEnrolment(existing);
            return { certificate: existing, created: false };
          }
          // Otherwise the code was taken: draw another.
        }
      }
      throw new Error(`no free certificate code after ${CODE_DRAWS} draws`);
    },

    find: (code: string) => certificates.findOne({ _id: code }),
    forEnrolment: (enrolmentId: ObjectId | string) =>
      certificates.findOne({ enrolmentId: asObjectId(enrolmentId) }),

    /** The certificates of these enrolments, by enrolment id (hex); enrolments without one are absent. */
    async forEnrolments(enrolmentIds: (ObjectId | string)[]) {
      const found = await certificates.find({ enrolmentId: { $in: enrolmentIds.map(asObjectId) } }).toArray();
      return new Map(
        found.map((certificate) => [certificate.enrolmentId.toHexString(), summaryOf(certificate)]),
      );
    },

    /** A learner's own certificates, newest first. */
    listForHolder: (userId: string) => certificates.find({ userId }).sort({ issuedAt: -1 }).toArray(),

    /** The certificates an erasure covers: the account's, and those of these enrolments. */
    ofPerson: (userId: string, enrolmentIds: ObjectId[]) =>
      certificates.find({ $or: [{ userId }, { enrolmentId: { $in: enrolmentIds } }] }).toArray(),

    /**
     * Takes the holder out of a certificate: name and address gone, no account's, the reason of a
     * revocation cleared (staff's words may name them). Answers whether this call changed it.
     */
    async erase(certificate: StoredCertificate) {
      const { modifiedCount } = await certificates.updateOne(
        { _id: certificate._id, erasedAt: { $exists: false } },
        {
          $set: {
            name: ERASED,
            email: '',
            erasedAt: now(),
            ...(certificate.revokedReason === undefined ? {} : { revokedReason: '' }),
          },
          $unset: { userId: '' },
        },
      );
      return modifiedCount === 1;
    },

    /** Revokes a valid certificate; `changed` is false when it was revoked already (or is unknown: null). */
    async revoke(code: string, reason: string, by: Actor) {
      const at = now();
      const held = await certificates.findOne({ _id: code }, { projection: { enrolmentId: 1 } });
      if (held) await standing.owe([held.enrolmentId]);
      const { modifiedCount } = await certificates.updateOne(
        { _id: code, revokedOn: null },
        { $set: { revokedOn: todayInIndia(at), revokedAt: at, revokedReason: reason, revokedBy: by } },
      );
      const certificate = await certificates.findOne({ _id: code });
      if (certificate) await keepEnrolment(certificate);
      return certificate && { certificate, changed: modifiedCount === 1 };
    },

    /**
     * Makes a certificate valid again, under the same code, with the name corrected when one is given.
     * Nothing changes when it is valid with that name already (a repeated click), nor for the second
     * of two reissues at once (the first one's `reissues` no longer matches).
     */
    async reissue(code: string, name: string | undefined) {
      const current = await certificates.findOne({ _id: code });
      if (!current) return null;
      const newName = name ?? current.name;
      if (current.revokedOn === null && newName === current.name)
        return { certificate: current, changed: false };
      await standing.owe([current.enrolmentId]);
      const updated = await certificates.findOneAndUpdate(
        // An erased holder's certificate is never reissued (their name would come back).
        { _id: code, reissues: current.reissues, erasedAt: { $exists: false } },
        {
          $set: { name: newName, revokedOn: null, reissuedAt: now() },
          $unset: { revokedAt: '', revokedReason: '', revokedBy: '' },
          $inc: { reissues: 1 },
        },
        { returnDocument: 'after' },
      );
      if (updated) {
        await keepEnrolment(updated);
        return { certificate: updated, changed: true };
      }
      const after = await certificates.findOne({ _id: code });
      if (after) await keepEnrolment(after);
      return after && { certificate: after, changed: false };
    },
  };
}
export type CertificatesRepo = ReturnType<typeof certificatesRepo>;
