import { createHash } from 'node:crypto';
import type { Course } from '@aspire/contracts/catalog';
import { ART_VERSION } from '../seed/courses.ts';

/** What a course's drawn banner and certificate show. */
export type DrawnCourse = Pick<Course, 'id' | 'title' | 'category'>;

/**
 * A short fingerprint of what the art draws: a new title or tab gives the art a new address, so a year-
 * long cache never hides it, and a draft's address cannot be guessed without knowing its title.
 */
export const artKeyOf = ({ id, title, category }: DrawnCourse) =>
  createHash('sha256')
    .update(JSON.stringify([id, title, category]))
    .digest('hex')
    .slice(0, 12);

/** The addresses of a course's banner and certificate, drawn from its title and tab. */
export function courseArt(course: DrawnCourse) {
  const base = `/api/catalog/media/${ART_VERSION}/courses/${course.id}/${artKeyOf(course)}`;
  return { image: `${base}/banner.svg`, certificate: `${base}/certificate.svg` };
}

/** A reviewer's drawn picture (`slug` from their name). */
export const avatarAddress = (slug: string) => `/api/catalog/media/${ART_VERSION}/avatars/${slug}.svg`;

/** The brochure made from a course's texts, given while staff have uploaded none. */
export const madeBrochure = (id: number) => `/api/catalog/media/brochures/${id}.pdf`;
