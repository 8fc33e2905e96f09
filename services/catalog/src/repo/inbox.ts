import type { ContactMessage } from '@aspire/contracts/contact';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import type { OutboxDoc } from '@aspire/service-kit/mail/outbox';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { type Db, type Filter, ObjectId } from 'mongodb';
import { type CourseRef, contactDoc, type FormFields, formDoc, type InboxDoc, isOpen } from './inbox-doc.ts';
import { migrateToInbox } from './inbox-migration.ts';
import {
  type Cursor,
  cursorOf,
  equalities,
  type InboxFilters,
  parseCursor,
  type ReceivedRange,
  receivedWindow,
  searchRanges,
} from './inbox-query.ts';

export type Stored = { id: string; receivedAt: string; repeated: boolean; sameContent: boolean };
export type FormKind = 'application' | 'enquiry';

/** At most this many rows go into one CSV export. */
export const EXPORT_CAP = 50_000;

/**
 * The list's indexes: equalities, then the sort (docs/database.md's idiom), most selective first. A
 * page is read in the order of the first whose keys the filter all has; its other equalities are
 * checked on the records read (see `leading`).
 */
const LIST_INDEXES: (keyof InboxDoc)[][] = [
  ['holder', 'status'],
  ['kind', 'status'],
  ['courseSlug'],
  ['holder'],
  ['status'],
  ['campus'],
  ['kind'],
  [],
];

/**
 * The filter as the embedded database reads it in index order: the equalities of the index chosen at
 * the top level, the others under `$and` (at the top they would make it give up reading in order).
 */
function leading(filter: Filter<InboxDoc>, received: ReceivedRange): Filter<InboxDoc> {
  const keys = LIST_INDEXES.find((index) => index.every((key) => key in filter)) ?? [];
  const top: Filter<InboxDoc> = { receivedAt: received };
  const rest: Filter<InboxDoc>[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if ((keys as string[]).includes(key)) Object.assign(top, { [key]: value });
    else rest.push({ [key]: value });
  }
  return rest.length > 0 ? { ...top, $and: rest } : top;
}

/**
 * The admissions desk's records: applications, enquiries and contact messages in one collection with a
 * `kind`. A form fill's idempotency key is unique, so a double submit or a retry stores one record.
 * Lists are newest first, read in index order and paged by a `receivedAt|id` cursor.
 */
/**
 * A search reads each key's matches (in that key's index) up to this many and sorts them by date. A
 * prefix more common than that is read from the date index instead, checking each record, which finds
 * a page after about `limit × records / matches` reads: at 50,000 records and pages of 25, the two
 * cost the same near 1,100 matches, so neither read passes about 2,000 records.
 */
export const SEARCH_READ_CAP = 1_000;

