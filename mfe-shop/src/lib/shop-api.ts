import { ApiFailure, http } from '@aspire/client/http';
import { failureSchema } from '@aspire/contracts/envelope';
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

/**
 * One call of the shop service: `{ success: true, data }` read through the contract's schema, or an
 * ApiFailure carrying the service's message and field errors (read from the answer itself, since ky 2
 * consumes the body of an HTTPError).
 */
async function call<T extends z.ZodType>(
  method: 'get' | 'post',
  path: string,
  schema: T,
  options: Options = {},
) {
  let response: Response;
  try {
    response = await http(path, { method, throwHttpErrors: false, ...options });
  } catch {
    throw new ApiFailure(0, 'We could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = failureSchema.safeParse(body);
    if (failure.success) throw new ApiFailure(response.status, failure.data.message, failure.data.errors);
    throw new ApiFailure(response.status, `Request failed (${response.status})`);
  }
  return schema.parse((body as { data?: unknown } | null)?.data) as z.infer<T>;
}

/** Every call of the shop service (spec section 7), each counted in the global loading flag. */
export const shopApi = {
  products: (category?: ProductCategory) =>
    track(call('get', 'shop/product', productListSchema, { searchParams: category ? { category } : {} })),
  product: (id: string) => track(call('get', `shop/product/${encodeURIComponent(id)}`, productSchema)),
  cart: () => track(call('get', 'shop/cart', cartSchema)),
  add: (productId: string) => track(call('post', 'shop/cart', cartSchema, { json: { productId, qty: 1 } })),
  edit: (cartId: string, productId: string, qty: number) =>
    track(call('post', 'shop/cart/edit', cartSchema, { json: { cartId, productId, qty } })),
  remove: (cartId: string, productId: string) =>
    track(call('post', 'shop/cart/delete', cartSchema, { json: { cartId, productId } })),
  clear: () => track(call('post', 'shop/cart/clear', cartSchema)),
  saveAddress: (shippingAddress: ShippingAddress) =>
    track(call('post', 'shop/cart/address', z.unknown(), { json: { shippingAddress } })),
  checkoutConfig: () => track(call('get', 'shop/checkout/config', checkoutConfigSchema)),
  paymentOrder: () => track(call('get', 'shop/cart/order', paymentOrderSchema)),
  placeOrder: (payload: PlaceOrder) => track(call('post', 'shop/order', orderSchema, { json: payload })),
  orders: () => track(call('get', 'shop/orders', orderListSchema)),
};
