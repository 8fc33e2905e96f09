import {
  documentUrl,
  MEDIA_ALT_REQUIRED,
  MEDIA_MAX_BYTES,
  MEDIA_REPLACED_BY_OTHER_KIND,
  type MediaLibraryItem,
  mediaUrl,
  UPLOAD_MAX_BYTES,
} from '@aspire/contracts/media';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../app.ts';
import { auditLog } from '../audit.ts';
import { requireRole } from '../auth.ts';
import { silentLogger } from '../logger.ts';
import { PHP_SCRIPT, testDocument } from '../testing/documents.ts';
import { bearer, testDatabase, testKeys } from '../testing/fixtures.ts';
import { testPicture } from '../testing/pictures.ts';
import { DOCUMENT_MISSING, DOCUMENT_NOT_PDF } from './document.ts';
import { PICTURE_MISSING, PICTURE_TOO_LARGE, PICTURE_TOO_SMALL, PICTURE_TYPE } from './picture.ts';
import {
  DOCUMENT_HAS_NO_ALT,
  DOCUMENT_NOT_FOUND,
  documentDisposition,
  LIBRARY_ITEM_NOT_FOUND,
  mediaRoutes,
  PICTURE_NOT_FOUND,
  uploadName,
} from './routes.ts';
import { mediaStore } from './store.ts';

const database = await testDatabase();
const { keys, sign } = await testKeys();
const store = mediaStore(database.db, { service: 'shop' });
const audit = auditLog(database.db, 'shop');
// The read cache is on, as on the site: pictures must not be kept in it.
const app = createServiceApp(
  { name: 'shop', logger: silentLogger, ready: database.ready, db: database.db, readCacheMs: 60_000 },
  (api) => {
    api.route(
      '/',
      mediaRoutes(store, {
        uploadPath: '/staff/media/uploads',
        documentUploadPath: '/staff/media/documents/uploads',
        libraryPath: '/staff/media',
        guard: requireRole(keys, 'shop'),
        audit,
      }),
    );
  },
);
const shopStaff = bearer(await sign({ id: 'staff-1', roles: ['shop'] }));

const upload = (
  body: Uint8Array,
  headers: Record<string, string> = shopStaff,
  path = '/api/shop/staff/media/uploads',
) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-length': String(body.byteLength), ...headers },
    body: new Uint8Array(body),
  });

async function uploaded(body: Uint8Array) {
  const response = await upload(body);
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; url: string; type: string } };
  return data;
}

