import {
  documentUrl,
  type MediaKind,
  type MediaLibraryItem,
  type mediaLibraryChangeSchema,
  type mediaLibraryPageSchema,
  type mediaLibraryQuerySchema,
  mediaUrl,
} from '@aspire/contracts/media';
import { type Db, type Filter, ObjectId } from 'mongodb';
import type { z } from 'zod';
import { longDateInIndia } from '../india-days.ts';
import { isDuplicateKey } from '../mongo.ts';

/** A stored file's id (a picture's or a document's), as its address names it. */
export const MEDIA_ID = /^[a-f0-9]{24}$/;

/** One upload's entry: `_id` is the stored file's id, so the list's newest-first order is `_id`'s. */
export type LibraryRecord = {
  _id: ObjectId;
  kind: MediaKind;
  alt: string;
  name: string;
  bytes: number;
  width?: number;
  height?: number;
  pages?: number;
  uploadedAt: Date;
  uploadedBy: string;
  /** When its file was last replaced, and by whom (absent until it is). */
  replacedAt?: Date;
  replacedBy?: string;
};

/** What a replaced file changes in its entry: its size, and a picture's pixels or a document's pages. */
export type ReplacedFile = Pick<LibraryRecord, 'bytes' | 'width' | 'height' | 'pages'> & {
  replacedAt: Date;
  replacedBy: string;
};

export type LibraryQuery = z.output<typeof mediaLibraryQuerySchema>;
export type LibraryChange = z.output<typeof mediaLibraryChangeSchema>;
export type LibraryPage = z.infer<typeof mediaLibraryPageSchema>;

export const NAME_MAX_LENGTH = 120;

const KIND_NAMES: Record<MediaKind, string> = { picture: 'Picture', document: 'Document' };
/** The name of an upload sent without one: "Picture of 3 March 2026". */
export const defaultName = (kind: MediaKind, uploadedAt: Date) =>
  `${KIND_NAMES[kind]} of ${longDateInIndia(uploadedAt)}`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A service's media library (collection `<bucket>_library`): one record per stored picture or document,
 * with the name staff know it by and a picture's description, listed newest first and searched by both.
 */
export function mediaLibrary(db: Db, { service, bucket }: { service: string; bucket: string }) {
  const records = db.collection<LibraryRecord>(`${bucket}_library`);

  const toItem = ({ _id, uploadedAt, replacedAt, ...record }: LibraryRecord): MediaLibraryItem => {
    const id = _id.toHexString();
    return {
      id,
      url: record.kind === 'picture' ? mediaUrl(service, id) : documentUrl(service, id),
      ...record,
      uploadedAt: uploadedAt.toISOString(),
      ...(replacedAt && { replacedAt: replacedAt.toISOString() }),
    };
  };

  return {
    async init() {
      await records.createIndex({ kind: 1, _id: -1 }, { name: 'by_kind' });
    },

    async add(record: LibraryRecord) {
      await records.insertOne(record);
      return toItem(record);
    },

    /** Adds the records not there yet (another instance may be adding the same ones). */
    async addMissing(candidates: readonly LibraryRecord[]) {
      if (candidates.length === 0) return 0;
      const present = await records
        .find({ _id: { $in: candidates.map(({ _id }) => _id) } }, { projection: { _id: 1 } })
        .toArray();
      const known = new Set(present.map(({ _id }) => _id.toHexString()));
      let added = 0;
      for (const record of candidates.filter(({ _id }) => !known.has(_id.toHexString()))) {
        try {
          await records.insertOne(record);
          added += 1;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      return added;
    },

    async get(id: string) {
      if (!MEDIA_ID.test(id)) return null;
      const record = await records.findOne({ _id: new ObjectId(id) });
      return record && toItem(record);
    },

    async remove(id: string) {
      if (MEDIA_ID.test(id)) await records.deleteOne({ _id: new ObjectId(id) });
    },

    /** A page of the library, newest first after the cursor `after` (the last id of the page before). */
    async page({ kind, q, after, limit }: LibraryQuery): Promise<LibraryPage> {
      const filter: Filter<LibraryRecord> = {};
      if (kind) filter.kind = kind;
      if (after) filter._id = { $lt: new ObjectId(after) };
      if (q) {
        const words = { $regex: escapeRegex(q), $options: 'i' };
        filter.$or = [{ name: words }, { alt: words }];
      }
      const found = await records
        .find(filter)
        .sort({ _id: -1 })
        .limit(limit + 1)
        .toArray();
      const shown = found.slice(0, limit);
      return {
        items: shown.map(toItem),
        next: found.length > limit ? (shown.at(-1)?._id.toHexString() ?? null) : null,
      };
    },

    /** Changes an entry's name or description; answers it, or null when there is no such entry. */
    async change(id: string, change: LibraryChange) {
      if (!MEDIA_ID.test(id)) return null;
      const record = await records.findOneAndUpdate(
        { _id: new ObjectId(id) },
        { $set: change },
        { returnDocument: 'after' },
      );
      return record && toItem(record);
    },

    /**
     * Records a replaced file on an entry, if its file is still the one replaced (`replacedAt` as read:
     * undefined for the file first uploaded); answers it, or null when another replacement or a removal
     * came first.
     */
    async replaceFile(id: string, replacedAt: string | undefined, facts: ReplacedFile) {
      if (!MEDIA_ID.test(id)) return null;
      const record = await records.findOneAndUpdate(
        { _id: new ObjectId(id), replacedAt: replacedAt ? new Date(replacedAt) : { $exists: false } },
        { $set: facts },
        { returnDocument: 'after' },
      );
      return record && toItem(record);
    },
  };
}

export type MediaLibrary = ReturnType<typeof mediaLibrary>;
