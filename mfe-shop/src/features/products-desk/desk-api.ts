import { call, http } from '@aspire/client/http';
import { apiKey } from '@aspire/client/queries';
import { mediaAssetSchema } from '@aspire/contracts/media';
import {
  type NewProduct,
  type ProductChange,
  type StaffProduct,
  type StockChange,
  staffProductSchema,
} from '@aspire/contracts/products-desk';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_PRODUCTS as LIST, staffProductQuery } from '../../lib/staff-product-queries.ts';

const productPath = (id: string) => `${LIST}/${encodeURIComponent(id)}`;

export const createProduct = (product: NewProduct) =>
  call(http.post(LIST, { json: product }), staffProductSchema);

/** Saves the product's fields; refused (409) when someone else saved it since `version` was read. */
export const changeProduct = (id: string, change: ProductChange) =>
  call(http.put(productPath(id), { json: change }), staffProductSchema);

export const setOnSale = (id: string, activeStatus: boolean) =>
  call(http.post(`${productPath(id)}/status`, { json: { activeStatus } }), staffProductSchema);

/** Sets the count on hand, if it is still what the page showed (409 otherwise). */
export const setStock = (id: string, change: StockChange) =>
  call(http.post(`${productPath(id)}/stock`, { json: change }), staffProductSchema);

/** A picture for a product: the file itself as the body; answers the address the product keeps. */
export const uploadPicture = async (file: File) => {
  const asset = await call(
    http.post('shop/staff/media/uploads', {
      body: file,
      headers: { 'content-type': file.type },
      // A phone's photo on a slow line takes longer than an ordinary request may.
      timeout: 120_000,
    }),
    mediaAssetSchema,
  );
  return asset.url;
};

/**
 * After a change: the product's new state goes into the cache, and the lists (the desk's, and the
 * shop's own, which this visit may have read) are read again.
 */
export function useProductSaved() {
  const client = useQueryClient();
  return (product: StaffProduct) => {
    client.setQueryData(staffProductQuery(product.id).queryKey, product);
    void client.invalidateQueries({ queryKey: apiKey(LIST) });
    void client.invalidateQueries({ queryKey: apiKey('shop/product') });
    void client.invalidateQueries({ queryKey: apiKey(`shop/product/${product.id}`) });
  };
}

/** Reads the product again (someone else changed it first). */
export function useProductRefresh() {
  const client = useQueryClient();
  return (id: string) => client.refetchQueries({ queryKey: staffProductQuery(id).queryKey });
}