describe('uploading a picture', () => {
  it('refuses anyone signed out (401) or without the shop role (403), storing nothing', async () => {
    const picture = await testPicture();
    expect((await upload(picture, {})).status).toBe(401);
    const learner = bearer(await sign({ id: 'learner-1' }));
    const admissions = bearer(await sign({ id: 'staff-2', roles: ['admissions'] }));
    for (const headers of [learner, admissions]) expect((await upload(picture, headers)).status).toBe(403);
    expect(await database.db.collection('media.files').countDocuments()).toBe(0);
  });

  it('stores a picture above the usual 64 KB body limit and answers 201 with it', async () => {
    const picture = await testPicture({ width: 1600, height: 1600, noise: true });
    expect(picture.byteLength).toBeGreaterThan(512 * 1024);
    const asset = await uploaded(picture);
    expect(asset).toMatchObject({ url: mediaUrl('shop', asset.id), type: 'image/jpeg', width: 1600 });
    expect(await store.exists([asset.id])).toEqual(new Set([asset.id]));
    const admin = bearer(await sign({ id: 'admin-1', roles: ['admin'] }));
    expect((await upload(await testPicture(), admin)).status).toBe(201);
  });

  it('goes by the file’s bytes, not its declared type or name', async () => {
    const png = await testPicture({ format: 'png' });
    const declared = {
      ...shopStaff,
      'content-type': 'image/jpeg',
      'content-disposition': 'inline; filename="a.jpg"',
    };
    const response = await upload(png, declared);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { type: string } }).data.type).toBe('image/png');

    const script = new TextEncoder().encode('<script>alert(1)</script>');
    const refused = await upload(script, { ...shopStaff, 'content-type': 'image/png' });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      success: false,
      message: PICTURE_TYPE,
      errors: { file: PICTURE_TYPE },
    });
  });

  it('refuses a picture over MEDIA_MAX_BYTES with 413, anything over UPLOAD_MAX_BYTES at the service’s limit, and keeps 64 KB for other posts', async () => {
    const oversized = new Uint8Array(MEDIA_MAX_BYTES + 1);
    oversized.set(await testPicture());
    const response = await upload(oversized);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      message: PICTURE_TOO_LARGE,
      errors: { file: PICTURE_TOO_LARGE },
    });
    const huge = await upload(new Uint8Array(UPLOAD_MAX_BYTES + 1));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ success: false, message: 'Request body is too large' });
    const elsewhere = await app.request('/api/shop/staff/media/other', {
      method: 'POST',
      headers: { ...shopStaff, 'content-length': String(100 * 1024) },
      body: new Uint8Array(100 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });

  it('never takes an upload path for a library item: each path allows its own methods', async () => {
    for (const path of ['/api/shop/staff/media/uploads', '/api/shop/staff/media/documents/uploads']) {
      const options = await app.request(path, { method: 'OPTIONS', headers: shopStaff });
      expect(options.status, path).toBe(405);
      expect(options.headers.get('allow'), path).toBe('POST');
      const patch = await app.request(path, {
        method: 'PATCH',
        headers: { ...shopStaff, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Anything' }),
      });
      expect(patch.status, path).toBe(405);
    }
  });

  it('takes only paths the proxy and the service let carry a picture', () => {
    const guard = requireRole(keys, 'shop');
    expect(() => mediaRoutes(store, { uploadPath: '/staff/media', guard, audit })).toThrow(/\/uploads/);
    expect(() =>
      mediaRoutes(store, {
        uploadPath: '/staff/media/uploads',
        documentUploadPath: '/staff/media/pdf/uploads',
        guard,
        audit,
      }),
    ).toThrow(/\/documents\/uploads/);
  });
});

