import { ORIGINAL_CONTENT, PUBLISH_AT_PAST, STALE_VERSION } from '@aspire/contracts/publishing';
import { describe, expect, it } from 'vitest';
import { siteClock } from './clock.ts';
import { ApiError } from './envelope.ts';
import { freshCache } from './fresh-cache.ts';
import { ID_TAKEN, ITEM_NOT_FOUND, publishing, REVISION_NOT_FOUND } from './publishing.ts';
import { testDatabase } from './testing/fixtures.ts';

const { db } = await testDatabase();
type Event = { title: string; venue: string };
const editor = { id: 'editor-1', name: 'Meera Iyer', email: 'meera@example.com' };
const colleague = { id: 'editor-2', name: 'Arjun Rao', email: 'arjun@example.com' };
const MINUTE = 60 * 1000;

/** What the public routes read: the documents as stored, visible ones only, in the college's order. */
const publicList = (name: string, filter: object) =>
  db
    .collection(name)
    .find(filter, { projection: { editorial: 0 } })
    .sort({ order: 1, _id: 1 })
    .toArray();

/**
 * The database, but each document replace waits until `count` of them are under way: writers that read
 * the same version then truly race for it.
 */
function writesHeldUntil(count: number) {
  let arrived = 0;
  let releaseAll = () => {};
  const allArrived = new Promise<void>((resolve) => {
    releaseAll = resolve;
  });
  const bound = <O extends object>(target: O, key: PropertyKey) => {
    const value = Reflect.get(target, key, target);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  const held = new Proxy(db, {
    get: (target, key) =>
      key !== 'collection'
        ? bound(target, key)
        : (name: string) =>
            new Proxy(target.collection(name), {
              get: (collection, method) =>
                method !== 'replaceOne'
                  ? bound(collection, method)
                  : async (...args: Parameters<typeof collection.replaceOne>) => {
                      arrived += 1;
                      if (arrived === count) releaseAll();
                      await allArrived;
                      return collection.replaceOne(...args);
                    },
            }),
  });
  return { db: held };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, message, errors } = error as ApiError;
  return { status, message, errors };
};

