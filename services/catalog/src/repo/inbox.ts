import type { ContactMessage } from '@aspire/contracts/contact';
import { ERASED, PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { auditLog } from '@aspire/service-kit/audit';
import { freshCache } from '@aspire/service-kit/fresh-cache';
import { daysInIndia } from '@aspire/service-kit/india-days';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { newestFirst, newestOrder, parseCursor, SEARCH_READ_CAP } from '@aspire/service-kit/newest-first';
import { searchRanges } from '@aspire/service-kit/person-search';
import { type Db, type Filter, ObjectId } from 'mongodb';
import {
  type CourseRef,
  contactDoc,
  type ErasureReason,
  type FormFields,
  formDoc,
  type InboxDoc,
  isOpen,
} from './inbox-doc.ts';
import { erasure } from './inbox-erasure.ts';
import { migrateToInbox } from './inbox-migration.ts';
import { equalities, type InboxFilters, receivedWindow } from './inbox-query.ts';
import { DEFAULT_RETENTION_MONTHS, lastArrivalDueBy, retiredFilter } from './retention.ts';

export type Stored = { id: string; receivedAt: string; repeated: boolean; sameContent: boolean };
export type FormKind = 'application' | 'enquiry';

/** At most this many rows go into one CSV export. */
export const EXPORT_CAP = 50_000;
/** At most this many records of one address go into its person's download (a person sends a handful). */
export const SENT_FROM_CAP = 1_000;

/**
 * The list's indexes: equalities, then the sort (docs/database.md's idiom), most selective first. A
 * page is read in the order of the first whose keys the filter all has; its other equalities are
 * checked on the records read (the kit's `newestFirst`).
 */
const LIST_INDEXES: (keyof InboxDoc & string)[][] = [
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
 * The admissions desk's records: applications, enquiries and contact messages in one collection with a
 * `kind`. A form fill's idempotency key is unique, so a double submit or a retry stores one record.
 * Lists are newest first, read in index order and paged by a `receivedAt|id` cursor.
 */
export function inboxRepo(
  db: Db,
  {
    courses,
    retentionMonths = DEFAULT_RETENTION_MONTHS,
    searchReadCap = SEARCH_READ_CAP,
  }: {
    courses: () => Promise<CourseRef[]>;
    /** How long an enquiry or message that never became an application is kept (see retention.ts). */
    retentionMonths?: number;
    searchReadCap?: number;
  },
) {
  const inbox = db.collection<InboxDoc>('inbox');
  // Views already made, while no record has changed since: at once on this instance; another
  // instance's change within a quarter of a second, so a busy desk costs a few reads of the marks a
  // second rather than one per wave of requests.
  const pages = freshCache(db, 'inbox', { markAgeMs: 250 });
  // The person's details leave the log's entries on an erased record too.
  const audit = auditLog(db, 'catalog');
  const list = newestFirst(inbox, { date: 'receivedAt', indexes: LIST_INDEXES, searchReadCap });

  /** The other records of the same person: the same e-mail (any case) or the same phone (an erased one has neither). */
  async function duplicateIds(doc: Pick<InboxDoc, '_id' | 'emailLower' | 'phone'>) {
    const others = { _id: { $ne: doc._id } };
    const idsOf = (filter: Filter<InboxDoc>) => inbox.find(filter, { projection: { _id: 1 } }).toArray();
    const [byEmail, byPhone] = await Promise.all([
      doc.emailLower ? idsOf({ emailLower: doc.emailLower, ...others }) : [],
      doc.phone ? idsOf({ phone: doc.phone, ...others }) : [],
    ]);
    return [...new Map([...byEmail, ...byPhone].map(({ _id }) => [_id.toHexString(), _id])).values()];
  }

  /** Sets `duplicateCount` on a record and on each record it duplicates (links go both ways). */
  async function linkDuplicates(doc: Pick<InboxDoc, '_id' | 'emailLower' | 'phone'>) {
    const ids = await duplicateIds(doc);
    await inbox.updateOne({ _id: doc._id }, { $set: { duplicateCount: ids.length } });
    await recount(ids);
  }

  /** Sets each record's `duplicateCount` again (its duplicates have changed). */
  async function recount(ids: ObjectId[]) {
    for (const id of ids) {
      const other = await inbox.findOne({ _id: id }, { projection: { emailLower: 1, phone: 1 } });
      if (other)
        await inbox.updateOne({ _id: id }, { $set: { duplicateCount: (await duplicateIds(other)).length } });
    }
  }

  /**
   * Erases the records matching `filter` not erased yet (inbox-erasure.ts), a batch at a time, and the
   * counts of the records they were duplicates of; answers the records as they were before.
   */
  async function erase(filter: Filter<InboxDoc>, at: Date, reason: ErasureReason) {
    const erased: InboxDoc[] = [];
    for (;;) {
      const batch = await inbox
        .find({ ...filter, erasedAt: { $exists: false } })
        .limit(100)
        .toArray();
      if (batch.length === 0) break;
      const neighbours = new Map<string, ObjectId>();
      for (const doc of batch) {
        for (const id of await duplicateIds(doc)) neighbours.set(id.toHexString(), id);
        await inbox.updateOne({ _id: doc._id, erasedAt: { $exists: false } }, erasure(doc, at, reason));
      }
      await recount([...neighbours.values()]);
      for (const doc of batch) await audit.forgetSubject('inbox', doc._id.toHexString(), ERASED);
      erased.push(...batch);
    }
    if (erased.length > 0) await pages.touch();
    return erased;
  }

  /** A page of records matching the filters (and `q`, one indexed range per field searched). */
  async function page(filters: InboxFilters, today: string, after: string | undefined, limit: number) {
    const filter = equalities(filters, today);
    const window = receivedWindow(filters, today, retentionMonths);
    const cursor = parseCursor(after);
    const searches = searchRanges(filters.q);
    const found =
      searches.length === 0
        ? // The overdue are few: found by their follow-up date's index, then sorted.
          await list.read(filter, window, cursor, limit, { narrow: Boolean(filters.overdue) })
        : await list.searched(filter, window, cursor, limit, searches);
    const rows = found.slice(0, limit);
    const last = rows.at(-1);
    return { rows, next: found.length > limit && last ? list.cursorOf(last) : null };
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
      doc.notice = { version: PRIVACY_NOTICE_VERSION, agreedAt: doc.receivedAt };
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
      doc.notice = { version: PRIVACY_NOTICE_VERSION, agreedAt: doc.receivedAt };
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
      // No ids, no query.
      if (ids.length === 0) return [];
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

    /** Every record sent from this address (any case), newest first: the person's own data. */
    sentFrom: (email: string) =>
      inbox.find({ emailLower: email.toLowerCase() }).sort({ receivedAt: -1 }).limit(SENT_FROM_CAP).toArray(),

    /** Erases every record sent from this address (any case): the person asked for their data to go. */
    eraseSentFrom: (email: string, at: Date) =>
      email.trim() ? erase({ emailLower: email.trim().toLowerCase() }, at, 'request') : Promise.resolve([]),

    /** Erases the enquiries and messages whose retention period is over by `today` (India's date). */
    eraseRetired: (today: string, at: Date) =>
      erase(
        { ...retiredFilter, receivedAt: daysInIndia({ to: lastArrivalDueBy(today, retentionMonths) }) },
        at,
        'retention',
      ),

    /** Whether a record not erased still names this address, as its sender's or its guardian's. */
    async stillNamed(email: string) {
      const exactly = { $regex: `^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' };
      return (
        (await inbox.countDocuments(
          { $or: [{ emailLower: email.trim().toLowerCase() }, { 'guardian.email': exactly }] },
          { limit: 1 },
        )) > 0
      );
    },

    retentionMonths,

    /** Records sent from this address (an applicant's own), newest first; spam is not theirs to see. */
    mine: (email: string) =>
      inbox
        .find({ emailLower: email.toLowerCase(), status: { $ne: 'spam' } })
        .sort({ receivedAt: -1 })
        .limit(100)
        .toArray(),
  };
}
export type InboxRepo = ReturnType<typeof inboxRepo>;

/** Newest first; records received at one instant by descending id (the cursor's order). */
export const byNewest = newestOrder<InboxDoc>('receivedAt');
