import type { EventFields, PostFields } from '@aspire/contracts/content-desk';
import type { EventWhen } from '@aspire/contracts/info';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import { publishing } from '@aspire/service-kit/publishing';
import type { Db } from 'mongodb';
import { INFO_CONTENT, type InfoContent } from '../seed/content.ts';
import { contentCollection } from './content.ts';

/** An event as the public sees it on `today` (YYYY-MM-DD in India): past once its last day is over. */
export const eventOn = <T extends Record<string, unknown>>(event: T, today: string) => ({
  ...event,
  past: (event.date as { end: string }).end < today,
});

/**
 * Every collection the info service owns, and the only code that touches them. Events and posts are
 * edited by staff (`desk`, the kit's publishing model, on the site's clock `now`): public reads show only
 * what is visible, and are kept in memory (`pages`) until a change, on any instance, stamps their mark.
 */
export function infoRepo(
  db: Db,
  {
    now,
    onScheduledPublish,
  }: {
    now: () => Date;
    /** Told of each item the schedule published, with its title (for the audit log). */
    onScheduledPublish?: (subject: { kind: 'event' | 'post'; id: string; label: string }) => Promise<unknown>;
  },
) {
  const events = contentCollection(db, 'events');
  const posts = contentCollection(db, 'posts');
  // Another instance's change shows within a second; this instance's at once.
  const pages = {
    events: freshCache(db, 'events', { markAgeMs: 1_000 }),
    posts: freshCache(db, 'posts', { markAgeMs: 1_000 }),
  };
  const desk = {
    events: publishing<EventFields>(db, 'events', {
      now,
      marks: [pages.events],
      onScheduledPublish: async (item) =>
        onScheduledPublish?.({ kind: 'event', id: item.id, label: item.fields.eventName }),
    }),
    posts: publishing<PostFields>(db, 'posts', {
      now,
      marks: [pages.posts],
      onScheduledPublish: async (item) =>
        onScheduledPublish?.({ kind: 'post', id: item.id, label: item.fields.title }),
    }),
  };
  // What public reads add: the same for every edited list.
  const visible: Record<string, unknown> = desk.events.visibleFilter();
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
    desk,
    pages,

    /**
     * Indexes, then the college's content files (`content/`): each document inserted when missing, never
     * overwritten, so what staff changed stays. An issue's theme is for its printed pages only.
     */
    async prepare(content: InfoContent = INFO_CONTENT) {
      await Promise.all(Object.values(collections).map((c) => c.ensureIndexes()));
      await db.collection('events').createIndex({ 'date.end': 1 });
      await db.collection('posts').createIndex({ kind: 1, publishedAt: -1 });
      await Promise.all([desk.events.ensureIndexes(), desk.posts.ensureIndexes()]);
      await Promise.all([pages.events.init(), pages.posts.init()]);
      const { magazines, ...lists } = content;
      await collections.magazines.seed(magazines.map(({ theme: _theme, ...issue }) => issue));
      await Promise.all(
        Object.entries(lists).map(([list, documents]) =>
          collections[list as keyof typeof lists].seed(documents),
        ),
      );
      // Content another instance kept in memory may have gained items the files added.
      await Promise.all([pages.events.touch(), pages.posts.touch()]);
    },

    /** Publishes the events and posts whose scheduled time the clock has passed; answers how many. */
    async publishDue() {
      return (await desk.events.publishDue()) + (await desk.posts.publishDue());
    },

    /** Published events by `today` in India (YYYY-MM-DD): upcoming until their last day is over, past afterwards. */
    async listEvents(when: EventWhen, today: string) {
      const filter =
        when === 'upcoming'
          ? { ...visible, 'date.end': { $gte: today } }
          : when === 'past'
            ? { ...visible, 'date.end': { $lt: today } }
            : visible;
      const sort: Record<string, 1 | -1> = when === 'past' ? { 'date.start': -1 } : { 'date.start': 1 };
      const list = await events.list(filter, sort);
      return list.map((event) => eventOn(event, today));
    },

    /** A published event; null for one unknown, a draft or taken down. */
    async getEvent(id: string, today: string) {
      const event = await events.get(id, visible);
      return event ? eventOn(event, today) : null;
    },

    /** Published posts, newest first. */
    listPosts(kind?: string) {
      return posts.list(kind ? { ...visible, kind } : visible, { publishedAt: -1 });
    },

    /** A published post; null for one unknown, a draft or taken down. */
    getPost(id: string) {
      return posts.get(id, visible);
    },
  };
}
export type InfoRepo = ReturnType<typeof infoRepo>;
