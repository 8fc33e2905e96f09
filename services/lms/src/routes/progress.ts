import type { ProgressItem } from '@aspire/contracts/lms';
import { ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { learnerOf, PRIVATE } from '../lib/learner.ts';
import { summarise } from '../lib/progress.ts';
import { unitIds } from '../repo/courses.ts';
import type { RouteDeps } from './deps.ts';

export function progressRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  /** Spec section 3 "progress list": one item per enrolment, computed from the units completed. */
  api.get('/progress', deps.auth, etag(), async (c) => {
    const enrolments = await deps.enrolments.listFor(learnerOf(c));
    const [done, courses] = await Promise.all([
      deps.progress.completedFor(enrolments),
      deps.courses.findMany(enrolments.map((e) => e.slug)),
    ]);
    const units = new Map(courses.map((course) => [course.slug, unitIds(course)]));
    const items: ProgressItem[] = enrolments.map(({ slug, startDate, endDate }) => {
      const { status, progress_rate } = summarise(units.get(slug) ?? [], done.get(slug) ?? []);
      return { course_id: slug, status, progress_rate, startDate, endDate };
    });
    c.header('Cache-Control', PRIVATE);
    return ok(c, items);
  });
  return api;
}
