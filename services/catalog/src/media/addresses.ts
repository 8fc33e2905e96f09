import { createHash } from 'node:crypto';
import type { Course } from '@aspire/contracts/catalog';
import { ART_VERSION } from '../seed/courses.ts';
import { BROCHURE_FIELDS, type BrochureCourse } from './brochure.ts';

/** What a course's drawn banner and certificate show. */
export type DrawnCourse = Pick<Course, 'id' | 'title' | 'category'>;

/** A short fingerprint of what a file is made from: 12 hex digits. */
const fingerprint = (made: unknown[]) =>
  createHash('sha256').update(JSON.stringify(made)).digest('hex').slice(0, 12);

/**
 * A short fingerprint of what the art draws: a new title or tab gives the art a new address, so a year-
 * long cache never hides it, and a draft's address cannot be guessed without knowing its title.
 */
export const artKeyOf = ({ id, title, category }: DrawnCourse) => fingerprint([id, title, category]);

/** The same for a made brochure: a fingerprint of every text it prints. */
export const brochureKeyOf = (course: BrochureCourse) =>
  fingerprint(BROCHURE_FIELDS.map((field) => course[field]));

/** The addresses of a course's banner and certificate, drawn from its title and tab. */
export function courseArt(course: DrawnCourse) {
  const base = `/api/catalog/media/${ART_VERSION}/courses/${course.id}/${artKeyOf(course)}`;
  return { image: `${base}/banner.svg`, certificate: `${base}/certificate.svg` };
}

/** A reviewer's drawn picture (`slug` from their name). */
export const avatarAddress = (slug: string) => `/api/catalog/media/${ART_VERSION}/avatars/${slug}.svg`;

/**
 * The brochure made from a course's texts, given while staff have uploaded none: its address names what
 * it prints (brochureKeyOf), as the art's does, so a publish gives the page a new one at once.
 */
export const madeBrochure = (course: BrochureCourse) =>
  `/api/catalog/media/brochures/${course.id}/${brochureKeyOf(course)}.pdf`;
