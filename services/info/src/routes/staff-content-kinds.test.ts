/**
 * The desk's kinds beyond events and posts (gallery, magazines, alumni, testimonials, faculty,
 * leadership): the same routes, each kind's public list following what is published.
 */
import {
  CONTENT_FIELDS,
  type ContentKind,
  contentEditorSchema,
  contentListSchema,
  type GalleryFields,
  type MagazineFields,
} from '@aspire/contracts/content-desk';
import { galleryItemSchema, magazineSchema } from '@aspire/contracts/info';
import { documentUrl, mediaUrl } from '@aspire/contracts/media';
import { STALE_VERSION } from '@aspire/contracts/publishing';
import { auditPageSchema, STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { mediaStore } from '@aspire/service-kit/media/store';
import { testDocument } from '@aspire/service-kit/testing/documents';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';
import { PDF_NOT_STORED, PICTURE_NOT_UPLOADED } from './staff-content.ts';

// The site's clock starts at real time: a schedule must lie ahead of both.
const { app, database, clock, sign, get, send } = await testApp(new Date());

const galleryFields = (change: Partial<GalleryFields> = {}): GalleryFields => ({
  category: 'workshop',
  image: '/api/info/media/gallery/workshop-1.svg',
  alt: 'Students around a table writing Arabic letters with reed pens',
  caption: 'Calligraphy workshop, Bengaluru',
  ...change,
});

const magazineFields = (change: Partial<MagazineFields> = {}): MagazineFields => ({
  year: 2026,
  month: 11,
  title: 'November 2026',
  cover: '/api/info/media/magazines/2023-10.svg',
  pdf: '/api/info/media/magazines/2023-10.pdf',
  ...change,
});

/** A new item of each of the other kinds, with the field its picture is in. */
const others = {
  alumni: {
    picture: 'imageUrl',
    fields: {
      name: 'Haleema Banu: from learner to teacher',
      description:
        'Haleema finished the Basic Arabic Diploma online and now teaches it to mothers in Vellore.',
      imageUrl: '/api/info/media/alumni/ayesha-siddiqa.svg',
    },
  },
  testimonials: {
    picture: 'image',
    fields: {
      name: 'Imran Basha',
      qualification: 'BBA, 2026',
      comment: 'My teachers made time for every question, and the internship cell found me my first job.',
      date: '2026-11-02',
      image: '/api/info/media/testimonials/nusrat-jahan.svg',
    },
  },
  faculty: {
    picture: 'image',
    fields: {
      name: 'Dr. Shabana Azmi Khan',
      designation: 'Assistant Professor',
      department: 'Psychology',
      qualifications: ['Ph.D. in Psychology, University of Mysore'],
      experience: '9 years',
      about: 'Teaches counselling skills and supervises the final-year research projects.',
      image: '/api/info/media/faculty/dr-abdul-hakeem.svg',
    },
  },
  leadership: {
    picture: 'image',
    fields: {
      role: 'treasurer',
      name: 'Janab K. Rahmatullah',
      title: 'Joint Treasurer, Aspire College & Trust',
      image: '/api/info/media/leadership/treasurer.svg',
      message: ['Every rupee given to the Trust is spent on students, and our accounts are open to all.'],
    },
  },
} as const;

const ids = async (path: string) => {
  const { status, body } = await get(path);
  expect(status, path).toBe(200);
  return (body.data as { id: string }[]).map((item) => item.id);
};
const years = async () => (await get('magazines/years')).body.data as number[];
const editorOf = (kind: ContentKind, body: unknown) =>
  contentEditorSchema(CONTENT_FIELDS[kind]).parse((body as { data: unknown }).data);

describe('a gallery picture on the desk', () => {
  it('is hidden as a draft, shows once published, and goes when unpublished', async () => {
    const id = 'calligraphy-workshop-2026';
    const created = await send('POST', 'staff/content/gallery', { id, fields: galleryFields() });
    expect(created.status).toBe(201);
    expect(editorOf('gallery', created.body).editorial).toMatchObject({ state: 'draft', version: 1 });
    expect(await ids('gallery')).not.toContain(id);

    const preview = await send('GET', `staff/content/gallery/${id}/preview`);
    expect(galleryItemSchema.parse(preview.body.data)).toEqual({ id, ...galleryFields() });

    expect((await send('POST', `staff/content/gallery/${id}/publish`, { version: 1 })).status).toBe(200);
    const shown = await get('gallery?category=workshop');
    expect(shown.response.headers.get('cache-control')).toBe('public, no-cache');
    expect((shown.body.data as { id: string }[]).map((item) => item.id)).toContain(id);
    expect(await ids('gallery')).toContain(id);
    // Asked again with its ETag, an unchanged list is a 304.
    const etag = shown.response.headers.get('etag') ?? '';
    expect((await get('gallery?category=workshop', { headers: { 'if-none-match': etag } })).status).toBe(304);

    expect((await send('POST', `staff/content/gallery/${id}/unpublish`, { version: 2 })).status).toBe(200);
    expect(await ids('gallery')).not.toContain(id);
    expect(await ids('gallery?category=workshop')).not.toContain(id);

    const rows = contentListSchema.parse((await send('GET', 'staff/content/gallery')).body.data);
    expect(rows[0]).toMatchObject({
      id,
      kind: 'gallery',
      title: 'Calligraphy workshop, Bengaluru',
      day: '',
      editorial: { state: 'unpublished' },
    });
    const admin = bearer(await sign({ id: 'admin-1', roles: ['admin'] }));
    const audit = auditPageSchema.parse(
      (await send('GET', `staff/audit?subjectKind=gallery-picture&subjectId=${id}`, undefined, admin)).body
        .data,
    );
    expect(audit.entries.map((entry) => entry.action).reverse()).toEqual([
      'content.created',
      'content.published',
      'content.unpublished',
    ]);
  });
});

describe('a magazine issue on the desk', () => {
  it('adds its year to the year list when published, and takes it away when unpublished', async () => {
    const id = '2031-01';
    const fields = magazineFields({ year: 2031, month: 1, title: 'January 2031' });
    expect((await send('POST', 'staff/content/magazines', { id, fields })).status).toBe(201);
    expect(await years()).not.toContain(2031);
    expect(await ids('magazines?year=2031')).toEqual([]);

    expect((await send('POST', `staff/content/magazines/${id}/publish`, { version: 1 })).status).toBe(200);
    expect(await years()).toEqual([2031, 2023, 2022]);
    const issues = await get('magazines?year=2031');
    expect(issues.response.headers.get('cache-control')).toBe('public, no-cache');
    expect(magazineSchema.array().parse(issues.body.data)).toEqual([{ id, ...fields }]);

    const rows = contentListSchema.parse((await send('GET', 'staff/content/magazines')).body.data);
    expect(rows[0]).toMatchObject({ id, title: 'January 2031', day: '2031-01' });

    expect((await send('POST', `staff/content/magazines/${id}/unpublish`, { version: 2 })).status).toBe(200);
    expect(await years()).toEqual([2023, 2022]);
    expect(await ids('magazines?year=2031')).toEqual([]);
  });

  it('takes a PDF uploaded to the media store', async () => {
    const store = mediaStore(database.db, { service: 'info' });
    const uploaded = await store.putDocument(await testDocument(), { by: 'Fathima Editor', name: 'dec.pdf' });
    const fields = magazineFields({ month: 12, title: 'December 2026', pdf: uploaded.url });
    const created = await send('POST', 'staff/content/magazines', { id: '2026-12', fields });
    expect(created.status).toBe(201);
    expect(editorOf('magazines', created.body).fields).toMatchObject({
      pdf: documentUrl('info', uploaded.id),
    });
  });

  it('refuses a PDF we have not stored, on the pdf field, saving nothing', async () => {
    const unknown = new ObjectId().toHexString();
    for (const pdf of [
      documentUrl('info', unknown),
      '/api/info/media/magazines/1999-01.pdf',
      'https://example.com/issue.pdf',
    ]) {
      const { status, body } = await send('POST', 'staff/content/magazines', {
        id: 'foreign-pdf',
        fields: magazineFields({ pdf }),
      });
      expect(status, pdf).toBe(400);
      expect(body.errors, pdf).toEqual({ 'fields.pdf': PDF_NOT_STORED });
    }
    const elsewhere = await send('POST', 'staff/content/magazines', {
      id: 'foreign-pdf',
      fields: magazineFields({ pdf: documentUrl('catalog', unknown) }),
    });
    expect(Object.keys(elsewhere.body.errors)).toEqual(['fields.pdf']);
    expect((await send('GET', 'staff/content/magazines/foreign-pdf')).status).toBe(404);
  });
});

describe('alumni, testimonials, faculty and leadership on the desk', () => {
  it('show each new item on its public list once published', async () => {
    for (const [kind, { fields }] of Object.entries(others)) {
      const id = `new-${kind}`;
      const created = await send('POST', `staff/content/${kind}`, { id, fields });
      expect(created.status, kind).toBe(201);
      expect(await ids(kind), kind).not.toContain(id);
      expect((await send('POST', `staff/content/${kind}/${id}/publish`, { version: 1 })).status).toBe(200);
      const shown = await get(kind);
      expect(shown.response.headers.get('cache-control'), kind).toBe('public, no-cache');
      expect(
        (shown.body.data as { id: string }[]).find((item) => item.id === id),
        kind,
      ).toEqual({
        id,
        ...fields,
      });
    }
  });

  it('refuses a picture we have not stored, on the field it is in', async () => {
    const foreign = mediaUrl('info', new ObjectId().toHexString());
    const cases: [ContentKind, Record<string, unknown>, string][] = [
      ['gallery', galleryFields({ image: foreign }), 'image'],
      ['magazines', magazineFields({ cover: foreign }), 'cover'],
      ...Object.entries(others).map(
        ([kind, { fields, picture }]): [ContentKind, Record<string, unknown>, string] => [
          kind as ContentKind,
          { ...fields, [picture]: foreign },
          picture,
        ],
      ),
    ];
    for (const [kind, fields, picture] of cases) {
      const { status, body } = await send('POST', `staff/content/${kind}`, { id: 'foreign-picture', fields });
      expect(status, kind).toBe(400);
      expect(body.errors, kind).toEqual({ [`fields.${picture}`]: PICTURE_NOT_UPLOADED });
    }
  });

  it('publishes a scheduled testimonial when the clock passes its time', async () => {
    const id = 'scheduled-testimonial';
    await send('POST', 'staff/content/testimonials', { id, fields: others.testimonials.fields });
    const publishAt = new Date(clock.now().getTime() + 2 * 60_000).toISOString();
    expect(
      (await send('POST', `staff/content/testimonials/${id}/schedule`, { version: 1, publishAt })).status,
    ).toBe(200);
    const start = clock.now().getTime() - Date.now();
    try {
      clock.moveTo(start + 2 * 60_000 + 1_000);
      expect(await app.publishDue()).toBe(1);
      expect(await ids('testimonials')).toContain(id);
      const [audited] = await app.audit.forSubject('testimonial', id).then((entries) => entries.slice(-1));
      expect(audited).toMatchObject({
        action: 'content.published',
        actor: { name: 'Schedule' },
        subject: { label: 'Imran Basha' },
      });
    } finally {
      clock.moveTo(start);
    }
  });
});

describe('what the desk refuses on the new kinds', () => {
  it('answers 400 with field errors for a bad item, changing nothing', async () => {
    const cases: [ContentKind, string, unknown, string[]][] = [
      [
        'gallery',
        'bad-picture',
        { ...galleryFields({ caption: '' }), category: 'beach' },
        ['fields.caption', 'fields.category'],
      ],
      ['gallery', 'no-alt', galleryFields({ alt: ' ' }), ['fields.alt']],
      ['magazines', 'month-13', { ...magazineFields(), month: 13 }, ['fields.month']],
      ['magazines', 'no-year', { ...magazineFields(), year: 'next' }, ['fields.year']],
      [
        'faculty',
        'no-qualifications',
        { ...others.faculty.fields, qualifications: [] },
        ['fields.qualifications'],
      ],
    ];
    for (const [kind, id, fields, errors] of cases) {
      const { status, body } = await send('POST', `staff/content/${kind}`, { id, fields });
      expect(status, id).toBe(400);
      expect(Object.keys(body.errors).sort(), id).toEqual(errors);
      expect((await send('GET', `staff/content/${kind}/${id}`)).status, id).toBe(404);
    }

    // A draft refused leaves the item at its version.
    const seeded = editorOf('gallery', (await send('GET', 'staff/content/gallery/campus-1')).body);
    const foreign = mediaUrl('info', new ObjectId().toHexString());
    const refused = await send('PUT', 'staff/content/gallery/campus-1', {
      version: seeded.editorial.version,
      fields: { ...seeded.fields, image: foreign },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'fields.image': PICTURE_NOT_UPLOADED });
    expect(editorOf('gallery', (await send('GET', 'staff/content/gallery/campus-1')).body)).toEqual(seeded);
  });

  it('answers 409 on a stale version', async () => {
    await send('POST', 'staff/content/gallery', { id: 'two-editors', fields: galleryFields() });
    const first = await send('PUT', 'staff/content/gallery/two-editors', {
      version: 1,
      fields: galleryFields({ caption: 'First editor’s caption' }),
    });
    expect(first.status).toBe(200);
    const second = await send('PUT', 'staff/content/gallery/two-editors', {
      version: 1,
      fields: galleryFields({ caption: 'Second editor’s caption' }),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(STALE_VERSION);
    expect((await send('POST', 'staff/content/magazines/2022-01/publish', { version: 3 })).status).toBe(409);
  });

  it('lets only the content role (or an admin) in: 401 signed out, 403 without the role', async () => {
    const learner = bearer(await sign({ id: 'learner-1' }));
    const calls: [string, string, unknown?][] = [
      ['GET', 'staff/content/gallery'],
      ['POST', 'staff/content/gallery', { id: 'from-outside', fields: galleryFields() }],
      ['GET', 'staff/content/magazines/2022-01'],
      ['POST', 'staff/content/magazines/2022-01/unpublish', { version: 0 }],
      ['GET', 'staff/content/alumni'],
      ['GET', 'staff/content/testimonials/nusrat-jahan/preview'],
      ['PUT', 'staff/content/faculty/dr-abdul-hakeem', { version: 0, fields: others.faculty.fields }],
      ['GET', 'staff/content/leadership/chairman/revisions'],
    ];
    for (const [method, path, json] of calls) {
      expect((await send(method, path, json, {})).status, path).toBe(401);
      const refused = await send(method, path, json, learner);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(STAFF_ROLE_REQUIRED);
    }
    expect(await ids('magazines?year=2022')).toContain('2022-01');
    expect(await ids('faculty')).toContain('dr-abdul-hakeem');
  });
});

describe('the loaded content', () => {
  it('opens in the editor, every item of every kind', async () => {
    for (const kind of ['gallery', 'magazines', 'alumni', 'testimonials', 'faculty', 'leadership'] as const) {
      const rows = contentListSchema.parse((await send('GET', `staff/content/${kind}`)).body.data);
      expect(rows.length, kind).toBeGreaterThan(2);
      for (const row of rows) {
        const { status, body } = await send('GET', `staff/content/${kind}/${row.id}`);
        expect(status, `${kind}/${row.id}`).toBe(200);
        editorOf(kind, body);
      }
    }
  });
});
