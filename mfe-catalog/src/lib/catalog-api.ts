import { call, http } from '@aspire/client/http';
import { useSession } from '@aspire/client/session';
import { type CourseCategory, courseSchema, courseSummaryListSchema } from '@aspire/contracts/catalog';
import { enrolmentListSchema } from '@aspire/contracts/lms';
import { useResource } from './use-resource.ts';

export const fetchCourses = (category: CourseCategory, limit?: number) =>
  call(
    http.get('catalog/courses', { searchParams: { category, ...(limit ? { limit: String(limit) } : {}) } }),
    courseSummaryListSchema,
  );

export const fetchCourse = (id: number) => call(http.get(`catalog/courses/${id}`), courseSchema);

export const useCourses = (category: CourseCategory, limit?: number) =>
  useResource(`courses:${category}:${limit ?? ''}`, () => fetchCourses(category, limit));

/** A whole-number id of the path, or null (then the page shows not-found without asking the service). */
export const parseCourseId = (raw: string | null | undefined) =>
  raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

export const useCourse = (id: number | null) =>
  useResource(id === null ? null : `course:${id}`, () => fetchCourse(id ?? 0));

/**
 * Slugs of the courses the signed-in learner is enrolled in. Any failure (signed out, LMS down) counts
 * as no enrolments: the card then simply offers Inquire Now.
 */
export function useEnrolledSlugs(): Set<string> {
  const token = useSession((state) => state.accessToken);
  const enrolments = useResource(token ? `enrolments:${token.slice(-16)}` : null, () =>
    call(http.get('lms/enrolments'), enrolmentListSchema).catch(() => []),
  );
  return new Set(token && enrolments.status === 'ready' ? enrolments.data.map((e) => e.slug) : []);
}
