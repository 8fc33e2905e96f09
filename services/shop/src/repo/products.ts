import type { Product, ProductCategory } from '@aspire/contracts/shop';
import type { Db } from 'mongodb';
import { productImageUrls, type SeedProduct } from '../seed/products.ts';

type ProductDoc = Omit<Product, '_id'> & { _id: string; order: number; createdAt: Date };

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
    /** For tests and the college's own tools: changes a product's price or status. */
    async update(id: string, changes: Partial<Pick<Product, 'mrp' | 'sellingPrice' | 'activeStatus'>>) {
      await products.updateOne({ _id: id }, { $set: changes });
    },
  };
}
export type ProductsRepo = ReturnType<typeof productsRepo>;
