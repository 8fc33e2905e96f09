import type { ContentKind } from '@aspire/contracts/content-desk';
import {
  alumniStorySchema,
  communitySchema,
  eventSchema,
  facultySchema,
  galleryItemSchema,
  homeBannerEntrySchema,
  homeCountSchema,
  leaderSchema,
  magazineSchema,
  PAGE_LAYOUTS,
  type PageSlug,
  pageSchema,
  postSchema,
  testimonialImageSchema,
  testimonialSchema,
  webinarSchema,
} from '@aspire/contracts/info';
import { ApiError } from '@aspire/service-kit';
import { todayInIndia } from '@aspire/service-kit/india-days';
import { eventOn, type FieldsOf } from '../repo/info.ts';
import { HOME_ART } from '../seed/home-art.ts';

/** The names of `F`'s text fields. */
type TextField<F> = { [P in keyof F]-?: F[P] extends string ? P : never }[keyof F] & string;

/** What the desk needs to know of one kind of content beyond its fields (the contracts' CONTENT_FIELDS). */
export type DeskKind<F> = {
  /** The audit log's name for one item. */
  subject: string;
  /** What the desk's list and the audit log call an item. */
  title: (fields: F) => string;
  /** The date the desk's list shows (YYYY-MM-DD; a magazine's YYYY-MM), or '' for a kind without one. */
  day: (fields: F) => string;
  /** The fields holding its pictures, for a kind that has them: an uploaded one must be one we stored. */
  pictures?: readonly TextField<F>[];
  /** The field holding its PDF, for a kind that has one: a committed one or a document we stored. */
  document?: TextField<F>;
  /** The item exactly as its public route would answer it, on `today` (YYYY-MM-DD in India). */
  preview: (id: string, fields: F, today: string) => unknown;
  /** What the fields must also be for this item (a 400 with field errors otherwise). */
  check?: (id: string, fields: F) => void;
};

export const PAGE_LAYOUT_FIXED = 'This page keeps its layout: edit its texts only.';
export const HOME_ART_UNKNOWN =
  'This picture is not one of the home page’s. Choose another from the library.';
const HOME_ART_FOLDER = '/api/info/media/home/';

const none = () => '';
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Every kind the desk edits: a new kind is one entry here (and its fields in the contracts). */
export const DESK_KINDS: { [K in ContentKind]: DeskKind<FieldsOf<K>> } = {
  events: {
    subject: 'event',
    title: (event) => event.eventName,
    day: (event) => event.date.start,
    pictures: ['image'],
    preview: (id, event, today) => eventSchema.parse(eventOn({ id, ...event }, today)),
  },
  posts: {
    subject: 'post',
    title: (post) => post.title,
    day: (post) => todayInIndia(new Date(post.publishedAt)),
    pictures: ['image'],
    preview: (id, post) => postSchema.parse({ id, ...post }),
  },
  gallery: {
    subject: 'gallery-picture',
    title: (picture) => picture.caption,
    day: none,
    pictures: ['image'],
    preview: (id, picture) => galleryItemSchema.parse({ id, ...picture }),
  },
  magazines: {
    subject: 'magazine',
    title: (issue) => issue.title,
    day: (issue) => `${issue.year}-${twoDigits(issue.month)}`,
    pictures: ['cover'],
    document: 'pdf',
    preview: (id, issue) => magazineSchema.parse({ id, ...issue }),
  },
  alumni: {
    subject: 'alumni-story',
    title: (story) => story.name,
    day: none,
    pictures: ['imageUrl'],
    preview: (id, story) => alumniStorySchema.parse({ id, ...story }),
  },
  testimonials: {
    subject: 'testimonial',
    title: (testimonial) => testimonial.name,
    day: (testimonial) => testimonial.date,
    pictures: ['image'],
    preview: (id, testimonial) => testimonialSchema.parse({ id, ...testimonial }),
  },
  faculty: {
    subject: 'faculty-member',
    title: (member) => member.name,
    day: none,
    pictures: ['image'],
    preview: (id, member) => facultySchema.parse({ id, ...member }),
  },
  leadership: {
    subject: 'leader',
    title: (leader) => leader.name,
    day: none,
    pictures: ['image'],
    preview: (id, leader) => leaderSchema.parse({ id, ...leader }),
  },
  community: {
    subject: 'community-initiative',
    title: (initiative) => initiative.title,
    day: none,
    pictures: ['image'],
    preview: (id, initiative) => communitySchema.parse({ id, ...initiative }),
  },
  webinars: {
    subject: 'webinar',
    title: (webinar) => webinar.title,
    day: none,
    preview: (id, webinar) => webinarSchema.parse({ id, ...webinar }),
  },
  'testimonial-images': {
    subject: 'testimonial-image',
    title: (picture) => picture.alt,
    day: none,
    pictures: ['image'],
    preview: (id, picture) => testimonialImageSchema.parse({ id, ...picture }),
  },
  pages: {
    subject: 'page',
    title: (page) => page.title,
    day: none,
    preview: (id, page) => pageSchema.parse({ id, ...page }),
    check: (id, page) => {
      if (PAGE_LAYOUTS[id as PageSlug] !== page.layout)
        throw new ApiError(400, PAGE_LAYOUT_FIXED, { 'fields.layout': PAGE_LAYOUT_FIXED });
    },
  },
  'home-banners': {
    subject: 'home-banner',
    title: (banner) => banner.alt,
    day: none,
    pictures: ['wide', 'narrow'],
    preview: (id, banner) => homeBannerEntrySchema.parse({ id, ...banner }),
    // The committed art must be a file we have: the page needs its size.
    check: (_id, banner) => {
      for (const field of ['wide', 'narrow'] as const) {
        const url = banner[field];
        if (url.startsWith(HOME_ART_FOLDER) && !HOME_ART.has(url))
          throw new ApiError(400, HOME_ART_UNKNOWN, { [`fields.${field}`]: HOME_ART_UNKNOWN });
      }
    },
  },
  'home-counts': {
    subject: 'home-count',
    title: (count) => `${count.value} ${count.label}`,
    day: none,
    preview: (id, count) => homeCountSchema.parse({ id, ...count }),
  },
};

/** The audit log's subject for an item of `kind`. */
export const deskSubject = <K extends ContentKind>(kind: K, item: { id: string; fields: FieldsOf<K> }) => {
  const spec: DeskKind<FieldsOf<K>> = DESK_KINDS[kind];
  return { kind: spec.subject, id: item.id, label: spec.title(item.fields) };
};
