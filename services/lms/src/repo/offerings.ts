import type { OfferingFields } from '@aspire/contracts/learning-desk';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db } from 'mongodb';
import { SEED_OFFERINGS } from '../seed/offerings.ts';

/** A catalogue course the learner area teaches, under the catalogue's id. */
export type StoredOffering = OfferingFields & { _id: number; createdAt: Date; updatedAt: Date };

/** Each changed field's value before and after, as the audit log keeps it. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

const FIELDS = ['title', 'slug', 'months', 'requiresSignOff', 'batchStart'] as const;

function changesBetween(before: OfferingFields, after: OfferingFields): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of FIELDS)
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  return changes;
}

const fieldsOf = (offering: OfferingFields): OfferingFields => ({
  title: offering.title,
  slug: offering.slug,
  months: offering.months,
  requiresSignOff: offering.requiresSignOff,
  batchStart: offering.batchStart,
});

/**
 * What the learner area teaches, one document per catalogue course (`_id` is the catalogue's id): the
 * title certificates print, the content it opens (`slug`, shared by twins), its length in months,
 * whether completions need a sign-off, and the current batch's start. A few dozen documents at most.
 */
export function offeringsRepo(db: Db) {
  const offerings = db.collection<StoredOffering>('offerings');
  // Every learner's dashboard reads their courses' offerings; staff change them rarely.
  const kept = freshCache(db, 'offerings');
  /** Every course taught, by catalogue id (read once while none changes; a few dozen at most). */
  const everyOne = () => kept.get('all', () => offerings.find({}).sort({ _id: 1 }).toArray());
  return {
    async init() {
      await offerings.createIndex({ slug: 1 }, { name: 'by_slug' });
      await kept.init();
    },
    /** Inserts the catalogue's courses that are missing; never touches one the college has (or changed). */
    async seed(seed = SEED_OFFERINGS) {
      for (const { courseId, ...fields } of seed) {
        const at = new Date();
        await offerings
          .insertOne({ _id: courseId, ...fields, createdAt: at, updatedAt: at })
          .catch((error) => {
            // Taught already (seeded before, or by another instance starting at the same time).
            if (!isDuplicateKey(error)) throw error;
          });
      }
      await kept.touch();
    },
    find: (courseId: number) => offerings.findOne({ _id: courseId }),
    /** These courses, of every one taught. */
    async findMany(courseIds: number[]) {
      const wanted = new Set(courseIds);
      return (await everyOne()).filter((offering) => wanted.has(offering._id));
    },
    /** Every course taught, by catalogue id. */
    list: () => offerings.find({}).sort({ _id: 1 }).toArray(),
    /** The courses that open this content (twins, courses 6–12), lowest catalogue id first. */
    forSlug: async (slug: string) => (await everyOne()).filter((offering) => offering.slug === slug),
    /** A course not taught yet; null when the learner area teaches it already. */
    async create(courseId: number, fields: OfferingFields) {
      const at = new Date();
      const offering: StoredOffering = { _id: courseId, ...fieldsOf(fields), createdAt: at, updatedAt: at };
      try {
        await offerings.insertOne(offering);
        await kept.touch();
        return offering;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },
    /** Changes a course's fields; null when it is not taught. Answers it as it is now and what changed. */
    async update(courseId: number, fields: OfferingFields) {
      const before = await offerings.findOne({ _id: courseId });
      if (!before) return null;
      const changes = changesBetween(before, fields);
      if (Object.keys(changes).length === 0) return { offering: before, changes };
      const offering = await offerings.findOneAndUpdate(
        { _id: courseId },
        { $set: { ...fieldsOf(fields), updatedAt: new Date() } },
        { returnDocument: 'after' },
      );
      await kept.touch();
      return offering && { offering, changes };
    },
  };
}
export type OfferingsRepo = ReturnType<typeof offeringsRepo>;
