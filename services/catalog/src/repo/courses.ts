import { type Course, type CourseCategory, courseSchema } from '@aspire/contracts/catalog';
import type { CourseFields } from '@aspire/contracts/course-desk';
import type { Actor } from '@aspire/contracts/staff';
import { ApiError } from '@aspire/service-kit';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { publishing } from '@aspire/service-kit/publishing';
import type { Db } from 'mongodb';
import { categoriseCourses } from './courses-categories.ts';
import { rekeyCourses } from './courses-rekey.ts';
import { courseOf, newCourse } from './new-course.ts';

/** Courses are kept under their id as a string (the publishing model's `_id`), in the catalogue's order. */
type CourseDoc = Course & { _id: string; order: number };

export const courseKey = (id: number) => String(id);

/** Tries at a new course's id: each lost only to another course created at the same moment. */
const CREATE_ATTEMPTS = 5;

/**
 * The catalogue's courses, the only code that reads or writes `courses`. Public reads show the published
 * version of each course, kept in memory while no course changed (on any instance: a publish shows
 * everywhere within a second); `desk` is the editors' side (drafts, publishing, revisions).
 */
export function coursesRepo(
  db: Db,
  {
    now,
    onScheduledPublish,
  }: {
    now: () => Date;
    /** Told of each course the schedule published (for the audit log). */
    onScheduledPublish?: (course: { id: string; title: string }) => Promise<unknown>;
  },
) {
  const courses = db.collection<CourseDoc>('courses');
  const published = freshCache(db, 'courses', { markAgeMs: 1_000 });
  const desk = publishing<Course>(db, 'courses', {
    now,
    marks: [published],
    onScheduledPublish: async (item) => onScheduledPublish?.({ id: item.id, title: item.fields.title }),
  });
  const visible = desk.visibleFilter() as Record<string, unknown>;
  // Unknown keys (`_id`, `order`, `editorial`) are dropped by the schema.
  const toCourse = (doc: CourseDoc) => courseSchema.parse(doc);

  return {
    /**
     * Moves courses stored before the editor to their new keys, then adds the seed's missing courses
     * (a course staff changed is never overwritten) and gives stored courses their category; answers how
     * many were added.
     */
    async init(seed: Course[]) {
      const rekeyed = await rekeyCourses(db);
      const present = new Set(
        (await courses.find({}, { projection: { _id: 1 } }).toArray()).map((c) => c._id),
      );
      const missing = seed.filter((course) => !present.has(courseKey(course.id)));
      if (missing.length > 0) {
        try {
          await courses.insertMany(
            missing.map((course) => ({ ...course, _id: courseKey(course.id), order: course.id })),
            { ordered: false },
          );
        } catch (error) {
          // Another instance seeded the same courses at the same moment: one of each is kept.
          if (!isDuplicateKey(error)) throw error;
        }
      }
      const categorised = await categoriseCourses(db);
      await Promise.all([desk.ensureIndexes(), published.init()]);
      if (rekeyed + missing.length + categorised > 0) await published.touch();
      return missing.length;
    },

    list(category: CourseCategory, limit?: number) {
      return published.get(`list:${category}:${limit ?? ''}`, async () => {
        const filter = category === 'all' ? {} : { category };
        const found = await courses
          .find({ ...filter, ...visible })
          .sort({ order: 1, _id: 1 })
          .limit(limit ?? 0)
          .toArray();
        return found.map(toCourse);
      });
    },

    byId(id: number) {
      return published.get(`course:${id}`, async () => {
        const course = await courses.findOne({ _id: courseKey(id), ...visible });
        return course ? toCourse(course) : null;
      });
    },

    /** An answer made from the published courses, kept until a course changes (the routes keep their encoded answers). */
    cached: published.get,

    desk,

    /** Saves `edited` as the course's draft; its slug and faculty stay as they are. */
    async saveFields(id: string, edited: CourseFields, expectedVersion: number, actor: Actor) {
      const { fields } = await desk.editorial(id);
      const draft = courseOf(fields.id, edited, { slug: fields.slug, faculties: fields.faculties });
      return desk.saveDraft(id, draft, expectedVersion, actor);
    },

    /**
     * A new course as a draft, under the next free id: two made at the same moment each get their own
     * (the second, refused the same id, takes the next).
     */
    async create(fields: CourseFields, actor: Actor) {
      for (let attempt = 1; ; attempt += 1) {
        const stored = await courses.find({}, { projection: { _id: 1 } }).toArray();
        const id = Math.max(0, ...stored.map((course) => Number(course._id) || 0)) + 1;
        try {
          return await desk.create(courseKey(id), newCourse(id, fields), actor);
        } catch (error) {
          const taken = error instanceof ApiError && error.status === 409;
          if (!taken || attempt === CREATE_ATTEMPTS) throw error;
        }
      }
    },
  };
}
export type CoursesRepo = ReturnType<typeof coursesRepo>;
