import type { Collection, Db, Document, MongoClient, OptionalUnlessRequiredId } from 'mongodb';
import { hashPassword } from '../../../services/identity/src/lib/passwords.ts';
import { SEARCH_WORDS, type SearchWordDoc } from '../../../services/lms/src/repo/desk-standing.ts';
import { SEARCH_KEYS_BACKFILL } from '../../../services/shop/src/repo/order-migrations.ts';
import { PRODUCTS_DESK_BACKFILL } from '../../../services/shop/src/repo/product-migrations.ts';
import { productPrefixDocs } from '../../../services/shop/src/repo/product-prefixes.ts';
import {
  completions,
  courseNumbers,
  enrolments,
  enrolmentWords,
  forms,
  learnerPlans,
  orderProducts,
  orders,
  POOL,
  type ProductDoc,
  positions,
  type Sizes,
  users,
} from './data.ts';

const BATCH = 1_000;
/** The password of every loaded account: the bench signs its pool in with it. */
export const BENCH_PASSWORD = 'bench-scale-pass-2026';

export type Loaded = { collection: string; docs: number; seconds: number; perSecond: number };

/** Inserts `docs` in unordered batches of 1,000, printing a line at every tenth of `total`. */
async function insertAll<T extends Document>(
  collection: Collection<T>,
  docs: Iterable<OptionalUnlessRequiredId<T>>,
  total: number,
): Promise<Loaded> {
  const name = `${collection.dbName}.${collection.collectionName}`;
  const started = performance.now();
  const rate = (count: number) => Math.round(count / ((performance.now() - started) / 1000));
  let batch: OptionalUnlessRequiredId<T>[] = [];
  let count = 0;
  let reported = 0;
  const flush = async () => {
    if (!batch.length) return;
    await collection.insertMany(batch, { ordered: false });
    count += batch.length;
    batch = [];
    if (count - reported >= total / 10 || count === total) {
      reported = count;
      console.log(
        `  ${name}: ${count.toLocaleString('en')} / ${total.toLocaleString('en')} (${rate(count)}/s)`,
      );
    }
  };
  for (const doc of docs) {
    batch.push(doc);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  if (count !== total) throw new Error(`${name}: inserted ${count}, expected ${total}`);
  const seconds = (performance.now() - started) / 1000;
  return { collection: name, docs: count, seconds, perSecond: rate(count) };
}

/** How many items a generator yields (without holding them). */
function countOf(items: Iterable<unknown>) {
  let count = 0;
  for (const _ of items) count += 1;
  return count;
}

/** Records a shop start-up backfill as done (the shop, started before the load, may have run it on nothing). */
const backfilled = (shop: Db, id: string) =>
  shop
    .collection<{ _id: string; after: null; done: boolean; updatedAt: Date }>('shop_migrations')
    .updateOne({ _id: id }, { $set: { after: null, done: true, updatedAt: new Date() } }, { upsert: true });

/**
 * The orders' product entries; the shop's start-up backfill of both is then recorded as done, as on a
 * site whose orders were all placed after the orders desk came.
 */
async function insertOrderProducts(shop: Db, sizes: Sizes, products: ProductDoc[]) {
  const entries = orderProducts(sizes, products);
  const loaded = await insertAll(
    shop.collection<(typeof entries)[number]>('order_products'),
    entries,
    entries.length,
  );
  await backfilled(shop, SEARCH_KEYS_BACKFILL);
  return loaded;
}

/**
 * The starts of the words of the products' names the products desk searches, as the shop writes them
 * with a product; with the products' stock levels (in data.ts), its start-up backfill is then done.
 */
async function insertProductPrefixes(shop: Db, products: ProductDoc[]) {
  const entries = products.flatMap(productPrefixDocs);
  const loaded = await insertAll(
    shop.collection<(typeof entries)[number]>('product_prefixes'),
    entries,
    entries.length,
  );
  await backfilled(shop, PRODUCTS_DESK_BACKFILL);
  return loaded;
}

/**
 * The courses' numbers, as the learner service keeps them beside the standings loaded with the
 * enrolments; what they were kept for (`basis`) stays as the service recorded it at start.
 */
async function insertCourseNumbers(lms: Db, plans: ReturnType<typeof learnerPlans>): Promise<Loaded> {
  const started = performance.now();
  const numbers = courseNumbers(plans);
  const collection = lms.collection<{ _id: number }>('course_numbers');
  for (const [courseId, counts] of numbers)
    await collection.updateOne({ _id: courseId }, { $set: counts }, { upsert: true });
  const seconds = (performance.now() - started) / 1000;
  return {
    collection: 'aspire_lms.course_numbers',
    docs: numbers.size,
    seconds,
    perSecond: Math.round(numbers.size / seconds),
  };
}

/**
 * Loads every service's data straight into its database (`aspire_<service>`, as the launcher names
 * them), after the services have created their indexes, so every insert goes through them. The four
 * databases load side by side; within one, collection after collection.
 */
export async function loadAll(client: MongoClient, sizes: Sizes, products: ProductDoc[]): Promise<Loaded[]> {
  const db = (service: string) => client.db(`aspire_${service}`);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const plans = learnerPlans(sizes);
  const total = (count: (plan: (typeof plans)[number]) => number) =>
    plans.reduce((sum, plan) => sum + count(plan), 0);
  if (total((plan) => plan.done) !== sizes.progress)
    throw new Error(`the learners hold ${total((plan) => plan.done)} completions, not ${sizes.progress}`);
  if (sizes.accounts < POOL) throw new Error(`at least ${POOL} accounts are needed`);

  const identity = db('identity');
  const shop = db('shop');
  const catalog = db('catalog');
  const lms = db('lms');
  const sequences = [
    async () => [await insertAll(identity.collection('users'), users(sizes, passwordHash), sizes.accounts)],
    async () => [
      await insertAll(shop.collection<ProductDoc>('products'), products, sizes.products),
      await insertProductPrefixes(shop, products),
      await insertAll(shop.collection('orders'), orders(sizes, products), sizes.orders),
      await insertOrderProducts(shop, sizes, products),
    ],
    async () => [
      await insertAll(catalog.collection('inbox'), forms(0, sizes.admissions, sizes), sizes.admissions),
      await insertAll(catalog.collection('inbox'), forms(1, sizes.enquiries, sizes), sizes.enquiries),
    ],
    async () => [
      await insertAll(lms.collection('enrolments'), enrolments(plans), plans.length),
      await insertAll(
        lms.collection<SearchWordDoc>(SEARCH_WORDS),
        enrolmentWords(plans),
        countOf(enrolmentWords(plans)),
      ),
      await insertAll(
        lms.collection('positions'),
        positions(plans),
        total((plan) => (plan.done ? 1 : 0)),
      ),
      await insertAll(lms.collection('completions'), completions(plans), sizes.progress),
      await insertCourseNumbers(lms, plans),
    ],
  ];
  return (await Promise.all(sequences.map((sequence) => sequence()))).flat();
}
