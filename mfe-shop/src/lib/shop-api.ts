import { call, http } from '@aspire/client/http';
import {
  cartSchema,
  checkoutConfigSchema,
  orderListSchema,
  orderSchema,
  type PlaceOrder,
  type ProductCategory,
  paymentOrderSchema,
  productListSchema,
  productSchema,
  type ShippingAddress,
} from '@aspire/contracts/shop';
import { z } from 'zod';
import { track } from './loading.ts';

type Options = { json?: unknown; searchParams?: Record<string, string> };

/** One call of the shop service through the shared client (`{ success, data }` read through the schema). */
const request = <T extends z.ZodType>(
  method: 'get' | 'post',
  path: string,
  schema: T,
  options: Options = {},
) => call(http(path, { method, ...options }), schema);

/** Every call of the shop service (spec section 7), each counted in the global loading flag. */
export const shopApi = {
  products: (category?: ProductCategory) =>
    track(request('get', 'shop/product', productListSchema, { searchParams: category ? { category } : {} })),
  product: (id: string) => track(request('get', `shop/product/${encodeURIComponent(id)}`, productSchema)),
  cart: () => track(request('get', 'shop/cart', cartSchema)),
  add: (productId: string) =>
    track(request('post', 'shop/cart', cartSchema, { json: { productId, qty: 1 } })),
  edit: (cartId: string, productId: string, qty: number) =>
    track(request('post', 'shop/cart/edit', cartSchema, { json: { cartId, productId, qty } })),
  remove: (cartId: string, productId: string) =>
    track(request('post', 'shop/cart/delete', cartSchema, { json: { cartId, productId } })),
  clear: () => track(request('post', 'shop/cart/clear', cartSchema)),
  saveAddress: (shippingAddress: ShippingAddress) =>
    track(request('post', 'shop/cart/address', z.unknown(), { json: { shippingAddress } })),
  checkoutConfig: () => track(request('get', 'shop/checkout/config', checkoutConfigSchema)),
  paymentOrder: () => track(request('get', 'shop/cart/order', paymentOrderSchema)),
  placeOrder: (payload: PlaceOrder) => track(request('post', 'shop/order', orderSchema, { json: payload })),
  orders: () => track(request('get', 'shop/orders', orderListSchema)),
};
