import {
  alumniStorySchema,
  communitySchema,
  eventSchema,
  facultySchema,
  galleryItemSchema,
  homeBannerEntrySchema,
  homeCountSchema,
  leaderSchema,
  legalPageSchema,
  magazineSchema,
  postSchema,
  scholarshipPageSchema,
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

/**
 * Each list the service shows, by the desk's name for it, as its content file holds it (the pages' texts
 * too: Markdown in `body`); unknown fields are refused as typos.
 */
const FILES = {
  events: ['events.json', eventSchema.omit({ past: true }).strict()],
  posts: ['posts.json', postSchema.strict()],
  gallery: ['gallery.json', galleryItemSchema.strict()],
  magazines: ['magazines.json', magazineIssueSchema.strict()],
  alumni: ['alumni.json', alumniStorySchema.strict()],
  testimonials: ['testimonials.json', testimonialSchema.strict()],
  'testimonial-images': ['testimonial-images.json', testimonialImageSchema.strict()],
  faculty: ['faculty.json', facultySchema.strict()],
  leadership: ['leadership.json', leaderSchema.strict()],
  community: ['community.json', communitySchema.strict()],
  webinars: ['webinars.json', webinarSchema.strict()],
  pages: [
    'pages.json',
    z.discriminatedUnion('layout', [legalPageSchema.strict(), scholarshipPageSchema.strict()]),
  ],
  'home-banners': ['home-banners.json', homeBannerEntrySchema.strict()],
  'home-counts': ['home-counts.json', homeCountSchema.strict()],
} as const;

export type InfoContent = { [K in keyof typeof FILES]: z.output<(typeof FILES)[K][1]>[] };

/** The college's initial content, read and checked file by file (the first broken file stops the start). */
export function readInfoContent(folder = CONTENT_DIR): InfoContent {
  return Object.fromEntries(
    Object.entries(FILES).map(([list, [file, schema]]) => [
      list,
      readContentFile(folder, file, z.array(schema)),
    ]),
  ) as InfoContent;
}

/** Read once when the service starts. */
export const INFO_CONTENT = readInfoContent();

/** The texts the magazine PDFs are printed from. */
export const readMagazineArticles = (folder = CONTENT_DIR) =>
  readContentFile(folder, 'magazine-articles.json', z.array(magazineArticleSchema.strict()));
