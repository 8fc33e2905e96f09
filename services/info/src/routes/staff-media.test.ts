import { eventEditorSchema } from '@aspire/contracts/content-desk';
import { mediaAssetSchema, mediaUrl } from '@aspire/contracts/media';
import { auditPageSchema } from '@aspire/contracts/staff';
import { PICTURE_TYPE } from '@aspire/service-kit/media/picture';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { testPicture } from '@aspire/service-kit/testing/pictures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';
import { PICTURE_NOT_UPLOADED } from './staff-content.ts';

const { app, sign, staff, get, send } = await testApp();

const upload = (bytes: Uint8Array, headers: Record<string, string> = staff) =>
  get('staff/media/uploads', {
    method: 'POST',
    headers: { 'content-length': String(bytes.byteLength), ...headers },
    body: new Uint8Array(bytes),
  });

const eventWith = (image: string) => ({
  eventName: 'Calligraphy Workshop',
  location: 'Aspire Centre, Wilson Garden, Bengaluru',
  date: { start: '2030-02-02', end: '2030-02-02' },
  time: { start: '10:00', end: '13:00' },
  image,
  imageAlt: 'A student writing Arabic letters with a reed pen',
  language: 'English and Urdu',
  offer: 'Pens and paper provided',
  description: 'A morning of learning the naskh hand from our calligraphy teacher, for beginners.',
});

describe('pictures staff upload', () => {
  it('refuses a PHP file renamed .jpg, storing nothing', async () => {
    const php = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
    const { status, body } = await upload(php, {
      ...staff,
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment; filename="photo.jpg"',
    });
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, message: PICTURE_TYPE, errors: { file: PICTURE_TYPE } });
  });

  it('refuses callers without the content role', async () => {
    const picture = await testPicture();
    expect((await upload(picture, {})).status).toBe(401);
    expect((await upload(picture, bearer(await sign({ id: 'shop-1', roles: ['shop'] })))).status).toBe(403);
  });

  it('stores a real picture, serves it beside the committed art, and lets an event use it', async () => {
    const { status, body } = await upload(await testPicture({ width: 1200, height: 800 }));
    expect(status).toBe(201);
    const asset = mediaAssetSchema.parse(body.data);
    expect(asset).toMatchObject({ url: mediaUrl('info', asset.id), type: 'image/jpeg', width: 1200 });

    const picture = await app.request(asset.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const art = await app.request('/api/info/media/events/peace-expo-chennai.svg');
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    expect((await app.request('/api/info/media/magazines/2023-10.pdf')).status).toBe(200);

    const created = await send('POST', 'staff/content/events', {
      id: 'calligraphy',
      fields: eventWith(asset.url),
    });
    expect(created.status).toBe(201);
    expect(eventEditorSchema.parse(created.body.data).fields.image).toBe(asset.url);
  });

  it('records each upload, replacement and new description in the admin’s log, and nothing it refuses', async () => {
    const admin = bearer(await sign({ id: 'admin-1', roles: ['admin'] }));
    const mediaLog = async () =>
      auditPageSchema
        .parse((await get('staff/audit', { headers: admin })).body.data)
        .entries.filter(({ action }) => action.startsWith('media.'))
        .map(({ action, actor, subject }) => [action, actor.name, subject.kind, subject.id, subject.label])
        .reverse();
    const before = await mediaLog();
    const named = { ...staff, 'x-file-name': 'Front lawn.jpg' };
    const { id } = mediaAssetSchema.parse((await upload(await testPicture(), named)).body.data);
    const php = new TextEncoder().encode('<?php system($_GET["c"]); ?>');
    const replace = (body: Uint8Array) =>
      get(`staff/media/${id}/uploads`, { method: 'POST', headers: staff, body: new Uint8Array(body) });
    expect((await upload(php)).status).toBe(415);
    expect((await replace(php)).status).toBe(415);
    expect((await replace(await testPicture({ format: 'png' }))).status).toBe(200);
    expect((await send('PATCH', `staff/media/${id}`, { alt: 'The front lawn at noon' })).status).toBe(200);
    const entry = (action: string) => [action, 'Fathima Editor', 'picture', id, 'Front lawn.jpg'];
    expect(await mediaLog()).toEqual([
      ...before,
      entry('media.uploaded'),
      entry('media.replaced'),
      entry('media.changed'),
    ]);
  });

  it('refuses an event whose picture was never uploaded here', async () => {
    const unknown = mediaUrl('info', new ObjectId().toHexString());
    const { status, body } = await send('POST', 'staff/content/events', {
      id: 'lost-picture',
      fields: eventWith(unknown),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'fields.image': PICTURE_NOT_UPLOADED });
    expect((await send('GET', 'staff/content/events/lost-picture')).status).toBe(404);
  });
});
