import type { ProductCategory } from '@aspire/contracts/shop';
import { shopApi } from '../../lib/shop-api.ts';
import { useResource } from '../../lib/use-resource.ts';

export const useProducts = (category: ProductCategory | null) =>
  useResource(`products:${category ?? 'all'}`, () => shopApi.products(category ?? undefined), true);

export const useProduct = (id: string | null) =>
  useResource(id ? `product:${id}` : null, () => shopApi.product(id ?? ''));
