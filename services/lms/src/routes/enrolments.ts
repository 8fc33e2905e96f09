import { ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { learnerOf, PRIVATE } from '../lib/learner.ts';
import type { RouteDeps } from './deps.ts';

export function enrolmentRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  /** The signed-in learner's enrolments (contract `enrolmentListSchema`), used by the catalogue too. */
  api.get('/enrolments', deps.auth, etag(), async (c) => {
    const enrolments = await deps.enrolments.listFor(learnerOf(c));
    const courses = await deps.courses.findMany(enrolments.map((e) => e.slug));
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
  return api;
}
