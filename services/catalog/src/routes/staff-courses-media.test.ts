import { courseSchema } from '@aspire/contracts/catalog';
import { BROCHURE_NOT_OURS, type CourseEditor, courseEditorSchema } from '@aspire/contracts/course-desk';
import { documentAssetSchema } from '@aspire/contracts/media';
import { auditPageSchema } from '@aspire/contracts/staff';
import { PHP_SCRIPT, testDocument } from '@aspire/service-kit/testing/documents';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { courseArt, madeBrochure } from '../media/addresses.ts';
import { SEED_COURSES } from '../seed/courses.ts';
import { testApp } from '../test-app.ts';
import { BROCHURE_NOT_STORED } from './staff-courses.ts';

const { app, call, staffToken } = await testApp();
const editor = await staffToken(['content']);

const open = async (id: number) =>
  courseEditorSchema.parse((await call('GET', `staff/courses/${id}`, { token: editor })).data);
const save = (course: CourseEditor, change: Partial<CourseEditor['fields']>) =>
  call('PUT', `staff/courses/${course.id}`, {
    token: editor,
    body: { version: course.editorial.version, fields: { ...course.fields, ...change } },
  });
const saved = async (course: CourseEditor, change: Partial<CourseEditor['fields']>) => {
  const answer = await save(course, change);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return courseEditorSchema.parse(answer.data);
};
const publish = async (course: CourseEditor) =>
  courseEditorSchema.parse(
    (
      await call('POST', `staff/courses/${course.id}/publish`, {
        token: editor,
        body: { version: course.editorial.version },
      })
    ).data,
  );
const page = async (id: number) => courseSchema.parse((await call('GET', `courses/${id}`)).data);
const preview = async (id: number) =>
  courseSchema.parse((await call('GET', `staff/courses/${id}/preview`, { token: editor })).data);
/** A site address (`/api/catalog/…`) as the app answers it. */
const fetchSite = (url: string, init?: RequestInit) => app.request(url, init);

const uploadPdf = async (token = editor) =>
  fetchSite('/api/catalog/staff/media/documents/uploads', {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/pdf', 'x-file-name': 'Brochure 2026.pdf' },
    body: new Uint8Array(await testDocument(3)),
  });

const REVIEW = {
  name: 'Ayesha Siddiqua',
  qualification: 'BIS, 2025 batch',
  comment: 'The teachers explain every text patiently and the library is open late before exams.',
  date: '05-01-2026',
};

