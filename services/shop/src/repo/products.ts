import type { Product, ProductCategory } from '@aspire/contracts/shop';
import type { Db } from 'mongodb';
import { BOOKS_TAX, type TaxData } from '../receipts/tax.ts';
import { productImageUrls, type SeedProduct } from '../seed/products.ts';

/** Tax data is absent only on products of earlier versions that start-up could not give it (see init). */
type ProductDoc = Omit<Product, '_id'> & Partial<TaxData> & { _id: string; order: number; createdAt: Date };

const toProduct = ({
  _id,
  productName,
  productDescription,
  category,
  mrp,
  sellingPrice,
  image,
  activeStatus,
}: ProductDoc): Product => ({
  _id,
  productName,
  productDescription,
  category,
  mrp,
  sellingPrice,
  image,
  activeStatus,
});

/** Products: the only code touching the `products` collection. */
export function productsRepo(db: Db) {
  const products = db.collection<ProductDoc>('products');
  return {
    /**
     * Indexes and the seed; then products of earlier versions get their tax data: the seed's for its
     * own products, and HSN 4901 at 0% for any other book. Any other product is left without, never
     * guessed: its receipt is refused until the college sets its HSN and rate. Answers the ids of
     * those left without.
     */
    async init(seed: SeedProduct[]) {
      await products.createIndex({ activeStatus: 1, category: 1, order: 1 });
      // Insert what is missing by its stable id; never overwrite what the college changed.
      await Promise.all(
        seed.map(({ art: _art, ...product }, order) =>
          products.updateOne(
            { _id: product._id },
            {
              $setOnInsert: {
                ...product,
                image: productImageUrls(product._id),
                order,
                createdAt: new Date(),
              },
            },
            { upsert: true },
          ),
        ),
      );
      const untaxed = { hsn: { $exists: false } };
      await Promise.all(
        seed.map(({ _id, hsn, gstRate }) =>
          products.updateOne({ _id, ...untaxed }, { $set: { hsn, gstRate } }),
        ),
      );
      await products.updateMany({ category: 'books', ...untaxed }, { $set: BOOKS_TAX });
      return (await products.find(untaxed, { projection: { _id: 1 } }).toArray()).map(({ _id }) => _id);
    },
    async listActive(category?: ProductCategory) {
      const filter = category ? { activeStatus: true, category } : { activeStatus: true };
      return (await products.find(filter).sort({ order: 1, _id: 1 }).toArray()).map(toProduct);
    },
    async findActive(id: string) {
      const doc = await products.findOne({ _id: id, activeStatus: true });
      return doc ? toProduct(doc) : null;
    },
    /** Active products among these ids, by id. */
    async activeByIds(ids: string[]) {
      if (!ids.length) return new Map<string, Product>();
      const docs = await products.find({ _id: { $in: ids }, activeStatus: true }).toArray();
      return new Map(docs.map((doc) => [doc._id, toProduct(doc)]));
    },
    /** The tax data of these products, sold or not, by id (absent: the product has none, or is unknown). */
    async taxData(ids: string[]) {
      const docs = await products
        .find({ _id: { $in: ids } }, { projection: { hsn: 1, gstRate: 1 } })
        .toArray();
      const known = new Map<string, TaxData>();
      for (const { _id, hsn, gstRate } of docs)
        if (hsn !== undefined && gstRate !== undefined) known.set(_id, { hsn, gstRate });
      return known;
    },
    /** For tests and the college's own tools: changes a product's price, status or tax data. */
    async update(
      id: string,
      changes: Partial<Pick<ProductDoc, 'mrp' | 'sellingPrice' | 'activeStatus' | 'hsn' | 'gstRate'>>,
    ) {
      await products.updateOne({ _id: id }, { $set: changes });
    },
  };
}
export type ProductsRepo = ReturnType<typeof productsRepo>;
