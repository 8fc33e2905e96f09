import type { EventWhen } from '@aspire/contracts/info';
import type { Db } from 'mongodb';
import { COMMUNITY, WEBINARS } from '../seed/community.ts';
import { eventDocuments, indiaDay } from '../seed/events.ts';
import { galleryDocuments } from '../seed/gallery.ts';
import { magazineDocuments } from '../seed/magazines.ts';
import { ALUMNI, FACULTY, LEADERS, TESTIMONIAL_IMAGES, TESTIMONIALS } from '../seed/people.ts';
import { postDocuments } from '../seed/posts.ts';
import { contentCollection } from './content.ts';

/** Every collection the info service owns, and the only code that touches them. */
export function infoRepo(db: Db) {
  const events = contentCollection(db, 'events');
  const posts = contentCollection(db, 'posts');
  const collections = {
    events,
    posts,
    gallery: contentCollection(db, 'gallery'),
    magazines: contentCollection(db, 'magazines'),
    alumni: contentCollection(db, 'alumni'),
    testimonials: contentCollection(db, 'testimonials'),
    testimonialImages: contentCollection(db, 'testimonial_images'),
    faculty: contentCollection(db, 'faculty'),
    leadership: contentCollection(db, 'leadership'),
    community: contentCollection(db, 'community'),
    webinars: contentCollection(db, 'webinars'),
  };

  return {
    ...collections,

    /** Indexes, then the college's content: inserted when missing, never overwritten. */
    async prepare(now: Date) {
      await Promise.all(Object.values(collections).map((c) => c.ensureIndexes()));
      await db.collection('events').createIndex({ 'date.end': 1 });
      await db.collection('posts').createIndex({ kind: 1, publishedAt: -1 });
      await events.seed(eventDocuments(now));
      await posts.seed(postDocuments(now));
      await collections.gallery.seed(galleryDocuments());
      await collections.magazines.seed(magazineDocuments());
      await collections.alumni.seed(ALUMNI);
      await collections.testimonials.seed(TESTIMONIALS);
      await collections.testimonialImages.seed(TESTIMONIAL_IMAGES);
      await collections.faculty.seed(FACULTY);
      await collections.leadership.seed(LEADERS);
      await collections.community.seed(COMMUNITY);
      await collections.webinars.seed(WEBINARS);
    },

    /** Events by the day in India: upcoming until their last day is over, past afterwards. */
    async listEvents(when: EventWhen, now: Date) {
      const today = indiaDay(now);
      const filter =
        when === 'upcoming'
          ? { 'date.end': { $gte: today } }
          : when === 'past'
            ? { 'date.end': { $lt: today } }
            : {};
      const sort: Record<string, 1 | -1> = when === 'past' ? { 'date.start': -1 } : { 'date.start': 1 };
      const list = await events.list(filter, sort);
      return list.map((event) => ({ ...event, past: (event.date as { end: string }).end < today }));
    },

    async getEvent(id: string, now: Date) {
      const event = await events.get(id);
      return event ? { ...event, past: (event.date as { end: string }).end < indiaDay(now) } : null;
    },

    listPosts(kind?: string) {
      return posts.list(kind ? { kind } : {}, { publishedAt: -1 });
    },
  };
}
export type InfoRepo = ReturnType<typeof infoRepo>;
