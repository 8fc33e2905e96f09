import { apiQuery } from '@aspire/client/queries';
import { useSession } from '@aspire/client/session';
import { type CourseCategory, courseSchema, courseSummaryListSchema } from '@aspire/contracts/catalog';
import { enrolmentListSchema } from '@aspire/contracts/lms';
import { useQuery } from '@tanstack/react-query';

export const coursesQuery = (category: CourseCategory, limit?: number) =>
  apiQuery('catalog/courses', courseSummaryListSchema, {
    searchParams: limit ? { category, limit } : { category },
  });

export const courseQuery = (id: number) => apiQuery(`catalog/courses/${id}`, courseSchema);

/** A whole-number id of the path, or null (then the page shows not-found without asking the service). */
export const parseCourseId = (raw: string | null | undefined) =>
  raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The course of a parsed id; with no id nothing is asked and the query stays pending. */
export const useCourse = (id: number | null) => useQuery({ ...courseQuery(id ?? 0), enabled: id !== null });

const enrolmentsQuery = apiQuery('lms/enrolments', enrolmentListSchema, { private: true });

/**
 * Slugs of the courses the signed-in learner is enrolled in. Any failure (signed out, LMS down) counts
 * as no enrolments: the card then simply offers Inquire Now.
 */
export function useEnrolledSlugs(): Set<string> {
  const signedIn = useSession((state) => state.accessToken !== null);
  const enrolments = useQuery({ ...enrolmentsQuery, enabled: signedIn });
  return new Set(signedIn && enrolments.data ? enrolments.data.map((e) => e.slug) : []);
}
