/**
 * How the inbox keeps a record, and how one is made from a public form or from a document of the three
 * collections it replaced (`admissions`, `enquiries`, `contact_messages`).
 */
import { createHash } from 'node:crypto';
import type {
  Campus,
  ERASURE_REASONS,
  FEE_MODES,
  InboxKind,
  InboxStatus,
  VisitSource,
} from '@aspire/contracts/admissions';
import type { Application } from '@aspire/contracts/application';
import type { ContactMessage } from '@aspire/contracts/contact';
import { phoneSchema } from '@aspire/contracts/phone';
import type { Actor } from '@aspire/contracts/staff';
import { personKeys } from '@aspire/service-kit/person-search';
import type { ObjectId } from 'mongodb';

/** A course as a record names it. */
export type CourseRef = { id: number; slug: string; title: string };

export type GuardianDoc = { name: string; email: string; phone: string; consentedAt: Date | null };
export type FeeDoc = {
  amount: number;
  mode: (typeof FEE_MODES)[number];
  reference: string;
  recordedBy: Actor;
  recordedAt: Date;
};

export type NoticeDoc = { version: string; agreedAt: Date };
export type ErasureReason = (typeof ERASURE_REASONS)[number];

export type InboxDoc = {
  _id: ObjectId;
  kind: InboxKind;
  status: InboxStatus;
  receivedAt: Date;
  name: string;
  email: string;
  /** E.164 (as typed, for an old record whose number does not parse). */
  phone: string;
  /** Search keys: the start of a name or e-mail, lower-cased, and a phone's digits with and without country code. */
  nameLower: string;
  familyNameLower: string;
  emailLower: string;
  phoneDigits: string;
  phoneNational: string;
  gender: string | null;
  message: string;
  subject: string | null;
  /** A contact message's sender as they wrote their name (its e-mails greet by the first). */
  firstName?: string;
  lastName?: string;
  courseId: number | null;
  courseSlug: string | null;
  courseTitle: string | null;
  admissionMode: string | null;
  location: string | null;
  campus: Campus | null;
  source: VisitSource;
  minor: boolean;
  guardian: GuardianDoc | null;
  /** The guardian's confirmation link: its token's SHA-256 (the token itself is only in the e-mail). */
  consentTokenHash?: string;
  consentExpiresAt?: Date;
  assignee: Actor | null;
  /** The assignee's id, or `none`: an equality the list's index answers (null would not be). */
  holder: string;
  followUpOn: string | null;
  /** `followUpOn` while the record is open, else null: the overdue list is a range on it. */
  openFollowUpOn: string | null;
  fee: FeeDoc | null;
  offerSentAt: Date | null;
  enrolledAt: Date | null;
  duplicateCount: number;
  /** The privacy notice shown with the form, agreed to by sending it (absent on records kept before). */
  notice?: NoticeDoc;
  /** Set once the person's details are erased (see inbox-erasure.ts); absent while they are kept. */
  erasedAt?: Date;
  erasedBecause?: ErasureReason;
  /** `<kind>:<idempotency key>` of a form fill (unique), so a repeat names the record stored. */
  formKey?: string;
  fingerprint?: string;
};

/** Statuses after which a record needs nothing more: they are never overdue. */
export const CLOSED_STATUSES: readonly InboxStatus[] = ['enrolled', 'declined', 'withdrawn', 'spam'];
export const isOpen = (status: InboxStatus) => !CLOSED_STATUSES.includes(status);

/** The campus a record is for: online study, or the one campus its location names, else none. */
export function campusOf(location: string | null | undefined, admissionMode: string | null | undefined) {
  if (admissionMode === 'online') return 'online' satisfies Campus;
  const text = (location ?? '').toLowerCase();
  const chennai = text.includes('chennai');
  const bengaluru = text.includes('bengaluru') || text.includes('bangalore');
  if (chennai === bengaluru) return null;
  return chennai ? 'chennai' : 'bengaluru';
}

/** A number in E.164 when it parses (records kept before every phone was), else as it was typed. */
export const e164 = (phone: string) => {
  const parsed = phoneSchema.safeParse(phone);
  return parsed.success ? parsed.data : phone.trim();
};

/** The fields every new record starts with: nobody holds it, nothing is due, nothing is paid. */
const fresh = {
  status: 'new',
  assignee: null,
  holder: 'none',
  followUpOn: null,
  openFollowUpOn: null,
  fee: null,
  offerSentAt: null,
  enrolledAt: null,
  duplicateCount: 0,
} as const;

const person = (name: string, email: string, phone: string) => ({
  name,
  email,
  phone,
  ...personKeys(name, email, phone),
});

export type FormFields = Omit<Application, 'idempotencyKey'>;

/** What makes two fills of a form the same submission (a repeat of its key must match it). */
export const fingerprintOf = (form: FormFields) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        form.studentName,
        form.email.toLowerCase(),
        e164(form.mobileNumber),
        form.gender,
        form.message,
        form.courseId ?? null,
        form.location ?? null,
        form.admissionMode ?? null,
        form.minor ?? false,
        form.guardian ?? null,
      ]),
    )
    .digest('hex');

/** A record of an admission (`application`) or enquiry form. */
export function formDoc(
  _id: ObjectId,
  kind: 'application' | 'enquiry',
  form: FormFields & { receivedAt: Date },
  course: CourseRef | null,
  idempotencyKey: string,
): InboxDoc {
  const phone = e164(form.mobileNumber);
  return {
    _id,
    kind,
    ...fresh,
    receivedAt: form.receivedAt,
    ...person(form.studentName, form.email, phone),
    gender: form.gender ?? null,
    message: form.message,
    subject: null,
    courseId: form.courseId ?? null,
    courseSlug: course?.slug ?? null,
    courseTitle: course?.title ?? null,
    admissionMode: form.admissionMode ?? null,
    location: form.location ?? null,
    campus: campusOf(form.location, form.admissionMode),
    source: form.source ?? {},
    minor: form.minor ?? false,
    guardian:
      form.minor && form.guardian
        ? { ...form.guardian, phone: e164(form.guardian.phone), consentedAt: null }
        : null,
    formKey: `${kind}:${idempotencyKey}`,
    fingerprint: fingerprintOf(form),
  };
}

/** A record of a "Write to us" message. */
export function contactDoc(_id: ObjectId, message: ContactMessage & { receivedAt: Date }): InboxDoc {
  const name = `${message.firstName} ${message.lastName ?? ''}`.replace(/\s+/g, ' ').trim();
  return {
    _id,
    kind: 'contact',
    ...fresh,
    receivedAt: message.receivedAt,
    ...person(name, message.email, e164(message.phoneNumber)),
    firstName: message.firstName,
    lastName: message.lastName ?? '',
    gender: null,
    message: message.message,
    subject: message.subject,
    courseId: null,
    courseSlug: null,
    courseTitle: null,
    admissionMode: null,
    location: null,
    campus: null,
    source: message.source ?? {},
    minor: false,
    guardian: null,
  };
}
