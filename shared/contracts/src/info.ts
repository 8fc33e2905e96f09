import { z } from 'zod';
import { EVENT_WHEN, GALLERY_CATEGORIES, LEADER_ROLES, PAGE_SLUGS, POST_KINDS } from './info-values.ts';

export * from './info-values.ts';

/**
 * The info service's answers (spec sections 2 and 3: Event, Blog, Testimonial, Gallery item, Magazine
 * item, Alumni story) and the query values it accepts. The service validates with these schemas and
 * the info remote parses every answer with them.
 */

/** Stable, URL-safe identifiers (`/blog/{id}`, `/community/{id}`); anything else is refused. */
export const infoIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Must be a lower-case id of letters, digits and hyphens');
export const idParamsSchema = z.object({ id: infoIdSchema });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD');
const clock = z.string().regex(/^\d{2}:\d{2}$/, 'Must be a time as HH:MM');
/** Media the service serves itself (`/api/info/media/…`) or an absolute https address. */
const mediaUrl = z.string().regex(/^(\/api\/info\/media\/|https:\/\/)/, 'Must be a media path or https URL');

// Events ---------------------------------------------------------------------------------------------
export const eventWhenSchema = z.enum(EVENT_WHEN, { error: 'Must be one of upcoming, past or all' });
export type EventWhen = z.infer<typeof eventWhenSchema>;
export const eventQuerySchema = z.strictObject({ when: eventWhenSchema.default('all') });

export const eventSchema = z.object({
  id: infoIdSchema,
  eventName: z.string(),
  location: z.string(),
  /** Start and end day in India (Asia/Kolkata); an event is past once its end day is over. */
  date: z.object({ start: isoDate, end: isoDate }),
  time: z.object({ start: clock, end: clock }),
  image: mediaUrl,
  imageAlt: z.string(),
  language: z.string(),
  offer: z.string(),
  description: z.string(),
  /** Recording of a past event, on the learning site. */
  recordingUrl: z.url().optional(),
  /** Whether the server's date makes this event past (added to each answer). */
  past: z.boolean(),
});
export type InfoEvent = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

// Posts (blogs and news) -----------------------------------------------------------------------------
export const postKindSchema = z.enum(POST_KINDS, { error: 'Must be blog or news' });
export type PostKind = z.infer<typeof postKindSchema>;
export const postQuerySchema = z.strictObject({ kind: postKindSchema.optional() });

export const postSummarySchema = z.object({
  id: infoIdSchema,
  kind: postKindSchema,
  title: z.string(),
  author: z.string(),
  /** ISO timestamp. */
  publishedAt: z.iso.datetime(),
  image: mediaUrl,
  imageAlt: z.string(),
  summary: z.string(),
});
/** The body is Markdown; pages render it without raw HTML, and links only to http(s), mail and the site. */
export const postSchema = postSummarySchema.extend({ body: z.string().min(1) });
export type PostSummary = z.infer<typeof postSummarySchema>;
export type Post = z.infer<typeof postSchema>;
export const postListSchema = z.array(postSummarySchema);

