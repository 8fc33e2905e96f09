import { apiKey, apiQuery } from '@aspire/client/queries';
import { queryClient } from '@aspire/client/query-client';
import { useSession } from '@aspire/client/session';
import type { Cart } from '@aspire/contracts/shop';
import { type MutationKey, useIsMutating, useQuery } from '@tanstack/react-query';
import { shopSchema } from '../../lib/shop-contract.ts';

/** The signed-in person's cart as the service priced it (private: dropped when the person changes). */
export const cartQuery = () => apiQuery('shop/cart', shopSchema('cartSchema'), { private: true });

/** The cart, read while someone is signed in (signed out there is none). */
export function useCartQuery() {
  const signedIn = useSession((state) => state.accessToken !== null);
  return useQuery({ ...cartQuery(), enabled: signedIn });
}

export const cachedCart = () => queryClient.getQueryData(cartQuery().queryKey);
/**
 * Shows the cart a change answered with. A read of the cart still under way is dropped first: begun
 * before the change (as the page loaded), it would otherwise land after it and put the older cart back.
 */
export async function showCart(cart: Cart) {
  await queryClient.cancelQueries({ queryKey: cartQuery().queryKey });
  queryClient.setQueryData(cartQuery().queryKey, cart);
}
/** Reads the cart again from the service (spec section 4: each change reloads the cart). */
export const reloadCart = () => queryClient.invalidateQueries({ queryKey: apiKey('shop/cart') });

const CART_WRITE: MutationKey = ['shop', 'cart'];

/**
 * Runs a change of the cart or of its checkout as a mutation of the page's one client. The store and
 * the payment handler are not components, so they cannot `useMutation`; this way the loading bar and
 * the cart's buttons still see the change through `useIsMutating`.
 */
export const writeCart = <T>(write: () => Promise<T>): Promise<T> =>
  queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: CART_WRITE, mutationFn: write })
    .execute(undefined);

/** Whether a change of the cart is on its way (its buttons wait for it). */
export const useCartBusy = () => useIsMutating({ mutationKey: CART_WRITE }) > 0;
