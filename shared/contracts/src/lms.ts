import { z } from 'zod';

/**
 * Enrolments of the signed-in learner: `GET /api/lms/enrolments` (requires a token). The catalogue uses it
 * to show "Go to course" instead of Inquire Now; the LMS owns the rest of this file.
 */
export const enrolmentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
export const enrolmentListSchema = z.array(enrolmentSchema);

/** A course slug in a path: lower-case words joined by single hyphens (`bsc-psychology`). */
export const courseSlugSchema = z
  .string()
  .max(80, 'Course id is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Course id must be lower-case words joined by hyphens');
/** A learning unit id in a path (`bis-2-3`). */
export const unitIdSchema = z
  .string()
  .max(60, 'Unit id is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unit id must be lower-case letters, digits and hyphens');

export const courseParamsSchema = z.object({ slug: courseSlugSchema });
export const unitParamsSchema = z.object({ slug: courseSlugSchema, unitId: unitIdSchema });

/** Spec section 3, "Course progress item"; plus the enrolment's dates the dashboard card shows. */
export const progressStatusSchema = z.enum(['completed', 'not_started', 'not_completed']);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;
const progressBaseSchema = z.object({
  course_id: z.string(),
  status: progressStatusSchema,
  /** Completed units out of all units of the course, as a whole percent (0-100). */
  progress_rate: z.number().min(0).max(100),
  startDate: z.string(),
  endDate: z.string(),
});
export const progressItemSchema = progressBaseSchema.extend({
  /** The catalogue course the enrolment is for, and its title (twins share a `course_id`). */
  courseId: z.number().int(),
  title: z.string(),
  /** Complete, waiting for a member of staff to sign it off before the certificate is issued. */
  awaitingSignOff: z.boolean(),
  /** The certificate, once issued. */
  certificate: z
    .object({ code: z.string(), status: z.enum(['valid', 'revoked']), pdfUrl: z.string() })
    .nullable(),
});
export type ProgressItem = z.infer<typeof progressItemSchema>;
/** `GET /api/lms/progress`: one item per enrolment of the signed-in learner. */
export const progressListSchema = z.array(progressItemSchema);

/** One learning unit: a video we host (with captions) or a reading. */
export const learningUnitSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Display length: `m:ss` of a video, `N min read` of a reading. */
  duration: z.string(),
  kind: z.enum(['video', 'reading']),
  videoUrl: z.string().optional(),
  captionsUrl: z.string().optional(),
  posterUrl: z.string().optional(),
  /** Paragraphs of a reading. */
  reading: z.array(z.string()).optional(),
  completed: z.boolean(),
});
export type LearningUnit = z.infer<typeof learningUnitSchema>;
export const courseSectionSchema = z.object({
  title: z.string(),
  learningUnits: z.array(learningUnitSchema),
});
export type CourseSection = z.infer<typeof courseSectionSchema>;

/** `GET /api/lms/course/:slug` (spec section 3, "Learner course detail"), to an enrolled learner only. */
export const courseDetailSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  detail: z.object({ sections: z.array(courseSectionSchema) }),
  /** The unit the learner last opened, where the viewer resumes; null before the first. */
  lastUnitId: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** Answer of completing, undoing or opening a unit: the learner's progress in that course now. */
export const unitProgressSchema = progressBaseSchema.extend({
  completedUnitIds: z.array(z.string()),
  lastUnitId: z.string().nullable(),
});
export type UnitProgress = z.infer<typeof unitProgressSchema>;

export const NOT_ENROLLED = 'You are not enrolled in this course';

/** A catalogue course's id, as the catalogue numbers its courses (not fixed to the first 18). */
export const catalogueCourseIdSchema = z.coerce
  .number({ error: 'Choose a course' })
  .int('Choose a course')
  .min(1, 'Choose a course')
  .max(99_999, 'Choose a course');

/**
 * A staff enrolment (`POST /api/lms/staff/enrolments`, roles `admissions` or `learning`): the person is
 * enrolled in a catalogue course by their e-mail and sent an invitation; the course appears on
 * `/course/progress` once they sign in with that address confirmed. Asking again for the same e-mail
 * and course changes nothing (a withdrawn enrolment is enrolled again).
 */
export const staffEnrolmentSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  name: z.string().trim().min(1, 'Enter the learner name').max(120),
  courseId: catalogueCourseIdSchema,
  /** What the enrolment came from (an admissions record's id), kept for the audit trail. */
  reference: z.string().trim().max(80).optional(),
});
export const staffEnrolmentResultSchema = z.object({
  id: z.string(),
  email: z.string(),
  courseId: z.number().int(),
  slug: z.string(),
  /** `invited` until an account with that confirmed e-mail claims it, then `active`. */
  state: z.enum(['invited', 'active']),
  enrolledAt: z.string(),
  /** False when the enrolment already existed (nothing changed, no second invitation). */
  created: z.boolean(),
});

/**
 * The learner area's part of "Download my data" (`GET /api/lms/my-data`, signed in): the `data` of its
 * myDataPartSchema. Enrolments are the account's own and, once its address is confirmed, those waiting
 * for that address; withdrawn ones too. Days are `YYYY-MM-DD`, moments ISO.
 */
export const lmsMyDataSchema = z.object({
  enrolments: z.array(
    z.object({
      courseId: z.number().int(),
      courseTitle: z.string(),
      /** The address the college enrolled them at, and the name it enrolled them under. */
      email: z.string(),
      name: z.string().nullable(),
      state: z.enum(['invited', 'active', 'withdrawn']),
      startDate: z.string(),
      endDate: z.string(),
      enrolledAt: z.string(),
      /** Who enrolled them, by role (never a member of staff's name). */
      enrolledBy: z.string(),
      /** The admissions record it came from, if any. */
      reference: z.string().nullable(),
      /** When the account first opened it. */
      claimedAt: z.string().nullable(),
      withdrawal: z.object({ at: z.string(), reason: z.string() }).nullable(),
    }),
  ),
  /** Progress by course content (courses that share content share it). */
  progress: z.array(
    z.object({
      content: z.string(),
      completed: z.array(z.object({ unitId: z.string(), unit: z.string(), completedAt: z.string() })),
      lastOpened: z.object({ unitId: z.string(), unit: z.string(), at: z.string() }).nullable(),
    }),
  ),
  certificates: z.array(
    z.object({
      code: z.string(),
      courseTitle: z.string(),
      /** The name printed on it. */
      name: z.string(),
      issuedOn: z.string(),
      status: z.enum(['valid', 'revoked']),
      revokedOn: z.string().nullable(),
    }),
  ),
});
export type LmsMyData = z.infer<typeof lmsMyDataSchema>;