describe('a course’s reviews', () => {
  it('are edited with the rest, each with a picture drawn from the name, shown once published', async () => {
    const course = await open(1);
    expect(course.fields.reviews).toEqual(
      SEED_COURSES[0]?.reviews.map(({ image: _drawn, ...review }) => review),
    );
    const draft = await saved(course, { reviews: [REVIEW, ...course.fields.reviews.slice(1)] });
    const [first] = (await preview(1)).reviews;
    expect(first).toEqual({ image: '/api/catalog/media/v1/avatars/ayesha-siddiqua.svg', ...REVIEW });
    expect((await fetchSite(String(first?.image))).status).toBe(200);
    expect((await page(1)).reviews[0]?.name).toBe(SEED_COURSES[0]?.reviews[0]?.name);

    await publish(draft);
    expect((await page(1)).reviews.map((review) => review.name)).toEqual([
      'Ayesha Siddiqua',
      ...(SEED_COURSES[0]?.reviews.slice(1).map((review) => review.name) ?? []),
    ]);
  });

  it('are refused with field errors when incomplete, dated on no real day or given twice', async () => {
    const course = await open(3);
    const bad = await save(course, {
      reviews: [
        { ...REVIEW, comment: 'Good.' },
        { ...REVIEW, name: 'Bilal', date: '31-02-2026' },
        { ...REVIEW, name: 'Bilal', date: '2026-02-01' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors).toEqual({
      'fields.reviews.0.comment': 'Write what they said',
      'fields.reviews.1.date': 'Choose a real date',
      'fields.reviews.2.date': 'Choose the date',
    });
    const twice = await save(course, {
      reviews: [REVIEW, { ...REVIEW, comment: `${REVIEW.comment} Again.` }],
    });
    expect(twice.json?.errors).toEqual({
      'fields.reviews': 'The same person’s review is there twice for one day',
    });
    expect((await open(3)).editorial.version).toBe(course.editorial.version);
  });
});

describe('a course’s brochure', () => {
  it('is one staff upload to the library: the page links it, and the made one’s address leads to it', async () => {
    const uploaded = await uploadPdf();
    expect(uploaded.status).toBe(201);
    const pdf = documentAssetSchema.parse(((await uploaded.json()) as { data: unknown }).data);
    expect(pdf.url).toMatch(/^\/api\/catalog\/media\/[a-f0-9]{24}\/document\.pdf$/);

    const course = await open(4);
    expect(course.fields.brochure).toBe('');
    const draft = await saved(course, { brochure: pdf.url });
    expect(draft.fields.brochure).toBe(pdf.url);
    expect((await preview(4)).brochurePdf).toBe(pdf.url);
    expect((await page(4)).brochurePdf).toBe('/api/catalog/media/brochures/4.pdf');

    const published = await publish(draft);
    expect((await page(4)).brochurePdf).toBe(pdf.url);
    const served = await fetchSite(pdf.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    const made = await fetchSite('/api/catalog/media/brochures/4.pdf');
    expect(made.status).toBe(302);
    expect(made.headers.get('location')).toBe(pdf.url);

    // Removed, the page gives the brochure made from the texts again, where the old address leads too.
    await publish(await saved(published, { brochure: '' }));
    const shown = await page(4);
    expect(shown.brochurePdf).toBe(madeBrochure(shown));
    expect((await fetchSite(shown.brochurePdf)).status).toBe(200);
    expect((await fetchSite('/api/catalog/media/brochures/4.pdf')).headers.get('location')).toBe(
      shown.brochurePdf,
    );
  });

  it('is refused unless it is a PDF of the catalogue’s own library', async () => {
    const course = await open(5);
    const missing = await save(course, {
      brochure: '/api/catalog/media/0123456789abcdef01234567/document.pdf',
    });
    expect(missing.status).toBe(400);
    expect(missing.json?.errors).toEqual({ 'fields.brochure': BROCHURE_NOT_STORED });
    for (const brochure of [
      '/api/info/media/0123456789abcdef01234567/document.pdf',
      'https://evil.test/x.pdf',
    ]) {
      const foreign = await save(course, { brochure });
      expect(foreign.status, brochure).toBe(400);
      expect(foreign.json?.errors).toEqual({ 'fields.brochure': BROCHURE_NOT_OURS });
    }
    expect((await open(5)).editorial.version).toBe(course.editorial.version);
  });

  it('is recorded in the admin’s log when uploaded, replaced or renamed, and not when refused', async () => {
    const admin = await staffToken(['admin']);
    const mediaLog = async () =>
      auditPageSchema
        .parse((await call('GET', 'staff/audit', { token: admin })).data)
        .entries.filter(({ action }) => action.startsWith('media.'))
        .map(({ action, actor, subject, changes }) => ({ action, actor: actor.name, subject, changes }))
        .reverse();
    const before = await mediaLog();
    const { id } = documentAssetSchema.parse(((await (await uploadPdf()).json()) as { data: unknown }).data);
    const post = (path: string, body: Uint8Array) =>
      fetchSite(`/api/catalog/staff/media/${path}`, {
        method: 'POST',
        headers: bearer(editor),
        body: new Uint8Array(body),
      });
    expect((await post('documents/uploads', PHP_SCRIPT)).status).toBe(415);
    expect((await post(`${id}/uploads`, PHP_SCRIPT)).status).toBe(415);
    expect((await post(`${id}/uploads`, await testDocument(5))).status).toBe(200);
    expect(
      (await call('PATCH', `staff/media/${id}`, { token: editor, body: { name: 'Prospectus' } })).status,
    ).toBe(200);
    const subject = (label: string) => ({ kind: 'document', id, label });
    expect(await mediaLog()).toEqual([
      ...before,
      { action: 'media.uploaded', actor: 'Mariam Rahman', subject: subject('Brochure 2026.pdf') },
      {
        action: 'media.replaced',
        actor: 'Mariam Rahman',
        subject: subject('Brochure 2026.pdf'),
        changes: expect.objectContaining({ pages: { from: 3, to: 5 } }),
      },
      {
        action: 'media.changed',
        actor: 'Mariam Rahman',
        subject: subject('Prospectus'),
        changes: { name: { from: 'Brochure 2026.pdf', to: 'Prospectus' } },
      },
    ]);
  });

  it('is uploaded by content staff only', async () => {
    const anonymous = await fetchSite('/api/catalog/staff/media/documents/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(await testDocument(1)),
    });
    expect(anonymous.status).toBe(401);
    expect((await uploadPdf(await staffToken(['admissions']))).status).toBe(403);
    expect((await call('GET', 'staff/media', { token: await staffToken(['admissions']) })).status).toBe(403);
    expect((await call('GET', 'staff/media?kind=document', { token: editor })).status).toBe(200);
  });
});

describe('a course’s made brochure', () => {
  const pdfText = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString('latin1');

  it('moves to a new address when what it prints is published, and the old addresses lead to it', async () => {
    const course = await open(11);
    const before = await page(11);
    // The first courses keep their first address, which leads to the brochure of their published texts.
    expect(before.brochurePdf).toBe('/api/catalog/media/brochures/11.pdf');
    const first = await fetchSite(before.brochurePdf);
    expect(first.status).toBe(302);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const firstMade = madeBrochure(before);
    expect(first.headers.get('location')).toBe(firstMade);
    const served = await fetchSite(firstMade);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(await pdfText(served)).toContain(before.title.slice(0, 12));

    // A draft's brochure is at its own address for the preview; the page keeps the published one.
    const draft = await saved(course, { title: 'Tajweed for Beginners, Evening Batch' });
    const previewed = (await preview(11)).brochurePdf;
    expect(previewed).not.toBe(firstMade);
    expect(await pdfText(await fetchSite(previewed))).toContain('Tajweed for Beginners, Evening Batch');
    expect((await fetchSite(before.brochurePdf)).headers.get('location')).toBe(firstMade);

    // Published: the page links the new brochure at once, and every older address leads to it.
    await publish(draft);
    const after = await page(11);
    expect(after.brochurePdf).toBe(previewed);
    for (const old of [
      before.brochurePdf,
      firstMade,
      firstMade.replace(/[a-f0-9]{12}\.pdf$/, 'ffffffffffff.pdf'),
    ]) {
      const moved = await fetchSite(old);
      expect(moved.status, old).toBe(302);
      expect(moved.headers.get('location'), old).toBe(after.brochurePdf);
    }
  });

  it('keeps its address while what it prints is unchanged, and answers 304 to a browser that has it', async () => {
    const made = madeBrochure(await page(12));
    await publish(await saved(await open(12), { reviews: [REVIEW] }));
    expect((await page(12)).brochurePdf).toBe(made);
    expect((await fetchSite('/api/catalog/media/brochures/12.pdf')).headers.get('location')).toBe(made);
    const first = await fetchSite(made);
    expect(first.status).toBe(200);
    const again = await fetchSite(made, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('is not found for a course there is none of', async () => {
    for (const url of [
      '/api/catalog/media/brochures/999/0123456789ab.pdf',
      '/api/catalog/media/brochures/x/1.pdf',
    ])
      expect((await fetchSite(url)).status, url).toBe(404);
  });
});

describe('a course’s drawn art', () => {
  it('moves to a new address with a new title, the draft’s drawn for staff and the public’s kept', async () => {
    const course = await open(10);
    const before = await page(10);
    const draft = await saved(course, { title: 'Seerah for Young Readers' });
    const drawn = courseArt({ id: 10, title: 'Seerah for Young Readers', category: course.fields.category });
    expect(await preview(10)).toMatchObject(drawn);
    expect((await page(10)).image).toBe(before.image);
    const banner = await fetchSite(drawn.image);
    expect(banner.headers.get('cache-control')).toContain('immutable');
    expect(await banner.text()).toContain('Seerah for Young Readers');
    expect(await (await fetchSite(drawn.certificate)).text()).toContain('Seerah for Young Readers');
    // The public's address still draws the published title.
    expect(await (await fetchSite(before.image)).text()).toContain(before.title.replace(/&/g, '&amp;'));

    await publish(draft);
    expect(await page(10)).toMatchObject(drawn);
    // Another key, another course's key, or an unknown course draw nothing.
    const other = courseArt({ id: 11, title: 'Seerah for Young Readers', category: course.fields.category });
    for (const url of [
      drawn.image.replace(/\/[a-f0-9]{12}\//, '/ffffffffffff/'),
      drawn.image.replace('/courses/10/', '/courses/11/'),
      other.image.replace('/courses/11/', '/courses/999/'),
      drawn.image.replace('/v1/', '/v0/'),
      drawn.image.replace('banner.svg', 'other.svg'),
    ])
      expect((await fetchSite(url)).status, url).toBe(404);
  });
});
