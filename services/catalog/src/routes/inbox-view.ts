/** The inbox's documents as the admissions API answers them: rows, records with their timeline, CSV lines. */
import {
  ERASURE_REASON_TEXT,
  FEE_MODE_LABELS,
  type InboxRecord,
  type InboxRow,
  inboxRecordSchema,
  KIND_LABELS,
  STATUS_LABELS,
} from '@aspire/contracts/admissions';
import type { AuditEntry } from '@aspire/contracts/staff';
import type { CsvColumn } from '@aspire/service-kit/csv-export';
import { ERASED_RECIPIENT, type OutboxDoc } from '@aspire/service-kit/mail/outbox';
import { recordMailKeys } from '../mail/record-mails.ts';
import type { FeeDoc, InboxDoc } from '../repo/inbox-doc.ts';
import { retentionOf } from '../repo/retention.ts';

type Timeline = InboxRecord['timeline'];

/** True while an under-18 applicant's guardian has not confirmed consent. */
export const awaitingGuardian = (doc: Pick<InboxDoc, 'minor' | 'guardian'>) =>
  doc.minor && !doc.guardian?.consentedAt;

/** A list's row; `retentionMonths` tells when an enquiry or message will be erased. */
export const toRow = (doc: InboxDoc, retentionMonths: number): InboxRow => ({
  id: doc._id.toHexString(),
  kind: doc.kind,
  status: doc.status,
  receivedAt: doc.receivedAt.toISOString(),
  name: doc.name,
  email: doc.email,
  phone: doc.phone,
  courseSlug: doc.courseSlug,
  courseTitle: doc.courseTitle,
  campus: doc.campus,
  assignee: doc.assignee,
  followUpOn: doc.followUpOn,
  awaitingGuardian: awaitingGuardian(doc),
  duplicateCount: doc.duplicateCount,
  erased: doc.erasedAt ? { at: doc.erasedAt.toISOString(), reason: doc.erasedBecause ?? 'request' } : null,
  retention: retentionOf(doc, retentionMonths),
});

const feeRecord = (fee: FeeDoc | null) => fee && { ...fee, recordedAt: fee.recordedAt.toISOString() };

/** A value of a change as people read it. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined) return field === 'assignee' ? 'nobody' : 'none';
  if (field === 'status' && typeof value === 'string' && value in STATUS_LABELS)
    return STATUS_LABELS[value as keyof typeof STATUS_LABELS];
  if (field === 'assignee' && typeof value === 'object' && 'name' in value) return String(value.name);
  if (field === 'fee' && typeof value === 'object' && 'amount' in value && 'mode' in value) {
    const fee = value as Pick<FeeDoc, 'amount' | 'mode' | 'reference'>;
    return `₹${fee.amount.toLocaleString('en-IN')} by ${FEE_MODE_LABELS[fee.mode]} (reference ${fee.reference})`;
  }
  return String(value);
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  assignee: 'Assignee',
  followUpOn: 'Follow up on',
  fee: 'Fee',
};

/** One audited change or note as a line of the timeline. */
export function auditText(entry: Pick<AuditEntry, 'action' | 'changes' | 'note'>) {
  if (entry.action === 'note') return entry.note ?? '';
  const changes = Object.entries(entry.changes ?? {}).map(
    ([field, { from, to }]) =>
      `${FIELD_LABELS[field] ?? field}: ${field === 'fee' ? shown(field, to) : `${shown(field, from)} → ${shown(field, to)}`}`,
  );
  if (entry.action === 'enrol') changes.unshift('Enrolled in the learner area');
  return changes.join('; ');
}

const MAIL_STATE: Record<OutboxDoc['status'], string> = {
  pending: 'waiting to be sent',
  sent: 'sent',
  failed: 'could not be delivered',
};

