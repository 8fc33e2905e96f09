// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/http';
import { queryClient } from '@aspire/client/query-client';
import { useSession } from '@aspire/client/session';
import type { Cart, CartLine } from '@aspire/contracts/shop';
import { ok, refused, settle } from '@aspire/ui/testing/desk-harness.tsx';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartQuery } from './cart-data.ts';
import { CartPanel } from './cart-panel.tsx';
import { useCart } from './cart-store.ts';
import { startCheckout } from './checkout.ts';

const dom = domRoot();

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  _id: '0123456789abcdef',
  productId: 'seerah-notes',
  qty: 2,
  image: '/api/shop/media/0123456789abcdef01234567/600.webp',
  mrp: 300,
  sellingPrice: 250,
  productName: 'Seerah Notes',
  productDescription: 'Notes on the life of the Prophet.',
  available: null,
  ...overrides,
});
const cartOf = (items: CartLine[]): Cart => ({
  items,
  totals: {
    sellingTotal: 500,
    mrpTotal: 600,
    discount: 100,
    discountPercent: 17,
    delivery: 0,
    payable: 500,
    itemCount: items.length,
  },
});

const fetchMock = vi.fn<typeof fetch>();
/** The service: the cart as given, and the payment order refused as sold out. */
function serve(cart: Cart) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname;
    if (path === '/api/shop/cart') return ok(cart);
    if (path === '/api/shop/checkout/config') return ok({ checkoutScriptUrl: '/sandbox-checkout.js' });
    if (path === '/api/shop/cart/order') return refused(409, 'Sorry, Seerah Notes has just sold out');
    throw new Error(`unexpected ${path}`);
  });
}
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  act(() =>
    useSession.getState().signIn('a-token', {
      firstName: 'Ayesha',
      lastName: 'Siddiqa',
      email: 'ayesha@example.com',
      mobileNumber: '+919840011223',
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  act(() => useSession.getState().signOut());
  useCart.setState({ panel: null });
  queryClient.clear();
});

async function openCart(cart: Cart) {
  serve(cart);
  queryClient.setQueryData(cartQuery().queryKey, cart);
  useCart.setState({ panel: 'cart' });
  await act(async () =>
    dom.render(
      <QueryClientProvider client={queryClient}>
        <CartPanel />
      </QueryClientProvider>,
    ),
  );
  await settle();
}
const proceed = () =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Proceed to Checkout');

describe('stock in the cart', () => {
  it('says which lines cannot be bought as they are, and holds checkout until they change', async () => {
    await openCart(
      cartOf([
        line({ available: 0 }),
        line({
          _id: '1123456789abcdef',
          productId: 'tote-bag',
          productName: 'Tote Bag',
          qty: 3,
          available: 2,
        }),
        line({
          _id: '2123456789abcdef',
          productId: 'campus-mug',
          productName: 'Campus Mug',
          qty: 2,
          available: 2,
        }),
      ]),
    );
    const lines = [...dom.container.querySelectorAll('[data-testid="cart-line"]')];
    expect(lines[0]?.textContent).toContain('Sold out: remove it to check out.');
    expect(lines[1]?.textContent).toContain('Only 2 left: lower the quantity to check out.');
    expect(lines[2]?.textContent).not.toMatch(/left|Sold out/);
    // The last one cannot grow beyond what is left.
    expect(
      lines[2]?.querySelector<HTMLButtonElement>('[aria-label="Increase quantity of Campus Mug"]')?.disabled,
    ).toBe(true);
    expect(lines[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/api/shop/media/0123456789abcdef01234567/160.webp',
    );
    expect(proceed()?.disabled).toBe(true);
    expect(document.getElementById(proceed()?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Some items are sold out, or fewer are left than you chose: change them above to check out.',
    );
  });

  it('lets a cart whose lines are all there go on to checkout', async () => {
    await openCart(cartOf([line({ available: 5 }), line({ _id: '1123456789abcdef', available: null })]));
    expect(proceed()?.disabled).toBe(false);
    expect(dom.container.textContent).not.toContain('Some items are sold out');
  });

  it('when the payment order is refused as sold out, reads the cart again and passes the words on', async () => {
    serve(cartOf([line()]));
    queryClient.setQueryData(cartQuery().queryKey, cartOf([line()]));
    vi.stubGlobal('Razorpay', vi.fn());
    const address = {
      name: 'Ayesha Siddiqa',
      email: 'ayesha@example.com',
      mobileNumber: '+919840011223',
      pincode: '600006',
      address: '14 Greams Lane',
      flat: 'Flat 3B',
      landmark: '',
      city: 'Chennai',
      state: 'Tamil Nadu',
    };
    const failure = await startCheckout(address).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).message).toBe('Sorry, Seerah Notes has just sold out');
    expect(queryClient.getQueryState(cartQuery().queryKey)?.isInvalidated).toBe(true);
    expect(window.Razorpay).not.toHaveBeenCalled();
  });
});
