import { courseSchema } from '@aspire/contracts/catalog';
import {
  type CourseEditor,
  courseEditorSchema,
  courseRevisionListSchema,
  courseRowListSchema,
  fieldsOf,
} from '@aspire/contracts/course-desk';
import { ORIGINAL_CONTENT, PUBLISH_AT_PAST, STALE_VERSION } from '@aspire/contracts/publishing';
import { auditPageSchema } from '@aspire/contracts/staff';
import { siteClock } from '@aspire/service-kit/clock';
import { describe, expect, it } from 'vitest';
import { courseArt, madeBrochure } from '../media/addresses.ts';
import { SEED_COURSES } from '../seed/courses.ts';
import { testApp } from '../test-app.ts';

const clock = siteClock({ movable: true });
const { app, database, call, staffToken } = await testApp({ clock });
const editor = await staffToken(['content']);
const admin = await staffToken(['admin']);
const seeded = (id: number) => {
  const course = SEED_COURSES.find((seed) => seed.id === id);
  if (!course) throw new Error(`no seed course ${id}`);
  return course;
};

const open = async (id: number) => {
  const { status, data } = await call('GET', `staff/courses/${id}`, { token: editor });
  expect(status).toBe(200);
  return courseEditorSchema.parse(data);
};
const publicTitle = async (id: number) => courseSchema.parse((await call('GET', `courses/${id}`)).data).title;
const save = (course: CourseEditor, change: Partial<CourseEditor['fields']>, token = editor) =>
  call('PUT', `staff/courses/${course.id}`, {
    token,
    body: { version: course.editorial.version, fields: { ...course.fields, ...change } },
  });
const post = (id: string, action: string, body: unknown, token = editor) =>
  call('POST', `staff/courses/${id}/${action}`, { token, body });

