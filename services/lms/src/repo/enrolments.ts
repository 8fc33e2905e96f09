import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db, Filter, WithId } from 'mongodb';
import type { Learner } from '../lib/learner.ts';
import { SEED_ENROLMENTS, type SeedEnrolment } from '../seed/learners.ts';

/** `invited` until an account whose confirmed e-mail it names claims it, then `active` (for good). */
export type EnrolmentState = 'invited' | 'active';

export type StoredEnrolment = {
  /** The lower-cased address it was made for; also the key of its progress, which follows the enrolment. */
  email: string;
  slug: string;
  startDate: string;
  endDate: string;
  state: EnrolmentState;
  /** The account that claimed it: it stays that account's when the account's e-mail changes later. */
  userId?: string;
  /** Who the college enrolled (staff enrolments): the name the invitation greets. */
  name?: string;
  /** The member of staff who enrolled them, and what from (an admissions record), for the record. */
  enrolledBy?: string;
  reference?: string;
  createdAt: Date;
  claimedAt?: Date;
};
export type NewEnrolment = Omit<StoredEnrolment, 'state' | 'userId' | 'createdAt' | 'claimedAt'>;

/**
 * Who is enrolled in which course slug. An enrolment is made for an e-mail address (unique with the
 * slug) and belongs to the first account that signs in with that address confirmed; from then on it is
 * found by that account's id, whatever its e-mail becomes, and no other account can claim it.
 */
export function enrolmentsRepo(db: Db, now: () => Date = () => new Date()) {
  const enrolments = db.collection<StoredEnrolment>('enrolments');

  /**
   * The learner's own enrolments, plus those waiting for their address once they have confirmed it:
   * two queries, each answered by its index (`by_user`; the unique email+slug), rather than an `$or`.
   */
  async function mine(learner: Learner, slug?: string) {
    const course: Filter<StoredEnrolment> = slug ? { slug } : {};
    const [own, waiting] = await Promise.all([
      enrolments.find({ userId: learner.id, ...course }).toArray(),
      learner.emailVerified
        ? enrolments.find({ email: learner.email, ...course, userId: { $exists: false } }).toArray()
        : [],
    ]);
    return [...own, ...waiting];
  }

  /** Makes the invitations among `found` the learner's own (the first sight of them) and answers all. */
  async function claim(learner: Learner, found: WithId<StoredEnrolment>[]) {
    const waiting = found.filter((enrolment) => enrolment.userId === undefined);
    if (waiting.length > 0) {
      const claimedAt = now();
      await enrolments.updateMany(
        { _id: { $in: waiting.map((enrolment) => enrolment._id) }, userId: { $exists: false } },
        { $set: { userId: learner.id, state: 'active', claimedAt } },
      );
      for (const enrolment of waiting)
        Object.assign(enrolment, { userId: learner.id, state: 'active', claimedAt });
    }
    // One per course: a second invitation to a new address of someone already enrolled adds nothing.
    const bySlug = new Map<string, StoredEnrolment>();
    for (const { _id, ...enrolment } of found)
      if (!bySlug.has(enrolment.slug)) bySlug.set(enrolment.slug, enrolment);
    return [...bySlug.values()];
  }

  return {
    async init() {
      await enrolments.createIndex({ email: 1, slug: 1 }, { unique: true });
      await enrolments.createIndex({ userId: 1, slug: 1 }, { name: 'by_user' });
      // Enrolments stored before invitations existed (the demo learners') wait to be claimed like one.
      await enrolments.updateMany({ state: { $exists: false } }, { $set: { state: 'invited' } });
    },
    /**
     * Enrols an address in a course, as `invited`; an existing enrolment (same address and course) is
     * left exactly as it is. Answers the enrolment as stored, and whether this call created it.
     */
    async enrol(enrolment: NewEnrolment) {
      const email = enrolment.email.toLowerCase();
      const stored: StoredEnrolment = { ...enrolment, email, state: 'invited', createdAt: now() };
      let created = false;
      try {
        const result = await enrolments.updateOne(
          { email, slug: enrolment.slug },
          { $setOnInsert: stored },
          { upsert: true },
        );
        created = result.upsertedCount === 1;
      } catch (error) {
        // The same enrolment asked for twice at once: the other request made it.
        if (!isDuplicateKey(error)) throw error;
      }
      const current = await enrolments.findOne({ email, slug: enrolment.slug });
      if (!current) throw new Error(`enrolment ${email} ${enrolment.slug} vanished`);
      return { enrolment: current, created };
    },
    async seed(seed: SeedEnrolment[] = SEED_ENROLMENTS) {
      for (const { email, slug, startDate, endDate } of seed)
        await this.enrol({ email, slug, startDate, endDate });
    },
    /** The learner's enrolment in a course, if any (claiming it when it was waiting for them). */
    async findFor(learner: Learner, slug: string) {
      const found = (await mine(learner, slug)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return (await claim(learner, found))[0] ?? null;
    },
    /** Every enrolment of the learner, by start date (claiming those that were waiting for them). */
    async listFor(learner: Learner) {
      const found = (await mine(learner)).sort(
        (a, b) => a.startDate.localeCompare(b.startDate) || a.slug.localeCompare(b.slug),
      );
      return claim(learner, found);
    },
  };
}
export type EnrolmentsRepo = ReturnType<typeof enrolmentsRepo>;
