import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db, ObjectId } from 'mongodb';

/** The unique index on `id` of the courses stored before the editor, when `_id` was a generated ObjectId. */
const LEGACY_ID_INDEX = 'id_1';

type LegacyCourse = { _id: ObjectId; id: number } & Record<string, unknown>;

/**
 * Once, on the first start with the course editor: each course stored under a generated ObjectId is
 * stored again under its id as a string (the key the publishing model addresses items by), with its
 * place in the catalogue (`order`), keeping every field as it is, and the old document is removed.
 * A copy is made before the old one goes, so a stop halfway loses nothing: the next start finishes
 * it. The unique index on `id` goes first, as for a moment both documents carry the id (the new key is
 * the id, so it stays unique). Answers how many courses moved.
 */
export async function rekeyCourses(db: Db) {
  const courses = db.collection<LegacyCourse>('courses');
  const indexes = await courses
    .listIndexes()
    .toArray()
    .catch((error: unknown) => {
      // A first start: there is no collection yet, so nothing to move.
      if ((error as { codeName?: string }).codeName === 'NamespaceNotFound') return [];
      throw error;
    });
  if (indexes.some((index) => index.name === LEGACY_ID_INDEX)) await courses.dropIndex(LEGACY_ID_INDEX);
  const legacy = await courses.find({ _id: { $type: 'objectId' } }).toArray();
  const keyed = db.collection<Record<string, unknown> & { _id: string }>('courses');
  for (const { _id, ...course } of legacy) {
    try {
      await keyed.insertOne({ ...course, _id: String(course.id), order: course.id });
    } catch (error) {
      // Moved by another instance starting at the same moment, or by a start that stopped halfway.
      if (!isDuplicateKey(error)) throw error;
    }
    await courses.deleteOne({ _id });
  }
  return legacy.length;
}
