import {
  type Editorial,
  ORIGINAL_CONTENT,
  PUBLISH_AT_PAST,
  type PublicationState,
  type Revision,
  type RevisionAction,
  STALE_VERSION,
} from '@aspire/contracts/publishing';
import type { Actor } from '@aspire/contracts/staff';
import type { Db, Filter } from 'mongodb';
import { ApiError } from './envelope.ts';
import type { FreshCache } from './fresh-cache.ts';
import { isDuplicateKey } from './mongo.ts';

type Fields = Record<string, unknown>;

/** What the editors keep beside an item's public fields; `visible` is what public reads filter on. */
type StoredEditorial = {
  state: PublicationState;
  visible: boolean;
  draft: Fields | null;
  publishAt: Date | null;
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
};
type Stored = { _id: string; order: number; editorial?: StoredEditorial } & Fields;
/** An item as its editor sees it: what to fill the form with, what the public sees now, its state. */
export type EditableItem<T> = { id: string; fields: T; public: T | null; editorial: Editorial };
type RevisionDoc = {
  _id: string;
  item: string;
  version: number;
  action: RevisionAction;
  at: Date;
  by: string;
  fields: Fields;
};

export const ITEM_NOT_FOUND = 'We could not find this item. It may have been removed.';
export const REVISION_NOT_FOUND = 'We could not find that revision of this item.';
export const ID_TAKEN = 'Something with this id already exists. Choose another id.';

/** Who publishes scheduled items when their time comes. */
export const SCHEDULE_ACTOR: Actor = { id: 'schedule', name: 'Schedule', email: '' };

