import { createHash } from 'node:crypto';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import { dropCollection, isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db, ObjectId } from 'mongodb';
import {
  COUNTED,
  type CourseCounts,
  type KeptStanding,
  noCounts,
  owedMark,
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
type CourseNumbers = CourseCounts & {
  _id: number;
  basis?: string;
  /** Keeps of the course's enrolments begun and not yet ended, and when one last began or ended. */
  keeping?: number;
  keptAt?: Date;
};

/** The enrolment as this repo reads and writes it. */
type KeptEnrolment = StandingEnrolment & { courseId: number } & Partial<KeptStanding> & {
    keptVersion?: number;
  };
type CertificateState = Pick<StoredCertificate, 'enrolmentId' | 'revokedOn'>;
/**
 * A word of the name or address an enrolment shows, with where the enrolment stands in its course's list
 * (`_id`: the word and the list key, which holds the enrolment's id): a search reads its candidates in
 * the list's order from these alone.
 */
export type SearchWordDoc = {
  _id: string;
  enrolmentId: ObjectId;
  courseId: number;
  word: string;
  listKey: string;
};

/** An enrolment's search entries under its list key, as a keep writes them (and the scale bench loads them). */
export const searchWordDocs = (enrolment: { _id: ObjectId; courseId: number }, listKey: string) =>
  searchWordsOf(listKey).map(
    (word): SearchWordDoc => ({
      _id: `${word} ${listKey}`,
      enrolmentId: enrolment._id,
      courseId: enrolment.courseId,
      word,
      listKey,
    }),
  );

/** Where the search words are kept. */
export const SEARCH_WORDS = 'enrolment_list_words';
/** Where the words were kept before they held the list key (dropped once every course is kept again). */
const EARLIER_WORDS = 'enrolment_words';

/**
 * More entries than this for a search's term (some 120 ms to read here): the search tries its next
 * term, and when every term is that common reads the list instead, where so many are close together.
 */
const SEARCH_CANDIDATES = 10_000;
/** A search tries this many of its terms at most before it reads the list (each up to the above). */
const TERMS_TRIED = 3;
/** A search reads its terms' entries a tenth of that at a time, in turn, until one term's are all read. */
const GLANCE_SHARE = 10;

/** The offerings this repo needs: read from their cache (a few dozen, rarely changed). */
type Offerings = Pick<OfferingsRepo, 'findMany' | 'forSlug' | 'list'>;

/** Raise when what a keep writes changes: every course is kept again once, at the next start. */
const KEPT_SHAPE = 3;

/** Enrolments kept at once when a whole course is kept again. */
const RECONCILE_BATCH = 500;

/**
 * A course with keeps begun and not ended, and none begun or ended for this long: one was cut short (its
 * process stopped between the enrolment's write and the course's), and its numbers are counted afresh.
 * An enrolment owed a keep this long after the change that marked it is kept by the sweep.
 */
const CUT_SHORT_MS = 60_000;

/** Enrolments owed a keep that one sweep keeps at most (the next sweep takes the rest). */
const OWED_SWEEP = 1_000;

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
export function deskStandingRepo(
  db: Db,
  offerings: Offerings,
  courses: Pick<CoursesRepo, 'unitIdsBySlug'>,
  { searchCandidates = SEARCH_CANDIDATES, now = () => new Date() } = {},
) {
  const enrolments = db.collection<KeptEnrolment>('enrolments');
  const completions = db.collection<Completion>('completions');
  const certificates = db.collection<CertificateState>('certificates');
  const numbers = db.collection<CourseNumbers>('course_numbers');
  const words = db.collection<SearchWordDoc>(SEARCH_WORDS);
  // What the desk shows, kept while no standing, enrolment or course changed since (on any instance).
  const pages = freshCache(db, 'learning-desk');

  /** What the course's standings depend on besides each learner's own facts. */
  async function basisOf(offering: StoredOffering) {
    const units = (await courses.unitIdsBySlug()).get(offering.slug) ?? [];
    return createHash('sha256')
      .update(JSON.stringify([KEPT_SHAPE, offering.slug, offering.requiresSignOff, units]))
      .digest('base64url');
  }

  /** The courses among these whose enrolments are not all kept for their content and sign-off now. */
  async function keptAgainNow(taught: StoredOffering[]) {
    const recorded = await numbers
      .find({ _id: { $in: taught.map((offering) => offering._id) } }, { projection: { basis: 1 } })
      .toArray();
    const basisOfCourse = new Map(recorded.map((course) => [course._id, course.basis]));
    const stale = new Set<number>();
    for (const offering of taught)
      if (basisOfCourse.get(offering._id) !== (await basisOf(offering))) stale.add(offering._id);
    return stale;
  }

  /**
   * Changes a course's numbers by `change`: `keeping` 1 before a keep's (or a batch's) writes, then -1
   * with what they changed once made (a process stopping between the two leaves the course to `recount`).
   */
  async function changeNumbers(
    courseId: number,
    change: Partial<Record<keyof CourseCounts | 'keeping', number>>,
  ) {
    const update = { $inc: change, $set: { keptAt: now() } };
    try {
      await numbers.updateOne({ _id: courseId }, update, { upsert: true });
    } catch (error) {
      // The course's first enrolments kept at once: the other one made its numbers.
      if (!isDuplicateKey(error)) throw error;
      await numbers.updateOne({ _id: courseId }, update);
    }
  }

  const difference = (from: CourseCounts | undefined, to: CourseCounts) =>
    Object.fromEntries(COUNTED.map((field) => [field, to[field] - (from?.[field] ?? 0)]));

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
      batch.flatMap((enrolment) => (enrolment.listKey ? searchWordDocs(enrolment, enrolment.listKey) : [])),
    );
    // One mark of keeping for the batch, and its numbers added once at its end (a process stopping in
    // between leaves the course to `recount`).
    const tally: Record<string, number> = {};
    let written = 0;
    await changeNumbers(offering._id, { keeping: 1 });
    for (const enrolment of batch) {
      const facts = factsFrom(
        doneBy.get(enrolment.email) ?? [],
        certificateOf.get(enrolment._id.toHexString()),
        offering,
        content,
      );
      if (await keepOne(enrolment, offering, content, facts, tally)) written += 1;
    }
    await changeNumbers(offering._id, { keeping: -1, ...tally });
    if (written > 0) await pages.touch();
  }

  async function addWords(docs: SearchWordDoc[]) {
    if (docs.length === 0) return;
    await words.insertMany(docs, { ordered: false }).catch((error) => {
      // Words an enrolment had already (a name changed in part, a keep that stopped short).
      if (!isDuplicateKey(error)) throw error;
    });
  }

  /**
   * Clears the keep an enrolment owed, once there is nothing to write for it (it stands where it stood, or
   * its course is no longer taught). A newer mark is another change's, left to that change's keep.
   */
  async function settleOwed({ _id, keepOwedAt }: KeptEnrolment) {
    if (keepOwedAt) await enrolments.updateOne({ _id, keepOwedAt }, { $unset: { keepOwedAt: '' } });
  }

  /** Drops the enrolment's search words but those of `kept` (an old name, or an erased learner's). */
  const dropOtherWords = (enrolment: KeptEnrolment, kept: KeptStanding) =>
    words.deleteMany({ enrolmentId: enrolment._id, listKey: { $ne: kept.listKey } });

  /**
   * Keeps one enrolment's standing from its facts now (read again when another keep came first), and
   * answers whether it wrote one. What it changes in the numbers goes to its course at once, under
   * `keeping`; or, in a batch, into `tally`, which the batch adds to the course once, under its own.
   */
  async function keepOne(
    read: KeptEnrolment,
    offering: StoredOffering,
    content: string[],
    known?: StandingFacts,
    tally?: Record<string, number>,
  ) {
    let enrolment: KeptEnrolment | null = read;
    let facts = known;
    let begun = false;
    for (let attempt = 0; attempt < KEEP_TRIES && enrolment; attempt += 1) {
      const kept = standingOf(enrolment, facts ?? (await factsOf(enrolment, offering, content)));
      facts = undefined;
      if (sameStanding(kept, enrolment)) {
        if (begun) await changeNumbers(read.courseId, { keeping: -1 });
        await settleOwed(enrolment);
        // An erased learner's words go whatever else happens (a keep before may have stopped short).
        if (enrolment.erasedAt) await dropOtherWords(enrolment, kept);
        return false;
      }
      if (!tally && !begun) {
        await changeNumbers(read.courseId, { keeping: 1 });
        begun = true;
      }
      const renamed = kept.listKey !== enrolment.listKey;
      // The new words first: an interruption leaves a word too many (a search checks what it finds).
      if (renamed) await addWords(searchWordDocs(enrolment, kept.listKey));
      const version = enrolment.keptVersion;
      const owed = enrolment.keepOwedAt;
      // Under the version and the mark it read: a change marked since makes it read again.
      const { modifiedCount } = await enrolments.updateOne(
        {
          _id: enrolment._id,
          keptVersion: version === undefined ? { $exists: false } : version,
          keepOwedAt: owed ?? { $exists: false },
        },
        { $set: { ...kept, keptVersion: (version ?? 0) + 1 }, ...(owed && { $unset: { keepOwedAt: '' } }) },
      );
      if (modifiedCount === 1) {
        const change = difference(enrolment.counted, kept.counted);
        if (tally) for (const field of COUNTED) tally[field] = (tally[field] ?? 0) + (change[field] ?? 0);
        else await changeNumbers(read.courseId, { keeping: -1, ...change });
        if (renamed || enrolment.erasedAt) await dropOtherWords(enrolment, kept);
        if (!tally) await pages.touch();
        return true;
      }
      enrolment = await enrolments.findOne({ _id: enrolment._id });
    }
    if (begun) await changeNumbers(read.courseId, { keeping: -1 });
    if (enrolment)
      throw new Error(`enrolment ${read._id.toHexString()} changed under ${KEEP_TRIES} keeps in a row`);
    return false;
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
      else await settleOwed(enrolment);
    }
  }

  /** The course as it stands now, and what its standings depend on; null when it is not taught. */
  async function asItStands(courseId: number) {
    const [offering] = await offerings.findMany([courseId]);
    return offering ? { offering, basis: await basisOf(offering) } : null;
  }

  /**
   * Keeps every enrolment of the course again, a batch at a time, then records what for. The course is
   * read again before each batch and before the record: changed meanwhile (saved again, here or on
   * another instance), it starts over for the course as it stands, so a keeping begun for an earlier
   * version never has the last word.
   */
  async function keepCourseAgain(courseId: number) {
    for (;;) {
      const start = await asItStands(courseId);
      if (!start) return;
      const { offering, basis } = start;
      const content = (await courses.unitIdsBySlug()).get(offering.slug) ?? [];
      // The desk shows the course as updating from now (its first changes may be some batches away).
      await pages.touch();
      const unchanged = async () => (await asItStands(courseId))?.basis === basis;
      let batch: KeptEnrolment[] = [];
      let changed = false;
      for await (const enrolment of enrolments.find({ courseId })) {
        batch.push(enrolment);
        if (batch.length < RECONCILE_BATCH) continue;
        changed = !(await unchanged());
        if (changed) break;
        await keepBatch(batch, offering, content);
        batch = [];
      }
      if (changed || !(await unchanged())) continue;
      await keepBatch(batch, offering, content);
      if (!(await unchanged())) continue;
      await numbers
        .updateOne({ _id: courseId }, { $set: { basis }, $setOnInsert: noCounts() }, { upsert: true })
        .catch(async (error) => {
          // Another instance starting at the same time recorded the course first.
          if (!isDuplicateKey(error)) throw error;
          await numbers.updateOne({ _id: courseId }, { $set: { basis } });
        });
      return;
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
      await enrolments.createIndex({ keepOwedAt: 1 }, { name: 'keep_owed', sparse: true });
    },
    /**
     * Keeps these enrolments' standings after a change to them or their certificate (which may show in
     * their rows without changing where they stand: new dates, a name).
     */
    async keep(ids: ObjectId[]) {
      await keepAll(await enrolments.find({ _id: { $in: ids } }).toArray());
      await pages.touch();
    },
    /** Changes this progress and keeps the enrolments it counts for (twins share it), marked owed first. */
    async changeProgress<T>(email: string, slug: string, change: () => Promise<T>) {
      const taught = await offerings.forSlug(slug);
      const counting = { email, courseId: { $in: taught.map((offering) => offering._id) } };
      await enrolments.updateMany(counting, { $set: owedMark(now()) });
      const changed = await change();
      await keepAll(await enrolments.find(counting).toArray(), taught);
      return changed;
    },
    async owe(ids: ObjectId[]) {
      await enrolments.updateMany({ _id: { $in: ids } }, { $set: owedMark(now()) });
    },
    /**
     * Keeps the enrolments still owed a keep a minute after the change that marked them (its process
     * stopped before keeping them), at most OWED_SWEEP a call. Answers how many it found owed.
     */
    async sweepOwed() {
      const owed = await enrolments
        .find({ keepOwedAt: { $lt: new Date(now().getTime() - CUT_SHORT_MS) } })
        .limit(OWED_SWEEP)
        .toArray();
      await keepAll(owed);
      if (owed.length > 0) await pages.touch();
      return owed.length;
    },
    /**
     * Keeps every enrolment of each course again whose content or sign-off changed since it was last
     * kept (or that was never kept), then records what it was kept for. Safe beside every other keep,
     * and to run again after an interruption (the record comes last).
     */
    async reconcile(courseIds?: number[]) {
      const taught = courseIds ? await offerings.findMany(courseIds) : await offerings.list();
      const stale = await keptAgainNow(taught);
      for (const offering of taught) if (stale.has(offering._id)) await keepCourseAgain(offering._id);
      // Every course kept in this shape: the earlier words, and the names in them, go.
      if (!courseIds) await dropCollection(db, EARLIER_WORDS);
      // The courses themselves show on the desk too (a title, a batch start).
      await pages.touch();
    },
    /**
     * What the desk shows for `key`, from memory while nothing it shows changed since it was made (a
     * standing, an enrolment, a certificate, a course), else made by `compute`.
     */
    shown: <T>(key: string, compute: () => Promise<T>) => pages.get(key, compute),
    /**
     * The enrolments of a course a search may match, after `after` in its list, in the list's order (each
     * under the list key its words were written with: a keep interrupted may leave an old one too): those
     * with the rarest of the search's terms, found by reading every term's entries a glance at a time, in
     * turn, until one term's are all read. Null when every term is too common, or while the course is
     * being kept again: then the search reads the list in its order instead.
     */
    async withSearchTerms(courseId: number, terms: string[], after = '') {
      // Until a course is kept in the current shape (after an upgrade), some of its words may be missing.
      const [offering] = await offerings.findMany([courseId]);
      if (!offering || (await keptAgainNow([offering])).size > 0) return null;
      const glance = Math.ceil(searchCandidates / GLANCE_SHARE);
      const reads = terms.slice(0, TERMS_TRIED).map((term) => ({
        cursor: words.find(
          { courseId, word: { $gte: term, $lt: `${term}\uffff` }, listKey: { $gt: after } },
          // A range sorted on its field: read in the index's order, from the range only, as far as it is
          // asked for (docs/database.md).
          {
            projection: { _id: 0, enrolmentId: 1, listKey: 1 },
            sort: { word: 1 },
            limit: searchCandidates + 1,
            batchSize: glance,
          },
        ),
        entries: [] as Pick<SearchWordDoc, 'enrolmentId' | 'listKey'>[],
        done: false,
      }));
      type Read = (typeof reads)[number];
      /** One glance more of a term's entries; done once they are all read. */
      const glanceAt = async (read: Read) => {
        let got = 0;
        while (got < glance && (await read.cursor.hasNext())) {
          const some = read.cursor.readBufferedDocuments(glance - got);
          read.entries.push(...some);
          got += some.length;
        }
        read.done = got < glance;
      };
      const tooCommon = (read: Read) => read.entries.length > searchCandidates;
      /** The term whose entries are all read, the fewest if several. */
      const allRead = (some: Read[]) =>
        some
          .filter((read) => read.done && !tooCommon(read))
          .sort((a, b) => a.entries.length - b.entries.length)[0];
      try {
        // The first term alone first: a search whose first word is rare costs that word's entries only.
        // Then the terms read least so far, a glance each at once ("rafi" of "mohammed rafi" is read to
        // its end while as many of Mohammed's are), until one is read or every one is too common.
        let open = reads;
        let next = reads.slice(0, 1);
        let found: Read | undefined;
        while (!found && next.length > 0) {
          await Promise.all(next.map(glanceAt));
          found = allRead(next);
          open = open.filter((read) => !read.done);
          const least = Math.min(...open.map((read) => read.entries.length));
          next = open.filter((read) => read.entries.length === least);
        }
        if (!found) return null;
        // One entry an enrolment (its name and address may share the word).
        const listed = new Map(found.entries.map((candidate) => [candidate.listKey, candidate]));
        return [...listed.values()].sort((a, b) => (a.listKey < b.listKey ? -1 : 1));
      } finally {
        await Promise.all(reads.map((read) => read.cursor.close()));
      }
    },
    /**
     * The courses among these whose enrolments are being kept again (their content or sign-off changed
     * and not every learner's standing follows yet): their numbers and lists are on their way.
     */
    keptAgainNow,
    /** These courses' numbers, by course id (a course nobody was enrolled in counts nothing). */
    async numbersOf(courseIds: number[]) {
      const found = await numbers.find({ _id: { $in: courseIds } }).toArray();
      const byId = new Map(found.map((course) => [course._id, course]));
      return new Map(
        courseIds.map((id) => {
          const course = byId.get(id);
          const counts = noCounts();
          for (const field of COUNTED) counts[field] = course?.[field] ?? 0;
          return [id, counts];
        }),
      );
    },
    /**
     * Counts afresh, from its enrolments' kept standings, the numbers of each course a keep was cut short
     * on, unless a keep began or ended there meanwhile (then at a later call). Answers the courses counted.
     */
    async recount() {
      const cutShort = await numbers
        .find({ keeping: { $gt: 0 }, keptAt: { $lt: new Date(now().getTime() - CUT_SHORT_MS) } })
        .toArray();
      let counted = 0;
      for (const { _id, keeping, keptAt } of cutShort) {
        const counts = noCounts();
        const read = enrolments.find({ courseId: _id }, { projection: { _id: 0, counted: 1 } });
        for await (const { counted: part } of read)
          for (const field of COUNTED) counts[field] += part?.[field] ?? 0;
        const { modifiedCount } = await numbers.updateOne(
          { _id, keeping, keptAt },
          { $set: { ...counts, keeping: 0 } },
        );
        counted += modifiedCount;
      }
      if (counted > 0) await pages.touch();
      return counted;
    },
  };
}
export type DeskStandingRepo = ReturnType<typeof deskStandingRepo>;
