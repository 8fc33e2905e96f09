import { createHash } from 'node:crypto';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db, ObjectId } from 'mongodb';
import {
  COUNTED,
  type CourseCounts,
  type KeptStanding,
  noCounts,
  type StandingEnrolment,
  type StandingFacts,
  searchWordsOf,
  standingOf,
} from '../lib/desk-standing.ts';
import { type StoredCertificate, statusOf } from './certificates.ts';
import type { CoursesRepo } from './courses.ts';
import type { OfferingsRepo, StoredOffering } from './offerings.ts';
import type { Completion } from './progress.ts';

/** A course's numbers, the sum of its enrolments' `counted`, and what its enrolments were last kept for. */
type CourseNumbers = CourseCounts & { _id: number; basis?: string };

/** The enrolment as this repo reads and writes it. */
type KeptEnrolment = StandingEnrolment & { courseId: number } & Partial<KeptStanding> & {
    keptVersion?: number;
  };
type CertificateState = Pick<StoredCertificate, 'enrolmentId' | 'revokedOn'>;
/** A word of the name or address an enrolment shows (`_id`: the enrolment's id and the word). */
export type SearchWordDoc = { _id: string; enrolmentId: ObjectId; courseId: number; word: string };

/** An enrolment's search entries, as a keep writes them (and the scale bench loads them). */
export const searchWordDocs = (enrolment: { _id: ObjectId; courseId: number }, words: string[]) =>
  words.map(
    (word): SearchWordDoc => ({
      _id: `${enrolment._id.toHexString()} ${word}`,
      enrolmentId: enrolment._id,
      courseId: enrolment.courseId,
      word,
    }),
  );

/** More enrolments than this starting a word with a search's first word: the search reads the list instead. */
const SEARCH_CANDIDATES = 1_000;

/** The offerings this repo needs: read from their cache (a few dozen, rarely changed). */
type Offerings = Pick<OfferingsRepo, 'findMany' | 'forSlug' | 'list'>;

/** Raise when what a keep writes changes: every course is kept again once, at the next start. */
const KEPT_SHAPE = 2;

/** Enrolments kept at once when a whole course is kept again. */
const RECONCILE_BATCH = 500;

/** Tries of keeping one enrolment when others keep it at the same time (each try sees a newer version). */
const KEEP_TRIES = 20;

const sameStanding = (a: KeptStanding, b: Partial<KeptStanding>) =>
  a.completedUnits === b.completedUnits &&
  a.units === b.units &&
  (a.lastActivityAt?.getTime() ?? null) === (b.lastActivityAt?.getTime() ?? null) &&
  a.stage === b.stage &&
  a.awaitingSignOff === b.awaitingSignOff &&
  a.listKey === b.listKey &&
  COUNTED.every((field) => a.counted[field] === b.counted?.[field]);

/**
 * The enrolments desk's standing of each enrolment, kept beside it, and each course's numbers, kept as
 * their sum: a change to an enrolment, its progress or its certificate keeps that enrolment again
 * (`keep`), from those facts as they are now. A keep writes only a changed standing, under the version
 * it read (another keep of the same enrolment in between makes it read again), and adds the difference
 * to its course's numbers: whatever keeps run at once, in whatever order, the last one writes the
 * standing of the latest facts and the numbers stay the sum. A course's content or sign-off changing
 * keeps its every enrolment again (`reconcile`), once.
 */
