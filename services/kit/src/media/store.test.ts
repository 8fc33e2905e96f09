import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { documentUrl, MEDIA_REPLACED_MEANWHILE, MEDIA_WIDTHS, mediaUrl } from '@aspire/contracts/media';
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backup, restore } from '../dev/backup.ts';
import { longDateInIndia } from '../india-days.ts';
import { connectDatabase } from '../mongo.ts';
import { PHP_SCRIPT, testDocument } from '../testing/documents.ts';
import { testDatabase } from '../testing/fixtures.ts';
import { testPicture } from '../testing/pictures.ts';
import { queryPlan } from '../testing/query-plan.ts';
import { type MediaStore, mediaStore } from './store.ts';

const database = await testDatabase();
const store = mediaStore(database.db, { service: 'shop' });
const chunks = database.db.collection('media.chunks');

/** A stored size's bytes, read back through the store. */
async function read(from: MediaStore, id: string, width: (typeof MEDIA_WIDTHS)[number]) {
  const file = await from.open(id, width);
  if (!file) throw new Error(`no ${id}/${width}`);
  const bytes = await buffer(file.stream());
  expect(bytes.byteLength).toBe(file.length);
  return bytes;
}

describe('the media store', () => {
  it('stores each size as a GridFS file and answers the picture at its page width', async () => {
    const bytes = await testPicture({ width: 1600, height: 1200, format: 'png' });
    const asset = await store.put(bytes, { by: 'staff-1' });
    expect(asset).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      url: mediaUrl('shop', asset.id),
      width: 1600,
      height: 1200,
      type: 'image/png',
      bytes: bytes.byteLength,
    });
    const files = await database.db
      .collection('media.files')
      .find({ 'metadata.media': asset.id })
      .sort({ filename: 1 })
      .toArray();
    expect(files.map(({ filename, metadata }) => [filename, metadata])).toEqual(
      [
        [160, 160, 120],
        [600, 600, 450],
        [1200, 1200, 900],
      ]
        .map(([width, w, h]) => [
          `${asset.id}/${width}.webp`,
          { media: asset.id, width: w, height: h, by: 'staff-1', type: 'image/png', bytes: bytes.byteLength },
        ])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    for (const width of MEDIA_WIDTHS) {
      const stored = await sharp(await read(store, asset.id, width)).metadata();
      expect([stored.format, stored.width]).toEqual(['webp', width]);
    }
  });

  it('splits a large size into chunks and reads it back whole, in order, on FerretDB as on MongoDB', async () => {
    // Random pixels barely compress: the 1200 size spans several of GridFS's 255 KiB chunks.
    const asset = await store.put(await testPicture({ width: 1600, height: 1600, noise: true }), { by: 's' });
    const file = await store.open(asset.id, 1200);
    expect(file?.length).toBeGreaterThan(2 * 255 * 1024);
    const [files] = await database.db
      .collection('media.files')
      .find({ filename: `${asset.id}/1200.webp` })
      .toArray();
    const parts = await chunks.find({ files_id: files?._id }).sort({ n: 1 }).toArray();
    expect(parts.length).toBe(Math.ceil((file?.length ?? 0) / (255 * 1024)));
    const whole = Buffer.concat(parts.map((part) => Buffer.from(part.data.buffer)));
    const streamed = await read(store, asset.id, 1200);
    expect(streamed.equals(whole)).toBe(true);
    expect((await sharp(streamed).metadata()).width).toBe(1200);
    // The driver made GridFS's indexes: a chunk is never stored twice, a name is looked up by index.
    const indexes = await chunks.indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { files_id: 1, n: 1 }, unique: true }));
    const fileIndexes = await database.db.collection('media.files').indexes();
    expect(fileIndexes).toContainEqual(expect.objectContaining({ key: { filename: 1, uploadDate: 1 } }));
  });

  it('is seen alike by every instance of the service on the same database', async () => {
    const other = await connectDatabase(inject('mongodbUri'), database.db.databaseName);
    try {
      const elsewhere = mediaStore(other.db, { service: 'shop' });
      const here = await store.put(await testPicture(), { by: 'a' });
      const there = await elsewhere.put(await testPicture({ format: 'webp' }), { by: 'b' });
      expect(await elsewhere.exists([here.id])).toEqual(new Set([here.id]));
      expect(await store.exists([there.id])).toEqual(new Set([there.id]));
      expect((await read(elsewhere, here.id, 600)).equals(await read(store, here.id, 600))).toBe(true);
      expect(await elsewhere.remove(here.id)).toBe(MEDIA_WIDTHS.length);
      expect(await store.open(here.id, 600)).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('answers which pictures exist with every size, ignoring what is not an id', async () => {
    const kept = await store.put(await testPicture(), { by: 's' });
    const partial = await store.put(await testPicture(), { by: 's' });
    await database.db.collection('media.files').deleteOne({ filename: `${partial.id}/1200.webp` });
    const unknown = new ObjectId().toHexString();
    expect(await store.exists([kept.id, partial.id, unknown, 'not-an-id', '../../etc'])).toEqual(
      new Set([kept.id]),
    );
    expect(await store.exists([])).toEqual(new Set());
  });

  it('opens nothing for an unknown picture or size, and removes a picture with all its chunks', async () => {
    const asset = await store.put(await testPicture(), { by: 's' });
    expect(await store.open(new ObjectId().toHexString(), 600)).toBeNull();
    expect(await store.open(asset.id, 300 as 600)).toBeNull();
    expect(await store.open('zzz', 600)).toBeNull();
    const file = await store.open(asset.id, 600);
    expect(file?.etag).toMatch(/^"[a-f0-9]{24}"$/);
    expect(file?.uploadedAt).toBeInstanceOf(Date);

    const fileIds = (
      await database.db.collection('media.files').find({ 'metadata.media': asset.id }).toArray()
    ).map((doc) => doc._id);
    expect(await store.remove(asset.id)).toBe(MEDIA_WIDTHS.length);
    expect(await chunks.countDocuments({ files_id: { $in: fileIds } })).toBe(0);
    expect(await store.exists([asset.id])).toEqual(new Set());
    expect(await store.remove(asset.id)).toBe(0);
  });

  it('stores nothing for a picture it refuses', async () => {
    const before = await database.db.collection('media.files').countDocuments();
    await expect(store.put(new TextEncoder().encode('hello'), { by: 's' })).rejects.toMatchObject({
      status: 415,
    });
    expect(await database.db.collection('media.files').countDocuments()).toBe(before);
  });
});

describe('the stored files’ reads', () => {
  // A scan of the chunks would read every stored picture to serve one.
  it('finds a picture’s file and its chunks through the indexes', async () => {
    const asset = await store.put(await testPicture(), { by: 's' });
    const [file] = await database.db
      .collection('media.files')
      .find({ filename: `${asset.id}/600.webp` })
      .toArray();
    for (const [find, filter, sort] of [
      ['media.files', { filename: `${asset.id}/600.webp` }],
      ['media.files', { filename: { $in: [`${asset.id}/600.webp`] } }],
      ['media.chunks', { files_id: file?._id }, { n: 1 }],
    ] as const) {
      const plan = await queryPlan(database.db, { find, filter, sort });
      expect(plan.scans, find).toBe(false);
      expect(plan.indexes.length, find).toBeGreaterThan(0);
    }
  });
});

describe('backups', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'aspire-media-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('include the pictures: restored, they serve the same bytes', async () => {
    const asset = await store.put(await testPicture({ width: 1600, height: 1600, noise: true }), { by: 's' });
    const before = await read(store, asset.id, 1200);
    await backup(database.client, dir, database.db.databaseName);
    await store.remove(asset.id);
    await restore(database.client, dir, { replace: true });
    expect((await read(store, asset.id, 1200)).equals(before)).toBe(true);
  });
});

