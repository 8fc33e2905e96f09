import { type CONTENT_FIELDS, CONTENT_KINDS, type ContentKind } from '@aspire/contracts/content-desk';
import type { EventWhen } from '@aspire/contracts/info';
import { type FreshCache, freshCache } from '@aspire/service-kit/fresh-cache';
import { type EditableItem, type Publishing, publishing } from '@aspire/service-kit/publishing';
import type { Db } from 'mongodb';
import type { z } from 'zod';
import { INFO_CONTENT, type InfoContent } from '../seed/content.ts';
import { contentCollection } from './content.ts';
import { markdownPostBodies } from './post-bodies.ts';

type ContentFields = { [K in ContentKind]: z.output<(typeof CONTENT_FIELDS)[K]> };
/** What an editor fills in for one kind of content (its public item without the id). */
export type FieldsOf<K extends ContentKind> = ContentFields[K];

/** An event as the public sees it on `today` (YYYY-MM-DD in India): past once its last day is over. */
export const eventOn = <T extends Record<string, unknown>>(event: T, today: string) => ({
  ...event,
  past: (event.date as { end: string }).end < today,
});

/** The collection a kind is kept in (the wall's pictures kept the name they had before the desk). */
const collectionOf = (kind: ContentKind) => (kind === 'testimonial-images' ? 'testimonial_images' : kind);

/** One of each for every edited list (its collection, change mark and revisions are named by its kind). */
const byKind = <T>(make: (kind: ContentKind) => T) =>
  Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, make(kind)])) as Record<ContentKind, T>;

/**
 * Every collection the info service owns, and the only code that touches them. The lists staff edit
 * (CONTENT_KINDS: events, posts, gallery, magazines, alumni, testimonials, faculty, leadership, community,
 * webinars, the testimonials' images, the pages' texts, the home page's slides and counts) each have a
 * `desk` (the kit's publishing model, on the site's clock `now`): public reads show only what is visible,
 * and are kept in memory (`pages`) until a change, on any instance, stamps their mark.
 */
export function infoRepo(
  db: Db,
  {
    now,
    onScheduledPublish,
  }: {
    now: () => Date;
    /** Told of each item the schedule published (for the audit log). */
    onScheduledPublish?: <K extends ContentKind>(
      kind: K,
      item: EditableItem<FieldsOf<K>>,
    ) => Promise<unknown>;
  },
) {
  // Another instance's change shows within a second; this instance's at once.
  const cacheOf = (mark: string) => freshCache(db, mark, { markAgeMs: 1_000 });
  // The home page's one read shows both its kinds: a change to either stamps the one mark.
  const home = cacheOf('home');
  const pages: Record<ContentKind, FreshCache> = byKind((kind) =>
    kind === 'home-banners' || kind === 'home-counts' ? home : cacheOf(kind),
  );
  const deskOf = <K extends ContentKind>(kind: K) =>
    publishing<FieldsOf<K>>(db, collectionOf(kind), {
      now,
      marks: [pages[kind]],
      onScheduledPublish: async (item) => onScheduledPublish?.(kind, item),
    });
  // Each desk holds its kind's fields: the desk's routes let in only what CONTENT_FIELDS[kind] accepts.
  const desk = byKind(deskOf) as unknown as { [K in ContentKind]: Publishing<FieldsOf<K>> };
  // What public reads add: the same for every edited list.
  const visible: Record<string, unknown> = desk.events.visibleFilter();
  const collections = byKind((kind) => contentCollection(db, collectionOf(kind)));
  const { events, posts } = collections;

  return {
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
      await Promise.all(Object.values(desk).map((list) => list.ensureIndexes()));
      await Promise.all([...new Set(Object.values(pages))].map((page) => page.init()));
      const { magazines, ...lists } = content;
      await collections.magazines.seed(magazines.map(({ theme: _theme, ...issue }) => issue));
      await Promise.all(
        Object.entries(lists).map(([list, documents]) =>
          collections[list as keyof typeof lists].seed(documents),
        ),
      );
      await markdownPostBodies(db);
      // Content another instance kept in memory may have gained items the files added.
      await Promise.all([...new Set(Object.values(pages))].map((page) => page.touch()));
    },

    /** Publishes every kind's items whose scheduled time the clock has passed; answers how many. */
    async publishDue() {
      let published = 0;
      for (const list of Object.values(desk)) published += await list.publishDue();
      return published;
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

    /** The published items of one of the other edited lists, in the college's order (`filter` narrows it). */
    listPublished(kind: Exclude<ContentKind, 'events' | 'posts'>, filter: Record<string, unknown> = {}) {
      return collections[kind].list({ ...filter, ...visible });
    },

    /** One published item of one of the other edited lists (a community initiative, a page); null when not shown. */
    getPublished(kind: Exclude<ContentKind, 'events' | 'posts'>, id: string) {
      return collections[kind].get(id, visible);
    },

    /** The home page's published slides, by their place (the college's order between equal places). */
    async homeBanners() {
      // Every stored slide passed the desk's fields schema when it was written.
      return (await collections['home-banners'].list(visible, { place: 1, order: 1 })) as ({
        id: string;
      } & FieldsOf<'home-banners'>)[];
    },

    /** The years that have published magazine issues, newest first. */
    async magazineYears() {
      const years: number[] = await db.collection('magazines').distinct('year', visible);
      return years.sort((a, b) => b - a);
    },
  };
}
export type InfoRepo = ReturnType<typeof infoRepo>;
