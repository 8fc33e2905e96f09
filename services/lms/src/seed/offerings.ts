import { COURSE_SLUGS } from '@aspire/contracts/courses';

export type SeedOffering = {
  courseId: keyof typeof COURSE_SLUGS;
  title: string;
  months: number;
  requiresSignOff: boolean;
};

/**
 * The catalogue's 18 courses as the learner area teaches them: titles as the catalogue prints them, the
 * content each opens from COURSE_SLUGS, and the length from the stated duration (whole months, a course
 * of weeks rounded up). Only the Master's asks for a sign-off: its dissertation is assessed by a tutor.
 */
const COURSES: SeedOffering[] = [
  { courseId: 1, title: 'Bachelor of Islamic Studies', months: 36, requiresSignOff: false },
  { courseId: 2, title: 'B.Sc. Psychology', months: 36, requiresSignOff: false },
  { courseId: 3, title: 'Master in Islamic Studies', months: 24, requiresSignOff: true },
  { courseId: 4, title: 'PUC / 12th Std', months: 12, requiresSignOff: false },
  { courseId: 5, title: 'Basic Arabic Diploma', months: 12, requiresSignOff: false },
  { courseId: 6, title: 'Intermediate Arabic Diploma', months: 12, requiresSignOff: false },
  { courseId: 7, title: 'Advance Arabic Diploma', months: 12, requiresSignOff: false },
  // Four, six, five and six weeks.
  { courseId: 8, title: 'Zakah Master Class', months: 1, requiresSignOff: false },
  { courseId: 9, title: 'The Dynamic Khulafa Rashideen', months: 2, requiresSignOff: false },
  { courseId: 10, title: 'Islamic Inheritance', months: 2, requiresSignOff: false },
  { courseId: 11, title: 'Ahlus Sunnah Wal Jamah Aqeedah', months: 2, requiresSignOff: false },
  { courseId: 12, title: 'Diploma in Islamic Psychology', months: 12, requiresSignOff: false },
  { courseId: 13, title: 'Bachelor of Islamic Studies (Online)', months: 36, requiresSignOff: false },
  { courseId: 14, title: 'B.Sc. Psychology (Online)', months: 36, requiresSignOff: false },
  { courseId: 15, title: 'Master in Islamic Studies (Online)', months: 24, requiresSignOff: true },
  { courseId: 16, title: 'PUC / 12th Std (Online)', months: 12, requiresSignOff: false },
  { courseId: 17, title: 'Bachelor of Business Administration (BBA)', months: 36, requiresSignOff: false },
  { courseId: 18, title: 'BBA Online', months: 36, requiresSignOff: false },
];

export const SEED_OFFERINGS = COURSES.map((course) => ({
  ...course,
  slug: COURSE_SLUGS[course.courseId],
  batchStart: null,
}));
