import { schemaOf } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';
import { useSession } from '@aspire/client/session';
import type { CourseCategory } from '@aspire/contracts/catalog';
import { useQuery } from '@tanstack/react-query';

// The contracts are loaded with the read, in parallel with the fetch: a page rendered on the server has
// its answer already and never loads them, so its first script builds no schema (and brings no zod).
const catalogContract = () => import('@aspire/contracts/catalog');

export const coursesQuery = (category: CourseCategory, limit?: number) =>
  apiQuery('catalog/courses', schemaOf(catalogContract, 'courseSummaryListSchema'), {
    searchParams: limit ? { category, limit } : { category },
  });

export const courseQuery = (id: number) =>
  apiQuery(`catalog/courses/${id}`, schemaOf(catalogContract, 'courseSchema'));

/** A whole-number id of the path, or null (then the page shows not-found without asking the service). */
export const parseCourseId = (raw: string | null | undefined) =>
  raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The course of a parsed id; with no id nothing is asked and the query stays pending. */
export const useCourse = (id: number | null) => useQuery({ ...courseQuery(id ?? 0), enabled: id !== null });

const enrolmentsQuery = apiQuery(
  'lms/enrolments',
  schemaOf(() => import('@aspire/contracts/lms'), 'enrolmentListSchema'),
  { private: true },
);

/**
 * Slugs of the courses the signed-in learner is enrolled in. Any failure (signed out, LMS down) counts
 * as no enrolments: the card then simply offers Inquire Now.
 */
export function useEnrolledSlugs(): Set<string> {
  const signedIn = useSession((state) => state.accessToken !== null);
  const enrolments = useQuery({ ...enrolmentsQuery, enabled: signedIn });
  return new Set(signedIn && enrolments.data ? enrolments.data.map((e) => e.slug) : []);
}
