import type { ListedCategory } from '@aspire/contracts/catalog';
import type { Db } from 'mongodb';

/** The catalogue's tabs as the contracts fixed them before a course named its own (spec section 4). */
const FORMER_CATEGORY_IDS: Record<ListedCategory, readonly number[]> = {
  'on-campus': [1, 2, 3, 4, 17],
  diploma: [5, 6, 7, 12],
  online: [13, 14, 15, 16, 18],
  free: [8, 9, 10, 11],
};

/**
 * Once, on the first start where a course names its tab: each of the eighteen courses stored without a
 * `category` gets the one the contracts gave it, in what is public, in its draft and in its revisions
 * (so a restored revision or a published draft keeps it). Only documents still without one are
 * written, so it runs again harmlessly; answers how many courses' public fields it changed.
 */
export async function categoriseCourses(db: Db) {
  const courses = db.collection<{ _id: string }>('courses');
  const revisions = db.collection<{ _id: string; item: string }>('courses_revisions');
  let changed = 0;
  for (const [category, ids] of Object.entries(FORMER_CATEGORY_IDS)) {
    const keys = ids.map(String);
    const shown = await courses.updateMany(
      { _id: { $in: keys }, id: { $exists: true }, category: { $exists: false } },
      { $set: { category } },
    );
    changed += shown.modifiedCount;
    await courses.updateMany(
      {
        _id: { $in: keys },
        'editorial.draft': { $ne: null },
        'editorial.draft.category': { $exists: false },
      },
      { $set: { 'editorial.draft.category': category } },
    );
    await revisions.updateMany(
      { item: { $in: keys }, 'fields.id': { $exists: true }, 'fields.category': { $exists: false } },
      { $set: { 'fields.category': category } },
    );
  }
  return changed;
}