export function deskStandingRepo(db: Db, offerings: Offerings, courses: Pick<CoursesRepo, 'unitIdsBySlug'>) {
  const enrolments = db.collection<KeptEnrolment>('enrolments');
  const completions = db.collection<Completion>('completions');
  const certificates = db.collection<CertificateState>('certificates');
  const numbers = db.collection<CourseNumbers>('course_numbers');
  const words = db.collection<SearchWordDoc>('enrolment_words');
  // What the desk shows, kept while no standing, enrolment or course changed since (on any instance).
  const pages = freshCache(db, 'learning-desk');

  /** What the course's standings depend on besides each learner's own facts. */
  async function basisOf(offering: StoredOffering) {
    const units = (await courses.unitIdsBySlug()).get(offering.slug) ?? [];
    return createHash('sha256')
      .update(JSON.stringify([KEPT_SHAPE, offering.slug, offering.requiresSignOff, units]))
      .digest('base64url');
  }

  async function addToNumbers(courseId: number, from: CourseCounts | undefined, to: CourseCounts) {
    const change = Object.fromEntries(COUNTED.map((field) => [field, to[field] - (from?.[field] ?? 0)]));
    try {
      await numbers.updateOne({ _id: courseId }, { $inc: change }, { upsert: true });
    } catch (error) {
      // The course's first enrolments kept at once: the other one made its numbers.
      if (!isDuplicateKey(error)) throw error;
      await numbers.updateOne({ _id: courseId }, { $inc: change });
    }
  }

  /** The facts of one enrolment, from its completions of the content and its certificate. */
  function factsFrom(
    done: Pick<Completion, 'unitId' | 'completedAt'>[],
    certificate: Pick<CertificateState, 'revokedOn'> | null | undefined,
    offering: StoredOffering,
    content: string[],
  ): StandingFacts {
    const units = new Set(content);
    let lastActivityAt: Date | null = null;
    for (const { completedAt } of done)
      if (!lastActivityAt || completedAt > lastActivityAt) lastActivityAt = completedAt;
    return {
      requiresSignOff: offering.requiresSignOff,
      units: units.size,
      completedUnits: done.filter(({ unitId }) => units.has(unitId)).length,
      lastActivityAt,
      certificate: certificate ? statusOf(certificate) : null,
    };
  }

  async function factsOf(enrolment: KeptEnrolment, offering: StoredOffering, content: string[]) {
    const [done, certificate] = await Promise.all([
      completions
        .find(
          { email: enrolment.email, slug: offering.slug },
          { projection: { _id: 0, unitId: 1, completedAt: 1 } },
        )
        .toArray(),
      certificates.findOne({ enrolmentId: enrolment._id }, { projection: { _id: 0, revokedOn: 1 } }),
    ]);
    return factsFrom(done, certificate, offering, content);
  }

  /**
   * Keeps these enrolments of one course from facts read for all of them at once (two reads a batch,
   * not two an enrolment): what keeping a whole course again takes.
   */
  async function keepBatch(batch: KeptEnrolment[], offering: StoredOffering, content: string[]) {
    if (batch.length === 0) return;
    const [done, issued] = await Promise.all([
      completions
        .find(
          { email: { $in: [...new Set(batch.map((enrolment) => enrolment.email))] }, slug: offering.slug },
          { projection: { _id: 0, email: 1, unitId: 1, completedAt: 1 } },
        )
        .toArray(),
      certificates
        .find(
          { enrolmentId: { $in: batch.map((enrolment) => enrolment._id) } },
          { projection: { _id: 0, enrolmentId: 1, revokedOn: 1 } },
        )
        .toArray(),
    ]);
    const doneBy = new Map<string, typeof done>();
    for (const completion of done)
      doneBy.set(completion.email, [...(doneBy.get(completion.email) ?? []), completion]);
    const certificateOf = new Map(
      issued.map((certificate) => [certificate.enrolmentId.toHexString(), certificate]),
    );
    // The words of those kept before the search read them (a keep changes them only with the name).
    await addWords(
      batch.flatMap((enrolment) =>
        enrolment.listKey ? searchWordDocs(enrolment, searchWordsOf(enrolment.listKey)) : [],
      ),
    );
    for (const enrolment of batch) {
      const facts = factsFrom(
        doneBy.get(enrolment.email) ?? [],
        certificateOf.get(enrolment._id.toHexString()),
        offering,
        content,
      );
      await keepOne(enrolment, offering, content, facts);
    }
  }

  async function addWords(docs: SearchWordDoc[]) {
    if (docs.length === 0) return;
    await words.insertMany(docs, { ordered: false }).catch((error) => {
      // Words an enrolment had already (a name changed in part, a keep that stopped short).
      if (!isDuplicateKey(error)) throw error;
    });
  }

  /** Drops the enrolment's search words but those of `kept` (an old name, or an erased learner's). */
  const dropOtherWords = (enrolment: KeptEnrolment, kept: KeptStanding) =>
    words.deleteMany({ enrolmentId: enrolment._id, word: { $nin: searchWordsOf(kept.listKey) } });

  /** Keeps one enrolment's standing from its facts now (read again when another keep came first). */
  async function keepOne(
    read: KeptEnrolment,
    offering: StoredOffering,
    content: string[],
    known?: StandingFacts,
  ) {
    let enrolment: KeptEnrolment | null = read;
    let facts = known;
    for (let attempt = 0; attempt < KEEP_TRIES && enrolment; attempt += 1) {
      const kept = standingOf(enrolment, facts ?? (await factsOf(enrolment, offering, content)));
      facts = undefined;
      // An erased learner's words go whatever else happens (a keep before may have stopped short).
      if (sameStanding(kept, enrolment))
        return enrolment.erasedAt ? dropOtherWords(enrolment, kept) : undefined;
      const renamed = kept.listKey !== enrolment.listKey;
      // The new words first: an interruption leaves a word too many (a search checks what it finds).
      if (renamed) await addWords(searchWordDocs(enrolment, searchWordsOf(kept.listKey)));
      const version = enrolment.keptVersion;
      const { modifiedCount } = await enrolments.updateOne(
        { _id: enrolment._id, keptVersion: version === undefined ? { $exists: false } : version },
        { $set: { ...kept, keptVersion: (version ?? 0) + 1 } },
      );
      if (modifiedCount === 1) {
        await addToNumbers(enrolment.courseId, enrolment.counted, kept.counted);
        if (renamed || enrolment.erasedAt) await dropOtherWords(enrolment, kept);
        return pages.touch();
      }
      enrolment = await enrolments.findOne({ _id: enrolment._id });
    }
    if (enrolment)
      throw new Error(`enrolment ${read._id.toHexString()} changed under ${KEEP_TRIES} keeps in a row`);
  }

  /** Keeps these enrolments, as read, with their courses (of `taught`, when the caller has them). */
  async function keepAll(found: KeptEnrolment[], taught?: StoredOffering[]) {
    if (found.length === 0) return;
    const [taughtCourses, content] = await Promise.all([
      taught ?? offerings.findMany([...new Set(found.map((enrolment) => enrolment.courseId))]),
      courses.unitIdsBySlug(),
    ]);
    const byId = new Map(taughtCourses.map((offering) => [offering._id, offering]));
    for (const enrolment of found) {
      const offering = byId.get(enrolment.courseId);
      if (offering) await keepOne(enrolment, offering, content.get(offering.slug) ?? []);
    }
  }

  return {
    async init() {
      await pages.init();
      await words.createIndex({ courseId: 1, word: 1 }, { name: 'by_course_word' });
      await words.createIndex({ enrolmentId: 1 }, { name: 'by_enrolment' });
      // The list's order, and each filter the indexes answer ahead of it.
      await enrolments.createIndex({ courseId: 1, listKey: 1 }, { name: 'course_list' });
      await enrolments.createIndex({ courseId: 1, state: 1, listKey: 1 }, { name: 'course_list_state' });
      await enrolments.createIndex({ courseId: 1, stage: 1, listKey: 1 }, { name: 'course_list_stage' });
      await enrolments.createIndex(
        { courseId: 1, awaitingSignOff: 1, listKey: 1 },
        { name: 'course_list_sign_off' },
      );
    },
    /**
     * Keeps these enrolments' standings after a change to them or their certificate (which may show in
     * their rows without changing where they stand: new dates, a name).
     */
    async keep(ids: ObjectId[]) {
      await keepAll(await enrolments.find({ _id: { $in: ids } }).toArray());
      await pages.touch();
    },
    /** Keeps the standings of the enrolments this progress (address, content) counts for: twins share it. */
    async keepProgress(email: string, slug: string) {
      const taught = await offerings.forSlug(slug);
      const ids = taught.map((offering) => offering._id);
      await keepAll(await enrolments.find({ email, courseId: { $in: ids } }).toArray(), taught);
    },
    /**
     * Keeps every enrolment of each course again whose content or sign-off changed since it was last
     * kept (or that was never kept), then records what it was kept for. Safe beside every other keep,
     * and to run again after an interruption (the record comes last).
     */
    async reconcile(courseIds?: number[]) {
      const taught = courseIds ? await offerings.findMany(courseIds) : await offerings.list();
      const recorded = new Map(
        (await numbers.find({ _id: { $in: taught.map((offering) => offering._id) } }).toArray()).map(
          (course) => [course._id, course.basis],
        ),
      );
      for (const offering of taught) {
        const basis = await basisOf(offering);
        if (recorded.get(offering._id) === basis) continue;
        const content = (await courses.unitIdsBySlug()).get(offering.slug) ?? [];
        let batch: KeptEnrolment[] = [];
        for await (const enrolment of enrolments.find({ courseId: offering._id })) {
          batch.push(enrolment);
          if (batch.length === RECONCILE_BATCH) {
            await keepBatch(batch, offering, content);
            batch = [];
          }
        }
        await keepBatch(batch, offering, content);
        await numbers
          .updateOne({ _id: offering._id }, { $set: { basis }, $setOnInsert: noCounts() }, { upsert: true })
          .catch(async (error) => {
            // Another instance starting at the same time recorded the course first.
            if (!isDuplicateKey(error)) throw error;
            await numbers.updateOne({ _id: offering._id }, { $set: { basis } });
          });
      }
      // The courses themselves show on the desk too (a title, a batch start).
      await pages.touch();
    },
    /**
     * What the desk shows for `key`, from memory while nothing it shows changed since it was made (a
     * standing, an enrolment, a certificate, a course), else made by `compute`.
     */
    shown: <T>(key: string, compute: () => Promise<T>) => pages.get(key, compute),
    /**
     * The enrolments of a course one of whose search words starts with `word` (folded), or null when
     * more than a search reads this way, or while the course is being kept again: then it reads the
     * list in its order instead.
     */
    async withWordStarting(courseId: number, word: string) {
      // Until a course is kept in the current shape (after an upgrade), some of its words may be missing.
      const [[offering], recorded] = await Promise.all([
        offerings.findMany([courseId]),
        numbers.findOne({ _id: courseId }, { projection: { basis: 1 } }),
      ]);
      if (!offering || recorded?.basis !== (await basisOf(offering))) return null;
      const found = await words
        .find(
          { courseId, word: { $gte: word, $lt: `${word}\uffff` } },
          // Sorted on the range's field: read in the index's order, from the range only (docs/database.md).
          { projection: { _id: 0, enrolmentId: 1 }, sort: { word: 1 }, limit: SEARCH_CANDIDATES + 1 },
        )
        .toArray();
      if (found.length > SEARCH_CANDIDATES) return null;
      return [...new Map(found.map(({ enrolmentId }) => [enrolmentId.toHexString(), enrolmentId])).values()];
    },
    /** These courses' numbers, by course id (a course nobody was enrolled in counts nothing). */
    async numbersOf(courseIds: number[]) {
      const found = await numbers.find({ _id: { $in: courseIds } }).toArray();
      const byId = new Map(found.map(({ _id, basis: _basis, ...counts }) => [_id, counts]));
      return new Map(courseIds.map((id) => [id, { ...noCounts(), ...byId.get(id) }]));
    },
  };
}
export type DeskStandingRepo = ReturnType<typeof deskStandingRepo>;
