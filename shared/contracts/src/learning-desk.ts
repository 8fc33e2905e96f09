import { z } from 'zod';
import { certificateStatusSchema } from './certificates.ts';
import { catalogueCourseIdSchema, courseSlugSchema } from './lms.ts';
import { auditEntrySchema } from './staff.ts';

/**
 * The enrolments desk (`/staff/learning`, role `learning`; `/api/lms/staff/learning/…`): each catalogue
 * course the learner area teaches, who is enrolled and how far they are, enrolments one at a time or by
 * CSV, completions signed off, certificates revoked and reissued.
 */

const day = z.iso.date('Enter a date as YYYY-MM-DD');

/**
 * What the learner area teaches for a catalogue course: its title as certificates print it, the content
 * it opens (`slug`: twins and courses 6–12 share one), its length, whether completions need a member of
 * staff's sign-off, and the current batch's start (new enrolments run from it for `months`; null: from
 * the day of enrolment).
 */
export const offeringFieldsSchema = z.object({
  title: z
    .string({ error: 'Enter the course title' })
    .trim()
    .min(3, 'Enter the course title')
    .max(160, 'Title is too long (160 characters at most)'),
  slug: courseSlugSchema,
  months: z
    .number({ error: 'Enter the length in months' })
    .int('Enter whole months')
    .min(1, 'At least 1 month')
    .max(72, 'At most 72 months'),
  requiresSignOff: z.boolean(),
  batchStart: day.nullable(),
});
export type OfferingFields = z.infer<typeof offeringFieldsSchema>;

/** `POST /api/lms/staff/learning/courses`: a catalogue course the learner area did not teach yet. */
export const newOfferingSchema = offeringFieldsSchema.extend({ courseId: catalogueCourseIdSchema });

/** `GET /api/lms/staff/learning/courses`: every course taught, with its numbers, by course id. */
export const offeringSchema = offeringFieldsSchema.extend({
  courseId: z.number().int(),
  /** Enrolments not withdrawn; of those, still invited (not yet signed in), complete, certified. */
  enrolled: z.number().int(),
  invited: z.number().int(),
  completed: z.number().int(),
  certified: z.number().int(),
  /** Complete and waiting for a sign-off (courses that ask for one). */
  awaitingSignOff: z.number().int(),
  /** How many units the content has. */
  units: z.number().int(),
  /**
   * Its learners' progress is being worked out again (its content or sign-off changed a moment ago): the
   * numbers and the list move to the new ones meanwhile. Absent from a service older than the field.
   */
  updating: z.boolean().default(false),
});
export type Offering = z.infer<typeof offeringSchema>;
export const offeringListSchema = z.array(offeringSchema);

export const ENROLMENT_STATES = ['invited', 'active', 'withdrawn'] as const;
export const enrolmentStateSchema = z.enum(ENROLMENT_STATES);
export type EnrolmentState = z.infer<typeof enrolmentStateSchema>;

/**
 * The list's filters (a search on name or e-mail, start of a word; a state; complete or not) and paging
 * (also the report's, which ignores the paging). By name; `after` is the cursor of the next page (the
 * last row's id).
 */
export const courseEnrolmentQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  state: enrolmentStateSchema.optional(),
  progress: z.enum(['not-started', 'in-progress', 'complete', 'awaiting-sign-off']).optional(),
  after: z
    .string()
    .regex(/^[0-9a-f]{24}$/i, 'Not a page of this list')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type CourseEnrolmentQuery = z.input<typeof courseEnrolmentQuerySchema>;

/**
 * `GET /api/lms/staff/learning/courses/{courseId}/enrolments`: one row per enrolment, by name, a page at
 * a time; the report CSV (`…/report.csv`) has every row the filters select, in the same columns.
 */
export const courseEnrolmentRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  state: enrolmentStateSchema,
  startDate: z.string(),
  endDate: z.string(),
  enrolledAt: z.string(),
  completedUnits: z.number().int(),
  units: z.number().int(),
  /** Whole percent. */
  progress: z.number().int(),
  /** When the learner last completed a unit. */
  lastActivityAt: z.string().nullable(),
  awaitingSignOff: z.boolean(),
  certificate: z
    .object({ code: z.string(), status: certificateStatusSchema, issuedOn: z.string() })
    .nullable(),
  /**
   * When the learner had their data erased (ISO), else null: the row is kept for the course's numbers,
   * its name reads `Erased`, its e-mail is empty, and nothing may contact them.
   */
  erasedAt: z.string().nullable(),
});
export type CourseEnrolmentRow = z.infer<typeof courseEnrolmentRowSchema>;
export const courseEnrolmentListSchema = z.object({
  offering: offeringSchema,
  rows: z.array(courseEnrolmentRowSchema),
  /** The cursor of the next page, or null at the end. */
  next: z.string().nullable(),
});

/** `GET /api/lms/staff/learning/enrolments/{id}`: one enrolment with its timeline. */
export const enrolmentRecordSchema = courseEnrolmentRowSchema.extend({
  courseId: z.number().int(),
  courseTitle: z.string(),
  audit: z.array(auditEntrySchema),
});
export type EnrolmentRecord = z.infer<typeof enrolmentRecordSchema>;

/** `POST …/enrolments/{id}/withdraw`: why, for the record (the learner loses the course, keeps progress). */
export const withdrawSchema = z.object({
  reason: z
    .string({ error: 'Say why the learner is withdrawn' })
    .trim()
    .min(3, 'Say why the learner is withdrawn')
    .max(300, 'Reason is too long (300 characters at most)'),
});

/** At most this many rows in one import (a batch), and the CSV's size. */
export const MAX_IMPORT_ROWS = 2_000;
export const MAX_IMPORT_BYTES = 60 * 1024;

/**
 * `POST /api/lms/staff/learning/imports`: a CSV with a header row `email,name,course` (`course` is the
 * catalogue course id) checked row by row. With `dryRun` nothing is written and the answer says what
 * each row would do; without it the same rows are enrolled (each invited once), and the answer says what
 * each did. A file with any refused row is refused whole unless the person chose to `skipRefused`.
 */
export const importRequestSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_BYTES, `The file is too large (${MAX_IMPORT_BYTES / 1024} KB at most)`),
  dryRun: z.boolean(),
  skipRefused: z.boolean().default(false),
});
export const IMPORT_OUTCOMES = ['enrol', 'already-enrolled', 'refused'] as const;
export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  name: z.string(),
  courseId: z.number().int().nullable(),
  courseTitle: z.string().nullable(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Why a row is refused, per column (`email`, `name`, `course`, or `row` for the row as a whole). */
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** False when the file was refused whole (a refused row, not skipped): nothing was written. */
  written: z.boolean(),
  rows: z.array(importRowSchema),
  counts: z.object({ enrol: z.number().int(), already: z.number().int(), refused: z.number().int() }),
});
export type ImportReport = z.infer<typeof importReportSchema>;
