import { z } from 'zod';

/**
 * The course catalogue (spec sections 3 and 4), served by `GET /api/catalog/courses` and
 * `GET /api/catalog/courses/:id`; the forms' shape is in `application.ts` (it carries the phone
 * library, which the catalogue's pages need not load).
 */

/** Tabs of the All Courses page, in page order (spec section 4); each course names its own (`category`). */
export const COURSE_CATEGORIES = ['on-campus', 'online', 'diploma', 'free', 'all'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const DEFAULT_CATEGORY: CourseCategory = 'on-campus';

export const CATEGORY_LABELS: Record<CourseCategory, string> = {
  'on-campus': 'On Campus',
  online: 'Online Courses',
  diploma: 'Diploma',
  free: 'Free Courses',
  all: 'All Courses',
};

/** The tab a course is listed under: its own `category` (every tab but 'all'). */
export const LISTED_CATEGORIES = ['on-campus', 'online', 'diploma', 'free'] as const;
export type ListedCategory = (typeof LISTED_CATEGORIES)[number];
export const listedCategorySchema = z.enum(LISTED_CATEGORIES, 'Choose the tab the course is listed under');

export const isCourseCategory = (value: string | null | undefined): value is CourseCategory =>
  (COURSE_CATEGORIES as readonly string[]).includes(value ?? '');

/** The study mode an admission records: online courses are 'online', all others 'on-campus'. */
export const ADMISSION_MODES = ['on-campus', 'online'] as const;
export type AdmissionMode = (typeof ADMISSION_MODES)[number];
export const admissionModeOf = (course: Pick<Course, 'category'>): AdmissionMode =>
  course.category === 'online' ? 'online' : 'on-campus';

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
