// @vitest-environment happy-dom
import type { Product } from '@aspire/contracts/shop';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button } from '@aspire/ui/testing/desk-harness.tsx';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetail } from './product-detail.tsx';
import { ProductGrid } from './product-grid.tsx';

const dom = domRoot();

const STORED = '/api/shop/media/0123456789abcdef01234567/600.webp';
const product = (overrides: Partial<Product> = {}): Product => ({
  _id: 'seerah-notes',
  productName: 'Seerah Notes',
  productDescription: 'Notes on the life of the Prophet, for the diploma’s first year.',
  category: 'books',
  mrp: 300,
  sellingPrice: 250,
  image: [STORED, '/api/shop/media/products/seerah-notes-2.svg'],
  activeStatus: true,
  inStock: true,
  fewLeft: null,
  order: 0,
  ...overrides,
});

const render = (node: React.ReactNode) => act(() => dom.render(<MemoryRouter>{node}</MemoryRouter>));
/** The buttons that act on the product (not the gallery's), with whether each is disabled. */
const actions = () =>
  [...dom.container.querySelectorAll('button:not([aria-label])')].map((b) => [
    b.textContent,
    (b as HTMLButtonElement).disabled,
  ]);

describe('stock in the shop', () => {
  it('says on a card that the product is sold out, or how few are left; stored pictures come in their sizes', async () => {
    render(
      <ProductGrid
        label="All Products"
        products={[
          product(),
          product({
            _id: 'campus-mug',
            productName: 'Campus Mug',
            inStock: false,
            image: ['/api/shop/media/products/campus-mug-1.svg'],
          }),
          product({ _id: 'tote-bag', productName: 'Tote Bag', fewLeft: 2 }),
        ]}
      />,
    );
    const cards = [...dom.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(cards[0]).not.toMatch(/Sold out|left/);
    expect(cards[1]).toMatch(/Sold out$/);
    expect(cards[2]).toMatch(/Only 2 left$/);
    const [stored, art] = [...dom.container.querySelectorAll('img')];
    expect(stored?.getAttribute('srcset')).toBe(
      [160, 600, 1200].map((w) => `/api/shop/media/0123456789abcdef01234567/${w}.webp ${w}w`).join(', '),
    );
    expect(stored?.getAttribute('sizes')).toBe('(max-width: 767px) 50vw, 280px');
    expect(art?.hasAttribute('srcset')).toBe(false);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });

  it('a sold-out product’s page says so, on a disabled button where Add to cart would be', async () => {
    const add = vi.fn();
    render(
      <ProductDetail
        product={product({ inStock: false })}
        onAddToCart={add}
        onBuyNow={add}
        busy={false}
        signedOutDialog="login-required"
      />,
    );
    expect(actions()).toEqual([['Sold out', true]]);
    expect(dom.container.querySelector('article')?.textContent).toContain('Sold out');
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });

  it('a product with few left says how many, and can be bought; thumbnails are the small pictures', () => {
    const add = vi.fn();
    render(
      <ProductDetail
        product={product({ fewLeft: 3 })}
        onAddToCart={add}
        onBuyNow={add}
        busy={false}
        signedOutDialog="login-required"
      />,
    );
    expect(dom.container.textContent).toContain('Only 3 left');
    act(() => button(dom.container, 'Add to cart').click());
    expect(add).toHaveBeenCalledOnce();
    expect(button(dom.container, 'Buy Now').disabled).toBe(false);
    const thumbs = [...dom.container.querySelectorAll('ul img')].map((img) => img.getAttribute('src'));
    expect(thumbs).toEqual([
      '/api/shop/media/0123456789abcdef01234567/160.webp',
      '/api/shop/media/products/seerah-notes-2.svg',
    ]);
    expect(dom.container.querySelector('[data-testid="gallery-main"]')?.getAttribute('sizes')).toBe(
      '(max-width: 767px) 100vw, 560px',
    );
  });
});