describe('publishing', () => {
  it('creates a draft nobody outside the staff sees, and refuses an id already taken', async () => {
    const events = publishing<Event>(db, 'draft_events', { now: () => new Date() });
    await events.ensureIndexes();
    await db
      .collection('draft_events')
      .insertOne({ _id: 'open-day' as never, order: 0, title: 'Open Day', venue: 'Hall' });

    const created = await events.create('sports-day', { title: 'Sports Day', venue: 'Ground' }, editor);
    expect(created).toMatchObject({
      id: 'sports-day',
      fields: { title: 'Sports Day', venue: 'Ground' },
      public: null,
      editorial: { state: 'draft', publishAt: null, version: 1, hasDraft: true, updatedBy: 'Meera Iyer' },
    });
    expect(await publicList('draft_events', events.visibleFilter())).toEqual([
      { _id: 'open-day', order: 0, title: 'Open Day', venue: 'Hall' },
    ]);
    expect((await events.list()).map((item) => [item.id, item.editorial.state])).toEqual([
      ['open-day', 'published'],
      ['sports-day', 'draft'],
    ]);
    expect(await events.revisions('sports-day')).toMatchObject([
      { version: 1, action: 'created', by: 'Meera Iyer', fields: { title: 'Sports Day', venue: 'Ground' } },
    ]);

    expect(await refusal(events.create('open-day', { title: 'Again', venue: 'Hall' }, editor))).toEqual({
      status: 409,
      message: ID_TAKEN,
      errors: { id: ID_TAKEN },
    });
  });

  it('keeps edits of published content as a draft until published, then shows them in place', async () => {
    const marks = freshCache(db, 'news_cache');
    await marks.init();
    let computed = 0;
    const cachedList = () => marks.get('list', async () => ++computed);
    const news = publishing<Event>(db, 'news', { now: () => new Date(), marks: [marks] });
    await db.collection('news').insertMany([
      { _id: 'first' as never, order: 0, title: 'Results are out', venue: 'Online' },
      { _id: 'second' as never, order: 1, title: 'Convocation', venue: 'Main hall' },
    ]);

    expect(await news.editorial('first')).toEqual({
      id: 'first',
      fields: { title: 'Results are out', venue: 'Online' },
      public: { title: 'Results are out', venue: 'Online' },
      editorial: {
        state: 'published',
        publishAt: null,
        version: 0,
        hasDraft: false,
        updatedAt: null,
        updatedBy: null,
      },
    });
    expect(await cachedList()).toBe(1);

    const saved = await news.saveDraft(
      'first',
      { title: 'Results are out today', venue: 'Online' },
      0,
      editor,
    );
    expect(saved).toMatchObject({
      fields: { title: 'Results are out today' },
      public: { title: 'Results are out' },
      editorial: { state: 'published', version: 1, hasDraft: true, updatedBy: 'Meera Iyer' },
    });
    expect(await cachedList()).toBe(2);
    expect((await publicList('news', news.visibleFilter()))[0]).toEqual({
      _id: 'first',
      order: 0,
      title: 'Results are out',
      venue: 'Online',
    });

    const published = await news.publish('first', 1, colleague);
    expect(published).toMatchObject({
      public: { title: 'Results are out today' },
      editorial: { state: 'published', version: 2, hasDraft: false, updatedBy: 'Arjun Rao' },
    });
    expect(await cachedList()).toBe(3);
    // Replaced in place: the same id and order, the new fields, nothing of the draft left over.
    expect((await publicList('news', news.visibleFilter())).map(({ _id, title }) => [_id, title])).toEqual([
      ['first', 'Results are out today'],
      ['second', 'Convocation'],
    ]);

    expect(await news.revisions('first')).toMatchObject([
      { version: 2, action: 'published', by: 'Arjun Rao', fields: { title: 'Results are out today' } },
      { version: 1, action: 'saved', by: 'Meera Iyer', fields: { title: 'Results are out today' } },
      { version: 0, action: 'created', by: ORIGINAL_CONTENT, fields: { title: 'Results are out' } },
    ]);
  });

  it('lets one of two editors on the same version win; the other is told to reload, and nothing of theirs is kept', async () => {
    await publishing<Event>(db, 'race_posts', { now: () => new Date() }).create(
      'notice',
      { title: 'Notice', venue: 'Board' },
      editor,
    );
    // Two instances, each having read version 1 before either writes.
    const writes = writesHeldUntil(2);
    const posts = publishing<Event>(writes.db, 'race_posts', { now: () => new Date() });
    const other = publishing<Event>(writes.db, 'race_posts', { now: () => new Date() });
    const outcomes = await Promise.allSettled([
      posts.saveDraft('notice', { title: 'Notice (Meera)', venue: 'Board' }, 1, editor),
      other.saveDraft('notice', { title: 'Notice (Arjun)', venue: 'Board' }, 1, colleague),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ status: 409, message: STALE_VERSION });

    const item = await posts.editorial('notice');
    expect(item.editorial.version).toBe(2);
    expect(item.fields).toEqual((won[0] as PromiseFulfilledResult<typeof item>).value.fields);
    expect((await posts.revisions('notice')).map((revision) => revision.version)).toEqual([2, 1]);

    // A version the editor could not have seen, and an item that does not exist.
    expect(await refusal(posts.publish('notice', 1, editor))).toMatchObject({
      status: 409,
      message: STALE_VERSION,
    });
    expect(await refusal(posts.publish('notice', 0, editor))).toMatchObject({ status: 409 });
    expect(await refusal(posts.publish('missing', 1, editor))).toMatchObject({
      status: 404,
      message: ITEM_NOT_FOUND,
    });
    expect(await refusal(posts.revisions('missing'))).toMatchObject({ status: 404 });
    expect((await posts.editorial('notice')).editorial.version).toBe(2);
  });

  it('publishes a scheduled item once its time comes on the site clock, once across instances', async () => {
    const clock = siteClock({ movable: true });
    const first = publishing<Event>(db, 'scheduled_events', { now: clock.now });
    const second = publishing<Event>(db, 'scheduled_events', { now: clock.now });
    const visible = async () =>
      (await publicList('scheduled_events', first.visibleFilter())).map(({ _id, title }) => [_id, title]);

    await first.create('fest', { title: 'Annual Fest', venue: 'Ground' }, editor);
    await db
      .collection('scheduled_events')
      .insertOne({ _id: 'talk' as never, order: 5, title: 'Guest talk', venue: 'Hall' });
    await first.saveDraft('talk', { title: 'Guest talk: moved', venue: 'Library' }, 0, editor);

    const inTwoMinutes = new Date(clock.now().getTime() + 2 * MINUTE);
    expect(
      await refusal(first.schedule('fest', new Date(clock.now().getTime() - MINUTE), 1, editor)),
    ).toEqual({
      status: 400,
      message: PUBLISH_AT_PAST,
      errors: { publishAt: PUBLISH_AT_PAST },
    });
    expect((await first.schedule('fest', inTwoMinutes, 1, editor)).editorial).toMatchObject({
      state: 'scheduled',
      publishAt: inTwoMinutes.toISOString(),
      version: 2,
    });
    await first.schedule('talk', inTwoMinutes, 1, editor);
    // Not yet: the new item stays hidden and the published one keeps showing its current version.
    expect(await first.publishDue()).toBe(0);
    expect(await visible()).toEqual([['talk', 'Guest talk']]);

    clock.moveTo(2 * MINUTE);
    const runs = await Promise.all([first.publishDue(), second.publishDue()]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await visible()).toEqual([
      ['fest', 'Annual Fest'],
      ['talk', 'Guest talk: moved'],
    ]);
    expect((await first.editorial('fest')).editorial).toMatchObject({
      state: 'published',
      publishAt: null,
      version: 3,
      updatedBy: 'Schedule',
    });
    expect((await first.revisions('fest'))[0]).toMatchObject({
      version: 3,
      action: 'published',
      by: 'Schedule',
    });
    expect(await first.publishDue()).toBe(0);
  });

  it('unpublishes, and restores an earlier revision as a draft until it is published again', async () => {
    const courses = publishing<Event>(db, 'restored_courses', { now: () => new Date() });
    await db
      .collection('restored_courses')
      .insertOne({ _id: 'bsc' as never, order: 0, title: 'B.Sc. Physics', venue: 'Block A' });
    await courses.saveDraft('bsc', { title: 'B.Sc. (Hons) Physics', venue: 'Block A' }, 0, editor);
    await courses.publish('bsc', 1, editor);

    expect((await courses.restore('bsc', 0, 2, editor)).editorial).toMatchObject({
      version: 3,
      hasDraft: true,
    });
    expect(await courses.editorial('bsc')).toMatchObject({
      fields: { title: 'B.Sc. Physics' },
      public: { title: 'B.Sc. (Hons) Physics' },
    });
    expect((await courses.revisions('bsc'))[0]).toMatchObject({
      version: 3,
      action: 'restored',
      fields: { title: 'B.Sc. Physics' },
    });
    expect(await refusal(courses.restore('bsc', 9, 3, editor))).toEqual({
      status: 404,
      message: REVISION_NOT_FOUND,
      errors: { revision: REVISION_NOT_FOUND },
    });
    await courses.publish('bsc', 3, editor);
    expect((await publicList('restored_courses', courses.visibleFilter()))[0]).toMatchObject({
      title: 'B.Sc. Physics',
    });

    expect((await courses.unpublish('bsc', 4, colleague)).editorial).toMatchObject({
      state: 'unpublished',
      version: 5,
    });
    expect(await publicList('restored_courses', courses.visibleFilter())).toEqual([]);
    expect((await courses.editorial('bsc')).public).toMatchObject({ title: 'B.Sc. Physics' });
    await courses.publish('bsc', 5, editor);
    expect(await publicList('restored_courses', courses.visibleFilter())).toHaveLength(1);
  });
});
