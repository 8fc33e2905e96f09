import { courseSchema, courseSummaryListSchema } from '@aspire/contracts/catalog';
import {
  type CourseFields,
  courseEditorSchema,
  courseRowListSchema,
  fieldsOf,
} from '@aspire/contracts/course-desk';
import { auditPageSchema } from '@aspire/contracts/staff';
import { describe, expect, it } from 'vitest';
import { courseArt, madeBrochure } from '../media/addresses.ts';
import { SEED_COURSES } from '../seed/courses.ts';
import { testApp } from '../test-app.ts';

const { call, staffToken } = await testApp();
const editor = await staffToken(['content']);
const admin = await staffToken(['admin']);

const FIELDS: CourseFields = {
  category: 'diploma',
  title: 'Diploma in Urdu Literature',
  desc: 'A one-year diploma reading the great Urdu poets and prose writers, with weekly writing practice.',
  duration: '12 months',
  location: 'Chennai',
  language: 'Urdu',
  feature: '',
  offer: 'Financial Support',
  certificateDesc: 'A diploma certificate of Aspire College, naming the works studied.',
  programFee: ['Small reading circles', 'A final anthology of the class’s own writing'],
  values: [],
  curriculum: [{ title: 'Term 1', desc: 'Ghalib and Iqbal.', learningUnits: ['Ghazal', 'Nazm'] }],
  reviews: [],
  brochure: '',
};

const create = (fields: unknown = FIELDS, token = editor) =>
  call('POST', 'staff/courses', { token, body: { fields } });
const listed = async (category: string) =>
  courseSummaryListSchema.parse((await call('GET', `courses?category=${category}`)).data).map((c) => c.id);
const rows = async () =>
  courseRowListSchema.parse((await call('GET', 'staff/courses', { token: editor })).data);
const publish = (id: string, version: number) =>
  call('POST', `staff/courses/${id}/publish`, { token: editor, body: { version } });

describe('a new course', () => {
  it('is kept as a draft under the next id, off the site until published, then in its tab and at its address', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    const draft = courseEditorSchema.parse(created.data);
    expect(draft).toMatchObject({
      id: String(SEED_COURSES.length + 1),
      fields: FIELDS,
      public: null,
      editorial: { state: 'draft', version: 1, hasDraft: true, updatedBy: 'Mariam Rahman' },
    });
    const id = Number(draft.id);
    expect((await call('GET', `courses/${id}`)).status).toBe(404);
    expect(await listed('diploma')).toEqual([5, 6, 7, 12]);
    expect((await rows()).at(-1)).toMatchObject({ id: draft.id, title: FIELDS.title, category: 'diploma' });
    // The preview draws its art at the draft's own address; the address the public could guess has none.
    const art = courseArt({ id, title: FIELDS.title, category: FIELDS.category });
    const preview = courseSchema.parse(
      (await call('GET', `staff/courses/${id}/preview`, { token: editor })).data,
    );
    expect(preview.image).toBe(art.image);
    expect((await call('GET', art.image.replace('/api/catalog/', ''))).text).toContain(
      'aria-label="Diploma in Urdu Literature"',
    );
    expect((await call('GET', `media/v1/courses/${id}/banner.svg`)).status).toBe(404);
    expect((await call('GET', `media/v1/courses/${id}/000000000000/banner.svg`)).status).toBe(404);

    expect((await publish(draft.id, 1)).status).toBe(200);
    // After the courses it followed, in the tab its category names.
    expect(await listed('diploma')).toEqual([5, 6, 7, 12, id]);
    expect((await listed('all')).at(-1)).toBe(id);
    const page = courseSchema.parse((await call('GET', `courses/${id}`)).data);
    expect(page).toEqual({
      id,
      ...FIELDS,
      feature: undefined,
      brochure: undefined,
      ...art,
      slug: 'diploma-in-urdu-literature',
      brochurePdf: madeBrochure(page),
      faculties: [],
      reviews: [],
    });
    const banner = await call('GET', art.image.replace('/api/catalog/', ''));
    expect(banner.text).toContain('aria-label="Diploma in Urdu Literature"');
    // Its badge names its tab.
    expect(banner.text).toContain('>Diploma</text>');
    expect(page.brochurePdf).toMatch(new RegExp(`^/api/catalog/media/brochures/${id}/[a-f0-9]{12}\\.pdf$`));
    expect((await call('GET', page.brochurePdf.replace('/api/catalog/', ''))).status).toBe(200);

    const log = auditPageSchema.parse(
      (await call('GET', `staff/audit?subjectKind=course&subjectId=${id}`, { token: admin })).data,
    );
    expect(log.entries.map((entry) => entry.action)).toEqual(['course.published', 'course.created']);
  });

  it('refuses a bad course with 400 and field errors, adding nothing', async () => {
    const before = (await rows()).length;
    const bad = await create({ ...FIELDS, category: 'evening', title: ' ', programFee: [] });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors).toMatchObject({
      'fields.category': 'Choose the tab the course is listed under',
      'fields.title': 'Give the course a title',
      'fields.programFee': 'Add at least one highlight',
    });
    const missing = await call('POST', 'staff/courses', { token: editor, body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json?.errors ?? {})).toEqual(['fields']);
    expect((await create(FIELDS, await staffToken(['admissions']))).status).toBe(403);
    expect((await call('POST', 'staff/courses', { body: { fields: FIELDS } })).status).toBe(401);
    expect((await rows()).length).toBe(before);
  });

  it('gives two courses made at the same moment an id each', async () => {
    const made = await Promise.all([
      create({ ...FIELDS, title: 'Evening Arabic' }),
      create({ ...FIELDS, title: 'Evening Tajweed' }),
      create({ ...FIELDS, title: 'Evening Seerah' }),
    ]);
    expect(made.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = made.map((answer) => courseEditorSchema.parse(answer.data).id);
    expect(new Set(ids).size).toBe(3);
    const titles = new Map((await rows()).map((row) => [row.id, row.title]));
    expect(ids.map((id) => titles.get(id)).sort()).toEqual([
      'Evening Arabic',
      'Evening Seerah',
      'Evening Tajweed',
    ]);
  });

  it('moves to another tab when its category is changed and published', async () => {
    const { data } = await call('GET', 'staff/courses/4', { token: editor });
    const course = courseEditorSchema.parse(data);
    const saved = await call('PUT', 'staff/courses/4', {
      token: editor,
      body: { version: course.editorial.version, fields: { ...course.fields, category: 'online' } },
    });
    expect(saved.status).toBe(200);
    expect(await listed('on-campus')).toEqual([1, 2, 3, 4, 17]);
    const { editorial } = courseEditorSchema.parse(saved.data);
    expect((await publish('4', editorial.version)).status).toBe(200);
    expect(await listed('on-campus')).toEqual([1, 2, 3, 17]);
    expect(await listed('online')).toEqual([4, 13, 14, 15, 16, 18]);
    expect(fieldsOf(courseSchema.parse((await call('GET', 'courses/4')).data)).category).toBe('online');
  });
});
