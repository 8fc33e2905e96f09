import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DOCUMENT_TYPE,
  type DocumentAsset,
  documentUrl,
  MEDIA_REPLACED_BY_OTHER_KIND,
  MEDIA_REPLACED_MEANWHILE,
  MEDIA_WIDTHS,
  type MediaAsset,
  type MediaKind,
  type MediaLibraryItem,
  type MediaWidth,
  mediaUrl,
} from '@aspire/contracts/media';
import { type Db, GridFSBucket, ObjectId } from 'mongodb';
import { ApiError } from '../envelope.ts';
import { isPdf, readDocument } from './document.ts';
import { defaultName, type LibraryRecord, MEDIA_ID, mediaLibrary, type ReplacedFile } from './library.ts';
import { type Picture, readPicture, refuse } from './picture.ts';

export { MEDIA_ID } from './library.ts';

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

/** What a document's file carries besides its bytes (which are the upload's, as sent). */
type DocumentMetadata = { media: string; by: string; type: typeof DOCUMENT_TYPE; pages: number };

/** One stored file (a size of a picture, or a document), ready to be sent. */
export type MediaFile = {
  length: number;
  etag: string;
  uploadedAt: Date;
  /** Its bytes, read from the database as they are sent. */
  stream: () => Readable;
};

/** What an upload may say about itself: who sent it and, when the browser said, the file's name. */
type Upload = { by: string; name?: string };

/** A stored file as its replacement's audit entry tells it: its type, bytes, and pixels or pages. */
export type FileFacts = Pick<MediaLibraryItem, 'bytes' | 'width' | 'height' | 'pages'> & {
  /** What it was sent as; null where its files do not say. */
  type: string | null;
};
/** A replaced item, and its file before and after. */
export type Replacement = { item: MediaLibraryItem; before: FileFacts; after: FileFacts };

const factsOf = ({ bytes, width, height, pages }: MediaLibraryItem, type: string | null): FileFacts => ({
  type,
  bytes,
  ...(width !== undefined && { width, height }),
  ...(pages !== undefined && { pages }),
});

export type MediaStore = ReturnType<typeof mediaStore>;

/** The file a picture's variant is stored as: the end of its address. */
const fileName = (id: string, width: MediaWidth) => `${id}/${width}.webp`;
/** The file a document is stored as: the end of its address. */
const documentFileName = (id: string) => `${id}/document.pdf`;
const DOCUMENT_FILE = /\/document\.pdf$/;
const LARGEST_WIDTH = Math.max(...MEDIA_WIDTHS) as MediaWidth;

/**
 * Uploaded pictures and documents in the service's database (GridFS, bucket `bucket`), so every instance
 * of the service serves the same files and a database backup includes them. Each picture is kept as one
 * WebP file per `MEDIA_WIDTHS` width, named `<id>/<width>.webp`; each document (a PDF) as sent, named
 * `<id>/document.pdf`. Every upload also gets an entry in the service's media library (see
 * `mediaLibrary`). `service` is the service whose address serves them.
 */
