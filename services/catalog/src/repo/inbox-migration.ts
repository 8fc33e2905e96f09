/**
 * Earlier versions kept admissions, enquiries and contact messages in three collections. At start-up
 * every document still in one is copied into the inbox under its own `_id` (a copy already there is
 * left as it is, so a start interrupted half-way simply carries on), and a collection is dropped only
 * once every one of its documents is in the inbox.
 */
import type { Application } from '@aspire/contracts/application';
import type { ContactMessage } from '@aspire/contracts/contact';
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { AnyBulkWriteOperation, Collection, Db, ObjectId } from 'mongodb';
import { type CourseRef, contactDoc, formDoc, type InboxDoc } from './inbox-doc.ts';

type OldFormDoc = Omit<Application, 'idempotencyKey'> & {
  _id: ObjectId;
  idempotencyKey?: string;
  receivedAt?: Date;
};
type OldContactDoc = ContactMessage & { _id: ObjectId; receivedAt?: Date };

export const OLD_COLLECTIONS = {
  admissions: 'application',
  enquiries: 'enquiry',
  contact_messages: 'contact',
} as const;
type OldName = keyof typeof OLD_COLLECTIONS;

const BATCH = 500;

/** What finds a record's duplicates. */
type Person = Pick<InboxDoc, '_id' | 'emailLower' | 'phone'>;

/** Moves what is left of the old collections; answers how many records it copied. */
export async function migrateToInbox(db: Db, inbox: Collection<InboxDoc>, courses: CourseRef[]) {
  const names = Object.keys(OLD_COLLECTIONS);
  const present = await db.listCollections({ name: { $in: names } }, { nameOnly: true }).toArray();
  const courseById = new Map(courses.map((course) => [course.id, course]));

  const toInbox = (name: OldName, old: OldFormDoc | OldContactDoc): InboxDoc => {
    const receivedAt = old.receivedAt ?? old._id.getTimestamp();
    const kind = OLD_COLLECTIONS[name];
    if (kind === 'contact') return contactDoc(old._id, { ...(old as OldContactDoc), receivedAt });
    const form = old as OldFormDoc;
    const course = form.courseId === undefined ? null : (courseById.get(form.courseId) ?? null);
    return formDoc(
      old._id,
      kind,
      { ...form, receivedAt },
      course,
      form.idempotencyKey ?? old._id.toHexString(),
    );
  };

  let copied = 0;
  for (const { name } of present) {
    const old = db.collection<OldFormDoc | OldContactDoc>(name);
    let batch: InboxDoc[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const there = await inbox
        .find({ _id: { $in: batch.map(({ _id }) => _id) } }, { projection: { _id: 1 } })
        .toArray();
      const copiedBefore = new Set(there.map(({ _id }) => _id.toHexString()));
      const missing = batch.filter(({ _id }) => !copiedBefore.has(_id.toHexString()));
      batch = [];
      if (missing.length === 0) return;
      try {
        await inbox.insertMany(missing, { ordered: false });
        copied += missing.length;
      } catch (error) {
        // Another instance starting at the same moment copied some: theirs stand.
        if (!isDuplicateKey(error)) throw error;
      }
    };
    for await (const doc of old.find()) {
      batch.push(toInbox(name as OldName, doc));
      if (batch.length === BATCH) await flush();
    }
    await flush();
    if ((await missingFromInbox(old, inbox)) === 0) await old.drop();
  }
  if (present.length > 0) await recountDuplicates(inbox);
  return copied;
}

/** How many documents of an old collection the inbox does not hold yet. */
async function missingFromInbox(old: Collection<OldFormDoc | OldContactDoc>, inbox: Collection<InboxDoc>) {
  let missing = 0;
  let ids: ObjectId[] = [];
  const check = async () => {
    missing += ids.length - (await inbox.countDocuments({ _id: { $in: ids } }));
    ids = [];
  };
  for await (const { _id } of old.find({}, { projection: { _id: 1 } })) {
    ids.push(_id);
    if (ids.length === BATCH) await check();
  }
  if (ids.length > 0) await check();
  return missing;
}

/**
 * Sets `duplicateCount` on every record sharing an e-mail or phone with another, from the groups that
 * share them (a lone record keeps its 0), so a large move costs a few passes, not a query per record.
 */
async function recountDuplicates(inbox: Collection<InboxDoc>) {
  const shared = async (field: 'emailLower' | 'phone') =>
    (
      await inbox
        .aggregate<{ _id: string }>([
          { $group: { _id: `$${field}`, n: { $sum: 1 } } },
          { $match: { n: { $gt: 1 } } },
        ])
        .toArray()
    ).map(({ _id }) => _id);
  const [emails, phones] = await Promise.all([shared('emailLower'), shared('phone')]);
  if (emails.length === 0 && phones.length === 0) return;
  const people = await inbox
    .find<Person>(
      { $or: [{ emailLower: { $in: emails } }, { phone: { $in: phones } }] },
      { projection: { _id: 1, emailLower: 1, phone: 1 } },
    )
    .toArray();
  const groups = new Map<string, string[]>();
  const join = (key: string, id: string) => groups.set(key, [...(groups.get(key) ?? []), id]);
  for (const person of people) {
    join(`e:${person.emailLower}`, person._id.toHexString());
    join(`p:${person.phone}`, person._id.toHexString());
  }
  const updates: AnyBulkWriteOperation<InboxDoc>[] = people.map((person) => {
    const others = new Set([
      ...(groups.get(`e:${person.emailLower}`) ?? []),
      ...(groups.get(`p:${person.phone}`) ?? []),
    ]);
    return {
      updateOne: { filter: { _id: person._id }, update: { $set: { duplicateCount: others.size - 1 } } },
    };
  });
  for (let start = 0; start < updates.length; start += BATCH)
    await inbox.bulkWrite(updates.slice(start, start + BATCH), { ordered: false });
}
