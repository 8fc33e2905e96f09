import type { Course } from '@aspire/contracts/catalog';
import type { CourseEditor, CourseFields, CourseRevision, CourseRow } from '@aspire/contracts/course-desk';
import type { Editorial } from '@aspire/contracts/publishing';

// The course editor's test records.

export const editorial = (overrides: Partial<Editorial> = {}): Editorial => ({
  state: 'published',
  publishAt: null,
  version: 0,
  hasDraft: false,
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

export const courseFields = (overrides: Partial<CourseFields> = {}): CourseFields => ({
  category: 'on-campus',
  title: 'B.Sc. Psychology',
  desc: 'A three-year degree in psychology with an Islamic perspective on the mind and the self.',
  duration: '3 years',
  location: 'Chennai | Bengaluru',
  language: '',
  feature: '',
  offer: 'Financial Support',
  certificateDesc: 'A degree certificate from the affiliated university.',
  programFee: ['University-recognised degree', 'Weekly counselling practice'],
  values: [{ heading: 'Practice', desc: 'Supervised counselling sessions from the second year.' }],
  curriculum: [
    { title: 'Year 1', desc: 'Foundations.', learningUnits: ['General psychology', 'Research methods'] },
    { title: 'Year 2', desc: 'Development.', learningUnits: ['Developmental psychology'] },
  ],
  reviews: [
    {
      name: 'Sana Fathima',
      qualification: 'B.Sc. Psychology, 2024 batch',
      comment: 'The counselling practice taught me more than any textbook could.',
      date: '14-03-2025',
    },
  ],
  brochure: '',
  ...overrides,
});

export const courseEditor = (overrides: Partial<CourseEditor> = {}): CourseEditor => ({
  id: '2',
  fields: courseFields(),
  public: courseFields(),
  editorial: editorial(),
  ...overrides,
});

export const row = (overrides: Partial<CourseRow> = {}): CourseRow => ({
  id: '2',
  title: 'B.Sc. Psychology',
  category: 'on-campus',
  editorial: editorial(),
  ...overrides,
});

export const revision = (overrides: Partial<CourseRevision> = {}): CourseRevision => ({
  version: 0,
  action: 'created',
  at: '2026-03-01T04:30:00.000Z',
  by: 'Original content',
  fields: courseFields(),
  ...overrides,
});

/** The public course answer a preview shows, from `fields`. */
export const publicCourse = ({ reviews, brochure, ...fields }: CourseFields = courseFields()): Course => ({
  id: 2,
  ...fields,
  image: '/api/catalog/media/v1/courses/2/0123456789ab/banner.svg',
  certificate: '/api/catalog/media/v1/courses/2/0123456789ab/certificate.svg',
  slug: 'bsc-psychology',
  brochurePdf: brochure || '/api/catalog/media/brochures/2.pdf',
  faculties: [],
  reviews: reviews.map((review) => ({ image: '/api/catalog/media/v1/avatars/student.svg', ...review })),
});

/** The error shown under a control, if any. */
export const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.id.endsWith('-error'))?.textContent;
