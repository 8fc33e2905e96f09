/**
 * The desk's community initiatives, webinars and the testimonials' wall of pictures: the same routes as
 * every kind, and their public answers exactly as before for what is published.
 */
import {
  CONTENT_FIELDS,
  type ContentKind,
  contentEditorSchema,
  contentListSchema,
} from '@aspire/contracts/content-desk';
import { communitySchema, testimonialImageListSchema, webinarListSchema } from '@aspire/contracts/info';
import { mediaUrl } from '@aspire/contracts/media';
import { ORIGINAL_CONTENT } from '@aspire/contracts/publishing';
import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';
import { PICTURE_NOT_UPLOADED } from './staff-content.ts';

const { sign, get, send } = await testApp();

const NEW = {
  community: {
    public: 'community',
    fields: {
      title: 'Free Qur’an classes for neighbours',
      summary: 'Saturday classes in reading the Qur’an, open to every neighbour of the campus.',
      imageAlt: 'An open mushaf on a wooden stand',
      body: ['Every Saturday morning our students teach reading to neighbours.', 'Bring a friend.'],
      image: '/api/info/media/community/free-workshops.svg',
    },
  },
  webinars: {
    public: 'webinars',
    fields: {
      title: 'Raising Teenagers with Faith',
      speaker: 'Dr. Fathima Zohra',
      summary: 'Listening, trust and prayer with children of thirteen to nineteen.',
      recordingUrl: 'https://learn.aspirecollege.in/webinars/raising-teenagers',
    },
  },
  'testimonial-images': {
    public: 'testimonial-images',
    fields: {
      alt: 'A thank-you card from the 2026 diploma class',
      image: '/api/info/media/testimonial-wall/wall-01.svg',
    },
  },
} as const;
type NewKind = keyof typeof NEW;
const KINDS = Object.keys(NEW) as NewKind[];

const ids = async (path: string) => {
  const { status, body } = await get(path);
  expect(status, path).toBe(200);
  return (body.data as { id: string }[]).map((item) => item.id);
};
const editorOf = (kind: ContentKind, body: unknown) =>
  contentEditorSchema(CONTENT_FIELDS[kind]).parse((body as { data: unknown }).data);

