import { CATEGORY_IDS, type Course, type CourseCategory, courseSchema } from '@aspire/contracts/catalog';
import type { Db } from 'mongodb';

type CourseDoc = Course & { _id?: unknown };

/** The catalogue's courses, keyed by their integer id. The only code that reads or writes `courses`. */
export function coursesRepo(db: Db) {
  const courses = db.collection<CourseDoc>('courses');
  const strip = ({ _id, ...course }: CourseDoc) => courseSchema.parse(course);

  return {
    async init(seed: Course[]) {
      await courses.createIndex({ id: 1 }, { unique: true });
      // Insert-if-missing by id: a course the college has edited is never overwritten.
      const present = new Set((await courses.find({}, { projection: { id: 1 } }).toArray()).map((c) => c.id));
      const missing = seed.filter((course) => !present.has(course.id));
      if (missing.length === 0) return 0;
      try {
        await courses.insertMany(
          missing.map((course) => ({ ...course })),
          { ordered: false },
        );
      } catch (error) {
        // Another instance seeded the same ids at the same moment: the unique index kept one of each.
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      return missing.length;
    },

    async list(category: CourseCategory, limit?: number) {
      const filter = category === 'all' ? {} : { id: { $in: [...CATEGORY_IDS[category]] } };
      const found = await courses.find(filter).sort({ id: 1 }).toArray();
      const ordered =
        category === 'all'
          ? found
          : CATEGORY_IDS[category].flatMap((id) => found.filter((course) => course.id === id));
      return ordered.slice(0, limit ?? ordered.length).map(strip);
    },

    async byId(id: number) {
      const course = await courses.findOne({ id });
      return course ? strip(course) : null;
    },
  };
}
export type CoursesRepo = ReturnType<typeof coursesRepo>;
