import {
  APPLICANT_STATUS_TEXT,
  type InboxKind,
  KIND_LABELS,
  type MyInboxRecord,
  myCatalogDataSchema,
  myInboxRecordSchema,
} from '@aspire/contracts/admissions';
import { myDataPartSchema } from '@aspire/contracts/privacy';
import type { AuditEntry } from '@aspire/contracts/staff';
import { type AuthEnv, ok, requireAuth } from '@aspire/service-kit';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import type { OutboxDoc } from '@aspire/service-kit/mail/outbox';
import { Hono } from 'hono';
import { recordMailKeys } from '../mail/record-mails.ts';
import type { InboxDoc } from '../repo/inbox-doc.ts';
import { retentionOf } from '../repo/retention.ts';
import type { RouteDeps } from './deps.ts';

export const CONFIRM_TO_INCLUDE =
  'Confirm your e-mail address to include the applications and messages sent from it.';
/** Staff are named by their team in a person's download, never by name. */
export const STAFF_TEAM = 'Admissions team';

const KIND_NOUNS: Record<InboxKind, [string, string]> = {
  application: ['application', 'applications'],
  enquiry: ['enquiry', 'enquiries'],
  contact: ['message', 'messages'],
};
const MAIL_STATE: Record<OutboxDoc['status'], string> = {
  pending: 'waiting to be sent',
  sent: 'sent',
  failed: 'could not be delivered',
};

/** "2 applications, 1 enquiry and 1 message". */
function counted(docs: InboxDoc[]) {
  const parts = (Object.keys(KIND_NOUNS) as InboxKind[]).flatMap((kind) => {
    const count = docs.filter((doc) => doc.kind === kind).length;
    const [one, many] = KIND_NOUNS[kind];
    return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** One record as its sender may read it: what they sent, where it stands, what staff noted on it. */
function myRecord(doc: InboxDoc, entries: AuditEntry[], mails: OutboxDoc[], months: number): MyInboxRecord {
  const id = doc._id.toHexString();
  const labels = new Map(recordMailKeys(doc.kind, id).map(({ key, label }) => [key, label]));
  return myInboxRecordSchema.parse({
    reference: id,
    kind: KIND_LABELS[doc.kind],
    receivedAt: doc.receivedAt.toISOString(),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    gender: doc.gender,
    subject: doc.subject,
    message: doc.message,
    course: doc.courseTitle,
    campus: doc.campus,
    location: doc.location,
    cameFrom: doc.source,
    underEighteen: doc.minor,
    guardian: doc.guardian && {
      name: doc.guardian.name,
      email: doc.guardian.email,
      phone: doc.guardian.phone,
      consentedAt: doc.guardian.consentedAt?.toISOString() ?? null,
    },
    privacyNotice: doc.notice
      ? { version: doc.notice.version, agreedAt: doc.notice.agreedAt.toISOString() }
      : null,
    status: APPLICANT_STATUS_TEXT[doc.status],
    statusHistory: [
      { at: doc.receivedAt.toISOString(), status: APPLICANT_STATUS_TEXT.new, by: 'You, with the form' },
      ...entries.flatMap((entry) => {
        const to = entry.changes?.status?.to;
        return typeof to === 'string' && to in APPLICANT_STATUS_TEXT
          ? [{ at: entry.at, status: APPLICANT_STATUS_TEXT[to as InboxDoc['status']], by: STAFF_TEAM }]
          : [];
      }),
    ],
    followUpOn: doc.followUpOn,
    fee: doc.fee && {
      amount: doc.fee.amount,
      mode: doc.fee.mode,
      reference: doc.fee.reference,
      recordedAt: doc.fee.recordedAt.toISOString(),
      recordedBy: STAFF_TEAM,
    },
    offerSentAt: doc.offerSentAt?.toISOString() ?? null,
    enrolledAt: doc.enrolledAt?.toISOString() ?? null,
    notes: entries
      .filter((entry) => entry.action === 'note')
      .map((entry) => ({ at: entry.at, by: STAFF_TEAM, text: entry.note ?? '' })),
    emails: mails.map((mail) => ({
      what: labels.get(mail._id) ?? mail.template,
      at: (mail.sentAt ?? mail.failedAt ?? mail.createdAt).toISOString(),
      state: MAIL_STATE[mail.status],
    })),
    willBeErasedOn: retentionOf(doc, months)?.eraseOn ?? null,
  });
}

/** One sentence of a record: what, when, where it stands, the guardian's consent, the notice, its end. */
function sentence(doc: InboxDoc, record: MyInboxRecord) {
  const what = `Your ${KIND_NOUNS[doc.kind][0]} of ${longDateInIndia(doc.receivedAt)}${doc.courseTitle ? ` about ${doc.courseTitle}` : ''}: ${record.status}.`;
  const guardian = doc.guardian
    ? doc.guardian.consentedAt
      ? ` ${doc.guardian.name}, your parent or guardian, gave consent on ${longDateInIndia(doc.guardian.consentedAt)}.`
      : ` We are waiting for ${doc.guardian.name}, your parent or guardian, to give consent.`
    : '';
  const notice = doc.notice ? ` You sent it under our privacy notice of ${doc.notice.version}.` : '';
  const end = record.willBeErasedOn
    ? ` We will erase it on ${longDateInIndia(record.willBeErasedOn)} unless it becomes an application.`
    : '';
  return what + guardian + notice + end;
}

/**
 * `GET /my-data`: the catalog's part of "Download my data" (signed in): every inbox record sent from the
 * person's confirmed address, with what the college noted on it. An unconfirmed address could be anyone's.
 */
export function myDataRoutes({ inbox, audit, keys, mail }: RouteDeps) {
  const api = new Hono<AuthEnv>();
  api.get('/my-data', requireAuth(keys), async (c) => {
    c.header('cache-control', 'private, no-store');
    const { user } = c.var;
    if (!user.emailVerified)
      return ok(c, myDataPartSchema.parse({ summary: [CONFIRM_TO_INCLUDE], data: {} }));
    const docs = await inbox.sentFrom(user.email);
    const records = await Promise.all(
      docs.map(async (doc) => {
        const id = doc._id.toHexString();
        const [entries, mails] = await Promise.all([
          audit.forSubject('inbox', id),
          mail.recorded(recordMailKeys(doc.kind, id).map(({ key }) => key)),
        ]);
        const record = myRecord(doc, entries, mails, inbox.retentionMonths);
        return { record, sentence: sentence(doc, record) };
      }),
    );
    const summary =
      docs.length === 0
        ? [`We hold no applications, enquiries or messages sent from ${user.email}.`]
        : [`We hold ${counted(docs)} sent from ${user.email}.`, ...records.map((mine) => mine.sentence)];
    const data = myCatalogDataSchema.parse({ inbox: records.map((mine) => mine.record) });
    return ok(c, myDataPartSchema.parse({ summary, data }));
  });
  return api;
}
