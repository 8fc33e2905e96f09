import { courseSlugSchema, unitIdSchema } from '@aspire/contracts/lms';
import { readContentFile } from '@aspire/service-kit/content-files';
import { z } from 'zod';
import { CLIPS, type ClipId } from './clips.ts';
import { CONTENT_DIR } from './content.ts';

const unitTitle = z.string().min(1);
/** A unit as the content file writes it: a hosted clip, or a reading with its reading time. */
const seedUnitSchema = z.union([
  z.strictObject({
    id: unitIdSchema,
    title: unitTitle,
    video: z.enum(CLIPS.map((clip) => clip.id) as [ClipId, ...ClipId[]]),
  }),
  z.strictObject({
    id: unitIdSchema,
    title: unitTitle,
    minutes: z.number().int().min(1),
    reading: z.array(z.string().min(1)).min(1),
  }),
]);
export type SeedUnit = z.infer<typeof seedUnitSchema>;

const seedCourseSchema = z.strictObject({
  slug: courseSlugSchema,
  title: z.string().min(1),
  sections: z
    .array(z.strictObject({ title: z.string().min(1), units: z.array(seedUnitSchema).min(1) }))
    .min(1),
});
export type SeedCourse = z.infer<typeof seedCourseSchema>;

/**
 * Course content of the learner area (`content/courses.json`), one course per slug of the catalogue. Unit
 * ids are stable: learner progress refers to them, so a unit may be retitled or rewritten but never
 * renumbered.
 */
export const readCourses = (folder = CONTENT_DIR) =>
  readContentFile(folder, 'courses.json', z.array(seedCourseSchema));

/** Read when the service starts. */
export const SEED_COURSES = readCourses();
