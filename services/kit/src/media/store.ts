import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_WIDTHS, type MediaAsset, type MediaWidth, mediaUrl } from '@aspire/contracts/media';
import { type Db, GridFSBucket, ObjectId } from 'mongodb';
import { readPicture } from './picture.ts';

/** A stored picture's id, as its address names it. */
export const MEDIA_ID = /^[a-f0-9]{24}$/;

/** What a picture's variant file carries besides its bytes. */
type VariantMetadata = {
  media: string;
  /** The variant's own pixels (at most its nominal width on either side). */
  width: number;
  height: number;
  /** Who uploaded it, and what they sent: its type and size in bytes. */
  by: string;
  type: MediaAsset['type'];
  bytes: number;
};

/** One stored size of a picture, ready to be sent. */
export type MediaFile = {
  length: number;
  etag: string;
  uploadedAt: Date;
  /** Its bytes, read from the database as they are sent. */
  stream: () => Readable;
};

export type MediaStore = ReturnType<typeof mediaStore>;

/** The file a picture's variant is stored as: the end of its address. */
const fileName = (id: string, width: MediaWidth) => `${id}/${width}.webp`;

/**
 * Uploaded pictures in the service's database (GridFS, bucket `bucket`), so every instance of the service
 * serves the same files and a database backup includes them. Each picture is kept as one WebP file per
 * `MEDIA_WIDTHS` width, named `<id>/<width>.webp`; `service` is the service whose address serves them.
 */
export function mediaStore(db: Db, { service, bucket = 'media' }: { service: string; bucket?: string }) {
  const files = new GridFSBucket(db, { bucketName: bucket });

  const remove = async (id: string) => {
    if (!MEDIA_ID.test(id)) return 0;
    const stored = await files
      .find({ filename: { $in: MEDIA_WIDTHS.map((width) => fileName(id, width)) } })
      .toArray();
    for (const file of stored) await files.delete(file._id);
    return stored.length;
  };

  return {
    service,

    /** Reads and stores an upload (see `readPicture` for what is refused); answers the stored picture. */
    async put(bytes: Uint8Array, { by }: { by: string }): Promise<MediaAsset> {
      const picture = await readPicture(bytes);
      const id = new ObjectId().toHexString();
      try {
        for (const { width, pixels, data } of picture.variants) {
          const metadata: VariantMetadata = {
            media: id,
            ...pixels,
            by,
            type: picture.type,
            bytes: picture.bytes,
          };
          await pipeline(Readable.from([data]), files.openUploadStream(fileName(id, width), { metadata }));
        }
      } catch (error) {
        // A picture is whole or absent: `exists` never counts one missing a size.
        await remove(id).catch(() => {});
        throw error;
      }
      const { type, bytes: size, width, height } = picture;
      return { id, url: mediaUrl(service, id), width, height, type, bytes: size };
    },

    /** Which of `ids` are stored pictures (with every size). */
    async exists(ids: readonly string[]): Promise<Set<string>> {
      const wanted = ids.filter((id) => MEDIA_ID.test(id));
      const names = wanted.flatMap((id) => MEDIA_WIDTHS.map((width) => fileName(id, width)));
      const found = await files.find({ filename: { $in: names } }, { projection: { filename: 1 } }).toArray();
      const sizes = new Map<string, number>();
      for (const { filename } of found) {
        const id = filename.slice(0, filename.indexOf('/'));
        sizes.set(id, (sizes.get(id) ?? 0) + 1);
      }
      return new Set(wanted.filter((id) => sizes.get(id) === MEDIA_WIDTHS.length));
    },

    /** One size of a picture, or null when there is no such picture or size. */
    async open(id: string, width: MediaWidth): Promise<MediaFile | null> {
      if (!MEDIA_ID.test(id) || !MEDIA_WIDTHS.includes(width)) return null;
      const [file] = await files.find({ filename: fileName(id, width) }, { limit: 1 }).toArray();
      if (!file) return null;
      return {
        length: file.length,
        // Each stored file has its own id and is never rewritten.
        etag: `"${file._id.toHexString()}"`,
        uploadedAt: file.uploadDate,
        stream: () => files.openDownloadStream(file._id),
      };
    },

    /** Deletes a picture, every size; answers how many files went (0 when there was none). */
    remove,
  };
}