export function mediaStore(
  db: Db,
  {
    service,
    bucket = 'media',
    onReplaced,
  }: {
    service: string;
    bucket?: string;
    /**
     * Told after a file is replaced, before the replacement is answered: the address stays, but a public
     * read that shows the file's facts (a picture's size) reads differently, so its change mark moves.
     */
    onReplaced?: () => Promise<unknown>;
  },
) {
  const files = new GridFSBucket(db, { bucketName: bucket });
  const library = mediaLibrary(db, { service, bucket });

  const fileNames = (id: string) => [
    ...MEDIA_WIDTHS.map((width) => fileName(id, width)),
    documentFileName(id),
  ];

  const remove = async (id: string) => {
    if (!MEDIA_ID.test(id)) return 0;
    const stored = await files.find({ filename: { $in: fileNames(id) } }).toArray();
    for (const file of stored) await files.delete(file._id);
    await library.remove(id);
    return stored.length;
  };

  /** Writes one file; answers its id. */
  async function write(name: string, data: Uint8Array, metadata: VariantMetadata | DocumentMetadata) {
    const upload = files.openUploadStream(name, { metadata });
    // The bytes as a Buffer over the same memory (a document may be 20 MB): GridFS takes Buffers.
    await pipeline(Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]), upload);
    return upload.id;
  }

  /** Writes a picture's sizes as files of `id`, each file's id added to `written` as it is stored. */
  async function writePicture(id: string, picture: Picture, by: string, written: ObjectId[] = []) {
    const { type, bytes } = picture;
    for (const variant of picture.variants) {
      const metadata = { media: id, ...variant.pixels, by, type, bytes };
      written.push(await write(fileName(id, variant.width), variant.data, metadata));
    }
  }

  /** Deletes files by id; one already gone (a replacement's clean-up met another's) is no matter. */
  const deleteFiles = (ids: readonly ObjectId[]) =>
    Promise.all(ids.map((fileId) => files.delete(fileId).catch(() => {})));

  /** Writes an upload's files, then its library entry: whole or absent (`exists` never counts one half-made). */
  async function keep(record: LibraryRecord, writeFiles: () => Promise<void>) {
    try {
      await writeFiles();
      await library.add(record);
    } catch (error) {
      await remove(record._id.toHexString()).catch(() => {});
      throw error;
    }
  }

  async function openFile(name: string): Promise<MediaFile | null> {
    // The newest: while a replacement is stored, the name has the old file and the new one.
    const [file] = await files.find({ filename: name }, { sort: { uploadDate: -1 }, limit: 1 }).toArray();
    if (!file) return null;
    return {
      length: file.length,
      // Each stored file has its own id and is never rewritten: a replaced file is a new one.
      etag: `"${file._id.toHexString()}"`,
      uploadedAt: file.uploadDate,
      stream: () => files.openDownloadStream(file._id),
    };
  }

  /** Which of `ids` are stored pictures (with every size) or documents, or only those of `kind`. */
  async function exists(ids: readonly string[], kind?: MediaKind): Promise<Set<string>> {
    const wanted = ids.filter((id) => MEDIA_ID.test(id));
    const names = wanted.flatMap(fileNames);
    const found = await files.find({ filename: { $in: names } }, { projection: { filename: 1 } }).toArray();
    const sizes = new Map<string, number>();
    const documents = new Set<string>();
    // Each name once: while a replacement is stored, a name has two files.
    for (const filename of new Set(found.map((file) => file.filename))) {
      const id = filename.slice(0, filename.indexOf('/'));
      if (DOCUMENT_FILE.test(filename)) documents.add(id);
      else sizes.set(id, (sizes.get(id) ?? 0) + 1);
    }
    const isPicture = (id: string) => kind !== 'document' && sizes.get(id) === MEDIA_WIDTHS.length;
    const isDocument = (id: string) => kind !== 'picture' && documents.has(id);
    return new Set(wanted.filter((id) => isPicture(id) || isDocument(id)));
  }

  /**
   * Gives each picture stored before the library began its entry, named by its day. Its pixels are those
   * of its largest stored size: the original's were not kept. Doing it again adds nothing.
   */
  async function addEarlierPictures() {
    const largest = await files
      .find(
        { filename: { $regex: `/${LARGEST_WIDTH}\\.webp$` } },
        { projection: { metadata: 1, uploadDate: 1 } },
      )
      .toArray();
    const whole = await exists(largest.map(({ metadata }) => String(metadata?.media)));
    const records = largest
      .map(({ metadata, uploadDate }) => ({ ...(metadata as VariantMetadata), uploadDate }))
      .filter(({ media }) => whole.has(media))
      .map(
        ({ media, width, height, by, bytes, uploadDate }): LibraryRecord => ({
          _id: new ObjectId(media),
          kind: 'picture',
          alt: '',
          name: defaultName('picture', uploadDate),
          bytes,
          width,
          height,
          uploadedAt: uploadDate,
          uploadedBy: by,
        }),
      );
    return library.addMissing(records);
  }

  let prepared: Promise<void> | undefined;

  return {
    service,
    library,

    /**
     * The library's index, and entries for the pictures stored before it: once per process (the service
     * calls it at start; the library's reads wait for it), tried again after a failure.
     */
    prepare() {
      prepared ??= (async () => {
        await library.init();
        await addEarlierPictures();
      })().catch((error: unknown) => {
        prepared = undefined;
        throw error;
      });
      return prepared;
    },

    /** Reads and stores a picture (see `readPicture` for what is refused); answers the stored picture. */
    async put(bytes: Uint8Array, { by, name }: Upload): Promise<MediaAsset> {
      const picture = await readPicture(bytes);
      const _id = new ObjectId();
      const id = _id.toHexString();
      const { type, bytes: size, width, height } = picture;
      const uploadedAt = new Date();
      const record: LibraryRecord = {
        _id,
        kind: 'picture',
        alt: '',
        name: name || defaultName('picture', uploadedAt),
        bytes: size,
        width,
        height,
        uploadedAt,
        uploadedBy: by,
      };
      await keep(record, () => writePicture(id, picture, by));
      return { id, url: mediaUrl(service, id), width, height, type, bytes: size };
    },

    /** Reads and stores a PDF as sent (see `readDocument` for what is refused); answers the stored document. */
    async putDocument(bytes: Uint8Array, { by, name }: Upload): Promise<DocumentAsset> {
      const { bytes: size, pages } = await readDocument(bytes);
      const _id = new ObjectId();
      const id = _id.toHexString();
      const uploadedAt = new Date();
      const record: LibraryRecord = {
        _id,
        kind: 'document',
        alt: '',
        name: name || defaultName('document', uploadedAt),
        bytes: size,
        pages,
        uploadedAt,
        uploadedBy: by,
      };
      await keep(record, async () => {
        await write(documentFileName(id), bytes, { media: id, by, type: DOCUMENT_TYPE, pages });
      });
      return { id, url: documentUrl(service, id), type: DOCUMENT_TYPE, bytes: size, pages };
    },

    /**
     * Replaces a library item's file with `bytes` of its kind, read as an upload is (see `readPicture`,
     * `readDocument`), under the same id and addresses: every record that uses it shows the new file,
     * and its name and description stay. The old files are deleted once the new ones are stored: no
     * address names them any more, and a file is often replaced because it must go. Answers the changed
     * entry with its file's facts before and after, or null when there is no such item; 409 when another
     * replacement or a removal came first.
     */
    async replace(id: string, bytes: Uint8Array, { by }: Upload): Promise<Replacement | null> {
      const item = await library.get(id);
      if (!item) return null;
      const replacing = { replacedAt: new Date(), replacedBy: by };
      let facts: ReplacedFile;
      let type: string;
      let writeFiles: (written: ObjectId[]) => Promise<unknown>;
      if (item.kind === 'picture') {
        if (isPdf(bytes)) throw refuse(415, MEDIA_REPLACED_BY_OTHER_KIND.picture);
        const picture = await readPicture(bytes);
        facts = { bytes: picture.bytes, width: picture.width, height: picture.height, ...replacing };
        type = picture.type;
        writeFiles = (written) => writePicture(id, picture, by, written);
      } else {
        if (bytes.byteLength > 0 && !isPdf(bytes)) throw refuse(415, MEDIA_REPLACED_BY_OTHER_KIND.document);
        const { pages } = await readDocument(bytes);
        facts = { bytes: bytes.byteLength, pages, ...replacing };
        type = DOCUMENT_TYPE;
        const metadata: DocumentMetadata = { media: id, by, type: DOCUMENT_TYPE, pages };
        writeFiles = async (written) => written.push(await write(documentFileName(id), bytes, metadata));
      }
      const earlier = await files
        .find({ filename: { $in: fileNames(id) } }, { projection: { _id: 1, metadata: 1 } })
        .toArray();
      const written: ObjectId[] = [];
      try {
        await writeFiles(written);
      } catch (error) {
        await deleteFiles(written);
        throw error;
      }
      const changed = await library.replaceFile(id, item.replacedAt, facts);
      if (!changed) {
        await deleteFiles(written);
        throw new ApiError(409, MEDIA_REPLACED_MEANWHILE);
      }
      await deleteFiles(earlier.map((file) => file._id));
      await onReplaced?.();
      // Each of an item's files carries the type it was sent as (a picture's sizes alike).
      const earlierType: unknown = earlier[0]?.metadata?.type;
      return {
        item: changed,
        before: factsOf(item, typeof earlierType === 'string' ? earlierType : null),
        after: factsOf(changed, type),
      };
    },

    exists,

    /** One size of a picture, or null when there is no such picture or size. */
    async open(id: string, width: MediaWidth): Promise<MediaFile | null> {
      if (!MEDIA_ID.test(id) || !MEDIA_WIDTHS.includes(width)) return null;
      return openFile(fileName(id, width));
    },

    /** A document with the name the library knows it by, or null when there is no such document. */
    async openDocument(id: string): Promise<(MediaFile & { name: string }) | null> {
      if (!MEDIA_ID.test(id)) return null;
      const [file, entry] = await Promise.all([openFile(documentFileName(id)), library.get(id)]);
      return file && { ...file, name: entry?.name ?? 'document' };
    },

    /** Deletes a picture (every size) or a document, and its library entry; answers how many files went. */
    remove,
  };
}
