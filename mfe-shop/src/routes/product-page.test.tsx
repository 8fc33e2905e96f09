// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import type { Product } from '@aspire/contracts/shop';
import { deskHarness, ok, refused, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import ProductPage from './product-page.tsx';

const shop = deskHarness();
// A visitor: the page reads no cart.
beforeEach(() => act(() => useSession.getState().signOut()));

const RUG: Product = {
  _id: 'prayer-rug',
  productName: 'Prayer rug',
  productDescription: 'A soft rug for the prayer hall.',
  category: 'others',
  mrp: 900,
  sellingPrice: 750,
  image: ['/api/shop/media/products/prayer-rug-1.svg'],
  activeStatus: true,
  inStock: true,
  fewLeft: null,
  order: 4,
};

const heading = () => shop.dom.container.querySelector('h1')?.textContent;
const alert = () => shop.dom.container.querySelector('[role="alert"]')?.textContent ?? '';

describe('the product page', () => {
  it('shows the product the service answers', async () => {
    shop.serve([['GET', /^shop\/product\/prayer-rug$/, () => ok(RUG)]]);
    await shop.render('/product/prayer-rug', '/product/:id', <ProductPage />);
    await until(() => heading() === 'Prayer rug');
    expect(shop.requests()).toEqual(['GET shop/product/prayer-rug']);
  });

  it('checks the answer against the contract it loads with the read', async () => {
    const { productName: _left, ...nameless } = RUG;
    shop.serve([['GET', /^shop\/product\/prayer-rug$/, () => ok(nameless)]]);
    await shop.render('/product/prayer-rug', '/product/:id', <ProductPage />);
    await until(() => alert() !== '');
    expect(alert()).toContain('We could not load this product. Something went wrong.');
    expect(heading()).not.toBe('Prayer rug');
  });

  it('says a mistyped address is not a product without asking the service', async () => {
    shop.serve([]);
    await shop.render('/product/Not%20a%20product', '/product/:id', <ProductPage />);
    expect(heading()).toBe('Product not found');
    expect(shop.requests()).toEqual([]);
  });

  it('says a product the shop does not sell is not found', async () => {
    shop.serve([['GET', /^shop\/product\/old-lamp$/, () => refused(404, 'Product not found')]]);
    await shop.render('/product/old-lamp', '/product/:id', <ProductPage />);
    await until(() => heading() === 'Product not found');
  });
});
