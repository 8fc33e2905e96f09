import type { Course } from '@aspire/contracts/catalog';
import type { CourseFields } from '@aspire/contracts/course-desk';
import { avatarAddress, courseArt, madeBrochure } from '../media/addresses.ts';

const MAX_SLUG = 80;

/**
 * A course's slug from its title ("B.A. Arabic & Urdu" → `b-a-arabic-urdu`): the learner area's address
 * and the admissions desk's filter name it, so it is given once, at creation, and never follows a new
 * title. A reviewer's picture is named the same way from their name.
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

/** What of a course its editor does not change: its slug and faculty. */
type Kept = Pick<Course, 'slug' | 'faculties'>;

/**
 * The whole course the editor's fields make under `id`: its art drawn from its title and tab, each
 * reviewer's picture drawn from their name, and the uploaded brochure or else the one made from its texts.
 */
export function courseOf(
  id: number,
  { feature, reviews, brochure, ...fields }: CourseFields,
  kept: Kept,
): Course {
  const course = {
    id,
    ...fields,
    ...(feature ? { feature } : {}),
    ...courseArt({ id, ...fields }),
    ...kept,
    reviews: reviews.map((review) => ({
      image: avatarAddress(courseSlugOf(review.name) || 'student'),
      ...review,
    })),
  };
  return { ...course, brochurePdf: brochure || madeBrochure(course) };
}

/** A new course under `id`: its slug from its title, no faculty yet. */
export const newCourse = (id: number, fields: CourseFields): Course =>
  courseOf(id, fields, { slug: courseSlugOf(fields.title) || `course-${id}`, faculties: [] });
