import type { ProgressItem } from '@aspire/contracts/lms';
import type { ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { certificateIssuing } from '../certificates/issuing.ts';
import { learnerOf, privateAnswer } from '../lib/learner.ts';
import { summarise } from '../lib/progress.ts';
import type { RouteDeps } from './deps.ts';

export function progressRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  const issuing = certificateIssuing(deps);
  /**
   * Spec section 3 "progress list": one item per enrolment not withdrawn, computed from the units
   * completed (twins share their content's progress), with its course, certificate and any sign-off owed.
   */
  api.get('/progress', deps.auth, async (c) => {
    const learner = learnerOf(c);
    const enrolments = await deps.enrolments.listFor(learner);
    const ids = enrolments.map((e) => e._id);
    const [done, units, found] = await Promise.all([
      deps.progress.completedFor(enrolments.map(({ email, offering }) => ({ email, slug: offering.slug }))),
      deps.courses.unitIdsBySlug(),
      deps.certificates.forEnrolments(ids),
    ]);
    const complete = (slug: string) =>
      summarise(units.get(slug) ?? [], done.get(slug) ?? []).status === 'completed';
    let certificates = found;
    // A course completed before certificates existed gets its certificate the first time it is seen.
    const owed = new Set(
      enrolments
        .filter(({ offering }) => complete(offering.slug) && !offering.requiresSignOff)
        .filter(({ _id }) => !certificates.has(_id.toHexString()))
        .map(({ offering }) => offering.slug),
    );
    if (owed.size > 0) {
      const { firstName, lastName } = c.var.user;
      for (const slug of owed) await issuing.afterCompletion(learner, `${firstName} ${lastName}`, slug);
      certificates = await deps.certificates.forEnrolments(ids);
    }
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
    return privateAnswer(c, items);
  });
  return api;
}
