/**
 * The content desk of the info service (role `content`): every list the information pages show (events,
 * posts, gallery, magazines, alumni stories, testimonials, faculty, leadership, community initiatives,
 * webinars, the testimonials' images, the home page's slides and counts) and the texts of the pages (Terms,
 * Privacy, Scholarship) edited as drafts,
 * published at once or at a time, unpublished, with revisions to restore. The public answers stay those
 * of `info.ts`; each kind's fields are its public item without the id.
 */
import { z } from 'zod';
import {
  alumniStorySchema,
  communitySchema,
  eventSchema,
  facultySchema,
  galleryItemSchema,
  HOME_PICTURE_PATTERN,
  homeBannerEntrySchema,
  homeCountSchema,
  infoIdSchema,
  leaderSchema,
  legalPageSchema,
  magazineSchema,
  PAGE_PLACE_PATTERN,
  PAGE_PLACES,
  postSchema,
  scholarshipMotiveSchema,
  scholarshipPageSchema,
  testimonialImageSchema,
  testimonialSchema,
  webinarSchema,
} from './info.ts';
import { editorialSchema } from './publishing.ts';

export const CONTENT_KINDS = [
  'events',
  'posts',
  'gallery',
  'magazines',
  'alumni',
  'testimonials',
  'faculty',
  'leadership',
  'community',
  'webinars',
  'testimonial-images',
  'pages',
  'home-banners',
  'home-counts',
] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS, {
  error:
    'Must be events, posts, gallery, magazines, alumni, testimonials, faculty, leadership, community, webinars, testimonial-images, pages, home-banners or home-counts',
});
export type ContentKind = z.infer<typeof contentKindSchema>;
export const CONTENT_KIND_TEXT: Record<ContentKind, { one: string; many: string }> = {
  events: { one: 'event', many: 'Events' },
  posts: { one: 'post', many: 'Blog and news' },
  gallery: { one: 'picture', many: 'Gallery' },
  magazines: { one: 'magazine issue', many: 'Magazines' },
  alumni: { one: 'alumni story', many: 'Alumni stories' },
  testimonials: { one: 'testimonial', many: 'Testimonials' },
  faculty: { one: 'faculty member', many: 'Faculty' },
  leadership: { one: 'leader', many: 'Leadership' },
  community: { one: 'community initiative', many: 'Community' },
  webinars: { one: 'webinar', many: 'Webinars' },
  'testimonial-images': { one: 'wall picture', many: 'Wall of thanks' },
  pages: { one: 'page', many: 'Pages' },
  'home-banners': { one: 'banner', many: 'Home banners' },
  'home-counts': { one: 'count', many: 'Counts on the home page' },
};
/** Kinds whose items are fixed (the pages, the home counts): edited and published, never added nor taken off the site. */
export const FIXED_KINDS: readonly ContentKind[] = ['pages', 'home-counts'];

const IMAGE_ALT_REQUIRED = 'Describe the picture for people who cannot see it';

/** What an editor fills in for an event: the public event without its id and the computed `past`. */
export const eventFieldsSchema = eventSchema
  .omit({ id: true, past: true })
  .extend({
    eventName: z
      .string()
      .trim()
      .min(3, 'Give the event a name')
      .max(120, 'Keep the name under 120 characters'),
    location: z.string().trim().min(2, 'Say where it takes place').max(120),
    imageAlt: z.string().trim().min(3, IMAGE_ALT_REQUIRED).max(200),
    language: z.string().trim().min(2, 'Say which language it is in').max(40),
    offer: z.string().trim().max(80),
    description: z.string().trim().min(20, 'Describe the event in a sentence or two').max(2000),
  })
  .refine((event) => event.date.end >= event.date.start, {
    path: ['date', 'end'],
    message: 'The last day cannot be before the first',
  });
export type EventFields = z.infer<typeof eventFieldsSchema>;