/** Received, e-mails, staff changes and notes, the guardian's consent: oldest first. */
export function timelineOf(doc: InboxDoc, entries: AuditEntry[], mails: OutboxDoc[]): Timeline {
  const labels = new Map(
    recordMailKeys(doc.kind, doc._id.toHexString()).map(({ key, label }) => [key, label]),
  );
  const source = [doc.source.utmSource, doc.source.utmCampaign].filter(Boolean).join(' / ');
  const events: Timeline = [
    {
      at: doc.receivedAt.toISOString(),
      kind: 'received',
      text: `${KIND_LABELS[doc.kind]} received from the website${source ? ` (${source})` : ''}`,
      actor: null,
    },
    ...mails.map((mail) => ({
      at: (mail.sentAt ?? mail.failedAt ?? mail.createdAt).toISOString(),
      kind: 'mail' as const,
      text: `${labels.get(mail._id) ?? mail.template} e-mailed to ${mail.to === ERASED_RECIPIENT ? 'an address since erased' : mail.to}: ${MAIL_STATE[mail.status]}`,
      actor: null,
    })),
    ...entries.map((entry) => ({
      at: entry.at,
      kind: entry.action === 'note' ? ('note' as const) : ('change' as const),
      text: auditText(entry),
      actor: entry.actor,
      entry,
    })),
  ];
  if (doc.guardian?.consentedAt)
    events.push({
      at: doc.guardian.consentedAt.toISOString(),
      kind: 'change',
      text: doc.erasedAt
        ? 'The parent or guardian confirmed consent'
        : `${doc.guardian.name} (parent or guardian) confirmed consent`,
      actor: null,
    });
  if (doc.erasedAt)
    events.push({
      at: doc.erasedAt.toISOString(),
      kind: 'change',
      text: ERASURE_REASON_TEXT[doc.erasedBecause ?? 'request'],
      actor: null,
    });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

export function toRecord(
  doc: InboxDoc,
  duplicates: InboxDoc[],
  entries: AuditEntry[],
  mails: OutboxDoc[],
  retentionMonths: number,
): InboxRecord {
  return inboxRecordSchema.parse({
    ...toRow(doc, retentionMonths),
    courseId: doc.courseId,
    gender: doc.gender,
    message: doc.message,
    subject: doc.subject,
    admissionMode: doc.admissionMode,
    location: doc.location,
    source: doc.source,
    minor: doc.minor,
    guardian: doc.guardian && {
      name: doc.guardian.name,
      email: doc.guardian.email,
      phone: doc.guardian.phone,
      consentedAt: doc.guardian.consentedAt?.toISOString() ?? null,
    },
    notice: doc.notice ? { version: doc.notice.version, agreedAt: doc.notice.agreedAt.toISOString() } : null,
    fee: feeRecord(doc.fee),
    offerSentAt: doc.offerSentAt?.toISOString() ?? null,
    enrolledAt: doc.enrolledAt?.toISOString() ?? null,
    duplicates: duplicates.map((other) => ({
      id: other._id.toHexString(),
      kind: other.kind,
      status: other.status,
      receivedAt: other.receivedAt.toISOString(),
      name: other.name,
    })),
    timeline: timelineOf(doc, entries, mails),
  });
}

/** The CSV export's columns, in order: header text and the value of a record. */
export const CSV_COLUMNS: CsvColumn<InboxDoc>[] = [
  ['Reference', (doc) => doc._id.toHexString()],
  ['Kind', (doc) => KIND_LABELS[doc.kind]],
  ['Status', (doc) => STATUS_LABELS[doc.status]],
  ['Received', (doc) => doc.receivedAt.toISOString()],
  ['Name', (doc) => doc.name],
  ['Email', (doc) => doc.email],
  ['Phone', (doc) => doc.phone],
  ['Course', (doc) => doc.courseTitle],
  ['Campus', (doc) => doc.campus],
  ['Assignee', (doc) => doc.assignee?.name ?? null],
  ['Follow up on', (doc) => doc.followUpOn],
  ['Under 18', (doc) => (doc.minor ? 'yes' : 'no')],
  [
    'Guardian consent',
    (doc) => (doc.minor ? (doc.guardian?.consentedAt?.toISOString() ?? 'awaiting') : null),
  ],
  ['Fee amount', (doc) => doc.fee?.amount ?? null],
  ['Fee mode', (doc) => (doc.fee ? FEE_MODE_LABELS[doc.fee.mode] : null)],
  ['Fee reference', (doc) => doc.fee?.reference ?? null],
  ['Offer sent', (doc) => doc.offerSentAt?.toISOString() ?? null],
  ['Enrolled', (doc) => doc.enrolledAt?.toISOString() ?? null],
  ['UTM source', (doc) => doc.source.utmSource ?? null],
  ['UTM medium', (doc) => doc.source.utmMedium ?? null],
  ['UTM campaign', (doc) => doc.source.utmCampaign ?? null],
  ['Referrer', (doc) => doc.source.referrer ?? null],
  ['Duplicates', (doc) => doc.duplicateCount],
  ['Erased', (doc) => doc.erasedAt?.toISOString() ?? null],
];
