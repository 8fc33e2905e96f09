import type { Course } from '@aspire/contracts/catalog';
import type { CourseFields } from '@aspire/contracts/course-desk';
import { ART_VERSION } from '../seed/courses.ts';

const MAX_SLUG = 80;

/**
 * A course's slug from its title ("B.A. Arabic & Urdu" → `b-a-arabic-urdu`): the learner area's address
 * and the admissions desk's filter name it, so it is given once, at creation, and never follows a new
 * title.
 */
export function courseSlugOf(title: string) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
}

/**
 * The whole course a new course's fields make under `id`: its generated banner and certificate, its
 * brochure (made from its texts), no faculty or reviews yet.
 */
export function newCourse(id: number, { feature, ...fields }: CourseFields): Course {
  const art = `/api/catalog/media/${ART_VERSION}/courses/${id}`;
  return {
    id,
    ...fields,
    ...(feature ? { feature } : {}),
    image: `${art}/banner.svg`,
    certificate: `${art}/certificate.svg`,
    slug: courseSlugOf(fields.title) || `course-${id}`,
    brochurePdf: `/api/catalog/media/brochures/${id}.pdf`,
    faculties: [],
    reviews: [],
  };
}
