import { ApiFailure } from '@aspire/client/http';
import { useSession } from '@aspire/client/session';
import type { Cart, CartLine, Order, ShippingAddress } from '@aspire/contracts/shop';
import { create } from 'zustand';
import { shopApi } from '../../lib/shop-api.ts';

export type Panel = 'cart' | 'address' | null;
export type OrderResult = { kind: 'success'; order: Order } | { kind: 'failure'; reason: string };

type CartState = {
  /** The signed-in user's cart as the service priced it; null until loaded or when signed out. */
  cart: Cart | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last failure of a cart call, said in the open panel. */
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
  cart: null,
  status: 'idle',
  error: null,
  panel: null,
  loginRequired: false,
  result: null,
  notice: null,
  address: null,
}));

const signedIn = () => useSession.getState().accessToken !== null;
export const messageOf = (error: unknown) =>
  error instanceof ApiFailure ? error.message : 'Something went wrong. Please try again.';

/** Reloads the cart from the service (spec section 4: each change reloads the cart). */
export async function loadCart() {
  if (!signedIn()) {
    useCart.setState({ cart: null, status: 'idle' });
    return;
  }
  useCart.setState((state) => ({ status: state.cart ? state.status : 'loading' }));
  try {
    useCart.setState({ cart: await shopApi.cart(), status: 'ready', error: null });
  } catch (error) {
    useCart.setState({ status: 'error', error: messageOf(error) });
  }
}

/** Adds one of a product; signed out, it asks the visitor to log in first (spec section 6). */
export async function addToCart(productId: string, productName: string): Promise<boolean> {
  if (!signedIn()) {
    useCart.setState({ loginRequired: true });
    return false;
  }
  try {
    const cart = await shopApi.add(productId);
    useCart.setState({
      cart,
      status: 'ready',
      error: null,
      notice: `${productName} was added to your cart.`,
    });
    return true;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) {
      useCart.setState({ loginRequired: true });
      return false;
    }
    useCart.setState({ notice: messageOf(error) });
    return false;
  }
}

/** Buy Now: the product goes into the cart (once) and the address panel opens, on desktop and mobile. */
export async function buyNow(productId: string, productName: string) {
  const already = useCart.getState().cart?.items.some((line) => line.productId === productId);
  if (already && signedIn()) {
    useCart.setState({ panel: 'address' });
    return;
  }
  if (await addToCart(productId, productName)) useCart.setState({ panel: 'address', notice: null });
}

/** Sets a line's quantity; 0 removes the line. */
export async function changeQty(line: CartLine, qty: number) {
  try {
    const cart =
      qty <= 0
        ? await shopApi.remove(line._id, line.productId)
        : await shopApi.edit(line._id, line.productId, qty);
    useCart.setState({ cart, error: null });
  } catch (error) {
    useCart.setState({ error: messageOf(error) });
    await loadCart();
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
    useCart.setState((state) => ({ cart: state.cart ? { ...state.cart, items: [] } : state.cart }));
    await loadCart();
  }
}
