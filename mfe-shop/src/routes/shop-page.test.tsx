// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { PRODUCT_PAGE_SIZE, type Product, productCursor } from '@aspire/contracts/shop';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, deskHarness, ok, refused, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ShopPage from './shop-page.tsx';

const shop = deskHarness();
// A visitor: the page reads no cart.
beforeEach(() => act(() => useSession.getState().signOut()));

const product = (index: number): Product => ({
  _id: `product-${index}`,
  productName: `Product ${index}`,
  productDescription: 'A product of the shop page tests.',
  category: index % 2 ? 'others' : 'books',
  mrp: 300,
  sellingPrice: 250,
  image: [`/api/shop/media/products/product-${index}-1.svg`],
  activeStatus: true,
  inStock: true,
  fewLeft: null,
  order: index,
});
const CATALOGUE = Array.from({ length: 60 }, (_, index) => product(index));

/** The shop service's list: a page of the category's products after the cursor's. */
const productPage = (request: Request) => {
  const query = new URL(request.url).searchParams;
  const category = query.get('category');
  const listed = CATALOGUE.filter((p) => !category || p.category === category);
  const after = query.get('after');
  const start = after ? listed.findIndex((p) => productCursor(p) === after) + 1 : 0;
  return ok(listed.slice(start, start + PRODUCT_PAGE_SIZE));
};

const cards = (label = 'All Products') =>
  shop.dom.container.querySelectorAll(`ul[aria-label="${label}"] > li`).length;
const showMore = () =>
  [...shop.dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Show more products');

describe('the shop page', () => {
  it('shows the first page, the next after “Show more products”, and no button once a short page came', async () => {
    shop.serve([['GET', /^shop\/product$/, productPage]]);
    await shop.render('/shop', '/shop', <ShopPage />);
    await until(() => cards() === 48);
    expect(shop.requests()).toEqual(['GET shop/product']);
    expect(await seriousAxeIssues(shop.dom.container)).toEqual([]);
    await act(async () => showMore()?.click());
    await until(() => cards() === 60);
    expect(shop.requests()).toEqual(['GET shop/product', 'GET shop/product?after=47-product-47']);
    expect(showMore()).toBeUndefined();
  });

  it('keeps the pills’ filter while paging', async () => {
    shop.serve([['GET', /^shop\/product$/, productPage]]);
    await shop.render('/shop', '/shop', <ShopPage />);
    await until(() => cards() === 48);
    await act(async () => button(shop.dom.container, 'Books').click());
    await until(() => cards('Books') === 30);
    expect(shop.requests().at(-1)).toBe('GET shop/product?category=books');
    expect(shop.where.search).toBe('?category=books');
    expect(showMore()).toBeUndefined();
  });

  it('takes the category from the address', async () => {
    shop.serve([['GET', /^shop\/product$/, productPage]]);
    await shop.render('/shop?category=books', '/shop', <ShopPage />);
    await until(() => cards('Books') === 30);
    expect(shop.requests()).toEqual(['GET shop/product?category=books']);
  });

  it('shows all products for a category the shop does not have', async () => {
    shop.serve([['GET', /^shop\/product$/, productPage]]);
    await shop.render('/shop?category=toys', '/shop', <ShopPage />);
    await until(() => cards() === 48);
    expect(shop.requests()).toEqual(['GET shop/product']);
  });

  it('says when the next page could not load, keeps the first, and tries again', async () => {
    let failing = true;
    shop.serve([
      [
        'GET',
        /^shop\/product$/,
        (request) =>
          failing && new URL(request.url).searchParams.has('after')
            ? refused(503, 'The shop is busy just now.')
            : productPage(request),
      ],
    ]);
    await shop.render('/shop', '/shop', <ShopPage />);
    await until(() => cards() === 48);
    await act(async () => showMore()?.click());
    await until(() => shop.dom.container.querySelector('[role="alert"]') !== null);
    expect(shop.dom.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load more products. The shop is busy just now.',
    );
    expect(cards()).toBe(48);
    expect(showMore()).toBeUndefined();
    failing = false;
    await act(async () => button(shop.dom.container, 'Try again').click());
    await until(() => cards() === 60);
    expect(shop.dom.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('loads the next page by itself when the button comes into view', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      // Sees every target in view as soon as it is watched.
      class {
        seen: IntersectionObserverCallback;
        watching = true;
        constructor(seen: IntersectionObserverCallback) {
          this.seen = seen;
        }
        observe() {
          setTimeout(() => {
            if (this.watching)
              this.seen([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
          });
        }
        disconnect() {
          this.watching = false;
        }
      },
    );
    shop.serve([['GET', /^shop\/product$/, productPage]]);
    await shop.render('/shop', '/shop', <ShopPage />);
    await until(() => cards() === 60);
    expect(shop.requests()).toEqual(['GET shop/product', 'GET shop/product?after=47-product-47']);
  });
});