export function inboxRepo(
  db: Db,
  {
    courses,
    searchReadCap = SEARCH_READ_CAP,
  }: { courses: () => Promise<CourseRef[]>; searchReadCap?: number },
) {
  const inbox = db.collection<InboxDoc>('inbox');
  const outbox = db.collection<OutboxDoc>('mail_outbox');
  // Views already made, while no record has changed since (on any instance).
  const pages = freshCache(db, 'inbox');

  /** The other records of the same person: the same e-mail (any case) or the same phone. */
  async function duplicateIds(doc: Pick<InboxDoc, '_id' | 'emailLower' | 'phone'>) {
    const others = { _id: { $ne: doc._id } };
    const [byEmail, byPhone] = await Promise.all([
      inbox.find({ emailLower: doc.emailLower, ...others }, { projection: { _id: 1 } }).toArray(),
      inbox.find({ phone: doc.phone, ...others }, { projection: { _id: 1 } }).toArray(),
    ]);
    return [...new Map([...byEmail, ...byPhone].map(({ _id }) => [_id.toHexString(), _id])).values()];
  }

  /** Sets `duplicateCount` on a record and on each record it duplicates (links go both ways). */
  async function linkDuplicates(doc: Pick<InboxDoc, '_id' | 'emailLower' | 'phone'>) {
    const ids = await duplicateIds(doc);
    await inbox.updateOne({ _id: doc._id }, { $set: { duplicateCount: ids.length } });
    for (const id of ids) {
      const other = await inbox.findOne({ _id: id }, { projection: { emailLower: 1, phone: 1 } });
      if (other)
        await inbox.updateOne({ _id: id }, { $set: { duplicateCount: (await duplicateIds(other)).length } });
    }
  }

  /**
   * Up to `limit + 1` records older than the cursor, in (receivedAt, _id) descending order. The index
   * gives `receivedAt` order; records received at the same instant are put in `_id` order here, so a
   * cursor between two of them neither repeats nor skips one.
   */
  async function newestFirst(
    filter: Filter<InboxDoc>,
    window: ReceivedRange,
    cursor: Cursor | undefined,
    limit: number,
    /** The filter has a narrow indexed range (the overdue's follow-up date) that should lead the query. */
    { narrow = false } = {},
  ) {
    const ties = cursor
      ? await inbox
          .find({ ...filter, receivedAt: cursor.at, _id: { $lt: cursor.id } })
          .sort({ _id: -1 })
          .limit(limit + 1)
          .toArray()
      : [];
    if (ties.length > limit) return ties;
    const range: ReceivedRange = cursor
      ? { ...(window.$gte && { $gte: window.$gte }), $lt: earliest(window.$lt, cursor.at) }
      : window;
    // The overdue are few records to sort; a `receivedAt` range at the top would instead walk the whole
    // date index in order, so it is kept out of the planner's sight.
    const older = await inbox
      .find(narrow ? { ...filter, $and: [{ receivedAt: range }] } : leading(filter, range))
      .sort({ receivedAt: -1 })
      .limit(limit + 1 - ties.length)
      .toArray();
    const last = older.at(-1);
    const beforeLast = older.at(-2);
    // The page ends inside a group received at one instant only if the extra record read shares its
    // instant with the one before it; then the whole group is read, in _id order.
    const straddles = !beforeLast || beforeLast.receivedAt.getTime() === last?.receivedAt.getTime();
    if (last && older.length === limit + 1 - ties.length && straddles) {
      const group = await inbox
        .find({ ...filter, receivedAt: last.receivedAt })
        .sort({ _id: -1 })
        .limit(limit + 1)
        .toArray();
      const before = older.filter((doc) => doc.receivedAt.getTime() !== last.receivedAt.getTime());
      return [...ties, ...before.sort(byNewest), ...group].slice(0, limit + 1);
    }
    return [...ties, ...older.sort(byNewest)];
  }

  /**
   * Up to `limit + 1` records matching one of the search ranges, newest first after the cursor. Each
   * range is read in its own index, the filters checked on the records read, up to the cap; if one
   * passes it, the list is read in date order instead (see SEARCH_READ_CAP).
   */
  async function searched(
    filter: Filter<InboxDoc>,
    window: ReceivedRange,
    cursor: Cursor | undefined,
    limit: number,
    searches: Filter<InboxDoc>[],
  ) {
    const checked = [
      ...Object.entries(filter).map(([key, value]) => ({ [key]: value })),
      { receivedAt: window },
    ];
    // One key at a time, only the dates, and only the page's worth kept between keys: 50 searches at
    // once then hold a few MB in the service (whole records from every key at once overran its heap).
    let newest: Pick<InboxDoc, '_id' | 'receivedAt'>[] = [];
    for (const search of searches) {
      const matches = await inbox
        .find({ ...search, $and: checked }, { projection: { receivedAt: 1 } })
        .sort(Object.fromEntries(Object.keys(search).map((key) => [key, 1])))
        .limit(searchReadCap + 1)
        .toArray();
      if (matches.length > searchReadCap)
        return newestFirst({ ...filter, $or: searches }, window, cursor, limit);
      const after = matches.filter(
        (doc) => !cursor || byNewest(doc, { receivedAt: cursor.at, _id: cursor.id }) > 0,
      );
      newest = mergeNewest([newest, after]).slice(0, limit + 1);
    }
    const found = await inbox.find({ _id: { $in: newest.map((doc) => doc._id) } }).toArray();
    return found.sort(byNewest);
  }

  /** A page of records matching the filters (and `q`, one indexed range per field searched). */
  async function page(filters: InboxFilters, today: string, after: string | undefined, limit: number) {
    const filter = equalities(filters, today);
    const window = receivedWindow(filters);
    const cursor = parseCursor(after);
    const searches = searchRanges(filters.q);
    const found =
      searches.length === 0
        ? // The overdue are few: found by their follow-up date's index, then sorted.
          await newestFirst(filter, window, cursor, limit, { narrow: Boolean(filters.overdue) })
        : await searched(filter, window, cursor, limit, searches);
    const rows = found.slice(0, limit);
    const last = rows.at(-1);
    return { rows, next: found.length > limit && last ? cursorOf(last) : null };
  }

  return {
    async init() {
      await Promise.all([
        inbox.createIndex({ formKey: 1 }, { unique: true, sparse: true }),
        ...LIST_INDEXES.map((keys) =>
          inbox.createIndex({ ...Object.fromEntries(keys.map((key) => [key, 1])), receivedAt: -1, _id: -1 }),
        ),
        inbox.createIndex({ openFollowUpOn: 1 }),
        inbox.createIndex({ nameLower: 1 }),
        inbox.createIndex({ familyNameLower: 1 }),
        inbox.createIndex({ emailLower: 1 }),
        inbox.createIndex({ phone: 1 }),
        inbox.createIndex({ phoneDigits: 1 }),
        inbox.createIndex({ phoneNational: 1 }),
        inbox.createIndex({ consentTokenHash: 1 }, { sparse: true }),
        pages.init(),
      ]);
      const migrated = await migrateToInbox(db, inbox, await courses());
      await pages.touch();
      return migrated;
    },

    /** Stores a form fill once per idempotency key; answers the stored record on a repeat. */
    async storeForm(
      kind: FormKind,
      form: FormFields,
      idempotencyKey: string,
      course: CourseRef | null,
      consent?: { tokenHash: string; expiresAt: Date },
    ): Promise<Stored> {
      const doc = formDoc(new ObjectId(), kind, { ...form, receivedAt: new Date() }, course, idempotencyKey);
      if (consent && doc.guardian) {
        doc.consentTokenHash = consent.tokenHash;
        doc.consentExpiresAt = consent.expiresAt;
      }
      try {
        await inbox.insertOne(doc);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const existing = await inbox.findOne({ formKey: doc.formKey });
        if (!existing) throw error;
        return {
          id: existing._id.toHexString(),
          receivedAt: existing.receivedAt.toISOString(),
          repeated: true,
          sameContent: existing.fingerprint === doc.fingerprint,
        };
      }
      await linkDuplicates(doc);
      await pages.touch();
      return {
        id: doc._id.toHexString(),
        receivedAt: doc.receivedAt.toISOString(),
        repeated: false,
        sameContent: true,
      };
    },

    async storeContact(message: ContactMessage) {
      const doc = contactDoc(new ObjectId(), { ...message, receivedAt: new Date() });
      await inbox.insertOne(doc);
      await linkDuplicates(doc);
      await pages.touch();
      return { id: doc._id.toHexString(), receivedAt: doc.receivedAt.toISOString() };
    },

    count: (filter: Filter<InboxDoc> = {}) => inbox.countDocuments(filter),

    page,

    /**
     * A view of the records (a list page as the desk shows it), kept while no record changes on any
     * instance: the desk's lists are read all day and change a few times an hour.
     */
    cached: pages.get,

    /** Every record matching the filters, newest first, at most EXPORT_CAP (for the CSV export). */
    async *all(filters: InboxFilters, today: string) {
      let after: string | null | undefined;
      let sent = 0;
      do {
        const batch = await page(filters, today, after ?? undefined, 100);
        for (const doc of batch.rows.slice(0, EXPORT_CAP - sent)) yield doc;
        sent += batch.rows.length;
        after = batch.next;
      } while (after && sent < EXPORT_CAP);
    },

    byId: (id: string) => (ObjectId.isValid(id) ? inbox.findOne({ _id: new ObjectId(id) }) : null),

    /** The record's duplicates, newest first. */
    async duplicatesOf(doc: InboxDoc) {
      const ids = await duplicateIds(doc);
      const docs = await inbox.find({ _id: { $in: ids } }).toArray();
      return docs.sort(byNewest);
    },

    /** Applies a staff change; keeps the overdue key in step with the status and follow-up date. */
    async update(doc: InboxDoc, set: Partial<InboxDoc>) {
      const next = { ...doc, ...set };
      const openFollowUpOn = isOpen(next.status) ? next.followUpOn : null;
      const updated = await inbox.findOneAndUpdate(
        { _id: doc._id },
        { $set: { ...set, openFollowUpOn } },
        { returnDocument: 'after' },
      );
      await pages.touch();
      return updated;
    },

    /** A new confirmation link for a guardian (the e-mail carrying the old one was never queued). */
    async setConsentToken(id: ObjectId, tokenHash: string, expiresAt: Date) {
      await inbox.updateOne(
        { _id: id },
        { $set: { consentTokenHash: tokenHash, consentExpiresAt: expiresAt } },
      );
      await pages.touch();
    },

    byConsentToken: (tokenHash: string) => inbox.findOne({ consentTokenHash: tokenHash }),

    /** Records the guardian's consent once; a second confirmation changes nothing. */
    async confirmConsent(id: ObjectId, at: Date) {
      const confirmed = await inbox.findOneAndUpdate(
        { _id: id, 'guardian.consentedAt': null },
        { $set: { 'guardian.consentedAt': at } },
        { returnDocument: 'after' },
      );
      if (confirmed) await pages.touch();
      return confirmed;
    },

    /** Records sent from this address (an applicant's own), newest first; spam is not theirs to see. */
    mine: (email: string) =>
      inbox
        .find({ emailLower: email.toLowerCase(), status: { $ne: 'spam' } })
        .sort({ receivedAt: -1 })
        .limit(100)
        .toArray(),

    /** The outbox's record (who, which template, when, outcome) of the e-mails with these keys. */
    mailsFor: (keys: string[]) =>
      outbox.find({ _id: { $in: keys } }, { projection: { content: 0 } }).toArray(),
  };
}
export type InboxRepo = ReturnType<typeof inboxRepo>;

const earliest = (a: Date | undefined, b: Date) => (a && a < b ? a : b);

/** Newest first; records received at one instant by descending id (the cursor's order). */
export const byNewest = (a: Pick<InboxDoc, 'receivedAt' | '_id'>, b: Pick<InboxDoc, 'receivedAt' | '_id'>) =>
  b.receivedAt.getTime() - a.receivedAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString());

/** Several newest-first lists as one, each record once. */
const mergeNewest = <T extends Pick<InboxDoc, 'receivedAt' | '_id'>>(lists: T[][]) =>
  [...new Map(lists.flat().map((doc) => [doc._id.toHexString(), doc])).values()].sort(byNewest);