describe('documents in the store', () => {
  it('keeps a PDF as sent, exists like a picture, and goes with its library entry', async () => {
    const pdf = await testDocument(4);
    const asset = await store.putDocument(pdf, { by: 'staff-1', name: 'Prospectus 2026.pdf' });
    expect(asset).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      url: documentUrl('shop', asset.id),
      type: 'application/pdf',
      bytes: pdf.byteLength,
      pages: 4,
    });
    const file = await store.openDocument(asset.id);
    expect(file?.name).toBe('Prospectus 2026.pdf');
    expect((await buffer(file?.stream() ?? Readable.from([]))).equals(Buffer.from(pdf))).toBe(true);
    expect(await store.exists([asset.id])).toEqual(new Set([asset.id]));
    // A document's id names no picture, and a picture's no document.
    expect(await store.open(asset.id, 600)).toBeNull();
    const picture = await store.put(await testPicture(), { by: 's' });
    expect(await store.openDocument(picture.id)).toBeNull();

    expect(await store.remove(asset.id)).toBe(1);
    expect(await store.exists([asset.id])).toEqual(new Set());
    expect(await store.library.get(asset.id)).toBeNull();
  });

  it('stores nothing for a document it refuses', async () => {
    const before = await database.db.collection('media.files').countDocuments();
    const entries = await database.db.collection('media_library').countDocuments();
    await expect(store.putDocument(PHP_SCRIPT, { by: 's' })).rejects.toMatchObject({ status: 415 });
    expect(await database.db.collection('media.files').countDocuments()).toBe(before);
    expect(await database.db.collection('media_library').countDocuments()).toBe(entries);
  });
});

