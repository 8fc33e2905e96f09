import { apiQuery } from '@aspire/client/queries';
import { type ProductCategory, productListSchema, productSchema } from '@aspire/contracts/shop';

/** The products of a category (null: all of them); public, so reused within the visit. */
export const productsQuery = (category: ProductCategory | null) =>
  apiQuery('shop/product', productListSchema, category ? { searchParams: { category } } : {});

export const productQuery = (id: string) => apiQuery(`shop/product/${encodeURIComponent(id)}`, productSchema);
