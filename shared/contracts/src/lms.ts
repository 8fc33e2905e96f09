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
