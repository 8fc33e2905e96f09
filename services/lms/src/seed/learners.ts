import type { CourseSlug } from '@aspire/contracts/courses';
import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';

export type SeedEnrolment = {
  email: string;
  name: string;
  /** The catalogue course, and the content it opens (progress is kept by content). */
  courseId: number;
  slug: CourseSlug;
  startDate: string;
  endDate: string;
  /** Progress the demo starts with (only written when the learner has none in that course). */
  completed: string[];
  lastUnitId: string | null;
};

const [amina, imran] = DEMO_LEARNERS;
const aminaName = `${amina.firstName} ${amina.lastName}`;
const imranName = `${imran.firstName} ${imran.lastName}`;

/**
 * Enrolments of the demo learners (accounts seeded by identity), chosen so the dashboard shows each
 * status: Amina has a course not started, one part done and one completed; Imran has two courses.
 */
export const SEED_ENROLMENTS: SeedEnrolment[] = [
  {
    email: amina.email,
    name: aminaName,
    courseId: 1,
    slug: 'bachelor-of-islamic-studies',
    startDate: '2026-06-01',
    endDate: '2029-04-30',
    completed: ['bis-1-1', 'bis-1-2', 'bis-1-3', 'bis-2-1'],
    lastUnitId: 'bis-2-2',
  },
  {
    email: amina.email,
    name: aminaName,
    courseId: 2,
    slug: 'bsc-psychology',
    startDate: '2026-07-06',
    endDate: '2029-05-25',
    completed: [],
    lastUnitId: null,
  },
  {
    email: amina.email,
    name: aminaName,
    courseId: 5,
    slug: 'basic-arabic-diploma',
    startDate: '2025-08-04',
    endDate: '2026-02-27',
    completed: ['bad-1-1', 'bad-1-2', 'bad-2-1', 'bad-2-2'],
    lastUnitId: 'bad-2-2',
  },
  {
    email: imran.email,
    name: imranName,
    courseId: 6,
    slug: 'diploma-programme',
    startDate: '2026-09-01',
    endDate: '2027-03-31',
    completed: [],
    lastUnitId: null,
  },
  {
    email: imran.email,
    name: imranName,
    courseId: 17,
    slug: 'bachelor-of-business-administration',
    startDate: '2026-06-15',
    endDate: '2029-05-31',
    completed: ['bba-1-1'],
    lastUnitId: 'bba-1-2',
  },
];
