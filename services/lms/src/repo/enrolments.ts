import type { EnrolmentState } from '@aspire/contracts/learning-desk';
import { ERASED } from '@aspire/contracts/privacy';
import type { Actor } from '@aspire/contracts/staff';
import { dropIndexes, isDuplicateKey } from '@aspire/service-kit/mongo';
import { type Db, type Filter, ObjectId, type WithId } from 'mongodb';
import {
  type KeptStanding,
  owedMark,
  type ProgressStage,
  type StandingEnrolment,
  type StandingKeeper,
} from '../lib/desk-standing.ts';
import type { Learner } from '../lib/learner.ts';
import { SEED_ENROLMENTS, type SeedEnrolment } from '../seed/learners.ts';
import type { OfferingsRepo, StoredOffering } from './offerings.ts';

export type StoredEnrolment = {
  /** The lower-cased address it was made for; also the key of its progress, which follows the enrolment. */
  email: string;
  /** The catalogue course (an offering's `_id`); its content is the offering's slug. */
  courseId: number;
  startDate: string;
  endDate: string;
  /** `invited` until an account whose confirmed e-mail it names claims it, then `active`; or `withdrawn`. */
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
  /** Who withdrew the learner, when and why, while they are withdrawn (the audit log keeps the history). */
  withdrawal?: { by: Actor; at: Date; reason: string };
  /**
   * When the learner had their data erased: the enrolment stays for the course's numbers, its address
   * replaced by `erasedAddress(_id)`, its name by ERASED, no longer any account's.
   */
  erasedAt?: Date;
} & Partial<KeptStanding> & {
    /** Counts the writes of the kept standing: each is made under the version it read. */
    keptVersion?: number;
  } & Pick<StandingEnrolment, 'keepOwedAt'>;
export type Enrolment = WithId<StoredEnrolment>;
/** An enrolment with the course it is for. */
export type TaughtEnrolment = Enrolment & { offering: StoredOffering };
export type NewEnrolment = Pick<
  StoredEnrolment,
  'email' | 'courseId' | 'startDate' | 'endDate' | 'name' | 'enrolledBy' | 'reference'
>;

/** Enrolments stored before they were by catalogue course: by content slug only. */
type SlugEnrolment = Omit<StoredEnrolment, 'courseId'> & { slug: string };

/**
 * Indexes no longer made: those of the days of enrolments by slug (the unique one would refuse someone
 * enrolled in both twins), and the one by course, which the desk's list indexes begin with.
 */
const RETIRED_INDEXES = ['email_1_slug_1', 'by_user', 'by_course'];

const NOT_WITHDRAWN = { $ne: 'withdrawn' } as const;

/**
 * What a course's list narrows by its indexes (a search on names is checked as the rows come): a state,
 * a stage of progress, and the enrolments a search can only be among (`among`, a hundred at a time).
 */
export type CourseListFilter = {
  state?: EnrolmentState;
  progress?: ProgressStage | 'awaiting-sign-off';
  among?: ObjectId[];
};

/**
 * What an erased enrolment keeps where its address was: unique (the address and course are), and never
 * an address (no `@`), so no invitation, sign-in or search by address can find it.
 */
export const erasedAddress = (id: ObjectId) => `erased:${id.toHexString()}`;

/**
 * Who is enrolled in which catalogue course. An enrolment is made for an e-mail address (unique with
 * the course) and belongs to the first account that signs in with that address confirmed; from then on
 * it is found by that account's id, whatever its e-mail becomes, and no other account can claim it.
 * A withdrawn enrolment opens nothing until the learner is enrolled again.
 */
