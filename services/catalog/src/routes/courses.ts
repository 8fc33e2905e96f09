import { type Course, courseListQuerySchema } from '@aspire/contracts/catalog';
import { ApiError, encodeOk, okEncoded, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import type { CoursesRepo } from '../repo/courses.ts';
import type { RouteDeps } from './deps.ts';

/**
 * Public catalogue data: revalidated by ETag on every read (a 304 when unchanged), so a course staff
 * publish shows at once; the service keeps its own copy, dropped on every change (repo/courses.ts).
 */
export const CATALOGUE_CACHE = 'public, no-cache';

/** Parses a course id of the path; anything but a whole number is an unknown course (404). */
export function courseIdOf(raw: string) {
  return /^\d{1,6}$/.test(raw) ? Number(raw) : null;
}

export async function findCourse(repo: CoursesRepo, raw: string): Promise<Course> {
  const id = courseIdOf(raw);
  const course = id === null ? null : await repo.byId(id);
  if (!course) throw new ApiError(404, 'Course not found');
  return course;
}

/** What a course card needs: the list leaves out the texts of the course's page. */
const summaryOf = ({
  id,
  category,
  title,
  duration,
  location,
  feature,
  language,
  offer,
  image,
  slug,
}: Course) => ({
  id,
  category,
  title,
  duration,
  location,
  ...(feature ? { feature } : {}),
  language,
  offer,
  image,
  slug,
});

export function courseRoutes({ courses: repo }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/courses', query(courseListQuerySchema), async (c) => {
    const { category, limit } = c.req.valid('query');
    const answer = await repo.cached(`answer:list:${category}:${limit ?? ''}`, async () =>
      encodeOk((await repo.list(category, limit)).map(summaryOf)),
    );
    c.header('Cache-Control', CATALOGUE_CACHE);
    return okEncoded(c, answer);
  });

  api.get('/courses/:id', async (c) => {
    const course = await findCourse(repo, c.req.param('id'));
    // Kept under the course's own id; an unknown course (thrown above) never reaches the cache.
    const answer = await repo.cached(`answer:course:${course.id}`, async () => encodeOk(course));
    c.header('Cache-Control', CATALOGUE_CACHE);
    return okEncoded(c, answer);
  });
  return api;
}