describe('the library’s entries', () => {
  const library = database.db.collection('media_library');

  it('are written with each upload: its name as sent, or its kind and day', async () => {
    const picture = await store.put(await testPicture({ width: 1600, height: 1200 }), {
      by: 'staff-1',
      name: 'Annual day stage.jpg',
    });
    expect(await store.library.get(picture.id)).toEqual({
      id: picture.id,
      kind: 'picture',
      url: picture.url,
      alt: '',
      name: 'Annual day stage.jpg',
      bytes: picture.bytes,
      width: 1600,
      height: 1200,
      uploadedAt: expect.any(String),
      uploadedBy: 'staff-1',
    });
    const unnamed = await store.putDocument(await testDocument(), { by: 'staff-1' });
    const entry = await store.library.get(unnamed.id);
    expect(entry?.name).toBe(`Document of ${longDateInIndia(new Date(entry?.uploadedAt ?? 0))}`);
    expect(entry).toMatchObject({ kind: 'document', pages: 2, url: unnamed.url, alt: '' });
  });

  it('are made at start for pictures stored before the library, once, and only for whole pictures', async () => {
    const earlier = await store.put(await testPicture({ width: 1600, height: 1200 }), { by: 'staff-9' });
    const partial = await store.put(await testPicture(), { by: 'staff-9' });
    await library.deleteMany({ _id: { $in: [new ObjectId(earlier.id), new ObjectId(partial.id)] } });
    await database.db.collection('media.files').deleteOne({ filename: `${partial.id}/160.webp` });

    // A fresh store, as after a restart; two instances starting at once add each entry once.
    const restarted = mediaStore(database.db, { service: 'shop' });
    const other = mediaStore(database.db, { service: 'shop' });
    await Promise.all([restarted.prepare(), other.prepare()]);
    await restarted.prepare();
    const [file] = await database.db
      .collection('media.files')
      .find({ filename: `${earlier.id}/1200.webp` })
      .toArray();
    expect(await restarted.library.get(earlier.id)).toEqual({
      id: earlier.id,
      kind: 'picture',
      url: earlier.url,
      alt: '',
      name: `Picture of ${longDateInIndia(file?.uploadDate)}`,
      bytes: earlier.bytes,
      // The largest size kept: the original's pixels were not recorded then.
      width: 1200,
      height: 900,
      uploadedAt: file?.uploadDate.toISOString(),
      uploadedBy: 'staff-9',
    });
    expect(await library.countDocuments({ _id: new ObjectId(earlier.id) })).toBe(1);
    expect(await restarted.library.get(partial.id)).toBeNull();
  });
});

describe('replacing a file', () => {
  const files = database.db.collection('media.files');

  it('lets one of two replacements at once through; the other is refused (409) and leaves no files', async () => {
    const { id } = await store.putDocument(await testDocument(), { by: 'staff-1' });
    const [first, second] = [await testDocument(3), await testDocument(4)];
    const outcomes = await Promise.allSettled([
      store.replace(id, first, { by: 'staff-1' }),
      store.replace(id, second, { by: 'staff-2' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, message: MEDIA_REPLACED_MEANWHILE });
    const kept = (await store.library.get(id))?.pages === 3 ? first : second;
    const stored = await files.find({ filename: `${id}/document.pdf` }).toArray();
    expect(stored).toHaveLength(1);
    const file = await store.openDocument(id);
    expect((await buffer(file?.stream() ?? Readable.from([]))).equals(Buffer.from(kept))).toBe(true);
  });

  it('serves the newest file and counts a picture whole while its new sizes are stored beside the old', async () => {
    const asset = await store.put(await testPicture(), { by: 's' });
    const [old] = await files.find({ filename: `${asset.id}/600.webp` }).toArray();
    // As mid-replacement: a second, newer file under the same name.
    await files.insertOne({ ...old, _id: new ObjectId(), uploadDate: new Date(Date.now() + 1000) });
    expect(await store.exists([asset.id], 'picture')).toEqual(new Set([asset.id]));
    const newest = await store.open(asset.id, 600);
    expect(newest?.etag).not.toBe(`"${old?._id.toHexString()}"`);
  });

  it('tells the service of each replacement, and of none refused', async () => {
    let told = 0;
    const telling = mediaStore(database.db, {
      service: 'shop',
      onReplaced: async () => {
        told += 1;
      },
    });
    const asset = await telling.put(await testPicture({ width: 800, height: 600 }), { by: 's' });
    const replaced = await telling.replace(asset.id, await testPicture({ width: 400, height: 400 }), {
      by: 's',
    });
    expect(replaced?.item).toMatchObject({ width: 400, height: 400 });
    expect(told).toBe(1);
    expect(await telling.replace(new ObjectId().toHexString(), await testPicture(), { by: 's' })).toBeNull();
    await expect(telling.replace(asset.id, await testDocument(), { by: 's' })).rejects.toMatchObject({
      status: 415,
    });
    expect(told).toBe(1);
  });

  it('answers null for an item not in the library, storing nothing', async () => {
    const before = await files.countDocuments();
    expect(await store.replace(new ObjectId().toHexString(), await testPicture(), { by: 's' })).toBeNull();
    expect(await store.replace('../../etc', await testPicture(), { by: 's' })).toBeNull();
    expect(await files.countDocuments()).toBe(before);
  });
});