/** Content loaded at first start and never edited: published as it is. */
const UNEDITED: StoredEditorial = {
  state: 'published',
  visible: true,
  draft: null,
  publishAt: null,
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

const stale = () => new ApiError(409, STALE_VERSION);

/** The filter a write adds so that it lands only on the version the editor saw. */
const atVersion = (version: number): Filter<Stored> =>
  version === 0 ? { editorial: { $exists: false } } : { 'editorial.version': version };

/**
 * Drafts, scheduled publishing, revisions and restore over a collection of college content (the same
 * documents its public routes read). A document's public fields stay at its top level, exactly as the
 * public routes read them; what the editors work on sits beside them under `editorial`, and public reads
 * add `visibleFilter()`. Every change is conditional on the version the editor saw (a stale one is 409,
 * so two editors never overwrite each other unseen), is kept in `${name}_revisions`, and `touch()`es
 * `marks` so public caches on every instance drop it.
 */
export function publishing<T extends Fields>(
  db: Db,
  name: string,
  {
    now,
    marks = [],
    onScheduledPublish,
  }: {
    now: () => Date;
    marks?: Pick<FreshCache, 'touch'>[];
    /** Told of each item the schedule published (the service audits it as the Schedule's doing). */
    onScheduledPublish?: (item: EditableItem<T>) => Promise<unknown>;
  },
) {
  const items = db.collection<Stored>(name);
  const revisionLog = db.collection<RevisionDoc>(`${name}_revisions`);

  const editorialOf = (doc: Stored) => doc.editorial ?? UNEDITED;
  /** The public fields, or null for an item never published. */
  const publicOf = (doc: Stored): T | null => {
    const { _id, order: _order, editorial: _editorial, ...fields } = doc;
    return Object.keys(fields).length > 0 ? (fields as T) : null;
  };
  /** What the editor works on: the draft, or else what is public. */
  const fieldsOf = (doc: Stored) => (editorialOf(doc).draft ?? publicOf(doc) ?? {}) as T;

  const toEditorial = (doc: Stored): Editorial => {
    const { state, publishAt, version, draft, updatedAt, updatedBy } = editorialOf(doc);
    return {
      state,
      publishAt: publishAt?.toISOString() ?? null,
      version,
      hasDraft: draft !== null,
      updatedAt: updatedAt?.toISOString() ?? null,
      updatedBy,
    };
  };
  const toEditable = (doc: Stored): EditableItem<T> => ({
    id: doc._id,
    fields: fieldsOf(doc),
    public: publicOf(doc),
    editorial: toEditorial(doc),
  });
  const toRevision = ({ version, action, at, by, fields }: RevisionDoc): Revision => ({
    version,
    action,
    at: at.toISOString(),
    by,
    fields,
  });

  async function find(id: string) {
    const doc = await items.findOne({ _id: id });
    if (!doc) throw new ApiError(404, ITEM_NOT_FOUND);
    return doc;
  }

  const keepRevision = (
    item: string,
    version: number,
    action: RevisionAction,
    at: Date,
    by: string,
    fields: Fields,
  ) => revisionLog.insertOne({ _id: `${item}#${version}`, item, version, action, at, by, fields });

  /** Content loaded at first start, kept as revision 0 before its first change (once: editors may race). */
  const keepOriginal = (doc: Stored, at: Date) =>
    keepRevision(doc._id, 0, 'created', at, ORIGINAL_CONTENT, publicOf(doc) ?? {}).catch((error) => {
      if (!isDuplicateKey(error)) throw error;
    });

  const touchAll = () => Promise.all(marks.map((mark) => mark.touch()));

  /**
   * Writes `doc` changed as `change` says, if it is still at `expectedVersion`: one version on, its
   * public fields replaced when `change.public` is given, a revision kept and the caches told.
   */
  async function write(
    doc: Stored,
    expectedVersion: number,
    actor: Actor,
    action: RevisionAction,
    change: {
      public?: Fields;
      editorial: Pick<StoredEditorial, 'state' | 'visible' | 'draft' | 'publishAt'>;
    },
  ) {
    if (editorialOf(doc).version !== expectedVersion) throw stale();
    const at = now();
    const editorial: StoredEditorial = {
      ...change.editorial,
      version: expectedVersion + 1,
      updatedAt: at,
      updatedBy: actor.name,
    };
    const next: Stored = {
      ...(change.public ?? publicOf(doc) ?? {}),
      _id: doc._id,
      order: doc.order,
      editorial,
    };
    // Kept before the change, so an editor can always go back to the original.
    if (doc.editorial === undefined) await keepOriginal(doc, at);
    const { matchedCount } = await items.replaceOne({ _id: doc._id, ...atVersion(expectedVersion) }, next);
    if (matchedCount === 0) throw stale();
    await keepRevision(doc._id, editorial.version, action, at, actor.name, fieldsOf(next));
    await touchAll();
    return toEditable(next);
  }

  const publishDoc = (doc: Stored, expectedVersion: number, actor: Actor) =>
    write(doc, expectedVersion, actor, 'published', {
      public: fieldsOf(doc),
      editorial: { state: 'published', visible: true, draft: null, publishAt: null },
    });

  return {
    // One index per call: the embedded FerretDB drops the connection when a `createIndexes` of several
    // indexes meets them already there (a restart).
    async ensureIndexes() {
      await items.createIndex({ 'editorial.state': 1, 'editorial.publishAt': 1 }, { name: 'by_schedule' });
      await revisionLog.createIndex({ item: 1, version: -1 }, { name: 'by_item' });
    },

    /** The filter a public read adds: what is published (content never edited counts as published). */
    visibleFilter: (): Filter<Stored> => ({ 'editorial.visible': { $ne: false } }),

    /** A new item, as a draft nobody outside the staff sees yet, after every other item. */
    async create(id: string, fields: T, actor: Actor) {
      const last = await items
        .find({}, { projection: { order: 1 } })
        .sort({ order: -1 })
        .limit(1)
        .next();
      const at = now();
      const doc: Stored = {
        _id: id,
        order: (last?.order ?? -1) + 1,
        editorial: {
          state: 'draft',
          visible: false,
          draft: fields,
          publishAt: null,
          version: 1,
          updatedAt: at,
          updatedBy: actor.name,
        },
      };
      try {
        await items.insertOne(doc);
      } catch (error) {
        if (isDuplicateKey(error)) throw new ApiError(409, ID_TAKEN, { id: ID_TAKEN });
        throw error;
      }
      await keepRevision(id, 1, 'created', at, actor.name, fields);
      await touchAll();
      return toEditable(doc);
    },

    /** Keeps `fields` as the item's draft; what is public stays as it is. */
    async saveDraft(id: string, fields: T, expectedVersion: number, actor: Actor) {
      const doc = await find(id);
      return write(doc, expectedVersion, actor, 'saved', {
        editorial: { ...editorialOf(doc), draft: fields },
      });
    },

    /** Makes the draft (or, without one, the current fields) public. */
    async publish(id: string, expectedVersion: number, actor: Actor) {
      return publishDoc(await find(id), expectedVersion, actor);
    },

    /**
     * Publishes the item at `publishAt` (see `publishDue`); until then a published item keeps showing its
     * current version and one never published stays hidden.
     */
    async schedule(id: string, publishAt: Date, expectedVersion: number, actor: Actor) {
      // Checked against the site's clock, which tests move (the request schema knows only real time).
      if (publishAt.getTime() <= now().getTime())
        throw new ApiError(400, PUBLISH_AT_PAST, { publishAt: PUBLISH_AT_PAST });
      const doc = await find(id);
      return write(doc, expectedVersion, actor, 'scheduled', {
        editorial: { ...editorialOf(doc), state: 'scheduled', publishAt },
      });
    },

    /** Takes the item off the public site; its fields and draft stay for the editors. */
    async unpublish(id: string, expectedVersion: number, actor: Actor) {
      const doc = await find(id);
      return write(doc, expectedVersion, actor, 'unpublished', {
        editorial: { ...editorialOf(doc), state: 'unpublished', visible: false, publishAt: null },
      });
    },

    /**
     * Publishes every scheduled item whose time has come; answers how many. Several instances may run it
     * at once: each item's publish is conditional on its version, so only one of them publishes it.
     */
    async publishDue() {
      const due = await items
        .find({ 'editorial.state': 'scheduled', 'editorial.publishAt': { $lte: now() } })
        .toArray();
      let published = 0;
      for (const doc of due) {
        try {
          const item = await publishDoc(doc, editorialOf(doc).version, SCHEDULE_ACTOR);
          published += 1;
          await onScheduledPublish?.(item);
        } catch (error) {
          // Changed meanwhile (published by another instance, or edited): the next run sees it afresh.
          if (!(error instanceof ApiError && error.status === 409)) throw error;
        }
      }
      return published;
    },

    /** Brings back an earlier revision's fields as the draft; nothing public changes until it is published. */
    async restore(id: string, revision: number, expectedVersion: number, actor: Actor) {
      const doc = await find(id);
      const kept = await revisionLog.findOne({ item: id, version: revision });
      if (!kept) throw new ApiError(404, REVISION_NOT_FOUND, { revision: REVISION_NOT_FOUND });
      return write(doc, expectedVersion, actor, 'restored', {
        editorial: { ...editorialOf(doc), draft: kept.fields },
      });
    },

    /** The item as its editor opens it. */
    async editorial(id: string) {
      return toEditable(await find(id));
    },

    /** Every item, in the college's order, with its state: the staff's list, drafts included. */
    async list() {
      const docs = await items.find({}).sort({ order: 1, _id: 1 }).toArray();
      return docs.map(toEditable);
    },

    /** The item's revisions, newest first. */
    async revisions(id: string) {
      await find(id);
      const docs = await revisionLog.find({ item: id }).sort({ version: -1 }).toArray();
      return docs.map(toRevision);
    },
  };
}
export type Publishing<T extends Fields> = ReturnType<typeof publishing<T>>;
