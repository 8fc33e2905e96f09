import { type Course, courseListQuerySchema } from '@aspire/contracts/catalog';
import { ApiError, ok, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
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

export function courseRoutes({ courses: repo }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.use('/courses', etag());
  api.use('/courses/*', etag());

  api.get('/courses', query(courseListQuerySchema), async (c) => {
    const { category, limit } = c.req.valid('query');
    const courses = await repo.list(category, limit);
    c.header('Cache-Control', CATALOGUE_CACHE);
    return ok(
      c,
      courses.map(({ id, title, duration, location, feature, language, offer, image, slug }) => ({
        id,
        title,
        duration,
        location,
        ...(feature ? { feature } : {}),
        language,
        offer,
        image,
        slug,
      })),
    );
  });

  api.get('/courses/:id', async (c) => {
    const course = await findCourse(repo, c.req.param('id'));
    c.header('Cache-Control', CATALOGUE_CACHE);
    return ok(c, course);
  });
  return api;
}