/** What an editor fills in for a post: its body in Markdown (rendered without raw HTML). */
export const postFieldsSchema = postSchema.omit({ id: true }).extend({
  title: z.string().trim().min(3, 'Give the post a title').max(140, 'Keep the title under 140 characters'),
  author: z.string().trim().min(2, 'Say who wrote it').max(80),
  imageAlt: z.string().trim().min(3, IMAGE_ALT_REQUIRED).max(200),
  summary: z.string().trim().min(20, 'Sum the post up in a sentence or two').max(400),
  body: z.string().trim().min(20, 'Write the post').max(40_000, 'Keep the post under 40,000 characters'),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

const name = z.string().trim().min(2, 'Enter the name').max(80, 'Keep the name under 80 characters');
/** Paragraphs a page shows one after another (a leader's message, a qualification list). */
const lines = (one: string, most: number) =>
  z
    .array(z.string().trim().min(1, `Remove the empty ${one}`).max(2000))
    .min(1, `Add at least one ${one}`)
    .max(most, `At most ${most}`);

export const galleryFieldsSchema = galleryItemSchema.omit({ id: true }).extend({
  alt: z.string().trim().min(3, IMAGE_ALT_REQUIRED).max(200),
  caption: z
    .string()
    .trim()
    .min(3, 'Write a short caption')
    .max(160, 'Keep the caption under 160 characters'),
});
export type GalleryFields = z.infer<typeof galleryFieldsSchema>;

/** A magazine issue: its cover picture and its PDF (uploaded to the media store, or the committed ones). */
export const magazineFieldsSchema = magazineSchema.omit({ id: true }).extend({
  year: z
    .int({ error: 'Enter the year' })
    .min(2000, 'Enter a year from 2000')
    .max(2100, 'Enter a year before 2100'),
  month: z.int({ error: 'Choose the month' }).min(1, 'Choose the month').max(12, 'Choose the month'),
  title: z.string().trim().min(3, 'Give the issue a title').max(120, 'Keep the title under 120 characters'),
});
export type MagazineFields = z.infer<typeof magazineFieldsSchema>;

export const alumniFieldsSchema = alumniStorySchema.omit({ id: true }).extend({
  name,
  description: z.string().trim().min(20, 'Tell the story in a few sentences').max(2000),
});
export type AlumniFields = z.infer<typeof alumniFieldsSchema>;

export const testimonialFieldsSchema = testimonialSchema.omit({ id: true }).extend({
  name,
  qualification: z.string().trim().min(2, 'Say what they studied').max(120),
  comment: z.string().trim().min(20, 'Write what they said').max(1000, 'Keep it under 1,000 characters'),
});
export type TestimonialFields = z.infer<typeof testimonialFieldsSchema>;

export const facultyFieldsSchema = facultySchema.omit({ id: true }).extend({
  name,
  designation: z.string().trim().min(2, 'Enter the designation').max(80),
  department: z.string().trim().min(2, 'Enter the department').max(80),
  qualifications: lines('qualification', 10),
  experience: z.string().trim().min(2, 'Say how long they have taught').max(80),
  about: z.string().trim().min(20, 'Write a few sentences about them').max(2000),
});
export type FacultyFields = z.infer<typeof facultyFieldsSchema>;

export const leaderFieldsSchema = leaderSchema.omit({ id: true }).extend({
  name,
  title: z.string().trim().min(2, 'Enter their title').max(120),
  message: lines('paragraph', 20),
});
export type LeaderFields = z.infer<typeof leaderFieldsSchema>;

export const communityFieldsSchema = communitySchema.omit({ id: true }).extend({
  title: z
    .string()
    .trim()
    .min(3, 'Give the initiative a title')
    .max(120, 'Keep the title under 120 characters'),
  summary: z
    .string()
    .trim()
    .min(10, 'Sum it up in a sentence')
    .max(400, 'Keep the summary under 400 characters'),
  imageAlt: z.string().trim().min(3, IMAGE_ALT_REQUIRED).max(200),
  body: lines('paragraph', 20),
});
export type CommunityFields = z.infer<typeof communityFieldsSchema>;

export const webinarFieldsSchema = webinarSchema.omit({ id: true }).extend({
  title: z.string().trim().min(3, 'Give the webinar a title').max(120, 'Keep the title under 120 characters'),
  speaker: z.string().trim().min(2, 'Say who spoke').max(120),
  summary: z
    .string()
    .trim()
    .min(10, 'Sum it up in a sentence')
    .max(400, 'Keep the summary under 400 characters'),
  recordingUrl: z.url({
    protocol: /^https$/,
    error: 'Enter the recording’s address, starting with https://',
  }),
});
export type WebinarFields = z.infer<typeof webinarFieldsSchema>;

export const testimonialImageFieldsSchema = testimonialImageSchema.omit({ id: true }).extend({
  alt: z.string().trim().min(3, IMAGE_ALT_REQUIRED).max(200),
});
export type TestimonialImageFields = z.infer<typeof testimonialImageFieldsSchema>;

const pageTitle = z
  .string()
  .trim()
  .min(3, 'Give the page a title')
  .max(120, 'Keep the title under 120 characters');
const pageIntro = z.string().trim().min(10, 'Write a sentence or two under the title').max(600);
/** Each `{word}` of a legal text must be a place the page fills in (PAGE_PLACES). */
const knownPlaces = (text: string, context: z.RefinementCtx) => {
  for (const [place] of text.matchAll(PAGE_PLACE_PATTERN))
    if (!(PAGE_PLACES as readonly string[]).includes(place))
      context.addIssue({
        code: 'custom',
        message: `${place} is not something the page can fill in: use ${PAGE_PLACES.join(', ')}`,
      });
};
export const legalPageFieldsSchema = legalPageSchema.omit({ id: true }).extend({
  title: pageTitle,
  intro: pageIntro,
  updated: z.string().trim().min(6, 'Say when it was last changed, like 26 November 2026').max(40),
  body: z
    .string()
    .trim()
    .min(20, 'Write the page')
    .max(60_000, 'Keep the page under 60,000 characters')
    .refine((body) => body.startsWith('## '), 'Start with a section’s heading: a line beginning with ## ')
    .superRefine(knownPlaces),
});
const sentences = (one: string) =>
  z
    .array(
      z.string().trim().min(1, `Remove the empty ${one}`).max(400, `Keep each ${one} under 400 characters`),
    )
    .min(1, `Add at least one ${one}`)
    .max(12, 'At most 12');
export const scholarshipPageFieldsSchema = scholarshipPageSchema.omit({ id: true }).extend({
  title: pageTitle,
  intro: pageIntro,
  eligibility: sentences('line'),
  process: sentences('step'),
  motives: z
    .array(
      scholarshipMotiveSchema.extend({
        name: z.string().trim().min(3, 'Say who it is, without their name').max(80),
        text: z.string().trim().min(20, 'Write what they said').max(600, 'Keep it under 600 characters'),
      }),
    )
    .length(3, 'The page shows three motives'),
});
/** A page's texts: its layout says which (a page keeps the layout it has). */
export const pageFieldsSchema = z.discriminatedUnion('layout', [
  legalPageFieldsSchema,
  scholarshipPageFieldsSchema,
]);
export type LegalPageFields = z.infer<typeof legalPageFieldsSchema>;
export type ScholarshipPageFields = z.infer<typeof scholarshipPageFieldsSchema>;
export type PageFields = z.infer<typeof pageFieldsSchema>;

const CHOOSE_HOME_PICTURE = 'Choose a picture from the library or upload one';
/** A home slide: its pictures, its description (what a screen reader says of the slide) and its place. */
export const homeBannerFieldsSchema = homeBannerEntrySchema.omit({ id: true }).extend({
  wide: z.string().min(1, 'Add the wide picture').regex(HOME_PICTURE_PATTERN, CHOOSE_HOME_PICTURE),
  narrow: z.string().refine((url) => url === '' || HOME_PICTURE_PATTERN.test(url), CHOOSE_HOME_PICTURE),
  alt: z
    .string()
    .trim()
    .min(3, 'Describe the slide for people who cannot see it')
    .max(200, 'Keep the description under 200 characters'),
  place: z
    .int({ error: 'Enter its place, like 1 for the first slide' })
    .min(1, 'Enter its place, like 1 for the first slide')
    .max(99, 'Enter a place under 100'),
});
export type HomeBannerFields = z.infer<typeof homeBannerFieldsSchema>;

/** A count on the home page: its figure as it reads ("15,000+") and what it counts. */
export const homeCountFieldsSchema = homeCountSchema.omit({ id: true }).extend({
  value: z
    .string()
    .trim()
    .min(1, 'Enter the figure, like 15,000+')
    .max(12, 'Keep the figure under 12 characters'),
  label: z.string().trim().min(2, 'Say what it counts').max(40, 'Keep it under 40 characters'),
});
export type HomeCountFields = z.infer<typeof homeCountFieldsSchema>;

/** Every kind's fields, by kind: the desk's routes and forms are made from this one table. */
export const CONTENT_FIELDS = {
  events: eventFieldsSchema,
  posts: postFieldsSchema,
  gallery: galleryFieldsSchema,
  magazines: magazineFieldsSchema,
  alumni: alumniFieldsSchema,
  testimonials: testimonialFieldsSchema,
  faculty: facultyFieldsSchema,
  leadership: leaderFieldsSchema,
  community: communityFieldsSchema,
  webinars: webinarFieldsSchema,
  'testimonial-images': testimonialImageFieldsSchema,
  pages: pageFieldsSchema,
  'home-banners': homeBannerFieldsSchema,
  'home-counts': homeCountFieldsSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

/** `POST /staff/content/:kind`: a new item's id (its address where it has one) and its first draft. */
export const newContentSchema = <T extends z.ZodType>(fields: T) => z.object({ id: infoIdSchema, fields });
/** `PUT /staff/content/:kind/:id`: a draft saved over the version the editor saw. */
export const contentDraftSchema = <T extends z.ZodType>(fields: T) =>
  z.object({ version: z.number().int().min(0), fields });
/** An item in the editor: what to fill the form with, what the public sees now, and its state. */
export const contentEditorSchema = <T extends z.ZodType>(fields: T) =>
  z.object({ id: infoIdSchema, fields, public: fields.nullable(), editorial: editorialSchema });

/** A row of the desk's list. */
export const contentRowSchema = z.object({
  id: infoIdSchema,
  kind: contentKindSchema,
  title: z.string(),
  /** The date the desk sorts and shows the item by (an event's first day, a post's publication date, YYYY-MM-DD), if it has one. */
  day: z.string(),
  editorial: editorialSchema,
});
export type ContentRow = z.infer<typeof contentRowSchema>;
export const contentListSchema = z.array(contentRowSchema);

export const eventEditorSchema = contentEditorSchema(eventFieldsSchema);
export const postEditorSchema = contentEditorSchema(postFieldsSchema);
