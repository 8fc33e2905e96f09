import type { ErasureOrder } from '@aspire/contracts/privacy';
import type { Actor } from '@aspire/contracts/staff';
import { plural } from '../lib/plural.ts';
import type { Enrolment } from '../repo/enrolments.ts';
import { progressKey } from '../repo/progress.ts';
import type { RouteDeps } from '../routes/deps.ts';
import { enrolmentSubject } from '../routes/enrol-learner.ts';

type ErasureDeps = Pick<
  RouteDeps,
  'enrolments' | 'progress' | 'certificates' | 'offerings' | 'audit' | 'mail'
>;

/** Who the audit log names for an erasure: identity's order, not a member of staff. */
export const ERASURE_ACTOR: Actor = { id: 'account-erasure', name: 'Account erasure', email: '' };
export const ERASURE_ACTION = 'learner.erased';

/**
 * Carries out identity's erasure orders in the learner area (`followErasures` calls it). Progress only
 * served the learner: deleted. Enrolments are anonymised and kept for the courses' numbers; certificates
 * keep their code, course and days for their public check, without the holder. Their enrolments' audit
 * entries keep the story without the name, address or staff's notes; mail still owed to them is dropped.
 * Idempotent: everything is found through the account or the address, which the erasure removes last,
 * so a second run finds nothing and changes nothing.
 */
export function learnerErasure(deps: ErasureDeps) {
  /** The enrolments' audit entries lose the learner, not the story. */
  async function forgetInAudit(enrolments: Enrolment[], titles: Map<number, string>) {
    for (const enrolment of enrolments) {
      const title = titles.get(enrolment.courseId) ?? `Course ${enrolment.courseId}`;
      const { kind, id, label } = enrolmentSubject({ ...enrolment, erasedAt: new Date() }, title);
      await deps.audit.forgetSubject(kind, id, label, ['name']);
    }
  }

  return async function erase(order: ErasureOrder) {
    const address = order.email.trim().toLowerCase();
    const enrolments = await deps.enrolments.ofPerson(order.userId, address);
    // Progress is kept by address and content: a twin course's enrolment at the same address that
    // another account claimed shares it, and keeps it.
    const covered = new Set(enrolments.map((enrolment) => enrolment._id.toHexString()));
    const others = (await deps.enrolments.ofEmails([...new Set(enrolments.map((e) => e.email))])).filter(
      (other) => !covered.has(other._id.toHexString()),
    );
    const offerings = await deps.offerings.findMany([
      ...new Set([...enrolments, ...others].map((enrolment) => enrolment.courseId)),
    ]);
    const slugs = new Map(offerings.map((offering) => [offering._id, offering.slug]));
    const progressOf = ({ email, courseId }: Enrolment) => {
      const slug = slugs.get(courseId);
      return slug ? [{ email, slug }] : [];
    };
    const kept = new Set(others.flatMap(progressOf).map(progressKey));
    const progress = enrolments.flatMap(progressOf).filter((pair) => !kept.has(progressKey(pair)));
    const certificates = await deps.certificates.ofPerson(
      order.userId,
      enrolments.map((enrolment) => enrolment._id),
    );

    const progressDeleted = await deps.progress.forget(progress);
    let certificatesErased = 0;
    for (const certificate of certificates)
      if (await deps.certificates.erase(certificate)) certificatesErased += 1;
    await forgetInAudit(enrolments, new Map(offerings.map((offering) => [offering._id, offering.title])));
    const addresses = new Set([
      address,
      ...enrolments.map((e) => e.email),
      ...certificates.map((c) => c.email),
    ]);
    for (const to of addresses) if (to.includes('@')) await deps.mail.forget(to);
    // Last: the enrolments' addresses and account are how everything above was found.
    let enrolmentsErased = 0;
    for (const enrolment of enrolments) if (await deps.enrolments.erase(enrolment)) enrolmentsErased += 1;

    const done = {
      enrolments: enrolmentsErased,
      certificates: certificatesErased,
      progress: progressDeleted,
    };
    if ((await deps.audit.forSubject('erasure', order.id)).length === 0)
      await deps.audit.record(ERASURE_ACTOR, {
        action: ERASURE_ACTION,
        subject: { kind: 'erasure', id: order.id, label: `Erasure ${order.id}` },
        note: `${plural(done.enrolments, 'enrolment')} anonymised, ${plural(done.progress, 'progress record')} deleted, ${plural(done.certificates, 'certificate')} kept without the holder’s name`,
      });
    return done;
  };
}
export type LearnerErasure = ReturnType<typeof learnerErasure>;