export function enrolmentsRepo(
  db: Db,
  offerings: OfferingsRepo,
  standing: Pick<StandingKeeper, 'keep'>,
  now: () => Date = () => new Date(),
) {
  const enrolments = db.collection<StoredEnrolment>('enrolments');

  /**
   * The learner's own enrolments, plus those waiting for their address once they have confirmed it:
   * two queries, each answered by its index (`by_user_course`; the unique email+course), not an `$or`.
   */
  async function mine(learner: Learner, courseIds?: number[]) {
    const course: Filter<StoredEnrolment> = courseIds ? { courseId: { $in: courseIds } } : {};
    const [own, waiting] = await Promise.all([
      enrolments.find({ userId: learner.id, state: NOT_WITHDRAWN, ...course }).toArray(),
      learner.emailVerified
        ? enrolments
            .find({ email: learner.email, ...course, userId: { $exists: false }, state: 'invited' })
            .toArray()
        : [],
    ]);
    return [...own, ...waiting];
  }

  /**
   * Makes the invitations among `found` the learner's own (the first sight of them) and answers the
   * enrolments with their courses, one per course: a second invitation to a new address of someone
   * already enrolled adds nothing.
   */
  async function claim(learner: Learner, found: Enrolment[]): Promise<TaughtEnrolment[]> {
    const waiting = found.filter((enrolment) => enrolment.userId === undefined);
    if (waiting.length > 0) {
      const claimedAt = now();
      await enrolments.updateMany(
        {
          _id: { $in: waiting.map((enrolment) => enrolment._id) },
          userId: { $exists: false },
          state: 'invited',
        },
        { $set: { userId: learner.id, state: 'active', claimedAt, ...owedMark(claimedAt) } },
      );
      for (const enrolment of waiting)
        Object.assign(enrolment, { userId: learner.id, state: 'active', claimedAt });
      await standing.keep(waiting.map((enrolment) => enrolment._id));
    }
    const taught = new Map(
      (await offerings.findMany([...new Set(found.map((e) => e.courseId))])).map((o) => [o._id, o]),
    );
    const byCourse = new Map<number, TaughtEnrolment>();
    for (const enrolment of found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      const offering = taught.get(enrolment.courseId);
      if (offering && !byCourse.has(enrolment.courseId))
        byCourse.set(enrolment.courseId, { ...enrolment, offering });
    }
    return [...byCourse.values()];
  }

  /** Each enrolment by slug becomes one for the lowest catalogue course opening that content (campus first). */
  async function migrateSlugEnrolments() {
    const legacy = db.collection<SlugEnrolment>('enrolments');
    const slugs: string[] = await legacy.distinct('slug', { courseId: { $exists: false } });
    for (const slug of slugs) {
      const [first] = await offerings.forSlug(slug);
      if (first)
        await legacy.updateMany(
          { slug, courseId: { $exists: false } },
          { $set: { courseId: first._id }, $unset: { slug: '' } },
        );
    }
  }

  return {
    /** Indexes, after moving enrolments stored by slug to their course (the offerings must be seeded). */
    async init() {
      await dropIndexes(enrolments, RETIRED_INDEXES);
      await migrateSlugEnrolments();
      // Enrolments stored before invitations existed (the demo learners') wait to be claimed like one.
      await enrolments.updateMany({ state: { $exists: false } }, { $set: { state: 'invited' } });
      await enrolments.createIndex({ email: 1, courseId: 1 }, { unique: true });
      await enrolments.createIndex({ userId: 1, courseId: 1 }, { name: 'by_user_course' });
    },
    /**
     * Enrols an address in a course, as `invited`. An existing enrolment (same address and course) is
     * left exactly as it is, unless it was withdrawn: then it is the learner's again (`active` when an
     * account had claimed it, else `invited`), with the new dates. Answers the enrolment as stored,
     * and whether this call created it or brought it back.
     */
    async enrol(enrolment: NewEnrolment) {
      const email = enrolment.email.toLowerCase();
      const key = { email, courseId: enrolment.courseId };
      const at = now();
      const stored: StoredEnrolment = {
        ...enrolment,
        email,
        state: 'invited',
        createdAt: at,
        ...owedMark(at),
      };
      let inserted: ObjectId | null = null;
      try {
        inserted = (await enrolments.updateOne(key, { $setOnInsert: stored }, { upsert: true })).upsertedId;
      } catch (error) {
        // The same enrolment asked for twice at once: the other request made it.
        if (!isDuplicateKey(error)) throw error;
      }
      const created = inserted !== null;
      let current = inserted ? { ...stored, _id: inserted } : await enrolments.findOne(key);
      if (!current) throw new Error(`enrolment ${email} ${enrolment.courseId} vanished`);
      let reinstated = false;
      if (current.state === 'withdrawn') {
        const { email: _email, courseId: _courseId, ...renewed } = enrolment;
        const result = await enrolments.updateOne(
          { _id: current._id, state: 'withdrawn' },
          {
            $set: { ...renewed, state: current.userId ? 'active' : 'invited', ...owedMark(now()) },
            $unset: { withdrawal: '' },
          },
        );
        reinstated = result.modifiedCount === 1;
        current = (await enrolments.findOne(key)) ?? current;
      }
      await standing.keep([current._id]);
      return { enrolment: current, created, reinstated };
    },
    async seed(seed: SeedEnrolment[] = SEED_ENROLMENTS) {
      for (const { email, name, courseId, startDate, endDate } of seed)
        await this.enrol({ email, name, courseId, startDate, endDate });
    },
    /**
     * The learner's enrolments, not withdrawn, in courses that open this content (twins share it),
     * oldest first; invitations waiting for their confirmed address are claimed.
     */
    async activeForContent(learner: Learner, slug: string) {
      const courseIds = (await offerings.forSlug(slug)).map((offering) => offering._id);
      if (courseIds.length === 0) return [];
      return claim(learner, await mine(learner, courseIds));
    },
    /** The learner's first enrolment giving this content, if any (the course viewer's access). */
    async findFor(learner: Learner, slug: string) {
      return (await this.activeForContent(learner, slug))[0] ?? null;
    },
    /** Every enrolment of the learner not withdrawn, by start date (claiming those waiting for them). */
    async listFor(learner: Learner) {
      const taught = await claim(learner, await mine(learner));
      return taught.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.courseId - b.courseId);
    },
    /** An enrolment by its id (24 hex digits; anything else finds none). */
    findById: async (id: string) =>
      ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id)
        ? enrolments.findOne({ _id: new ObjectId(id) })
        : null,
    /**
     * A course's enrolments, withdrawn ones too, in the list's order (the kept `listKey`), after the key
     * `after` (the first page: after ''), narrowed by what its indexes answer: a state, a stage of
     * progress, or waiting for a sign-off. Streamed: the caller reads as many as a page needs, at most
     * `limit` when it knows (a page, and one more to tell whether more follow).
     */
    courseList(courseId: number, narrowed: CourseListFilter, after: string, limit = 0) {
      const { state, progress, among } = narrowed;
      // Among a search's few: read by id (they are the course's), the rest checked on what is read.
      const filter: Filter<StoredEnrolment> = among
        ? { _id: { $in: among }, listKey: { $gt: after } }
        : { courseId, listKey: { $gt: after } };
      if (state) filter.state = state;
      if (progress === 'awaiting-sign-off') filter.awaitingSignOff = true;
      else if (progress) filter.stage = progress;
      return enrolments.find(filter).sort({ listKey: 1 }).limit(limit);
    },
    /** Where an enrolment of this course stands in its list (its `listKey`), or null when it has none. */
    async listKeyOf(courseId: number, id: string) {
      const found = await enrolments.findOne(
        { _id: new ObjectId(id), courseId },
        { projection: { _id: 0, listKey: 1 } },
      );
      return found?.listKey ?? null;
    },
    /**
     * Everything held for the learner, withdrawn too, oldest first, claiming nothing: their account's
     * enrolments, and those waiting for their address once it is confirmed.
     */
    async heldFor(learner: Learner) {
      const [own, waiting] = await Promise.all([
        enrolments.find({ userId: learner.id }).toArray(),
        learner.emailVerified
          ? enrolments.find({ email: learner.email, userId: { $exists: false } }).toArray()
          : [],
      ]);
      return [...own, ...waiting].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    /**
     * The enrolments an erasure covers: the account's, and those still waiting for its address (one
     * another account claimed is that account's, whatever address it was made for).
     */
    async ofPerson(userId: string, email: string) {
      const [own, waiting] = await Promise.all([
        enrolments.find({ userId }).toArray(),
        enrolments.find({ email: email.trim().toLowerCase(), userId: { $exists: false } }).toArray(),
      ]);
      return [...own, ...waiting];
    },
    /**
     * Anonymises an enrolment: no address, name or account, the withdrawal's reason cleared; its course,
     * dates and state stay for the course's numbers. Answers whether this call changed it.
     */
    async erase(enrolment: Enrolment) {
      const erasedAt = now();
      const { modifiedCount } = await enrolments.updateOne(
        { _id: enrolment._id, erasedAt: { $exists: false } },
        {
          $set: {
            email: erasedAddress(enrolment._id),
            name: ERASED,
            ...owedMark(erasedAt),
            erasedAt,
            ...(enrolment.withdrawal ? { 'withdrawal.reason': '' } : {}),
          },
          $unset: { userId: '' },
        },
      );
      await standing.keep([enrolment._id]);
      return modifiedCount === 1;
    },
    /** The enrolments of these addresses, in any course. */
    ofEmails: (emails: string[]) => enrolments.find({ email: { $in: emails } }).toArray(),
    /**
     * Withdraws the learner: the course closes to them, their progress is kept. Answers the state it
     * had, or null when it was withdrawn already (nothing changes).
     */
    async withdraw(id: ObjectId, by: Actor, reason: string) {
      const before = await enrolments.findOneAndUpdate(
        { _id: id, state: NOT_WITHDRAWN },
        { $set: { state: 'withdrawn', withdrawal: { by, at: now(), reason }, ...owedMark(now()) } },
        { returnDocument: 'before' },
      );
      await standing.keep([id]);
      return before?.state ?? null;
    },
  };
}
export type EnrolmentsRepo = ReturnType<typeof enrolmentsRepo>;
