import { MEDIA_MAX_BYTES, type MediaAsset } from '@aspire/contracts/media';
import type { AuditEntry } from '@aspire/contracts/staff';
import { beforeEach, describe, expect, it } from 'vitest';
import { createServiceApp } from '../app.ts';
import { auditLog } from '../audit.ts';
import { requireRole } from '../auth.ts';
import { silentLogger } from '../logger.ts';
import { PHP_SCRIPT, testDocument } from '../testing/documents.ts';
import { bearer, testDatabase, testKeys } from '../testing/fixtures.ts';
import { testPicture } from '../testing/pictures.ts';
import { mediaRoutes } from './routes.ts';
import { mediaStore } from './store.ts';

const database = await testDatabase();
const { keys, sign } = await testKeys();
const store = mediaStore(database.db, { service: 'info' });
const audit = auditLog(database.db, 'info');
const app = createServiceApp({ name: 'info', logger: silentLogger, ready: database.ready }, (api) => {
  api.route(
    '/',
    mediaRoutes(store, {
      uploadPath: '/staff/media/uploads',
      documentUploadPath: '/staff/media/documents/uploads',
      libraryPath: '/staff/media',
      guard: requireRole(keys, 'content'),
      audit,
    }),
  );
});
const editor = bearer(
  await sign({ id: 'editor-1', firstName: 'Lakshmi', lastName: 'Iyer', roles: ['content'] }),
);
const EDITOR = { id: 'editor-1', name: 'Lakshmi Iyer', email: 'editor-1@example.com' };

const post = (path: string, body: Uint8Array, name?: string) =>
  app.request(`/api/info/staff/media/${path}`, {
    method: 'POST',
    headers: {
      ...editor,
      'content-length': String(body.byteLength),
      ...(name && { 'x-file-name': encodeURIComponent(name) }),
    },
    body: new Uint8Array(body),
  });
async function stored(path: string, body: Uint8Array, name?: string) {
  const response = await post(path, body, name);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: MediaAsset }).data;
}
const change = (id: string, json: unknown) =>
  app.request(`/api/info/staff/media/${id}`, {
    method: 'PATCH',
    headers: { ...editor, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });

/** The log's entries, oldest first. */
const entries = async (): Promise<AuditEntry[]> => (await audit.page({ limit: 200 })).entries.reverse();

beforeEach(async () => {
  await database.db.collection('audit_log').deleteMany({});
});

describe('the media library in the audit log', () => {
  it('records each upload, picture or PDF, with who sent it and the name it is kept by', async () => {
    const picture = await stored('uploads', await testPicture(), 'Library front.jpg');
    const document = await stored('documents/uploads', await testDocument());
    expect(await entries()).toEqual([
      expect.objectContaining({
        actor: EDITOR,
        service: 'info',
        action: 'media.uploaded',
        subject: { kind: 'picture', id: picture.id, label: 'Library front.jpg' },
      }),
      expect.objectContaining({
        actor: EDITOR,
        action: 'media.uploaded',
        subject: {
          kind: 'document',
          id: document.id,
          label: (await store.library.get(document.id))?.name,
        },
      }),
    ]);
    expect(Date.parse((await entries())[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a replacement with the file’s type, bytes and pixels or pages before and after', async () => {
    const jpeg = await testPicture({ width: 1600, height: 1200 });
    const picture = await stored('uploads', jpeg, 'Library front.jpg');
    const png = await testPicture({ width: 900, height: 900, format: 'png' });
    expect((await post(`${picture.id}/uploads`, png)).status).toBe(200);
    const twoPages = await testDocument(2);
    const document = await stored('documents/uploads', twoPages, 'Brochure.pdf');
    const fivePages = await testDocument(5);
    expect((await post(`${document.id}/uploads`, fivePages)).status).toBe(200);

    const replaced = (await entries()).filter((entry) => entry.action === 'media.replaced');
    expect(replaced).toEqual([
      expect.objectContaining({
        actor: EDITOR,
        subject: { kind: 'picture', id: picture.id, label: 'Library front.jpg' },
        changes: {
          type: { from: 'image/jpeg', to: 'image/png' },
          bytes: { from: jpeg.byteLength, to: png.byteLength },
          width: { from: 1600, to: 900 },
          height: { from: 1200, to: 900 },
        },
      }),
      expect.objectContaining({
        subject: { kind: 'document', id: document.id, label: 'Brochure.pdf' },
        changes: {
          bytes: { from: twoPages.byteLength, to: fivePages.byteLength },
          pages: { from: 2, to: 5 },
        },
      }),
    ]);
  });

  it('records a new name or description as it was and became, and a change to the same as nothing', async () => {
    const picture = await stored('uploads', await testPicture(), 'IMG_0042.jpg');
    expect((await change(picture.id, { alt: 'Students at the library desk' })).status).toBe(200);
    expect(
      (await change(picture.id, { name: 'Library desk', alt: 'Students at the library desk' })).status,
    ).toBe(200);
    expect((await change(picture.id, { name: 'Library desk' })).status).toBe(200);

    const changed = (await entries()).filter((entry) => entry.action === 'media.changed');
    expect(changed).toEqual([
      expect.objectContaining({
        actor: EDITOR,
        subject: { kind: 'picture', id: picture.id, label: 'IMG_0042.jpg' },
        changes: { alt: { from: '', to: 'Students at the library desk' } },
      }),
      expect.objectContaining({
        subject: { kind: 'picture', id: picture.id, label: 'Library desk' },
        changes: { name: { from: 'IMG_0042.jpg', to: 'Library desk' } },
      }),
    ]);
  });

  it('records nothing for an upload, replacement or change it refuses', async () => {
    const picture = await stored('uploads', await testPicture());
    const document = await stored('documents/uploads', await testDocument());
    await database.db.collection('audit_log').deleteMany({});
    const oversized = new Uint8Array(MEDIA_MAX_BYTES + 1);
    oversized.set(await testPicture());

    expect((await post('uploads', PHP_SCRIPT, 'photo.jpg')).status).toBe(415);
    expect((await post('documents/uploads', PHP_SCRIPT, 'brochure.pdf')).status).toBe(415);
    expect((await post('uploads', oversized)).status).toBe(413);
    expect((await post('uploads', await testPicture({ width: 200, height: 200 }))).status).toBe(422);
    expect((await post(`${picture.id}/uploads`, await testDocument())).status).toBe(415);
    expect((await post(`${picture.id}/uploads`, oversized)).status).toBe(413);
    expect((await post(`${'0'.repeat(24)}/uploads`, await testPicture())).status).toBe(404);
    expect((await change(document.id, { alt: 'A brochure' })).status).toBe(400);
    expect((await change(picture.id, { alt: ' ' })).status).toBe(400);
    expect(await entries()).toEqual([]);

    // Two replacements at once: one is kept (and recorded), the other refused with 409.
    const statuses = await Promise.all([
      post(`${document.id}/uploads`, await testDocument(3)),
      post(`${document.id}/uploads`, await testDocument(4)),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([200, 409]);
    const kept = (await store.library.get(document.id))?.pages;
    expect((await entries()).map((entry) => [entry.action, entry.changes?.pages?.to])).toEqual([
      ['media.replaced', kept],
    ]);
  });
});
