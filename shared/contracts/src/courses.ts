/**
 * Course slugs shared by the catalogue and the learner area. As the spec says, courses 6 to 12 reuse one
 * slug, and each online course shares the slug of its on-campus twin.
 */
export const COURSE_SLUGS = {
  1: 'bachelor-of-islamic-studies',
  2: 'bsc-psychology',
  3: 'master-in-islamic-studies',
  4: 'puc-12th-std',
  5: 'basic-arabic-diploma',
  6: 'diploma-programme',
  7: 'diploma-programme',
  8: 'diploma-programme',
  9: 'diploma-programme',
  10: 'diploma-programme',
  11: 'diploma-programme',
  12: 'diploma-programme',
  13: 'bachelor-of-islamic-studies',
  14: 'bsc-psychology',
  15: 'master-in-islamic-studies',
  16: 'puc-12th-std',
  17: 'bachelor-of-business-administration',
  18: 'bachelor-of-business-administration',
} as const satisfies Record<number, string>;

export type CourseSlug = (typeof COURSE_SLUGS)[keyof typeof COURSE_SLUGS];
export const ALL_COURSE_SLUGS = [...new Set(Object.values(COURSE_SLUGS))] as CourseSlug[];

/** Spec: the dashboard title is the course id with hyphens turned to spaces, upper-cased. */
export const slugTitle = (slug: string) => slug.replace(/-/g, ' ').toUpperCase();
/** Spec: Continue goes to /lms/{course id lower-cased, spaces turned to hyphens}. */
export const slugPath = (slug: string) => `/lms/${slug.toLowerCase().replace(/ /g, '-')}`;
