import { queryClient } from '@aspire/client/query-client';
import type { Cart } from '@aspire/contracts/shop';
import { afterEach, describe, expect, it } from 'vitest';
import { cartQuery, showCart } from './cart-data.ts';

const cartWith = (count: number) => ({ items: [], totals: { itemCount: count } }) as unknown as Cart;

afterEach(() => queryClient.clear());

describe('the cart shown after a change', () => {
  it('is not put back by a read of the cart begun before the change', async () => {
    let answerOldRead = (_: Cart) => {};
    // The page's own read of the cart, still on its way when the change answers.
    const read = queryClient
      .fetchQuery({
        ...cartQuery(),
        queryFn: () =>
          new Promise<Cart>((resolve) => {
            answerOldRead = resolve;
          }),
      })
      .catch(() => undefined);
    await showCart(cartWith(2));
    answerOldRead(cartWith(1));
    await read;
    expect(queryClient.getQueryData<Cart>(cartQuery().queryKey)?.totals.itemCount).toBe(2);
  });
});
