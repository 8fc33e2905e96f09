import type { CoursesRepo } from '../repo/courses.ts';
import type { SubmissionsRepo } from '../repo/submissions.ts';

/** What every route module of the catalog is built from. */
export type RouteDeps = {
  courses: CoursesRepo;
  submissions: SubmissionsRepo;
  /** Form submissions accepted per address per 10 minutes. */
  formRateLimit: number;
};