describe('serving a picture', () => {
  it('streams each width as WebP, kept but asked for again each time, with an ETag that answers 304', async () => {
    const { id } = await uploaded(await testPicture({ width: 1600, height: 1200 }));
    for (const width of [160, 600, 1200] as const) {
      const response = await app.request(mediaUrl('shop', id, width));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width });

      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[a-f0-9]{24}"$/);
      const again = await app.request(mediaUrl('shop', id, width), { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('answers 404 in the envelope for an unknown picture or width', async () => {
    const { id } = await uploaded(await testPicture());
    const unknown = new ObjectId().toHexString();
    for (const path of [
      mediaUrl('shop', unknown),
      `/api/shop/media/${id}/300.webp`,
      `/api/shop/media/${id}/600.png`,
      `/api/shop/media/${id}/600`,
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: PICTURE_NOT_FOUND });
    }
    // No stored item has this address at all.
    const malformed = await app.request('/api/shop/media/not-an-id/600.webp');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('is not kept by the read cache: a removed picture is gone at once', async () => {
    const { id } = await uploaded(await testPicture());
    expect((await app.request(mediaUrl('shop', id))).status).toBe(200);
    await store.remove(id);
    expect((await app.request(mediaUrl('shop', id))).status).toBe(404);
  });
});

const uploadDocument = (body: Uint8Array, headers: Record<string, string> = shopStaff) =>
  upload(body, headers, '/api/shop/staff/media/documents/uploads');

describe('documents', () => {
  it('stores a PDF over the picture limit as sent and serves it back byte for byte', async () => {
    const pdf = new Uint8Array([...(await testDocument(3)), ...new Uint8Array(MEDIA_MAX_BYTES)]);
    const response = await uploadDocument(pdf, {
      ...shopStaff,
      'x-file-name': encodeURIComponent('Magazine 2025.pdf'),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    expect(data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      url: documentUrl('shop', data.id),
      type: 'application/pdf',
      bytes: pdf.byteLength,
      pages: 3,
    });

    const served = await app.request(documentUrl('shop', data.id));
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'cache-control': 'public, no-cache',
      'content-disposition': `inline; filename="Magazine 2025.pdf"; filename*=UTF-8''Magazine%202025.pdf`,
    });
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[a-f0-9]{24}"$/);
    const again = await app.request(documentUrl('shop', data.id), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses a PHP script sent as a PDF or renamed .jpg, and each kind on the other’s path, storing nothing', async () => {
    const before = await database.db.collection('media.files').countDocuments();
    const refusals = [
      [
        await uploadDocument(PHP_SCRIPT, {
          ...shopStaff,
          'content-type': 'application/pdf',
          'x-file-name': 'cv.pdf',
        }),
        DOCUMENT_NOT_PDF,
      ],
      [
        await upload(PHP_SCRIPT, { ...shopStaff, 'content-type': 'image/jpeg', 'x-file-name': 'photo.jpg' }),
        PICTURE_TYPE,
      ],
      [await uploadDocument(await testPicture()), DOCUMENT_NOT_PDF],
      [await upload(await testDocument()), PICTURE_TYPE],
    ] as const;
    for (const [response, message] of refusals) {
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ success: false, message, errors: { file: message } });
    }
    expect(await database.db.collection('media.files').countDocuments()).toBe(before);
    expect((await uploadDocument(await testDocument(), {})).status).toBe(401);
  });

  it('answers 404 for an unknown document, and a picture’s id names no document', async () => {
    const { id } = await uploaded(await testPicture());
    for (const path of [documentUrl('shop', new ObjectId().toHexString()), documentUrl('shop', id)]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: DOCUMENT_NOT_FOUND });
    }
  });

  it('names the saved file from the name given, whatever its script', () => {
    expect(documentDisposition('Annual report')).toBe(
      `inline; filename="Annual report.pdf"; filename*=UTF-8''Annual%20report.pdf`,
    );
    expect(documentDisposition('வார இதழ் "1" (2025).PDF')).toBe(
      `inline; filename="___ ____ _1_ (2025).pdf"; filename*=UTF-8''%E0%AE%B5%E0%AE%BE%E0%AE%B0%20%E0%AE%87%E0%AE%A4%E0%AE%B4%E0%AF%8D%20%221%22%20%282025%29.pdf`,
    );
  });

  it('reads the x-file-name header as a name, or leaves the name to the store', () => {
    expect(uploadName(encodeURIComponent('  Sports day – 2025.jpg '))).toBe('Sports day – 2025.jpg');
    expect(uploadName(encodeURIComponent('a\u0000b\n.jpg'))).toBe('ab.jpg');
    expect(uploadName('x'.repeat(200))).toHaveLength(120);
    expect(uploadName('%E0%A4')).toBeUndefined();
    expect(uploadName('%20')).toBeUndefined();
    expect(uploadName(undefined)).toBeUndefined();
  });
});

