import { z } from 'zod';
import { emailSchema } from './email.ts';
import { phoneSchema } from './phone.ts';
import { actorSchema, auditEntrySchema, staffNoteSchema } from './staff.ts';

/**
 * The admissions desk (`/api/catalog/staff/inbox…`, role `admissions`): one inbox of everything the
 * public forms bring in, each a record with a kind, worked from `new` to a decision.
 */
export const INBOX_KINDS = ['application', 'enquiry', 'contact'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const KIND_LABELS: Record<InboxKind, string> = {
  application: 'Application',
  enquiry: 'Enquiry',
  contact: 'Message',
};

/** Where a record stands: the usual road, then the three ways off it. */
export const INBOX_STATUSES = [
  'new',
  'contacted',
  'applied',
  'offered',
  'fee_received',
  'enrolled',
  'declined',
  'withdrawn',
  'spam',
] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  applied: 'Applied',
  offered: 'Offered',
  fee_received: 'Fee received',
  enrolled: 'Enrolled',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  spam: 'Spam',
};
/** What an applicant sees of each status on their account page (spam is never shown to them). */
export const APPLICANT_STATUS_TEXT: Record<InboxStatus, string> = {
  new: 'Received — our admissions team will be in touch',
  contacted: 'In conversation with our admissions team',
  applied: 'Application under review',
  offered: 'Offer made — see the offer letter we e-mailed you',
  fee_received: 'Fee received — enrolment on its way',
  enrolled: 'Enrolled',
  declined: 'Not offered a place this time',
  withdrawn: 'Withdrawn',
  spam: 'Received',
};

export const CAMPUSES = ['chennai', 'bengaluru', 'online'] as const;
export type Campus = (typeof CAMPUSES)[number];
export const CAMPUS_LABELS: Record<Campus, string> = {
  chennai: 'Chennai',
  bengaluru: 'Bengaluru',
  online: 'Online',
};

export const FEE_MODES = ['upi', 'bank_transfer', 'card', 'cash', 'cheque', 'demand_draft'] as const;
export const FEE_MODE_LABELS: Record<(typeof FEE_MODES)[number], string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  demand_draft: 'Demand draft',
};

/** Where a visitor came from, recorded by the public forms from the landing address and the referrer. */
export const visitSourceSchema = z.object({
  utmSource: z.string().trim().max(100).optional(),
  utmMedium: z.string().trim().max(100).optional(),
  utmCampaign: z.string().trim().max(100).optional(),
  utmTerm: z.string().trim().max(100).optional(),
  utmContent: z.string().trim().max(100).optional(),
  referrer: z.string().trim().max(500).optional(),
  landingPage: z.string().trim().max(500).optional(),
});
export type VisitSource = z.infer<typeof visitSourceSchema>;

/** A parent or guardian of an applicant under 18 (DPDP Act 2023, section 9), and their consent. */
export const guardianSchema = z.object({
  name: z.string().trim().min(2, "Enter the parent or guardian's name").max(80, 'Name is too long'),
  email: emailSchema,
  phone: phoneSchema,
});
export const guardianRecordSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** When the guardian followed the confirmation link; null while the application waits for it. */
  consentedAt: z.string().nullable(),
});

export const feeSchema = z.object({
  amount: z.number('Amount must be a number').positive('Enter the amount received').max(10_000_000),
  mode: z.enum(FEE_MODES, 'Choose how the fee was paid'),
  reference: z.string().trim().min(1, 'Enter the receipt or transaction reference').max(100),
});
export const feeRecordSchema = feeSchema.extend({ recordedBy: actorSchema, recordedAt: z.string() });

/** Why a record's personal details were erased: the person asked, or its retention period ran out. */
export const ERASURE_REASONS = ['request', 'retention'] as const;
export const ERASURE_REASON_TEXT: Record<(typeof ERASURE_REASONS)[number], string> = {
  request: "Erased at the person's request",
  retention: 'Erased once its retention period was over',
};
/** An erased record: its kind, course, campus, dates and status stay for the college's counts. */
export const erasureSchema = z.object({ at: z.string(), reason: z.enum(ERASURE_REASONS) });

/**
 * An enquiry or message that never became an application is erased when its retention period is over
 * (`eraseOn`, India's date: `months` after it arrived); null for a record kept (see the catalog's retention).
 */
export const retentionSchema = z.object({ eraseOn: z.iso.date(), months: z.number().int().positive() });

/** The privacy notice the sender was shown and agreed to by sending the form (null before it was kept). */
export const noticeRecordSchema = z.object({ version: z.string(), agreedAt: z.string() });