describe('community initiatives, webinars and wall pictures on the desk', () => {
  it('are hidden as drafts, previewed as the public answers them, shown once published, gone when unpublished', async () => {
    for (const kind of KINDS) {
      const { public: list, fields } = NEW[kind];
      const id = `new-${kind}`;
      const created = await send('POST', `staff/content/${kind}`, { id, fields });
      expect(created.status, kind).toBe(201);
      expect(editorOf(kind, created.body).editorial, kind).toMatchObject({ state: 'draft', version: 1 });
      expect(await ids(list), kind).not.toContain(id);
      const preview = await send('GET', `staff/content/${kind}/${id}/preview`);
      expect(preview.body.data, kind).toEqual({ id, ...fields });

      expect((await send('POST', `staff/content/${kind}/${id}/publish`, { version: 1 })).status).toBe(200);
      const shown = await get(list);
      expect(shown.response.headers.get('cache-control'), kind).toBe('public, no-cache');
      const item = (shown.body.data as { id: string }[]).find((one) => one.id === id);
      if (kind === 'community') {
        const { body: _body, ...summary } = NEW.community.fields;
        expect(item).toEqual({ id, ...summary });
      } else expect(item, kind).toEqual({ id, ...fields });

      expect((await send('POST', `staff/content/${kind}/${id}/unpublish`, { version: 2 })).status).toBe(200);
      expect(await ids(list), kind).not.toContain(id);
    }
  });

  it('shows an initiative’s own page only while it is published', async () => {
    const id = 'community-page-draft';
    await send('POST', 'staff/content/community', { id, fields: NEW.community.fields });
    expect((await get(`community/${id}`)).status).toBe(404);
    await send('POST', `staff/content/community/${id}/publish`, { version: 1 });
    const shown = await get(`community/${id}`);
    expect(communitySchema.parse(shown.body.data)).toEqual({ id, ...NEW.community.fields });
    await send('POST', `staff/content/community/${id}/unpublish`, { version: 2 });
    expect((await get(`community/${id}`)).status).toBe(404);
  });

  it('brings back the loaded webinar with a revision restored and published', async () => {
    const id = 'diabesity';
    const before = webinarListSchema.parse((await get('webinars')).body.data);
    const original = before.find((webinar) => webinar.id === id);
    const { id: _id, ...fields } = original ?? { id };
    const changed = { ...fields, title: 'Diabesity: food, movement and habit' };
    expect((await send('PUT', `staff/content/webinars/${id}`, { version: 0, fields: changed })).status).toBe(
      200,
    );
    await send('POST', `staff/content/webinars/${id}/publish`, { version: 1 });
    expect(webinarListSchema.parse((await get('webinars')).body.data).map((w) => w.title)).toContain(
      changed.title,
    );

    const revisions = (await send('GET', `staff/content/webinars/${id}/revisions`)).body.data as {
      version: number;
      by: string;
    }[];
    expect(revisions.at(-1)).toMatchObject({ version: 0, by: ORIGINAL_CONTENT });
    const restored = await send('POST', `staff/content/webinars/${id}/restore`, { version: 2, revision: 0 });
    expect(editorOf('webinars', restored.body).fields).toEqual(fields);
    // Restored is a draft: the public list keeps the published title until it is published.
    expect(webinarListSchema.parse((await get('webinars')).body.data).map((w) => w.title)).toContain(
      changed.title,
    );
    await send('POST', `staff/content/webinars/${id}/publish`, { version: 3 });
    expect(webinarListSchema.parse((await get('webinars')).body.data)).toEqual(before);
  });

  it('answers 400 with field errors, saving nothing', async () => {
    const foreign = mediaUrl('info', new ObjectId().toHexString());
    const cases: [NewKind, Record<string, unknown>, Record<string, string> | string[]][] = [
      ['community', { ...NEW.community.fields, body: [], summary: '' }, ['fields.body', 'fields.summary']],
      ['community', { ...NEW.community.fields, image: foreign }, { 'fields.image': PICTURE_NOT_UPLOADED }],
      [
        'webinars',
        { ...NEW.webinars.fields, recordingUrl: 'http://example.com/talk' },
        ['fields.recordingUrl'],
      ],
      ['webinars', { ...NEW.webinars.fields, speaker: ' ' }, ['fields.speaker']],
      ['testimonial-images', { ...NEW['testimonial-images'].fields, alt: '' }, ['fields.alt']],
      [
        'testimonial-images',
        { ...NEW['testimonial-images'].fields, image: foreign },
        { 'fields.image': PICTURE_NOT_UPLOADED },
      ],
    ];
    for (const [kind, fields, errors] of cases) {
      const { status, body } = await send('POST', `staff/content/${kind}`, { id: 'refused-item', fields });
      expect(status, kind).toBe(400);
      if (Array.isArray(errors)) expect(Object.keys(body.errors).sort(), kind).toEqual(errors);
      else expect(body.errors, kind).toEqual(errors);
      expect((await send('GET', `staff/content/${kind}/refused-item`)).status, kind).toBe(404);
    }
  });

  it('lets only the content role in: 401 signed out, 403 without the role', async () => {
    const learner = bearer(await sign({ id: 'learner-1' }));
    const calls: [string, string, unknown?][] = [
      ['GET', 'staff/content/community'],
      ['POST', 'staff/content/webinars', { id: 'from-outside', fields: NEW.webinars.fields }],
      ['GET', 'staff/content/testimonial-images/wall-01/preview'],
      ['POST', 'staff/content/community/free-workshops/unpublish', { version: 0 }],
    ];
    for (const [method, path, json] of calls) {
      expect((await send(method, path, json, {})).status, path).toBe(401);
      const refused = await send(method, path, json, learner);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(STAFF_ROLE_REQUIRED);
    }
    expect(await ids('community')).toContain('free-workshops');
  });

  it('opens every loaded item in the editor, and the public lists answer the content files', async () => {
    for (const kind of KINDS) {
      const rows = contentListSchema.parse((await send('GET', `staff/content/${kind}`)).body.data);
      expect(rows.length, kind).toBeGreaterThan(2);
      for (const row of rows) editorOf(kind, (await send('GET', `staff/content/${kind}/${row.id}`)).body);
    }
    expect(testimonialImageListSchema.parse((await get('testimonial-images')).body.data)).toHaveLength(13);
  });
});
