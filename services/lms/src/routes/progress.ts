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
  /**
   * Spec section 3 "progress list": one item per enrolment not withdrawn, computed from the units
   * completed (twins share their content's progress), with its course, certificate and any sign-off owed.
   */
  api.get('/progress', deps.auth, etag(), async (c) => {
    const enrolments = await deps.enrolments.listFor(learnerOf(c));
    const [done, courses, certificates] = await Promise.all([
      deps.progress.completedFor(enrolments.map(({ email, offering }) => ({ email, slug: offering.slug }))),
      deps.courses.findMany(enrolments.map((e) => e.offering.slug)),
      deps.certificates.forEnrolments(enrolments.map((e) => e._id)),
    ]);
    const units = new Map(courses.map((course) => [course.slug, unitIds(course)]));
    const items: ProgressItem[] = enrolments.map(({ _id, courseId, offering, startDate, endDate }) => {
      const { slug } = offering;
      const { status, progress_rate } = summarise(units.get(slug) ?? [], done.get(slug) ?? []);
      const certificate = certificates.get(_id.toHexString());
      return {
        course_id: slug,
        status,
        progress_rate,
        startDate,
        endDate,
        courseId,
        title: offering.title,
        awaitingSignOff: status === 'completed' && offering.requiresSignOff && !certificate,
        certificate: certificate
          ? { code: certificate.code, status: certificate.status, pdfUrl: certificate.pdfUrl }
          : null,
      };
    });
    c.header('Cache-Control', PRIVATE);
    return ok(c, items);
  });
  return api;
}
