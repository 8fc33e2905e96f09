/** What start-up brings products of earlier versions up to: the words of their names, for the desk's search. */
import { productAfterSchema } from '@aspire/contracts/shop';
import type { Db } from 'mongodb';
import type { productList } from './product-list.ts';
import type { ProductWords } from './product-words.ts';

const BATCH = 500;

type Progress = { _id: string; after: string | null; done: boolean; updatedAt: Date };
/** The backfill's progress document (in the orders' `shop_migrations`): a new set of words gets a new name. */
export const PRODUCT_WORDS_BACKFILL = 'product-words-1';

/**
 * Gives every product made before the search its words, in the shop's order, `BATCH` at a time. The
 * last product done is recorded after each batch, so an interrupted start carries on where it stopped;
 * once done, a start costs one read. Entries already there (a product changed since) stand. Answers how
 * many products it read.
 */
export async function backfillProductWords(
  db: Db,
  list: Pick<ReturnType<typeof productList>, 'page'>,
  words: Pick<ProductWords, 'add'>,
) {
  const progress = db.collection<Progress>('shop_migrations');
  const state = await progress.findOne({ _id: PRODUCT_WORDS_BACKFILL });
  if (state?.done) return 0;
  let after = state?.after ?? null;
  let read = 0;
  for (;;) {
    const batch = await list.page({}, after ? productAfterSchema.parse(after) : undefined, BATCH);
    await words.add(batch.rows);
    read += batch.rows.length;
    after = batch.next ?? after;
    await progress.updateOne(
      { _id: PRODUCT_WORDS_BACKFILL },
      { $set: { after, done: !batch.next, updatedAt: new Date() } },
      { upsert: true },
    );
    if (!batch.next) return read;
  }
}
