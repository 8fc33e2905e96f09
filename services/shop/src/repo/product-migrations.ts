/**
 * What start-up brings products of earlier versions up to: the starts of the words of their names and
 * their stock levels, for the products desk's search and stock filters.
 */
import { productAfterSchema } from '@aspire/contracts/shop';
import { dropCollection } from '@aspire/service-kit/mongo';
import type { Db } from 'mongodb';
import type { ProductDoc } from './product-doc.ts';
import type { productList } from './product-list.ts';
import type { ProductPrefixes } from './product-prefixes.ts';

const BATCH = 500;

type Progress = { _id: string; after: string | null; done: boolean; updatedAt: Date };
/** The backfill's progress document (in the orders' `shop_migrations`): new entries get a new name. */
export const PRODUCTS_DESK_BACKFILL = 'products-desk-2';
/** The word entries of the version before, which the prefixes replace. */
const EARLIER_WORDS = 'product_words';

/**
 * Gives every product made before this version its entries and level, in the shop's order, `BATCH` at
 * a time. The last product done is recorded after each batch, so an interrupted start carries on where
 * it stopped; once done, a start costs one read. Entries already there (a product changed since)
 * stand. Answers how many products it read.
 */
export async function backfillProductsDesk(
  db: Db,
  list: Pick<ReturnType<typeof productList>, 'page'>,
  prefixes: Pick<ProductPrefixes, 'add'>,
  settleLevels: (docs: ProductDoc[]) => Promise<unknown>,
) {
  const progress = db.collection<Progress>('shop_migrations');
  const state = await progress.findOne({ _id: PRODUCTS_DESK_BACKFILL });
  if (state?.done) return 0;
  let after = state?.after ?? null;
  let read = 0;
  for (;;) {
    const batch = await list.page({}, after ? productAfterSchema.parse(after) : undefined, BATCH);
    await prefixes.add(batch.rows);
    await settleLevels(batch.rows);
    read += batch.rows.length;
    after = batch.next ?? after;
    await progress.updateOne(
      { _id: PRODUCTS_DESK_BACKFILL },
      { $set: { after, done: !batch.next, updatedAt: new Date() } },
      { upsert: true },
    );
    if (batch.next) continue;
    await dropCollection(db, EARLIER_WORDS);
    return read;
  }
}
