// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { formatRupees, percentOff } from '@aspire/contracts/shop';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutWords } from './cart-line-item.tsx';
import { addToCart, buyNow, useCart } from './cart-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  useCart.setState({ loginRequired: false, panel: null });
});

describe('shop rules of the spec', () => {
  it('writes rupees with the Indian grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(118500)).toBe('₹1,18,500');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('rounds the percent off as round((mrp − sellingPrice) / mrp × 100)', () => {
    expect(percentOff(299, 249)).toBe(17);
    expect(percentOff(1499, 1199)).toBe(20);
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });

  it('cuts a description to 12 words', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    expect(cutWords(text)).toBe('one two three four five six seven eight nine ten eleven twelve…');
    expect(cutWords('short and sweet')).toBe('short and sweet');
  });

  it('signed out, Add to cart and Buy Now ask to log in and send nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    useSession.getState().signOut();
    expect(await addToCart('zakah-made-clear', 'Zakah Made Clear')).toBe(false);
    expect(useCart.getState().loginRequired).toBe(true);
    useCart.setState({ loginRequired: false });
    await buyNow('zakah-made-clear', 'Zakah Made Clear');
    expect(useCart.getState()).toMatchObject({ loginRequired: true, panel: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});