/** A row of the inbox list: what the list shows and filters on. */
export const inboxRowSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  status: z.enum(INBOX_STATUSES),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  courseSlug: z.string().nullable(),
  courseTitle: z.string().nullable(),
  campus: z.enum(CAMPUSES).nullable(),
  assignee: actorSchema.nullable(),
  followUpOn: z.string().nullable(),
  /** True while an under-18 applicant's guardian has not confirmed consent. */
  awaitingGuardian: z.boolean(),
  duplicateCount: z.number().int().nonnegative(),
  erased: erasureSchema.nullable(),
  retention: retentionSchema.nullable(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;

/** A record's page: every field, its duplicates and its timeline. */
export const inboxRecordSchema = inboxRowSchema.extend({
  /** The catalogue course applied for (what the learner area enrols in); null for an enquiry without one. */
  courseId: z.number().int().nullable(),
  gender: z.string().nullable(),
  message: z.string(),
  subject: z.string().nullable(),
  admissionMode: z.string().nullable(),
  location: z.string().nullable(),
  source: visitSourceSchema,
  minor: z.boolean(),
  guardian: guardianRecordSchema.nullable(),
  notice: noticeRecordSchema.nullable(),
  fee: feeRecordSchema.nullable(),
  offerSentAt: z.string().nullable(),
  enrolledAt: z.string().nullable(),
  duplicates: z.array(
    inboxRowSchema.pick({ id: true, kind: true, status: true, receivedAt: true, name: true }),
  ),
  /** Received, mails sent, status changes, assignments, notes: oldest first. */
  timeline: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['received', 'mail', 'change', 'note']),
      text: z.string(),
      actor: actorSchema.nullable(),
      entry: auditEntrySchema.optional(),
    }),
  ),
});
export type InboxRecord = z.infer<typeof inboxRecordSchema>;

const dateOnly = z.iso.date('Enter a date as YYYY-MM-DD');

/**
 * The inbox's filters and paging (also the CSV export's). Newest first; `after` is the cursor of the
 * next page (the last row's `receivedAt|id`). `q` matches the start of a name, e-mail or phone.
 */
export const inboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS).optional(),
  status: z.enum(INBOX_STATUSES).optional(),
  course: z.string().max(80).optional(),
  campus: z.enum(CAMPUSES).optional(),
  /** A staff member's id, or `none` for records nobody holds. */
  assignee: z.string().max(40).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  q: z.string().trim().max(100).optional(),
  /** Only records whose follow-up date has come (today or earlier) and that are still open. */
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only enquiries and messages whose retention period ends within 30 days (see `retention`). */
  erasureDue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  after: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export const inboxPageSchema = z.object({ rows: z.array(inboxRowSchema), next: z.string().nullable() });
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** One staff change to a record; each field is optional, each one given is applied and audited. */
export const inboxChangeSchema = z
  .object({
    status: z.enum(INBOX_STATUSES).optional(),
    /** A staff member (id, name, e-mail), or null to release the record. */
    assignee: actorSchema.nullable().optional(),
    followUpOn: dateOnly.nullable().optional(),
    /** Required when the status becomes `fee_received`. */
    fee: feeSchema.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'Change at least one thing');
export const inboxNoteSchema = staffNoteSchema;

/** An application's own page for its applicant (`GET /api/catalog/applications/mine`, verified e-mail). */
export const myApplicationSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  receivedAt: z.string(),
  courseTitle: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  statusText: z.string(),
  awaitingGuardian: z.boolean(),
});
export const myApplicationListSchema = z.array(myApplicationSchema);

/** The guardian's confirmation link (`/guardian-consent?token=…`). */
export const guardianConsentSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/),
});

/** The days ahead the inbox's "due for erasure" filter looks. */
export const ERASURE_DUE_DAYS = 30;

/**
 * One inbox record in the catalog's part of "Download my data" (`GET /api/catalog/my-data`): what the
 * person sent and what the college noted about it. Staff are named by their team, never by name.
 */
export const myInboxRecordSchema = z.object({
  reference: z.string(),
  kind: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  course: z.string().nullable(),
  campus: z.string().nullable(),
  location: z.string().nullable(),
  cameFrom: visitSourceSchema,
  underEighteen: z.boolean(),
  guardian: guardianRecordSchema.nullable(),
  privacyNotice: noticeRecordSchema.nullable(),
  status: z.string(),
  statusHistory: z.array(z.object({ at: z.string(), status: z.string(), by: z.string() })),
  followUpOn: z.string().nullable(),
  fee: feeSchema.extend({ recordedAt: z.string(), recordedBy: z.string() }).nullable(),
  offerSentAt: z.string().nullable(),
  enrolledAt: z.string().nullable(),
  notes: z.array(z.object({ at: z.string(), by: z.string(), text: z.string() })),
  emails: z.array(z.object({ what: z.string(), at: z.string(), state: z.string() })),
  willBeErasedOn: z.iso.date().nullable(),
});
export type MyInboxRecord = z.infer<typeof myInboxRecordSchema>;
export const myCatalogDataSchema = z.object({ inbox: z.array(myInboxRecordSchema) });
