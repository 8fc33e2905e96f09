import { dropIndexes } from '@aspire/service-kit/mongo';
import type { Db } from 'mongodb';
import type { StandingKeeper } from '../lib/desk-standing.ts';
import { SEED_ENROLMENTS, type SeedEnrolment } from '../seed/learners.ts';

/** One learner's progress in one course: the set of units completed and the unit last opened. */
export type LearnerProgress = { slug: string; completed: string[]; lastUnitId: string | null };

/** A completed unit: its own document, so completing is an insert and undoing a delete. */
export type Completion = { email: string; slug: string; unitId: string; completedAt: Date };
/** Where the learner is in a course: the unit opened last. */
type Position = { email: string; slug: string; lastUnitId: string | null; updatedAt: Date };

/** Progress is kept by the enrolment's address and the course content. */
export type ContentKey = { email: string; slug: string };
export const progressKey = ({ email, slug }: ContentKey) => `${email} ${slug}`;

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;
const ignoreDuplicate = (error: unknown) => {
  if (!isDuplicate(error)) throw error;
};

/**
 * Progress keyed by (enrolment e-mail, course slug): the address the enrolment was made for, so progress
 * stays with the enrolment when the learner's account changes its e-mail. The completed set is one
 * document per completed unit under a unique index on (email, slug, unitId): completing twice, or two
 * tabs at once, can never lose or double a unit, and a learner's progress in a long course never grows
 * one document without bound.
 */
export function progressRepo(db: Db, standing: Pick<StandingKeeper, 'changeProgress'>) {
  const completions = db.collection<Completion>('completions');
  const positions = db.collection<Position>('positions');

  async function find(email: string, slug: string): Promise<LearnerProgress> {
    const [done, position] = await Promise.all([
      completions.find({ email, slug }, { projection: { _id: 0, unitId: 1 } }).toArray(),
      positions.findOne({ email, slug }, { projection: { _id: 0, lastUnitId: 1 } }),
    ]);
    return { slug, completed: done.map((d) => d.unitId), lastUnitId: position?.lastUnitId ?? null };
  }

  return {
    async init() {
      await completions.createIndex({ email: 1, slug: 1, unitId: 1 }, { unique: true });
      // A content's every completion was read by the desk's counting, which now keeps its figures.
      await dropIndexes(completions, ['by_slug']);
      await positions.createIndex({ email: 1, slug: 1 }, { unique: true });
    },
    /**
     * Writes the demo learners' starting progress once per course: only when the learner has no
     * position there yet, so progress a learner made or undid is never overwritten by a restart.
     */
    async seed(seed: SeedEnrolment[] = SEED_ENROLMENTS) {
      for (const { email: raw, slug, completed, lastUnitId } of seed) {
        const email = raw.toLowerCase();
        const placed = await positions
          .updateOne(
            { email, slug },
            { $setOnInsert: { email, slug, lastUnitId, updatedAt: new Date() } },
            { upsert: true },
          )
          .catch((error) => {
            ignoreDuplicate(error);
            return null;
          });
        if (!placed?.upsertedCount) continue;
        await standing.changeProgress(email, slug, async () => {
          for (const unitId of completed) {
            await completions
              .insertOne({ email, slug, unitId, completedAt: new Date() })
              .catch(ignoreDuplicate);
          }
        });
      }
    },
    find,
    /** Completed unit ids in each of these enrolments (each keyed by its own e-mail), by slug. */
    async completedFor(enrolments: ContentKey[]) {
      const emails = [...new Set(enrolments.map((enrolment) => enrolment.email))];
      const wanted = new Set(enrolments.map(progressKey));
      const done = await completions
        .find({ email: { $in: emails } }, { projection: { _id: 0, email: 1, slug: 1, unitId: 1 } })
        .toArray();
      const bySlug = new Map<string, string[]>();
      for (const { email, slug, unitId } of done)
        if (wanted.has(progressKey({ email, slug }))) bySlug.set(slug, [...(bySlug.get(slug) ?? []), unitId]);
      return bySlug;
    },
    /**
     * Everything kept of the learner's progress in these (enrolment address, content) pairs: each unit
     * completed and when, and the unit opened last and when, by content slug.
     */
    async history(pairs: ContentKey[]) {
      const emails = [...new Set(pairs.map((pair) => pair.email))];
      const wanted = new Set(pairs.map(progressKey));
      const [done, opened] = await Promise.all([
        completions
          .find({ email: { $in: emails } })
          .sort({ completedAt: 1 })
          .toArray(),
        positions.find({ email: { $in: emails } }).toArray(),
      ]);
      return {
        completions: done.filter((completion) => wanted.has(progressKey(completion))),
        positions: opened.filter((position) => wanted.has(progressKey(position))),
      };
    },
    /** Deletes the progress of these (enrolment address, content) pairs; answers the documents deleted. */
    async forget(pairs: ContentKey[]) {
      let deleted = 0;
      for (const { email, slug } of pairs) {
        const [done, opened] = await standing.changeProgress(email, slug, () =>
          Promise.all([completions.deleteMany({ email, slug }), positions.deleteMany({ email, slug })]),
        );
        deleted += done.deletedCount + opened.deletedCount;
      }
      return deleted;
    },
    /** Marks a unit completed; a second time changes nothing. */
    async complete(email: string, slug: string, unitId: string) {
      await standing.changeProgress(email, slug, () =>
        completions.insertOne({ email, slug, unitId, completedAt: new Date() }).catch(ignoreDuplicate),
      );
      return find(email, slug);
    },
    /** Takes a unit out of the completed set; nothing to undo when it is not in it. */
    async undo(email: string, slug: string, unitId: string) {
      await standing.changeProgress(email, slug, () => completions.deleteOne({ email, slug, unitId }));
      return find(email, slug);
    },
    /** Remembers the unit opened last (the last writer wins, which is what "last" means). */
    async open(email: string, slug: string, unitId: string) {
      await positions
        .updateOne(
          { email, slug },
          { $set: { lastUnitId: unitId, updatedAt: new Date() }, $setOnInsert: { email, slug } },
          { upsert: true },
        )
        .catch(async (error) => {
          ignoreDuplicate(error);
          await positions.updateOne({ email, slug }, { $set: { lastUnitId: unitId, updatedAt: new Date() } });
        });
      return find(email, slug);
    },
  };
}
export type ProgressRepo = ReturnType<typeof progressRepo>;
