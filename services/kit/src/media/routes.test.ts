import { MEDIA_MAX_BYTES, mediaUrl } from '@aspire/contracts/media';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../app.ts';
import { requireRole } from '../auth.ts';
import { silentLogger } from '../logger.ts';
import { bearer, testDatabase, testKeys } from '../testing/fixtures.ts';
import { testPicture } from '../testing/pictures.ts';
import { PICTURE_TYPE } from './picture.ts';
import { mediaRoutes, PICTURE_NOT_FOUND } from './routes.ts';
import { mediaStore } from './store.ts';

const database = await testDatabase();
const { keys, sign } = await testKeys();
const store = mediaStore(database.db, { service: 'shop' });
// The read cache is on, as on the site: pictures must not be kept in it.
const app = createServiceApp(
  { name: 'shop', logger: silentLogger, ready: database.ready, readCacheMs: 60_000 },
  (api) => {
    api.route(
      '/',
      mediaRoutes(store, { uploadPath: '/staff/media/uploads', guard: requireRole(keys, 'shop') }),
    );
  },
);
const shopStaff = bearer(await sign({ id: 'staff-1', roles: ['shop'] }));

const upload = (body: Uint8Array, headers: Record<string, string> = shopStaff) =>
  app.request('/api/shop/staff/media/uploads', {
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

  it('refuses MEDIA_MAX_BYTES + 1 with 413 at the service’s limit, and keeps 64 KB for other posts', async () => {
    const oversized = new Uint8Array(MEDIA_MAX_BYTES + 1);
    oversized.set(await testPicture());
    const response = await upload(oversized);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'Request body is too large' });
    const elsewhere = await app.request('/api/shop/staff/media/other', {
      method: 'POST',
      headers: { ...shopStaff, 'content-length': String(100 * 1024) },
      body: new Uint8Array(100 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });

  it('takes only paths the proxy and the service let carry a picture', () => {
    const guard = requireRole(keys, 'shop');
    expect(() => mediaRoutes(store, { uploadPath: '/staff/media', guard })).toThrow(/\/uploads/);
  });
});

describe('serving a picture', () => {
  it('streams each width as WebP, cached for a year, with an ETag that answers 304', async () => {
    const { id } = await uploaded(await testPicture({ width: 1600, height: 1200 }));
    for (const width of [160, 600, 1200] as const) {
      const response = await app.request(mediaUrl('shop', id, width));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
      '/api/shop/media/not-an-id/600.webp',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: PICTURE_NOT_FOUND });
    }
  });

  it('is not kept by the read cache: a removed picture is gone at once', async () => {
    const { id } = await uploaded(await testPicture());
    expect((await app.request(mediaUrl('shop', id))).status).toBe(200);
    await store.remove(id);
    expect((await app.request(mediaUrl('shop', id))).status).toBe(404);
  });
});