// Gallery --------------------------------------------------------------------------------------------
export const galleryCategorySchema = z.enum(GALLERY_CATEGORIES, {
  error: 'Must be one of campus, elearning, peaceexpo or workshop',
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;
export const galleryQuerySchema = z.strictObject({ category: galleryCategorySchema.optional() });
export const galleryItemSchema = z.object({
  id: infoIdSchema,
  category: galleryCategorySchema,
  image: mediaUrl,
  alt: z.string().min(1),
  caption: z.string(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export const galleryListSchema = z.array(galleryItemSchema);

// Magazines ------------------------------------------------------------------------------------------
/** A year of issues (the page's filters are the years the published issues have). */
export const magazineYearSchema = z.string().regex(/^20\d{2}$/, 'Must be a year such as 2023');
export const magazineQuerySchema = z.strictObject({ year: magazineYearSchema.optional() });
export const magazineSchema = z.object({
  id: infoIdSchema,
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  title: z.string(),
  cover: mediaUrl,
  pdf: mediaUrl,
});
export type Magazine = z.infer<typeof magazineSchema>;
export const magazineListSchema = z.array(magazineSchema);
/** `GET /magazines/years`: the years with published issues, newest first. */
export const magazineYearListSchema = z.array(z.number().int());

// Alumni, testimonials -------------------------------------------------------------------------------
export const alumniStorySchema = z.object({
  id: infoIdSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: mediaUrl,
});
export type AlumniStory = z.infer<typeof alumniStorySchema>;
export const alumniListSchema = z.array(alumniStorySchema);

export const testimonialSchema = z.object({
  id: infoIdSchema,
  image: mediaUrl,
  name: z.string(),
  qualification: z.string(),
  comment: z.string(),
  /** YYYY-MM-DD. */
  date: isoDate,
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListSchema = z.array(testimonialSchema);

export const testimonialImageSchema = z.object({ id: infoIdSchema, image: mediaUrl, alt: z.string().min(1) });
export type TestimonialImage = z.infer<typeof testimonialImageSchema>;
export const testimonialImageListSchema = z.array(testimonialImageSchema);

// People ---------------------------------------------------------------------------------------------
export const facultySchema = z.object({
  id: infoIdSchema,
  name: z.string(),
  designation: z.string(),
  department: z.string(),
  qualifications: z.array(z.string()).min(1),
  experience: z.string(),
  about: z.string(),
  image: mediaUrl,
});
export type Faculty = z.infer<typeof facultySchema>;
export const facultyListSchema = z.array(facultySchema);

export const leaderSchema = z.object({
  id: infoIdSchema,
  role: z.enum(LEADER_ROLES),
  name: z.string(),
  title: z.string(),
  image: mediaUrl,
  message: z.array(z.string()).min(1),
});
export type Leader = z.infer<typeof leaderSchema>;
export const leaderListSchema = z.array(leaderSchema);

// Community initiatives and W Power webinars -------------------------------------------------------
export const communitySummarySchema = z.object({
  id: infoIdSchema,
  title: z.string(),
  summary: z.string(),
  image: mediaUrl,
  imageAlt: z.string(),
});
export const communitySchema = communitySummarySchema.extend({ body: z.array(z.string()).min(1) });
export type CommunitySummary = z.infer<typeof communitySummarySchema>;
export type Community = z.infer<typeof communitySchema>;
export const communityListSchema = z.array(communitySummarySchema);

export const webinarSchema = z.object({
  id: infoIdSchema,
  title: z.string(),
  speaker: z.string(),
  summary: z.string(),
  recordingUrl: z.url(),
});
export type Webinar = z.infer<typeof webinarSchema>;
export const webinarListSchema = z.array(webinarSchema);

// Information pages (Terms, Privacy, Scholarship) ----------------------------------------------------
export const pageSlugSchema = z.enum(PAGE_SLUGS, { error: 'Must be terms, privacy or scholarship' });
export type PageSlug = z.infer<typeof pageSlugSchema>;
export const pageParamsSchema = z.object({ slug: pageSlugSchema });
/** A legal text: its sections are the body's `## ` headings, numbered by the page. */
export const legalPageSchema = z.object({
  id: pageSlugSchema,
  layout: z.literal('legal'),
  title: z.string(),
  intro: z.string(),
  /** The day it was last changed, as the page says it ("26 November 2026"). */
  updated: z.string(),
  /** Markdown, drawn without raw HTML; `## ` starts a section, and tables are allowed. */
  body: z.string().min(1),
});
export const scholarshipMotiveSchema = z.object({ name: z.string(), text: z.string() });
/** The scholarship page's texts; its phone, Contact Us and Apply Now stay the page's own. */
export const scholarshipPageSchema = z.object({
  id: pageSlugSchema,
  layout: z.literal('scholarship'),
  title: z.string(),
  intro: z.string(),
  eligibility: z.array(z.string()).min(1),
  process: z.array(z.string()).min(1),
  motives: z.array(scholarshipMotiveSchema).length(3),
});
export const pageSchema = z.discriminatedUnion('layout', [legalPageSchema, scholarshipPageSchema]);
export type LegalPage = z.infer<typeof legalPageSchema>;
export type ScholarshipPage = z.infer<typeof scholarshipPageSchema>;
export type InfoPage = z.infer<typeof pageSchema>;

// The home page (spec section 2): its carousel's slides and its counts as staff keep them; what the page
// reads (`GET /api/info/home`) is in home.ts ------------------------------------------------------------
/**
 * A home slide's picture as staff chose it: the committed art (`/api/info/media/home/<file>.svg`) or a
 * picture uploaded to the info service's library, whose sizes the service knows.
 */
export const HOME_PICTURE_PATTERN = /^\/api\/info\/media\/(home\/[a-z0-9-]+\.svg|[a-f0-9]{24}\/\d+\.webp)$/;
/** A slide as staff keep it (the desk's preview): its pictures' addresses and its place in the order. */
export const homeBannerEntrySchema = z.object({
  id: infoIdSchema,
  wide: z.string(),
  /** '' for a slide without a phone picture (not shown under 768 px). */
  narrow: z.string(),
  alt: z.string(),
  /** 1 for the first slide; slides with the same place keep the college's order. */
  place: z.number().int(),
});
export type HomeBannerEntry = z.infer<typeof homeBannerEntrySchema>;
/** One of the counts under the carousel, like "15,000+ Alumni Graduated". */
export const homeCountSchema = z.object({ id: infoIdSchema, value: z.string(), label: z.string() });
export type HomeCount = z.infer<typeof homeCountSchema>;
