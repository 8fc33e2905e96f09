import { staffEnrolmentSchema } from '@aspire/contracts/lms';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { actorOf } from '@aspire/service-kit/audit';
import { Hono } from 'hono';
import { enrolmentPeriod } from '../lib/enrolment-period.ts';
import { invitationKey, invitationMail } from '../mail/invitation-mail.ts';
import type { RouteDeps } from './deps.ts';

export const COURSE_NOT_IN_LMS = 'The learner area has no course with this id';

/**
 * `POST /staff/enrolments` (admissions or learning): enrols an e-mail address in a course and mails the
 * invitation. Asking again for the same address and course changes nothing and sends nothing more.
 */
export function staffEnrolmentRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.post('/staff/enrolments', deps.staff, body(staffEnrolmentSchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    const { email, name, slug, reference } = c.req.valid('json');
    const course = await deps.courses.find(slug);
    if (!course) throw new ApiError(404, 'Course not found', { slug: COURSE_NOT_IN_LMS });
    const actor = actorOf(c.var.user);
    const { enrolment, created } = await deps.enrolments.enrol({
      email,
      slug,
      name,
      enrolledBy: actor.id,
      ...(reference ? { reference } : {}),
      ...enrolmentPeriod(deps.now()),
    });
    if (created)
      await deps.audit.record(actor, {
        action: 'enrolment.created',
        subject: {
          kind: 'enrolment',
          id: enrolment._id.toHexString(),
          label: `${name} <${email}> · ${course.title}`,
        },
        changes: { state: { from: null, to: enrolment.state } },
        ...(reference ? { note: `From ${reference}` } : {}),
      });
    // Owed while the enrolment waits to be claimed, once per address and course: a request retried after
    // a failure past the insert still sends it, and a repeated one finds it queued.
    if (enrolment.state === 'invited')
      await deps.mail.queueOnce({
        key: invitationKey(email, slug),
        to: email,
        template: 'enrolment-invitation',
        render: () =>
          invitationMail(
            {
              name: enrolment.name ?? name,
              email,
              courseTitle: course.title,
              startDate: enrolment.startDate,
              endDate: enrolment.endDate,
            },
            deps.siteUrl,
          ),
      });
    return ok(
      c,
      { email, slug, state: enrolment.state, enrolledAt: enrolment.createdAt.toISOString(), created },
      created ? 201 : 200,
    );
  });
  return api;
}
