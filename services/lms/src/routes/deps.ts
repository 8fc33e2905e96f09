import type { AuthEnv } from '@aspire/service-kit';
import type { MiddlewareHandler } from 'hono';
import type { CoursesRepo } from '../repo/courses.ts';
import type { EnrolmentsRepo } from '../repo/enrolments.ts';
import type { ProgressRepo } from '../repo/progress.ts';

/** What every route module of the lms is built from. */
export type RouteDeps = {
  courses: CoursesRepo;
  enrolments: EnrolmentsRepo;
  progress: ProgressRepo;
  /** `requireAuth` with identity's keys: puts the signed-in learner on `c.var.user`. */
  auth: MiddlewareHandler<AuthEnv>;
};
