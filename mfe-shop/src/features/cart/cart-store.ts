import { ApiFailure, call, http } from '@aspire/client/http';
import { apiKey } from '@aspire/client/queries';
import { queryClient } from '@aspire/client/query-client';
import { useSession } from '@aspire/client/session';
import type { CartLine, Order, ShippingAddress } from '@aspire/contracts/shop';
import { create } from 'zustand';
import { productQuery } from '../../lib/product-queries.ts';
import { shopSchema } from '../../lib/shop-contract.ts';
import { cachedCart, reloadCart, showCart, writeCart } from './cart-data.ts';

export type Panel = 'cart' | 'address' | null;
export type OrderResult = { kind: 'success'; order: Order } | { kind: 'failure'; reason: string };

/** The cart's screen state; the cart itself is the `cartQuery` answer of the page's data cache. */
type CartState = {
  /** The last failure of a change of the cart, said in the open panel. */
  error: string | null;
  /** Which modal panel is open (spec section 4: cart and address modals by flags). */
  panel: Panel;
  loginRequired: boolean;
  result: OrderResult | null;
  /** A short confirmation after Add to cart. */
  notice: string | null;
  /** The address panel's draft, kept while the panel is closed. */
  address: ShippingAddress | null;
};

export const useCart = create<CartState>()(() => ({
  error: null,
  panel: null,
  loginRequired: false,
  result: null,
  notice: null,
  address: null,
}));

/** Reads the product and the shop's grid again (it has sold out since they were read). */
const refreshProduct = (productId: string) => {
  void queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey });
  void queryClient.invalidateQueries({ queryKey: apiKey('shop/product') });
};

const signedIn = () => useSession.getState().accessToken !== null;
export const messageOf = (error: unknown) =>
  error instanceof ApiFailure ? error.message : 'Something went wrong. Please try again.';

/** Sends a change of the cart and shows the cart the service answers with. */
async function changeCart(path: string, json: object) {
  await showCart(await writeCart(() => call(http.post(path, { json }), shopSchema('cartSchema'))));
}

/** Adds one of a product; signed out, it asks the visitor to log in first (spec section 6). */
export async function addToCart(productId: string, productName: string): Promise<boolean> {
  if (!signedIn()) {
    useCart.setState({ loginRequired: true });
    return false;
  }
  try {
    await changeCart('shop/cart', { productId, qty: 1 });
    useCart.setState({ error: null, notice: `${productName} was added to your cart.` });
    return true;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      useCart.setState({ loginRequired: true });
      return false;
    }
    // Sold out since the page was read: the shop's pages read the products again, and say so.
    if (error instanceof ApiFailure && error.status === 409) refreshProduct(productId);
    useCart.setState({ notice: messageOf(error) });
    return false;
  }
}

/** Buy Now: the product goes into the cart (once) and the address panel opens, on desktop and mobile. */
export async function buyNow(productId: string, productName: string) {
  const already = cachedCart()?.items.some((line) => line.productId === productId);
  if (already && signedIn()) {
    useCart.setState({ panel: 'address' });
    return;
  }
  if (await addToCart(productId, productName)) useCart.setState({ panel: 'address', notice: null });
}

/** Sets a line's quantity; 0 removes the line. */
export async function changeQty(line: CartLine, qty: number) {
  const target = { cartId: line._id, productId: line.productId };
  try {
    await (qty <= 0
      ? changeCart('shop/cart/delete', target)
      : changeCart('shop/cart/edit', { ...target, qty }));
    useCart.setState({ error: null });
  } catch (error) {
    useCart.setState({ error: messageOf(error) });
    await reloadCart();
  }
}

export const openCart = () => useCart.setState({ panel: 'cart', error: null });
export const openAddress = () => useCart.setState({ panel: 'address', error: null });
export const closePanel = () => useCart.setState({ panel: null });
export const setResult = (result: OrderResult | null) => useCart.setState({ result });

/** Confirming the success dialog empties the cart view (the service emptied the cart once paid). */
export async function confirmResult() {
  const result = useCart.getState().result;
  useCart.setState({ result: null });
  if (result?.kind === 'success') {
    const cart = cachedCart();
    if (cart) await showCart({ ...cart, items: [] });
    await reloadCart();
  }
}
