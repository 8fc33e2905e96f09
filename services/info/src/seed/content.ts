import {
  alumniStorySchema,
  communitySchema,
  eventSchema,
  facultySchema,
  galleryItemSchema,
  leaderSchema,
  magazineSchema,
  postSchema,
  testimonialImageSchema,
  testimonialSchema,
  webinarSchema,
} from '@aspire/contracts/info';
import { readContentFile } from '@aspire/service-kit/content-files';
import { z } from 'zod';

/** `services/info/content/`, two levels up from both `src/seed/` and the bundle's `dist/node/`. */
export const CONTENT_DIR = new URL('../../content/', import.meta.url);

/** An issue as its file lists it: the theme is printed on its cover and in its editorial. */
export const magazineIssueSchema = magazineSchema.extend({ theme: z.string().min(1) });
export const magazineArticleSchema = z.object({
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});

/** Each list the service shows, as its content file holds it; unknown fields are refused as typos. */
const FILES = {
  events: ['events.json', eventSchema.omit({ past: true })],
  posts: ['posts.json', postSchema],
  gallery: ['gallery.json', galleryItemSchema],
  magazines: ['magazines.json', magazineIssueSchema],
  alumni: ['alumni.json', alumniStorySchema],
  testimonials: ['testimonials.json', testimonialSchema],
  testimonialImages: ['testimonial-images.json', testimonialImageSchema],
  faculty: ['faculty.json', facultySchema],
  leadership: ['leadership.json', leaderSchema],
  community: ['community.json', communitySchema],
  webinars: ['webinars.json', webinarSchema],
} as const;

export type InfoContent = { [K in keyof typeof FILES]: z.output<(typeof FILES)[K][1]>[] };

/** The college's initial content, read and checked file by file (the first broken file stops the start). */
export function readInfoContent(folder = CONTENT_DIR): InfoContent {
  return Object.fromEntries(
    Object.entries(FILES).map(([list, [file, schema]]) => [
      list,
      readContentFile(folder, file, z.array(schema.strict())),
    ]),
  ) as InfoContent;
}

/** Read once when the service starts. */
export const INFO_CONTENT = readInfoContent();

/** The texts the magazine PDFs are printed from. */
export const readMagazineArticles = (folder = CONTENT_DIR) =>
  readContentFile(folder, 'magazine-articles.json', z.array(magazineArticleSchema.strict()));
