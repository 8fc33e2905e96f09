// @vitest-environment happy-dom
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  press,
  settle,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ProductsList } from './products-list.tsx';
import { productRow, storedPicture } from './test-support.tsx';

const desk = deskHarness();

function serveProducts(
  rowsFor: (query: URLSearchParams) => ReturnType<typeof productRow>[],
  next: string | null = null,
) {
  desk.serve([
    [
      'GET',
      /^shop\/staff\/products$/,
      (request) => {
        const query = new URL(request.url).searchParams;
        return ok({ rows: rowsFor(query), next: query.has('after') ? null : next });
      },
    ],
  ]);
}
const listRequests = () => desk.requests().filter((r) => r.startsWith('GET shop/staff/products'));
const open = (url = '/staff/products') =>
  desk.render(url, '/staff/products', <ProductsList />, {
    others: [['/staff/products/:id', <p key="product">a product's page</p>]],
  });
const links = () => [...desk.dom.container.querySelectorAll<HTMLAnchorElement>('tbody a')];
const cells = (row: number) =>
  [...(desk.dom.container.querySelectorAll('tbody tr')[row]?.querySelectorAll('td') ?? [])].map((td) =>
    td.textContent?.trim(),
  );

describe('the products list', () => {
  it('shows each product: picture, name, category, price over the struck MRP, stock and held units, on sale', async () => {
    serveProducts(() => [
      productRow(),
      productRow({
        id: 'arabic-reader-1',
        productName: 'Arabic Reader, Book 1',
        mrp: 500,
        sellingPrice: 500,
        stock: 3,
        reserved: 2,
      }),
      productRow({
        id: 'campus-mug',
        productName: 'Campus Mug',
        category: 'others',
        stock: 0,
        activeStatus: false,
      }),
      productRow({
        id: 'tote-bag',
        productName: 'Tote Bag',
        category: 'others',
        stock: null,
        image: '/api/shop/media/products/tote-bag-1.svg',
      }),
    ]);
    await open();
    await until(() => links().length === 4);
    expect([0, 1, 2, 3].map(cells)).toEqual([
      ['', 'Seerah Notes', 'Books', '₹250MRP ₹300', '12 in stock', 'On sale'],
      ['', 'Arabic Reader, Book 1', 'Books', '₹500', '3 left2 in checkouts', 'On sale'],
      ['', 'Campus Mug', 'Others', '₹250MRP ₹300', 'Out of stock', 'Off sale'],
      ['', 'Tote Bag', 'Others', '₹250MRP ₹300', 'Not counted', 'On sale'],
    ]);
    const pictures = [...desk.dom.container.querySelectorAll('tbody img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(pictures[0]).toBe(storedPicture(1).replace('600.webp', '160.webp'));
    expect(pictures[3]).toBe('/api/shop/media/products/tote-bag-1.svg');
    expect(links().map((a) => a.getAttribute('href'))).toEqual([
      '/staff/products/seerah-notes',
      '/staff/products/arabic-reader-1',
      '/staff/products/campus-mug',
      '/staff/products/tote-bag',
    ]);
    // The price's MRP is struck through; the stock says itself in words, whatever its colour.
    expect(desk.dom.container.querySelector('tbody s')?.textContent).toBe('MRP ₹300');
    expect(
      [...desk.dom.container.querySelectorAll('a')]
        .find((a) => a.textContent === 'New product')
        ?.getAttribute('href'),
    ).toBe('/staff/products/new');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('reads its filters from the address, leaving out what the service would refuse', async () => {
    serveProducts(() => [productRow()]);
    await open('/staff/products?category=books&status=inactive&stock=low&q=%20&stock2=x&category=toys');
    await until(() => links().length === 1);
    expect(listRequests()).toEqual(['GET shop/staff/products?category=books&status=inactive&stock=low']);
    expect(byLabel<HTMLSelectElement>(desk.dom.container, 'Category').value).toBe('books');
    expect(byLabel<HTMLSelectElement>(desk.dom.container, 'On sale').value).toBe('inactive');
    expect(button(desk.dom.container, 'Low stock').getAttribute('aria-pressed')).toBe('true');
    expect(button(desk.dom.container, 'Out of stock').getAttribute('aria-pressed')).toBe('false');
  });

  it('puts each filter in the address: the stock quick filters, category, on sale, search; Clear filters all', async () => {
    serveProducts((query) => (query.get('stock') === 'out' ? [] : [productRow()]));
    await open();
    await until(() => links().length === 1);
    await act(async () => button(desk.dom.container, 'Low stock').click());
    await settle();
    expect(desk.where.search).toBe('?stock=low');
    await act(async () => button(desk.dom.container, 'Out of stock').click());
    await settle();
    expect(desk.where.search).toBe('?stock=out');
    await until(() => desk.dom.container.textContent?.includes('No products match these filters.') ?? false);
    // Pressed again, the quick filter lets go.
    await act(async () => button(desk.dom.container, 'Out of stock').click());
    await settle();
    expect(desk.where.search).toBe('');
    await act(async () => setValue(byLabel<HTMLSelectElement>(desk.dom.container, 'Category'), 'others'));
    await act(async () => setValue(byLabel<HTMLSelectElement>(desk.dom.container, 'On sale'), 'active'));
    await settle();
    expect(desk.where.search).toBe('?category=others&status=active');
    await press('/');
    const search = byLabel(desk.dom.container, 'Search');
    expect(document.activeElement).toBe(search);
    await act(async () => setValue(search, ' seerah '));
    await settle(300);
    expect(desk.where.search).toBe('?category=others&status=active&q=seerah');
    await until(
      () => listRequests().at(-1) === 'GET shop/staff/products?category=others&status=active&q=seerah',
    );
    await act(async () => button(desk.dom.container, 'Clear filters').click());
    await settle();
    expect(desk.where.search).toBe('');
  });

  it('moves through the rows’ links with j and k; a link opens the product, carrying the list', async () => {
    serveProducts(() => [productRow(), productRow({ id: 'campus-mug', productName: 'Campus Mug' })]);
    await open();
    await until(() => links().length === 2);
    await press('j');
    await press('j');
    expect(document.activeElement).toBe(links()[1]);
    await press('k');
    expect(document.activeElement).toBe(links()[0]);
    await act(async () => links()[0]?.click());
    await settle();
    expect(desk.where.pathname).toBe('/staff/products/seerah-notes');
    expect(desk.where.state).toEqual({ list: '' });
  });

  it('loads the next page by its cursor, keeping the filters', async () => {
    serveProducts(
      (query) =>
        query.has('after')
          ? [productRow({ id: 'tote-bag', productName: 'Tote Bag' })]
          : [productRow(), productRow({ id: 'campus-mug', productName: 'Campus Mug' })],
      '7-campus-mug',
    );
    await open('/staff/products?category=others');
    await until(() => links().length === 2);
    await act(async () => button(desk.dom.container, 'Load more').click());
    await until(() => links().length === 3);
    expect(listRequests().at(-1)).toBe('GET shop/staff/products?category=others&after=7-campus-mug');
    expect(desk.dom.container.textContent).toContain('That is every product these filters select.');
  });

  it('says when the shop has no products yet', async () => {
    serveProducts(() => []);
    await open();
    await until(() => desk.dom.container.textContent?.includes('No products yet') ?? false);
    expect(desk.dom.container.textContent).toContain('No products yet: add the first with New product.');
  });
});
