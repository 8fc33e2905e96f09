import { call, http } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';
import { PRODUCT_PAGE_SIZE, type ProductCategory, productCursor } from '@aspire/contracts/shop-basics';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { shopSchema } from './shop-contract.ts';

/**
 * The products of a category (null: all of them) a page at a time, each asked after the last product
 * of the one before; a page shorter than the service's page size is the last. Under `shop/product`, so
 * what invalidates the products reloads them.
 */
export const productPagesQuery = (category: ProductCategory | null) =>
  infiniteQueryOptions({
    queryKey: ['api', 'shop/product', 'pages', category],
    queryFn: ({ signal, pageParam }) =>
      call(
        http.get('shop/product', {
          signal,
          searchParams: { category: category ?? undefined, after: pageParam },
        }),
        shopSchema('productListSchema'),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => {
      const last = page.at(-1);
      return page.length >= PRODUCT_PAGE_SIZE && last ? productCursor(last) : undefined;
    },
    select: (data) => data.pages.flat(),
  });

export const productQuery = (id: string) =>
  apiQuery(`shop/product/${encodeURIComponent(id)}`, shopSchema('productSchema'));
