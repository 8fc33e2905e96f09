/**
 * The catalogue's tabs, their labels and the study modes, apart from the catalogue's schemas so the
 * public course pages draw their tabs without bringing zod with them.
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

export const isCourseCategory = (value: string | null | undefined): value is CourseCategory =>
  (COURSE_CATEGORIES as readonly string[]).includes(value ?? '');

/** The study mode an admission records: online courses are 'online', all others 'on-campus'. */
export const ADMISSION_MODES = ['on-campus', 'online'] as const;
export type AdmissionMode = (typeof ADMISSION_MODES)[number];
export const admissionModeOf = (course: { category: ListedCategory }): AdmissionMode =>
  course.category === 'online' ? 'online' : 'on-campus';
