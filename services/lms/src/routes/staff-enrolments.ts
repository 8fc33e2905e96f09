import { staffEnrolmentSchema } from '@aspire/contracts/lms';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { actorOf } from '@aspire/service-kit/audit';
import { Hono } from 'hono';
import type { RouteDeps } from './deps.ts';
import { enrolLearner } from './enrol-learner.ts';

export const COURSE_NOT_TAUGHT = 'The learner area does not teach this course';

/**
 * `POST /staff/enrolments` (admissions or learning): enrols an e-mail address in a catalogue course
 * and mails the invitation. Asking again for the same address and course changes nothing and sends
 * nothing more; a withdrawn learner is enrolled again.
 */
export function staffEnrolmentRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.post('/staff/enrolments', deps.staff, body(staffEnrolmentSchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    const { email, name, courseId, reference } = c.req.valid('json');
    const offering = await deps.offerings.find(courseId);
    if (!offering) throw new ApiError(404, COURSE_NOT_TAUGHT, { courseId: COURSE_NOT_TAUGHT });
    const { enrolment, created, reinstated } = await enrolLearner(
      deps,
      actorOf(c.var.user),
      offering,
      { email, name, reference },
      reference ? `From ${reference}` : undefined,
    );
    const result = {
      id: enrolment._id.toHexString(),
      email: enrolment.email,
      courseId,
      slug: offering.slug,
      // Just enrolled (again), or as it was: never withdrawn after `enrol`.
      state: enrolment.state === 'active' ? 'active' : 'invited',
      enrolledAt: enrolment.createdAt.toISOString(),
      created: created || reinstated,
    };
    return ok(c, result, result.created ? 201 : 200);
  });
  return api;
}
