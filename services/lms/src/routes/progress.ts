import type { ProgressItem } from '@aspire/contracts/lms';
import { ok, requireAuth, type ServiceEnv } from '@aspire/service-kit';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AuthKeys, Repos } from '../app.ts';
import { learnerEmail, PRIVATE } from '../lib/learner.ts';
import { summarise } from '../lib/progress.ts';
import { unitIds } from '../repo/courses.ts';

export function progressRoutes(api: Hono<ServiceEnv>, repos: Repos, keys: AuthKeys) {
  /** Spec section 3 "progress list": one item per enrolment, computed from the units completed. */
  api.get('/progress', requireAuth(keys), etag(), async (c) => {
    const email = learnerEmail(c);
    const [enrolments, done] = await Promise.all([
      repos.enrolments.listFor(email),
      repos.progress.completedFor(email),
    ]);
    const courses = await repos.courses.findMany(enrolments.map((e) => e.slug));
    const units = new Map(courses.map((course) => [course.slug, unitIds(course)]));
    const items: ProgressItem[] = enrolments.map(({ slug, startDate, endDate }) => {
      const { status, progress_rate } = summarise(units.get(slug) ?? [], done.get(slug) ?? []);
      return { course_id: slug, status, progress_rate, startDate, endDate };
    });
    c.header('Cache-Control', PRIVATE);
    return ok(c, items);
  });
}
