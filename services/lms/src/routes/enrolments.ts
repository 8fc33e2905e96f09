import { ok, requireAuth, type ServiceEnv } from '@aspire/service-kit';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AuthKeys, Repos } from '../app.ts';
import { learnerEmail, PRIVATE } from '../lib/learner.ts';

export function enrolmentRoutes(api: Hono<ServiceEnv>, repos: Repos, keys: AuthKeys) {
  /** The signed-in learner's enrolments (contract `enrolmentListSchema`), used by the catalogue too. */
  api.get('/enrolments', requireAuth(keys), etag(), async (c) => {
    const email = learnerEmail(c);
    const enrolments = await repos.enrolments.listFor(email);
    const courses = await repos.courses.findMany(enrolments.map((e) => e.slug));
    const titles = new Map(courses.map((course) => [course.slug, course.title]));
    c.header('Cache-Control', PRIVATE);
    return ok(
      c,
      enrolments.map(({ slug, startDate, endDate }) => ({
        slug,
        title: titles.get(slug) ?? slug,
        startDate,
        endDate,
      })),
    );
  });
}
