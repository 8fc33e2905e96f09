/**
 * The starts of the words of the products' names, one entry per product and start in `product_prefixes`
 * beside the products, so the products desk's search reads its first page in the shop's order from an
 * index: an equality on `prefix` (and on the list's filters, which each entry carries) with a range on
 * `order`, which the embedded default reads in index order (docs/database.md). Entries carry the
 * product's status and category in their id too, so a change writes the new state's entries before the
 * product and drops the old ones after it: an interrupted change leaves an entry too many (the list
 * checks every product it reads against all its filters), never one too few.
 */
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import slugify from '@sindresorhus/slugify';
import type { Db } from 'mongodb';
import { ledBy } from './product-indexes.ts';

/** The longest start kept: a longer search word is looked up by its first letters and checked whole. */
export const PREFIX_CAP = 16;

/** Entries written by one insert. */
const INSERT_BATCH = 500;

/** One start of a word of a product's name, with what the desk's filters ask of the product. */
export type ProductPrefixDoc = {
  _id: string;
  prefix: string;
  productId: string;
  /** The product's name as words (`slug`), so a search's other words are checked before the product is read. */
  name: string;
  /** The product's place in the shop's order (which never changes). */
  order: number;
  activeStatus: boolean;
  category: string;
};

type Indexed = { _id: string; productName: string; order: number; activeStatus: boolean; category: string };

/** Words as ids and searches see them: lower case, accents and apostrophes dropped (Qur’ān → quran). */
export const slug = (text: string) =>
  slugify(text, {
    customReplacements: [
      ['’', ''],
      ["'", ''],
    ],
  });

/** The words of a name (or of a search), each once. */
export const wordsOf = (text: string) => [...new Set(slug(text).split('-').filter(Boolean))];

/** The entry a search word is looked up by. */
export const prefixOf = (word: string) => word.slice(0, PREFIX_CAP);

/**
 * Whether an entry's name may match these search words: each starts a word of it, up to the cap (an
 * entry stands through a rename that keeps its starts, so its name may differ beyond the cap).
 */
export function mayMatch({ name }: Pick<ProductPrefixDoc, 'name'>, sought: string[]) {
  const words = name.split('-').map(prefixOf);
  return sought.every((word) => words.some((start) => start.startsWith(prefixOf(word))));
}

/** The entries of a product as it stands (as the scale bench loads them too). */
export function productPrefixDocs({ _id, productName, order, activeStatus, category }: Indexed) {
  const name = slug(productName);
  const prefixes = new Set<string>();
  for (const word of wordsOf(productName))
    for (let length = 1; length <= Math.min(word.length, PREFIX_CAP); length += 1)
      prefixes.add(word.slice(0, length));
  return [...prefixes].map(
    (prefix): ProductPrefixDoc => ({
      _id: `${_id} ${activeStatus ? 'on' : 'off'} ${category} ${prefix}`,
      prefix,
      productId: _id,
      name,
      order,
      activeStatus,
      category,
    }),
  );
}

export function productPrefixes(db: Db) {
  const entries = db.collection<ProductPrefixDoc>('product_prefixes');

  return {
    entries,
    async init() {
      // The desk's equalities after `prefix`, each index ending in `order` (see product-list.ts).
      for (const keys of ledBy('prefix')) await entries.createIndex(keys);
    },
    /** Adds the entries of these products as they stand (or are about to); entries already there stand. */
    async add(docs: Indexed[]) {
      const added = docs.flatMap(productPrefixDocs);
      // A few at a time: each entry costs a write to every index, and one insert must end well within
      // the driver's socket timeout (a start-up backfill adds thousands).
      for (let start = 0; start < added.length; start += INSERT_BATCH)
        try {
          await entries.insertMany(added.slice(start, start + INSERT_BATCH), { ordered: false });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
    },
    /**
     * Once a product is saved as it is `now`: the entries of the states it was or was about to be in
     * go (an interrupted change may leave some, which the list passes over).
     */
    async dropStale(now: Indexed, earlier: Indexed[]) {
      const kept = new Set(productPrefixDocs(now).map(({ _id }) => _id));
      const stale = earlier.flatMap(productPrefixDocs).filter(({ _id }) => !kept.has(_id));
      if (stale.length > 0) await entries.deleteMany({ _id: { $in: stale.map(({ _id }) => _id) } });
    },
  };
}
export type ProductPrefixes = ReturnType<typeof productPrefixes>;