describe('the course editor', () => {
  it('refuses anonymous callers (401) and staff without the content role (403); admin passes', async () => {
    const admissions = await staffToken(['admissions']);
    for (const [method, path] of [
      ['GET', 'staff/courses'],
      ['POST', 'staff/courses'],
      ['GET', 'staff/courses/3'],
      ['PUT', 'staff/courses/3'],
      ['POST', 'staff/courses/3/publish'],
      ['POST', 'staff/courses/3/schedule'],
      ['POST', 'staff/courses/3/restore'],
      ['GET', 'staff/courses/3/revisions'],
      ['GET', 'staff/courses/3/preview'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await call(method, path, { body })).status, path).toBe(401);
      expect((await call(method, path, { token: admissions, body })).status, path).toBe(403);
    }
    expect((await call('GET', 'staff/courses/3', { token: admin })).status).toBe(200);
    // Nobody offers to take a course down: links, applications and enrolments name it.
    expect((await post('3', 'unpublish', { version: 0 })).status).toBe(404);
  });

  it('lists every course with its category and state, content never edited as version 0', async () => {
    const { data } = await call('GET', 'staff/courses', { token: editor });
    const rows = courseRowListSchema.parse(data);
    expect(rows.map((row) => row.id)).toEqual(SEED_COURSES.map((course) => String(course.id)));
    expect(rows[0]).toEqual({
      id: '1',
      title: seeded(1).title,
      category: 'on-campus',
      editorial: expect.objectContaining({
        state: 'published',
        version: 0,
        hasDraft: false,
        updatedAt: null,
      }),
    });
    expect(rows.find((row) => row.id === '8')?.category).toBe('free');
  });

  it('keeps a draft from the public, shows it in the preview, and publishes it to the page', async () => {
    const course = await open(2);
    expect(course.fields).toEqual(fieldsOf(seeded(2)));
    const highlights = ['Small classes with a personal mentor', ...course.fields.programFee];
    const saved = await save(course, { title: 'B.Sc. Psychology (Honours)', programFee: highlights });
    expect(saved.status).toBe(200);
    const draft = courseEditorSchema.parse(saved.data);
    expect(draft.editorial).toMatchObject({
      state: 'published',
      version: 1,
      hasDraft: true,
      updatedBy: 'Mariam Rahman',
    });
    expect(draft.public?.title).toBe(seeded(2).title);

    expect(await publicTitle(2)).toBe(seeded(2).title);
    const listed = (await call('GET', 'courses?category=on-campus')).data as { id: number; title: string }[];
    expect(listed.find((row) => row.id === 2)?.title).toBe(seeded(2).title);
    const preview = courseSchema.parse(
      (await call('GET', 'staff/courses/2/preview', { token: editor })).data,
    );
    const edited = { ...seeded(2), title: 'B.Sc. Psychology (Honours)', programFee: highlights };
    // Its art and brochure are made at new addresses, for the new title.
    const made = { ...courseArt(edited), brochurePdf: madeBrochure(edited) };
    expect(preview).toEqual({ ...edited, ...made });

    const published = await post('2', 'publish', { version: 1 });
    expect(published.status).toBe(200);
    expect(courseEditorSchema.parse(published.data).editorial).toMatchObject({ version: 2, hasDraft: false });
    const answer = (await call('GET', 'courses/2')).data as Record<string, unknown>;
    // The public answer is the course alone: nothing of the editors' side.
    expect(Object.keys(answer).filter((key) => ['editorial', 'order', '_id'].includes(key))).toEqual([]);
    const page = courseSchema.parse(answer);
    expect(page).toEqual({ ...edited, ...made });
    const after = (await call('GET', 'courses?category=on-campus')).data as { id: number; title: string }[];
    expect(after.find((row) => row.id === 2)?.title).toBe('B.Sc. Psychology (Honours)');

    const log = auditPageSchema.parse(
      (await call('GET', 'staff/audit?subjectKind=course&subjectId=2', { token: admin })).data,
    );
    expect(log.entries.map((entry) => entry.action)).toEqual(['course.published', 'course.saved']);
    expect(log.entries[1]?.changes?.title).toEqual({
      from: seeded(2).title,
      to: 'B.Sc. Psychology (Honours)',
    });
    expect(Object.keys(log.entries[0]?.changes ?? {}).sort()).toEqual(['programFee', 'title']);
  });

  it('refuses a change on a stale version (409), changing nothing', async () => {
    const course = await open(5);
    expect((await save(course, { title: 'Basic Arabic, first edit' })).status).toBe(200);
    const stale = await save(course, { title: 'Basic Arabic, second edit' });
    expect(stale.status).toBe(409);
    expect(stale.json?.message).toBe(STALE_VERSION);
    expect((await post('5', 'publish', { version: 0 })).status).toBe(409);
    expect((await open(5)).fields.title).toBe('Basic Arabic, first edit');
    expect(await publicTitle(5)).toBe(seeded(5).title);
  });

  it('refuses invalid texts with 400 and field errors, changing nothing', async () => {
    const course = await open(6);
    const { fields } = course;
    const bad = await save(course, {
      title: ' ',
      programFee: [],
      curriculum: [fields.curriculum[0]!, { ...fields.curriculum[0]!, learningUnits: ['Nouns', 'nouns'] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors).toMatchObject({
      'fields.title': 'Give the course a title',
      'fields.programFee': 'Add at least one highlight',
      'fields.curriculum': 'Two parts have one title',
      'fields.curriculum.1.learningUnits': 'The same unit is there twice',
    });
    const unversioned = await call('PUT', 'staff/courses/6', { token: editor, body: { fields } });
    expect(unversioned.status).toBe(400);
    expect(Object.keys(unversioned.json?.errors ?? {})).toEqual(['version']);
    const badId = await call('PUT', 'staff/courses/abc', { token: editor, body: { version: 0, fields } });
    expect(badId.json?.errors).toEqual({ id: 'Course id must be a whole number' });
    expect(
      (await call('PUT', 'staff/courses/999', { token: editor, body: { version: 0, fields } })).status,
    ).toBe(404);
    const past = await post('6', 'schedule', { version: 0, publishAt: '2020-01-01T10:00:00+05:30' });
    expect(past.json?.errors).toEqual({ publishAt: PUBLISH_AT_PAST });
    expect((await post('6', 'restore', { version: 0, revision: 40 })).status).toBe(404);
    expect((await open(6)).editorial.version).toBe(0);
  });

  it('restores an earlier revision as the draft, the original kept as revision 0', async () => {
    const course = await open(7);
    const first = courseEditorSchema.parse((await save(course, { title: 'Advanced Arabic' })).data);
    const published = courseEditorSchema.parse(
      (await post('7', 'publish', { version: first.editorial.version })).data,
    );
    expect(await publicTitle(7)).toBe('Advanced Arabic');

    const { data } = await call('GET', 'staff/courses/7/revisions', { token: editor });
    const revisions = courseRevisionListSchema.parse(data);
    expect(revisions.map((revision) => [revision.version, revision.action])).toEqual([
      [2, 'published'],
      [1, 'saved'],
      [0, 'created'],
    ]);
    expect(revisions[2]).toMatchObject({ by: ORIGINAL_CONTENT, fields: fieldsOf(seeded(7)) });

    const restored = await post('7', 'restore', { version: published.editorial.version, revision: 0 });
    expect(restored.status).toBe(200);
    const draft = courseEditorSchema.parse(restored.data);
    expect(draft.fields.title).toBe(seeded(7).title);
    expect(await publicTitle(7)).toBe('Advanced Arabic');
    await post('7', 'publish', { version: draft.editorial.version });
    expect(await publicTitle(7)).toBe(seeded(7).title);
  });

  it('publishes scheduled texts when the site clock (moved by its route) reaches their time', async () => {
    const course = await open(8);
    const draft = courseEditorSchema.parse((await save(course, { title: 'Zakah: a short course' })).data);
    const publishAt = new Date(Date.now() + 2 * 60_000).toISOString();
    const scheduled = await post('8', 'schedule', { version: draft.editorial.version, publishAt });
    expect(courseEditorSchema.parse(scheduled.data).editorial).toMatchObject({
      state: 'scheduled',
      publishAt,
    });
    expect(await app.courses.desk.publishDue()).toBe(0);
    expect(await publicTitle(8)).toBe(seeded(8).title);
    // As the end-to-end tests move it: the service's own clock route.
    expect((await call('POST', 'dev/clock', { body: { offsetMs: 3 * 60_000 } })).status).toBe(200);
    try {
      expect(await app.courses.desk.publishDue()).toBe(1);
      const audited = await app.audit.forSubject('course', '8');
      expect(audited.at(-1)).toMatchObject({ action: 'course.published', actor: { name: 'Schedule' } });
      expect(await publicTitle(8)).toBe('Zakah: a short course');
      expect((await open(8)).editorial).toMatchObject({ state: 'published', updatedBy: 'Schedule' });
    } finally {
      clock.moveTo(0);
    }
  });

  it('shows a publish on another instance of the service within a second', async () => {
    const other = await testApp({ database });
    const read = async () => courseSchema.parse((await other.call('GET', 'courses/9')).data).title;
    expect(await read()).toBe(seeded(9).title);
    const draft = courseEditorSchema.parse((await save(await open(9), { title: 'The Four Caliphs' })).data);
    await post('9', 'publish', { version: draft.editorial.version });
    const started = Date.now();
    while ((await read()) !== 'The Four Caliphs' && Date.now() - started < 3_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await read()).toBe('The Four Caliphs');
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
