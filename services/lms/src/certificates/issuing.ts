import type { Actor } from '@aspire/contracts/staff';
import { ApiError } from '@aspire/service-kit';
import type { Learner } from '../lib/learner.ts';
import { certificateMails } from '../mail/certificate-mail.ts';
import { type StoredCertificate, statusOf } from '../repo/certificates.ts';
import type { Enrolment } from '../repo/enrolments.ts';
import type { StoredOffering } from '../repo/offerings.ts';
import type { RouteDeps } from '../routes/deps.ts';

type IssuingDeps = Pick<
  RouteDeps,
  'certificates' | 'enrolments' | 'offerings' | 'courses' | 'progress' | 'mail' | 'siteUrl'
>;

export const LEARNER_ERASED =
  'This learner’s data was erased at their request, so no certificate can be issued to them.';

/** How many of the units still to do a refused sign-off names. */
const NAMED_UNITS = 5;

/**
 * Issuing certificates: on completing a course's last unit (courses without a sign-off), or on a member
 * of staff's sign-off. Each certificate is mailed with its PDF once; a path that finds it issued already
 * (a retry, the second of two tabs) queues the same mail key, which the outbox keeps once.
 */
export function certificateIssuing(deps: IssuingDeps) {
  async function mailIfValid(certificate: StoredCertificate) {
    // An erased holder has no address to mail.
    if (statusOf(certificate) === 'valid' && !certificate.erasedAt)
      await deps.mail.queueOnce(certificateMails(certificate, deps.siteUrl));
  }

  /**
   * The units of the course the enrolment has still to complete (its progress is kept under the
   * enrolment's address), and how many units the course has.
   */
  async function unitsLeft(enrolment: Pick<Enrolment, 'email'>, slug: string) {
    const [course, progress] = await Promise.all([
      deps.courses.find(slug),
      deps.progress.find(enrolment.email, slug),
    ]);
    const units = course?.sections.flatMap((section) => section.units) ?? [];
    const done = new Set(progress.completed);
    return { left: units.filter((unit) => !done.has(unit.id)), total: units.length };
  }

  /**
   * Issues the enrolment's certificate (or finds the one it has) and owes its mail. The name printed is
   * the one the college enrolled the learner under (their application or the import), the same whoever
   * triggers the issue; the account's name where the college recorded none (the demo learners).
   */
  async function issue(
    enrolment: Enrolment & { userId: string },
    offering: StoredOffering,
    accountName: string,
    signedOffBy?: Actor,
  ) {
    const { certificate, created } = await deps.certificates.issue({
      enrolmentId: enrolment._id,
      userId: enrolment.userId,
      email: enrolment.email,
      name: enrolment.name?.trim() || accountName.trim() || enrolment.email,
      courseId: offering._id,
      courseTitle: offering.title,
      slug: offering.slug,
      ...(signedOffBy ? { signedOffBy } : {}),
    });
    await mailIfValid(certificate);
    return { certificate, created };
  }

  return {
    /**
     * After the learner completed the last unit of `slug`: each of their enrolments opening it (twins
     * share content) whose course needs no sign-off gets its certificate. A course that asks for a
     * sign-off waits, complete, for a member of staff (`awaitingSignOff` on the desk).
     */
    async afterCompletion(learner: Learner, accountName: string, slug: string) {
      for (const enrolment of await deps.enrolments.activeForContent(learner, slug)) {
        if (enrolment.offering.requiresSignOff || !enrolment.userId) continue;
        if ((await unitsLeft(enrolment, slug)).left.length > 0) continue;
        await issue({ ...enrolment, userId: enrolment.userId }, enrolment.offering, accountName);
      }
    },

    /**
     * A member of staff signs a complete enrolment off: its certificate is issued (any course: one that
     * did not ask for a sign-off may have been completed before certificates existed). Refused (409) for
     * an erased learner, a withdrawn one, one who never signed in, or an incomplete course, saying what is missing.
     * Answers the certificate and whether this call issued it.
     */
    async signOff(enrolment: Enrolment, by: Actor) {
      if (enrolment.erasedAt) throw new ApiError(409, LEARNER_ERASED);
      const existing = await deps.certificates.forEnrolment(enrolment._id);
      if (existing) {
        await mailIfValid(existing);
        return { certificate: existing, created: false };
      }
      if (enrolment.state === 'withdrawn')
        throw new ApiError(
          409,
          'This learner is withdrawn from the course. Enrol them again before signing off.',
        );
      const offering = await deps.offerings.find(enrolment.courseId);
      if (!offering) throw new ApiError(409, 'The learner area no longer teaches this course');
      if (!enrolment.userId)
        throw new ApiError(409, 'This learner has not signed in to the course yet, so it cannot be complete');
      const { left, total } = await unitsLeft(enrolment, offering.slug);
      if (total === 0) throw new ApiError(409, 'This course has no units yet, so nobody can complete it');
      if (left.length > 0) {
        const named = left.slice(0, NAMED_UNITS).map((unit) => unit.title);
        const more = left.length > NAMED_UNITS ? `, and ${left.length - NAMED_UNITS} more` : '';
        throw new ApiError(
          409,
          `This learner has not completed the course yet: ${left.length} of ${total} units still to do (${named.join('; ')}${more})`,
        );
      }
      return issue({ ...enrolment, userId: enrolment.userId }, offering, '', by);
    },

    /** Owes the mail of a certificate just reissued (its new PDF). */
    mailIfValid,
  };
}
