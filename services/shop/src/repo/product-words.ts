/**
 * The words of the products' names, one entry per word in `product_words` beside the products, so the
 * products desk's search reads the start of a word from an index (docs/database.md): a range on a
 * field of words held as an array on the product is not answered from an index on the embedded
 * default. Entries are written before the product's own change and dropped after it, so an
 * interrupted change leaves an entry too many (the list checks every product it finds against its
 * name), never one too few.
 */
import { isDuplicateKey } from '@aspire/service-kit/mongo';
import { prefixRange } from '@aspire/service-kit/person-search';
import slugify from '@sindresorhus/slugify';
import type { Db } from 'mongodb';

/** One word of a product's name, with the product's place in the shop's order (which never changes). */
export type ProductWordDoc = { _id: string; word: string; productId: string; order: number };

type Named = { _id: string; productName: string; order: number };

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

/** The entries of a product's name (as the scale bench loads them too). */
export const productWordDocs = ({ _id, productName, order }: Named): ProductWordDoc[] =>
  wordsOf(productName).map((word) => ({ _id: `${_id} ${word}`, word, productId: _id, order }));

export function productWords(db: Db) {
  const words = db.collection<ProductWordDoc>('product_words');

  /** Adds the entries of these products' names; entries already there stand. */
  async function add(docs: Named[]) {
    const entries = docs.flatMap(productWordDocs);
    if (entries.length === 0) return;
    try {
      await words.insertMany(entries, { ordered: false });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  return {
    init: () => words.createIndex({ word: 1 }),
    add,
    /** After a rename: the entries of words the name lost go (the new ones were added before). */
    async dropLost(before: Named, now: Pick<Named, 'productName'>) {
      const kept = new Set(wordsOf(now.productName));
      const lost = productWordDocs(before).filter(({ word }) => !kept.has(word));
      if (lost.length > 0) await words.deleteMany({ _id: { $in: lost.map(({ _id }) => _id) } });
    },
    /** The entries of words starting with `start`, up to `cap + 1` (more than the cap: too common to read). */
    startingWith: (start: string, cap: number) =>
      words
        .find({ word: prefixRange(start) }, { projection: { productId: 1, order: 1 } })
        .sort({ word: 1 })
        .limit(cap + 1)
        .toArray(),
  };
}
export type ProductWords = ReturnType<typeof productWords>;
