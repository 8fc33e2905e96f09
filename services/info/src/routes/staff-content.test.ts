import {
  contentListSchema,
  type EventFields,
  eventEditorSchema,
  type PostFields,
  postEditorSchema,
} from '@aspire/contracts/content-desk';
import { eventListSchema, eventSchema, postListSchema, postSchema } from '@aspire/contracts/info';
import {
  ORIGINAL_CONTENT,
  PUBLISH_AT_PAST,
  revisionListSchema,
  STALE_VERSION,
} from '@aspire/contracts/publishing';
import { auditPageSchema, STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';

// The site's clock starts at real time: a schedule must lie ahead of both.
const { app, clock, sign, get, send } = await testApp(new Date());

const eventFields = (change: Partial<EventFields> = {}): EventFields => ({
  eventName: 'Seerah Reading Circle',
  location: 'Aspire Campus, Thousand Lights, Chennai',
  date: { start: '2030-01-12', end: '2030-01-12' },
  time: { start: '16:00', end: '18:00' },
  image: '/api/info/media/events/seerah-quiz-championship.svg',
  imageAlt: 'Students reading together in the library',
  language: 'English and Tamil',
  offer: 'Free for everyone',
  description: 'An afternoon of reading the life of the Prophet together, with tea and questions.',
  ...change,
});

const postFields = (change: Partial<PostFields> = {}): PostFields => ({
  kind: 'news',
  title: 'Admissions open for the new year',
  author: 'Admissions Office',
  publishedAt: '2026-11-20T04:30:00.000Z',
  image: '/api/info/media/posts/library-extension-opens.svg',
  imageAlt: 'The new wing of the college library',
  summary: 'Applications for every programme are now open in Chennai and Bengaluru.',
  body: 'Applications are open.\n\nVisit **either campus** to meet the teachers.',
  ...change,
});

const editorOf = (body: unknown) => eventEditorSchema.parse((body as { data: unknown }).data);

describe('the life of an event on the desk', () => {
  it('goes from draft to public, through edits, down and back, with every change kept and audited', async () => {
    const id = 'seerah-reading-circle';
    const created = await send('POST', 'staff/content/events', { id, fields: eventFields() });
    expect(created.status).toBe(201);
    let item = editorOf(created.body);
    expect(item).toMatchObject({
      id,
      public: null,
      editorial: { state: 'draft', version: 1, hasDraft: true },
    });
    expect(item.editorial.updatedBy).toBe('Fathima Editor');

    // A draft is nowhere in public, and its own address is 404.
    const listed = async () => eventListSchema.parse((await get('event')).body.data).find((e) => e.id === id);
    expect(await listed()).toBeUndefined();
    expect((await get(`event/${id}`)).status).toBe(404);

    // The preview shows it as the public address will, to staff only.
    const preview = await send('GET', `staff/content/events/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
    expect(eventSchema.parse(preview.body.data)).toEqual({ id, ...eventFields(), past: false });
    expect((await send('GET', `staff/content/events/${id}/preview`, undefined, {})).status).toBe(401);

    item = editorOf((await send('POST', `staff/content/events/${id}/publish`, { version: 1 })).body);
    expect(item.editorial).toMatchObject({ state: 'published', version: 2, hasDraft: false });
    expect(await listed()).toMatchObject({ eventName: 'Seerah Reading Circle', past: false });
    const open = await get(`event/${id}`);
    expect(open.status).toBe(200);
    expect(open.body.data).not.toHaveProperty('editorial');
    expect(open.response.headers.get('cache-control')).toBe('public, no-cache');

    // A saved draft leaves the public event as it was.
    const renamed = eventFields({ eventName: 'Seerah Reading Circle for Families' });
    item = editorOf((await send('PUT', `staff/content/events/${id}`, { version: 2, fields: renamed })).body);
    expect(item).toMatchObject({ fields: renamed, public: eventFields(), editorial: { hasDraft: true } });
    expect((await get(`event/${id}`)).body.data).toMatchObject({ eventName: 'Seerah Reading Circle' });

    item = editorOf((await send('POST', `staff/content/events/${id}/publish`, { version: 3 })).body);
    expect((await get(`event/${id}`)).body.data).toMatchObject({
      eventName: 'Seerah Reading Circle for Families',
    });

    item = editorOf((await send('POST', `staff/content/events/${id}/unpublish`, { version: 4 })).body);
    expect(item.editorial.state).toBe('unpublished');
    expect((await get(`event/${id}`)).status).toBe(404);
    expect(await listed()).toBeUndefined();

    // Revision 2 (the first publish) comes back as the draft, and goes out when published.
    const revisions = revisionListSchema.parse(
      (await send('GET', `staff/content/events/${id}/revisions`)).body.data,
    );
    expect(revisions.map((r) => [r.version, r.action])).toEqual([
      [5, 'unpublished'],
      [4, 'published'],
      [3, 'saved'],
      [2, 'published'],
      [1, 'created'],
    ]);
    item = editorOf(
      (await send('POST', `staff/content/events/${id}/restore`, { version: 5, revision: 2 })).body,
    );
    expect(item).toMatchObject({
      fields: eventFields(),
      editorial: { state: 'unpublished', hasDraft: true },
    });
    expect((await get(`event/${id}`)).status).toBe(404);
    await send('POST', `staff/content/events/${id}/publish`, { version: 6 });
    expect(await listed()).toMatchObject({ eventName: 'Seerah Reading Circle' });

    const admin = bearer(await sign({ id: 'admin-1', roles: ['admin'] }));
    const audit = auditPageSchema.parse(
      (await send('GET', `staff/audit?subjectKind=event&subjectId=${id}`, undefined, admin)).body.data,
    );
    expect(audit.entries.map((entry) => entry.action).reverse()).toEqual([
      'content.created',
      'content.published',
      'content.saved',
      'content.published',
      'content.unpublished',
      'content.restored',
      'content.published',
    ]);
    expect(audit.entries[0]?.subject).toEqual({ kind: 'event', id, label: 'Seerah Reading Circle' });
    expect(audit.entries[0]?.actor.name).toBe('Fathima Editor');
  });

  it('lists every event with its state, newest change first, drafts too', async () => {
    await send('POST', 'staff/content/events', { id: 'draft-only-event', fields: eventFields() });
    const list = await send('GET', 'staff/content/events');
    expect(list.response.headers.get('cache-control')).toBe('private, no-store');
    const rows = contentListSchema.parse(list.body.data);
    expect(rows[0]).toMatchObject({
      id: 'draft-only-event',
      kind: 'events',
      title: 'Seerah Reading Circle',
      day: '2030-01-12',
      editorial: { state: 'draft' },
    });
    // Every event the college loaded is there, published as it was loaded (version 0).
    const seeded = rows.find((row) => row.id === 'peace-expo-chennai');
    expect(seeded?.editorial).toMatchObject({ state: 'published', version: 0, updatedAt: null });
    expect(rows.length).toBe(eventListSchema.parse((await get('event')).body.data).length + 1);
  });

  it('keeps a loaded event as revision 0 when it is first changed', async () => {
    const open = editorOf((await send('GET', 'staff/content/events/open-day-bengaluru')).body);
    expect(open.editorial.version).toBe(0);
    const fields = { ...open.fields, offer: 'Application fee waived all week' };
    await send('PUT', 'staff/content/events/open-day-bengaluru', { version: 0, fields });
    const revisions = revisionListSchema.parse(
      (await send('GET', 'staff/content/events/open-day-bengaluru/revisions')).body.data,
    );
    expect(revisions.map((r) => [r.version, r.by])).toEqual([
      [1, 'Fathima Editor'],
      [0, ORIGINAL_CONTENT],
    ]);
    expect(revisions[1]?.fields).toEqual(open.public);
  });

  it('opens every loaded event and post in the editor', async () => {
    for (const [kind, schema] of [
      ['events', eventEditorSchema],
      ['posts', postEditorSchema],
    ] as const) {
      const rows = contentListSchema.parse((await send('GET', `staff/content/${kind}`)).body.data);
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        const { status, body } = await send('GET', `staff/content/${kind}/${row.id}`);
        expect(status, row.id).toBe(200);
        schema.parse(body.data);
      }
    }
  });
});

describe('a post scheduled two minutes ahead', () => {
  it('appears when the clock passes its time, and not before', async () => {
    const id = 'admissions-open-new-year';
    await send('POST', 'staff/content/posts', { id, fields: postFields() });
    const publishAt = new Date(clock.now().getTime() + 2 * 60_000).toISOString();
    const scheduled = await send('POST', `staff/content/posts/${id}/schedule`, { version: 1, publishAt });
    expect(scheduled.status).toBe(200);
    expect(postEditorSchema.parse(scheduled.body.data).editorial).toMatchObject({
      state: 'scheduled',
      publishAt,
    });

    const shown = async () =>
      postListSchema.parse((await get('post?kind=news')).body.data).some((p) => p.id === id);
    const start = clock.now().getTime() - Date.now();
    try {
      clock.moveTo(start + 60_000);
      expect(await app.publishDue()).toBe(0);
      expect(await shown()).toBe(false);
      expect((await get(`post/${id}`)).status).toBe(404);

      clock.moveTo(start + 2 * 60_000 + 1_000);
      expect(await app.publishDue()).toBe(1);
      expect(await shown()).toBe(true);
      expect(postSchema.parse((await get(`post/${id}`)).body.data)).toEqual({ id, ...postFields() });
      const item = postEditorSchema.parse((await send('GET', `staff/content/posts/${id}`)).body.data);
      expect(item.editorial).toMatchObject({ state: 'published', version: 3, updatedBy: 'Schedule' });
      const [audited] = await app.audit.forSubject('post', id).then((entries) => entries.slice(-1));
      expect(audited).toMatchObject({ action: 'content.published', actor: { name: 'Schedule' } });
      expect(await app.publishDue()).toBe(0);
    } finally {
      clock.moveTo(start);
    }
  });

  it('refuses a time the site clock has passed', async () => {
    await send('POST', 'staff/content/posts', { id: 'too-late-post', fields: postFields() });
    const start = clock.now().getTime() - Date.now();
    try {
      clock.moveTo(start + 60 * 60_000);
      const publishAt = new Date(Date.now() + 10 * 60_000).toISOString();
      const { status, body } = await send('POST', 'staff/content/posts/too-late-post/schedule', {
        version: 1,
        publishAt,
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ publishAt: PUBLISH_AT_PAST });
    } finally {
      clock.moveTo(start);
    }
  });
});

describe('what the desk refuses', () => {
  it('answers 400 with field errors for a bad item, changing nothing', async () => {
    const cases: [string, unknown, string[]][] = [
      ['staff/content/events', { id: 'Bad Id!', fields: eventFields() }, ['id']],
      [
        'staff/content/events',
        { id: 'no-name', fields: eventFields({ eventName: '' }) },
        ['fields.eventName'],
      ],
      [
        'staff/content/events',
        { id: 'ends-early', fields: eventFields({ date: { start: '2030-01-12', end: '2030-01-10' } }) },
        ['fields.date.end'],
      ],
      ['staff/content/events', { id: 'no-alt', fields: eventFields({ imageAlt: '' }) }, ['fields.imageAlt']],
      ['staff/content/posts', { id: 'no-body', fields: postFields({ body: '' }) }, ['fields.body']],
      ['staff/content/posts', { id: 'a-video', fields: { ...postFields(), kind: 'video' } }, ['fields.kind']],
    ];
    for (const [path, json, fields] of cases) {
      const { status, body } = await send('POST', path, json);
      expect(status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(body.errors), JSON.stringify(json)).toEqual(fields);
    }
    const rows = contentListSchema.parse((await send('GET', 'staff/content/events')).body.data);
    expect(rows.map((row) => row.id)).not.toContain('no-name');

    const versionless = await send('POST', 'staff/content/events/peace-expo-chennai/publish', {});
    expect(versionless.status).toBe(400);
    expect(Object.keys(versionless.body.errors)).toEqual(['version']);
    const outside = await send('POST', 'staff/content/events', {
      id: 'elsewhere',
      fields: eventFields({ image: 'http://example.com/a.png' }),
    });
    expect(Object.keys(outside.body.errors)).toEqual(['fields.image']);
  });

  it('answers 409 on a taken id and on a stale version, 404 on an unknown item or revision', async () => {
    const taken = await send('POST', 'staff/content/events', {
      id: 'peace-expo-chennai',
      fields: eventFields(),
    });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.errors)).toEqual(['id']);

    await send('POST', 'staff/content/posts', { id: 'two-editors', fields: postFields() });
    const first = await send('PUT', 'staff/content/posts/two-editors', { version: 1, fields: postFields() });
    expect(first.status).toBe(200);
    const second = await send('PUT', 'staff/content/posts/two-editors', {
      version: 1,
      fields: postFields({ title: 'A title nobody saw' }),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(STALE_VERSION);
    expect((await send('POST', 'staff/content/posts/two-editors/publish', { version: 1 })).status).toBe(409);

    expect((await send('GET', 'staff/content/posts/no-such-post')).status).toBe(404);
    expect((await send('POST', 'staff/content/posts/no-such-post/publish', { version: 0 })).status).toBe(404);
    const revision = await send('POST', 'staff/content/posts/two-editors/restore', {
      version: 2,
      revision: 9,
    });
    expect(revision.status).toBe(404);
    expect(Object.keys(revision.body.errors)).toEqual(['revision']);
    expect((await send('GET', 'staff/content/videos')).status).toBe(404);
  });

  it('lets only the content role (or an admin) in: 401 signed out, 403 without the role', async () => {
    const learner = bearer(await sign({ id: 'learner-1' }));
    const shop = bearer(await sign({ id: 'shop-1', roles: ['shop'] }));
    const admin = bearer(await sign({ id: 'admin-2', roles: ['admin'] }));
    const calls: [string, string, unknown?][] = [
      ['GET', 'staff/content/events'],
      ['GET', 'staff/content/posts/why-study-islamic-psychology'],
      ['GET', 'staff/content/posts/why-study-islamic-psychology/preview'],
      ['POST', 'staff/content/posts', { id: 'from-outside', fields: postFields() }],
      ['POST', 'staff/content/events/peace-expo-chennai/unpublish', { version: 0 }],
    ];
    for (const [method, path, json] of calls) {
      expect((await send(method, path, json, {})).status, path).toBe(401);
      for (const caller of [learner, shop]) {
        const refused = await send(method, path, json, caller);
        expect(refused.status, path).toBe(403);
        expect(refused.body.message).toBe(STAFF_ROLE_REQUIRED);
      }
    }
    expect((await get('event/peace-expo-chennai')).status).toBe(200);
    expect((await send('GET', 'staff/content/events', undefined, admin)).status).toBe(200);
  });
});

describe('the site clock', () => {
  it('is moved through POST /dev/clock on a movable clock', async () => {
    const start = clock.now().getTime() - Date.now();
    const moved = await send('POST', 'dev/clock', { offsetMs: 86_400_000 }, {});
    expect(moved.status).toBe(200);
    expect(Date.parse((moved.body.data as { now: string }).now) - Date.now()).toBeGreaterThan(86_000_000);
    clock.moveTo(start);
  });
});
