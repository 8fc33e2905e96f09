import { PRODUCT_PAGE_SIZE } from '@aspire/contracts/shop';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentRoutes } from './content-routes.ts';

const product = (index: number) => ({
  _id: `reader-${index}`,
  productName: `Reader ${index}`,
  productDescription: 'A graded reader.',
  category: 'books',
  mrp: 300,
  sellingPrice: 250,
  image: ['/api/shop/media/products/reader-1.svg'],
  activeStatus: true,
  inStock: true,
  fewLeft: null,
  order: index,
});
const products = Array.from({ length: PRODUCT_PAGE_SIZE + 3 }, (_, index) => product(index));
const course = (id: number) => ({
  id,
  title: `Course ${id}`,
  category: 'online',
  duration: '6 months',
  location: 'Chennai | Bengaluru',
  language: 'English',
  offer: '',
  image: `/api/catalog/media/courses/${id}.svg`,
  slug: `course-${id}`,
});

/** The services' answers by path, as the site's `/api` gives them. */
function answer(url: string) {
  const { pathname, searchParams } = new URL(url);
  const path = pathname.replace('/api/', '');
  if (path === 'catalog/courses') return [course(1), course(19)];
  if (path === 'shop/product') {
    const after = searchParams.get('after');
    const start = after ? products.findIndex((p) => `${p.order}-${p._id}` === after) + 1 : 0;
    return products.slice(start, start + PRODUCT_PAGE_SIZE);
  }
  if (path === 'info/post') return [];
  if (path === 'info/community') return [];
  return null;
}

describe('contentRoutes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every course the catalogue has (a new one too) and every product, page after page', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const data = answer(url);
      return Response.json({ success: data !== null, data }, { status: data === null ? 404 : 200 });
    });
    const routes = await contentRoutes('http://127.0.0.1:4000/api');
    expect(routes).toContain('/course/19');
    expect(routes.filter((route) => route.startsWith('/product/'))).toHaveLength(products.length);
    expect(routes).toContain(`/product/reader-${products.length - 1}`);
    expect(asked.filter((url) => url.includes('shop/product'))).toHaveLength(2);
  });

  it('fails when a service cannot answer, rather than listing part of the site', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ success: false }, { status: 503 }));
    await expect(contentRoutes('http://127.0.0.1:4000/api')).rejects.toThrow(/503/);
  });
});
