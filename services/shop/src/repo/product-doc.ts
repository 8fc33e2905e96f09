/** How the shop keeps a product, and how a customer sees it. */

import type { Product } from '@aspire/contracts/shop';
import type { TaxData } from '../receipts/tax.ts';
import type { StockLevel } from './stock-level.ts';

/**
 * A product as stored. Tax data is absent only on products of earlier versions that start-up could not
 * give it (products.ts, `init`). `stock` is on hand and not held by a checkout; null or absent: not counted
 * (always available). `version` counts staff edits of the fields (not stock moves); `createKey` is the
 * form key of the request that made it.
 */
export type ProductDoc = Omit<Product, '_id' | 'inStock' | 'fewLeft'> &
  Partial<TaxData> & {
    _id: string;
    order: number;
    createdAt: Date;
    updatedAt: Date;
    stock?: number | null;
    lowStockAt: number;
    /** Derived from `stock` and `lowStockAt` for the desk's stock filters (stock-level.ts). */
    stockLevel?: StockLevel;
    version: number;
    createKey?: string;
  };

/** The count on hand and not held; null: not counted (always available). */
export const stockOf = (doc: Pick<ProductDoc, 'stock'>) => doc.stock ?? null;

/** The product as the shop shows it: whether it can be bought, and how few are left. */
export const toProduct = (doc: ProductDoc): Product => {
  const stock = stockOf(doc);
  return {
    _id: doc._id,
    productName: doc.productName,
    productDescription: doc.productDescription,
    category: doc.category,
    mrp: doc.mrp,
    sellingPrice: doc.sellingPrice,
    image: doc.image,
    activeStatus: doc.activeStatus,
    inStock: stock === null || stock > 0,
    fewLeft: stock !== null && stock > 0 && stock <= doc.lowStockAt ? stock : null,
    order: doc.order,
  };
};
