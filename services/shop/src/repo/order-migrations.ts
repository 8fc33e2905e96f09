/**
 * What start-up brings orders of earlier versions up to: `fulfilled` became `delivered`, and orders now
 * carry the keys the orders desk finds them by (and their products beside them).
 */
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { LATEST_DATE, parseCursor } from '@aspire/service-kit/newest-first';
import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb';
import { type OrderDoc, type OrderProductDoc, orderProductDocs, searchKeysOf } from './order-doc.ts';
import type { orderList } from './order-list.ts';

const BATCH = 500;

/** A status earlier versions wrote, and the history entries they kept with it. */
type EarlierOrderDoc = Omit<OrderDoc, 'status' | 'history'> & {
  status: OrderDoc['status'] | 'fulfilled';
  history: { status: OrderDoc['status'] | 'fulfilled'; at: Date; via: string }[];
};

/**
 * Orders an earlier version marked `fulfilled` (paid → fulfilled, its last step) become `delivered`,
 * delivered when they were fulfilled, their history entries too. Each order changes in one update
 * conditional on it still being `fulfilled`, so a start that stops half-way, or two at once, leave
 * every order converted once. Answers how many it converted.
 */
export async function renameFulfilled(orders: Collection<OrderDoc>) {
  const earlier = orders as unknown as Collection<EarlierOrderDoc>;
  let converted = 0;
  for (;;) {
    const batch = await earlier.find({ status: 'fulfilled' }).limit(BATCH).toArray();
    if (batch.length === 0) return converted;
    const updates: AnyBulkWriteOperation<EarlierOrderDoc>[] = batch.map((doc) => {
      const fulfilled = doc.history.findLast((entry) => entry.status === 'fulfilled');
      const history = doc.history.map((entry) =>
        entry.status === 'fulfilled' ? { ...entry, status: 'delivered' as const } : entry,
      );
      return {
        updateOne: {
          filter: { _id: doc._id, status: 'fulfilled' },
          update: {
            $set: { status: 'delivered', history, deliveredAt: fulfilled?.at ?? doc.paidAt ?? doc.createdAt },
          },
        },
      };
    });
    converted += (await earlier.bulkWrite(updates, { ordered: false })).modifiedCount;
  }
}

type Progress = { _id: string; after: string | null; done: boolean; updatedAt: Date };
/** The backfill's progress document: a new set of keys gets a new name. */
export const SEARCH_KEYS_BACKFILL = 'order-search-keys-1';

/**
 * Gives every order made before the desk its search keys and its products' entries, newest first (the
 * orders staff look for first), `BATCH` at a time. The last order done is recorded after each batch, so
 * an interrupted start carries on where it stopped; once done, a start costs one read. Every order
 * read gets its entries (written twice, they stay one), and its keys only where it has none, so an
 * order changed since it was read (its address set) keeps the keys its change wrote. Answers how many
 * orders it gave keys.
 */
export async function backfillSearchKeys(
  db: Db,
  orders: Collection<OrderDoc>,
  products: Collection<OrderProductDoc>,
  list: Pick<ReturnType<typeof orderList>, 'read' | 'cursorOf'>,
  touch: () => Promise<void>,
) {
  const progress = db.collection<Progress>('shop_migrations');
  const state = await progress.findOne({ _id: SEARCH_KEYS_BACKFILL });
  if (state?.done) return 0;
  let after = state?.after ?? null;
  let completed = 0;
  for (;;) {
    const read = await list.read({}, { $lte: LATEST_DATE }, parseCursor(after ?? undefined), BATCH);
    const batch = read.slice(0, BATCH);
    if (batch.length > 0) {
      try {
        // Every order read: one whose address a later write set (keys and all) still lacks them.
        await products.insertMany(batch.flatMap(orderProductDocs), { ordered: false });
      } catch (error) {
        // Entries written before (an interrupted run, an order made since the upgrade) stand.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    const missing = batch.filter((doc) => doc.nameLower === undefined);
    if (missing.length > 0) {
      const result = await orders.bulkWrite(
        missing.map((doc) => ({
          updateOne: {
            filter: { _id: doc._id, nameLower: { $exists: false } },
            update: { $set: searchKeysOf(doc) },
          },
        })),
        { ordered: false },
      );
      completed += result.modifiedCount;
    }
    // What the desk's lists find changed (entries, keys): pages kept in memory are read again.
    if (batch.length > 0) await touch();
    const last = batch.at(-1);
    const done = read.length <= BATCH || !last;
    after = last ? list.cursorOf(last) : after;
    await progress.updateOne(
      { _id: SEARCH_KEYS_BACKFILL },
      { $set: { after, done, updatedAt: new Date() } },
      { upsert: true },
    );
    if (done) return completed;
  }
}
