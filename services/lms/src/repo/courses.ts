import { freshCache } from '@aspire/service-kit/fresh-cache';
import type { Db } from 'mongodb';
import { CLIPS } from '../seed/clips.ts';
import { SEED_COURSES, type SeedCourse } from '../seed/courses.ts';

export type StoredUnit = {
  id: string;
  title: string;
  duration: string;
  kind: 'video' | 'reading';
  videoUrl?: string;
  captionsUrl?: string;
  posterUrl?: string;
  reading?: string[];
};
export type StoredCourse = {
  slug: string;
  title: string;
  sections: { title: string; units: StoredUnit[] }[];
  /** 'seed' while the college has not edited it; the seed only ever refreshes its own older versions. */
  source: 'seed' | 'college';
  seedVersion: number;
  updatedAt: Date;
};

/** Raise when `content/courses.json` changes: stored courses the college never edited are refreshed. */
export const CONTENT_VERSION = 2;
export const MEDIA_PATH = '/api/lms/media';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function toStored(course: SeedCourse): Omit<StoredCourse, 'updatedAt'> {
  return {
    slug: course.slug,
    title: course.title,
    source: 'seed',
    seedVersion: CONTENT_VERSION,
    sections: course.sections.map((section) => ({
      title: section.title,
      units: section.units.map((unit): StoredUnit => {
        if ('video' in unit) {
          const clip = CLIPS.find((c) => c.id === unit.video);
          if (!clip) throw new Error(`Unknown clip ${unit.video}`);
          return {
            id: unit.id,
            title: unit.title,
            kind: 'video',
            duration: clock(clip.seconds),
            videoUrl: `${MEDIA_PATH}/${clip.id}.webm`,
            captionsUrl: `${MEDIA_PATH}/${clip.id}.vtt`,
            posterUrl: `${MEDIA_PATH}/${clip.id}-poster.svg`,
          };
        }
        return {
          id: unit.id,
          title: unit.title,
          kind: 'reading',
          duration: `${unit.minutes} min read`,
          reading: unit.reading,
        };
      }),
    })),
  };
}

export const unitIds = (course: Pick<StoredCourse, 'sections'>) =>
  course.sections.flatMap((section) => section.units.map((unit) => unit.id));

/** Course content of the learner area, one document per slug. */
export function coursesRepo(db: Db) {
  const courses = db.collection<StoredCourse>('courses');
  const projection = { _id: 0 } as const;
  // Every learner's dashboard reads the courses' units; only the seed writes them.
  const kept = freshCache(db, 'courses');
  return {
    async init() {
      await courses.createIndex({ slug: 1 }, { unique: true });
      await kept.init();
    },
    /** Inserts missing courses; refreshes only seeded courses of an older version, never college edits. */
    async seed(seed: SeedCourse[] = SEED_COURSES) {
      for (const course of seed) {
        const stored = { ...toStored(course), updatedAt: new Date() };
        await courses.replaceOne(
          { slug: course.slug, source: 'seed', seedVersion: { $lt: CONTENT_VERSION } },
          stored,
        );
        await courses
          .updateOne({ slug: course.slug }, { $setOnInsert: stored }, { upsert: true })
          .catch((error) => {
            // Two instances seeding at once: the other one inserted it.
            if ((error as { code?: number }).code !== 11000) throw error;
          });
      }
      await kept.touch();
    },
    find: (slug: string) => courses.findOne({ slug }, { projection }),
    findMany: (slugs: string[]) => courses.find({ slug: { $in: slugs } }, { projection }).toArray(),
    /** The unit ids of every course, by slug (read once while the courses are unchanged). */
    unitIdsBySlug: () =>
      kept.get('unit-ids', async () => {
        const found = await courses
          .find({}, { projection: { _id: 0, slug: 1, 'sections.units.id': 1 } })
          .toArray();
        return new Map(found.map((course) => [course.slug, unitIds(course)]));
      }),
  };
}
export type CoursesRepo = ReturnType<typeof coursesRepo>;
