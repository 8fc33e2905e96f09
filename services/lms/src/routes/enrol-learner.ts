import { ERASED } from '@aspire/contracts/privacy';
import type { Actor } from '@aspire/contracts/staff';
import { enrolmentPeriod } from '../lib/enrolment-period.ts';
import { invitationKey, invitationMail } from '../mail/invitation-mail.ts';
import type { Enrolment } from '../repo/enrolments.ts';
import type { StoredOffering } from '../repo/offerings.ts';
import type { RouteDeps } from './deps.ts';

/** An enrolment as its record and the audit log name it: the learner (none once erased), and the course. */
export const enrolmentSubject = (enrolment: Enrolment, courseTitle: string) => ({
  kind: 'enrolment',
  id: enrolment._id.toHexString(),
  label: enrolment.erasedAt
    ? `${ERASED} · ${courseTitle}`
    : `${enrolment.name ?? enrolment.email} <${enrolment.email}> · ${courseTitle}`,
});

/**
 * Enrols a person in a course the learner area teaches (one at a time or from an import), from the
 * batch's start or today for the course's months, and invites them. Asking again changes nothing and
 * sends nothing more; a withdrawn learner is enrolled again. Each change is audited, with `note`.
 */
export async function enrolLearner(
  deps: Pick<RouteDeps, 'enrolments' | 'audit' | 'mail' | 'siteUrl' | 'now'>,
  actor: Actor,
  offering: StoredOffering,
  learner: { email: string; name: string; reference?: string | undefined },
  note?: string,
) {
  const { email, name, reference } = learner;
  const result = await deps.enrolments.enrol({
    email,
    name,
    courseId: offering._id,
    enrolledBy: actor.id,
    ...(reference ? { reference } : {}),
    ...enrolmentPeriod(deps.now(), offering),
  });
  const { enrolment, created, reinstated } = result;
  if (created || reinstated)
    await deps.audit.record(actor, {
      action: created ? 'enrolment.created' : 'enrolment.reinstated',
      subject: enrolmentSubject(enrolment, offering.title),
      changes: { state: { from: created ? null : 'withdrawn', to: enrolment.state } },
      ...(note ? { note } : {}),
    });
  // Owed while the enrolment waits to be claimed, once per address and course: a request retried after
  // a failure past the insert still sends it, and a repeated one finds it queued.
  if (enrolment.state === 'invited')
    await deps.mail.queueOnce({
      key: invitationKey(enrolment._id),
      to: enrolment.email,
      template: 'enrolment-invitation',
      render: () =>
        invitationMail(
          {
            name: enrolment.name ?? name,
            email: enrolment.email,
            courseTitle: offering.title,
            slug: offering.slug,
            startDate: enrolment.startDate,
            endDate: enrolment.endDate,
          },
          deps.siteUrl,
        ),
    });
  return result;
}