describe('the library', () => {
  const library = (search = '', headers: Record<string, string> = shopStaff) =>
    app.request(`/api/shop/staff/media${search}`, { headers });
  const page = async (search = '') => {
    const response = await library(search);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return ((await response.json()) as { data: { items: MediaLibraryItem[]; next: string | null } }).data;
  };
  const change = (id: string, json: unknown, headers: Record<string, string> = shopStaff) =>
    app.request(`/api/shop/staff/media/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });

  it('lists every upload newest first, by kind, found by name or description, a page at a time', async () => {
    // Only this test's uploads: the start's entries for earlier pictures made, then the list emptied.
    await store.prepare();
    await database.db.collection('media_library').deleteMany({});
    const named = (name: string) => ({ ...shopStaff, 'x-file-name': encodeURIComponent(name) });
    const first = (await (await upload(await testPicture(), named('Library front.jpg'))).json()).data;
    const brochure = (await (await uploadDocument(await testDocument(), named('Brochure.pdf'))).json()).data;
    const last = (
      await (await upload(await testPicture({ format: 'png' }), named('Chemistry lab.png'))).json()
    ).data;

    const all = await page();
    expect(all.items.map((item) => item.name)).toEqual([
      'Chemistry lab.png',
      'Brochure.pdf',
      'Library front.jpg',
    ]);
    expect(all.items[1]).toMatchObject({ id: brochure.id, kind: 'document', url: brochure.url, pages: 2 });
    expect(all.items[2]).toMatchObject({
      id: first.id,
      kind: 'picture',
      url: first.url,
      alt: '',
      uploadedBy: 'staff-1',
    });
    expect(all.next).toBeNull();

    expect((await page('?kind=document')).items.map((item) => item.id)).toEqual([brochure.id]);
    expect((await page('?kind=picture&q=LIBRARY')).items.map((item) => item.id)).toEqual([first.id]);
    expect((await change(last.id, { alt: 'Students at a fume cupboard' })).status).toBe(200);
    expect((await page('?q=fume%20cup')).items.map((item) => item.id)).toEqual([last.id]);
    // What a search types is words, never a pattern.
    expect((await page('?q=.*')).items).toEqual([]);

    const one = await page('?limit=1');
    expect([one.items.map((item) => item.id), one.next]).toEqual([[last.id], last.id]);
    const two = await page(`?limit=2&after=${one.next}`);
    expect([two.items.map((item) => item.id), two.next]).toEqual([[brochure.id, first.id], null]);
  });

  it('refuses a bad query with field errors, and anyone without the role', async () => {
    const response = await library('?kind=video&after=zzz');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toEqual({
      kind: 'Must be picture or document',
      after: 'Must be a cursor this list gave',
    });
    expect((await library('', {})).status).toBe(401);
    expect((await library('', bearer(await sign({ id: 'staff-2', roles: ['admissions'] })))).status).toBe(
      403,
    );
  });

  it('changes a picture’s description and any name, refusing what it cannot keep and changing nothing', async () => {
    const picture = await uploaded(await testPicture());
    const document = (await (await uploadDocument(await testDocument())).json()).data as { id: string };

    const described = await change(picture.id, {
      alt: '  Students at the library desk ',
      name: 'Library desk',
    });
    expect(described.status).toBe(200);
    expect(((await described.json()) as { data: MediaLibraryItem }).data).toMatchObject({
      id: picture.id,
      alt: 'Students at the library desk',
      name: 'Library desk',
    });

    const cleared = await change(picture.id, { alt: ' ' });
    expect(cleared.status).toBe(400);
    expect(((await cleared.json()) as { errors: object }).errors).toEqual({ alt: MEDIA_ALT_REQUIRED });
    const nothing = await change(picture.id, {});
    expect(nothing.status).toBe(400);
    const onDocument = await change(document.id, { alt: 'A brochure' });
    expect(onDocument.status).toBe(400);
    expect(await onDocument.json()).toEqual({
      success: false,
      message: DOCUMENT_HAS_NO_ALT,
      errors: { alt: DOCUMENT_HAS_NO_ALT },
    });
    expect((await change(document.id, { name: 'Prospectus' })).status).toBe(200);

    const unknown = await change(new ObjectId().toHexString(), { name: 'Anything' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: LIBRARY_ITEM_NOT_FOUND });
    expect((await change('not-an-id', { name: 'Anything' })).status).toBe(404);
    expect((await change(picture.id, { name: 'Mine' }, {})).status).toBe(401);
    const kept = (await page()).items.find((item) => item.id === picture.id);
    expect(kept).toMatchObject({ alt: 'Students at the library desk', name: 'Library desk' });
    expect((await page()).items.find((item) => item.id === document.id)).toMatchObject({
      name: 'Prospectus',
      alt: '',
    });
  });
});

describe('replacing a file', () => {
  const replace = (id: string, body: Uint8Array, headers: Record<string, string> = shopStaff) =>
    upload(body, headers, `/api/shop/staff/media/${id}/uploads`);
  const replaced = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: MediaLibraryItem }).data;
  };
  const storedFiles = (id: string) =>
    database.db.collection('media.files').find({ 'metadata.media': id }).toArray();

  it('serves a picture’s new sizes at the same addresses, keeping its name and description, and deletes the old', async () => {
    const named = { ...shopStaff, 'x-file-name': 'Library front.jpg' };
    const { id } = (await (await upload(await testPicture({ width: 1600, height: 1200 }), named)).json())
      .data as { id: string };
    await store.library.change(id, { alt: 'The library at dusk' });
    const before = await app.request(mediaUrl('shop', id));
    const oldEtag = before.headers.get('etag') ?? '';
    const oldFiles = (await storedFiles(id)).map((file) => String(file._id));

    const item = await replaced(
      await replace(id, await testPicture({ width: 900, height: 900, format: 'png' }), {
        ...shopStaff,
        'x-file-name': 'new-photo.png',
      }),
    );
    expect(item).toMatchObject({
      id,
      kind: 'picture',
      url: mediaUrl('shop', id),
      name: 'Library front.jpg',
      alt: 'The library at dusk',
      width: 900,
      height: 900,
      uploadedBy: 'staff-1',
      replacedBy: 'staff-1',
    });
    expect(Date.parse(item.replacedAt ?? '')).toBeGreaterThan(Date.parse(item.uploadedAt) - 1);

    // A browser holding the old picture asks again and is sent the new one.
    const after = await app.request(mediaUrl('shop', id), { headers: { 'if-none-match': oldEtag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(oldEtag);
    expect(await sharp(new Uint8Array(await after.arrayBuffer())).metadata()).toMatchObject({
      width: 600,
      height: 600,
    });
    const files = await storedFiles(id);
    expect(files).toHaveLength(3);
    expect(files.some((file) => oldFiles.includes(String(file._id)))).toBe(false);
    expect(await store.exists([id], 'picture')).toEqual(new Set([id]));
    expect(await store.library.get(id)).toEqual(item);
  });

  it('serves a document’s new PDF under its name, with its new pages', async () => {
    const named = { ...shopStaff, 'x-file-name': 'Brochure.pdf' };
    const { id } = (await (await uploadDocument(await testDocument(2), named)).json()).data as { id: string };
    const pdf = await testDocument(5);
    const item = await replaced(await replace(id, pdf));
    expect(item).toMatchObject({
      id,
      kind: 'document',
      name: 'Brochure.pdf',
      pages: 5,
      bytes: pdf.byteLength,
    });
    const served = await app.request(documentUrl('shop', id));
    expect(served.headers.get('content-disposition')).toContain('filename="Brochure.pdf"');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    expect(await storedFiles(id)).toHaveLength(1);
    // Replaced again: the second replacement follows the first.
    expect((await replaced(await replace(id, await testDocument(3)))).pages).toBe(3);
  });

  it('refuses what an upload would, and the other kind, with a field error, changing nothing', async () => {
    const picture = await uploaded(await testPicture());
    const document = (await (await uploadDocument(await testDocument())).json()).data as { id: string };
    const before = async () => ({
      files: (await storedFiles(picture.id)).concat(await storedFiles(document.id)).map((f) => String(f._id)),
      items: [await store.library.get(picture.id), await store.library.get(document.id)],
    });
    const unchanged = await before();
    const oversized = new Uint8Array(MEDIA_MAX_BYTES + 1);
    oversized.set(await testPicture());
    const refusals = [
      [picture.id, await testDocument(), 415, MEDIA_REPLACED_BY_OTHER_KIND.picture],
      [document.id, await testPicture(), 415, MEDIA_REPLACED_BY_OTHER_KIND.document],
      [document.id, PHP_SCRIPT, 415, MEDIA_REPLACED_BY_OTHER_KIND.document],
      [picture.id, PHP_SCRIPT, 415, PICTURE_TYPE],
      [picture.id, new Uint8Array(), 400, PICTURE_MISSING],
      [document.id, new Uint8Array(), 400, DOCUMENT_MISSING],
      [picture.id, await testPicture({ width: 200, height: 200 }), 422, PICTURE_TOO_SMALL],
      [picture.id, oversized, 413, PICTURE_TOO_LARGE],
    ] as const;
    for (const [id, body, status, message] of refusals) {
      const response = await replace(id, body);
      expect(response.status, message).toBe(status);
      expect(await response.json()).toEqual({ success: false, message, errors: { file: message } });
    }
    expect(await before()).toEqual(unchanged);
  });

  it('answers 404 for a file not in the library, and refuses anyone signed out or without the role', async () => {
    const picture = await testPicture();
    const response = await replace(new ObjectId().toHexString(), picture);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: LIBRARY_ITEM_NOT_FOUND });
    expect((await replace('not-an-id', picture)).status).toBe(404);
    const { id } = await uploaded(picture);
    expect((await replace(id, picture, {})).status).toBe(401);
    const admissions = bearer(await sign({ id: 'staff-2', roles: ['admissions'] }));
    expect((await replace(id, picture, admissions)).status).toBe(403);
    expect((await store.library.get(id))?.replacedAt).toBeUndefined();
  });
});
