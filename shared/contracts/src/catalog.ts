import { z } from 'zod';
import { COURSE_CATEGORIES, LISTED_CATEGORIES } from './catalog-categories.ts';

/**
 * The course catalogue (spec sections 3 and 4), served by `GET /api/catalog/courses` and
 * `GET /api/catalog/courses/:id`; the forms' shape is in `application.ts` (it carries the phone
 * library, which the catalogue's pages need not load); its tabs and study modes are in
 * `catalog-categories.ts`, which the public pages import without zod.
 */

export * from './catalog-categories.ts';

export const listedCategorySchema = z.enum(LISTED_CATEGORIES, 'Choose the tab the course is listed under');

export const courseValueSchema = z.object({ heading: z.string(), desc: z.string() });
export const curriculumBlockSchema = z.object({
  title: z.string(),
  desc: z.string(),
  learningUnits: z.array(z.string()),
});
export const facultySchema = z.object({
  id: z.number(),
  name: z.string(),
  degree: z.array(z.string()),
  experience: z.string(),
  about: z.string(),
  img: z.string(),
});
export const reviewSchema = z.object({
  image: z.string(),
  name: z.string(),
  qualification: z.string(),
  comment: z.string(),
  /** DD-MM-YYYY, as the spec shows it. */
  date: z.string().regex(/^\d{2}-\d{2}-\d{4}$/),
});

/** One course with every field of spec section 3. */
export const courseSchema = z.object({
  id: z.number().int(),
  category: listedCategorySchema,
  title: z.string(),
  desc: z.string(),
  duration: z.string(),
  location: z.string(),
  /** A feature line the card shows instead of the location (free courses). */
  feature: z.string().optional(),
  language: z.string(),
  offer: z.string(),
  image: z.string(),
  certificate: z.string(),
  certificateDesc: z.string(),
  slug: z.string(),
  programFee: z.array(z.string()),
  brochurePdf: z.string(),
  values: z.array(courseValueSchema),
  curriculum: z.array(curriculumBlockSchema),
  faculties: z.array(facultySchema),
  reviews: z.array(reviewSchema),
});
export type Course = z.infer<typeof courseSchema>;

/** What a course card shows. */
export const courseSummarySchema = courseSchema.pick({
  id: true,
  category: true,
  title: true,
  duration: true,
  location: true,
  feature: true,
  language: true,
  offer: true,
  image: true,
  slug: true,
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseSummaryListSchema = z.array(courseSummarySchema);

export const courseListQuerySchema = z.object({
  category: z.enum(COURSE_CATEGORIES, 'Choose one of on-campus, online, diploma, free, all').default('all'),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1)
    .max(18)
    .optional(),
});

export const courseIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,6}$/, 'Course id must be a whole number')
    .transform(Number),
});

/** The answer to an admission, enquiry or contact message: the stored record's id. */
export const receiptSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type Receipt = z.infer<typeof receiptSchema>;
