import { courseSummaryListSchema } from '@aspire/contracts/catalog';
import { communityListSchema, postListSchema } from '@aspire/contracts/info';
import { PRODUCT_PAGE_SIZE, productCursor, productListSchema } from '@aspire/contracts/shop';
import type { z } from 'zod';

/** A list a service answers at `path` (under `api`, the site's `/api`), checked with its contract. */
async function list<T extends z.ZodType>(api: string, path: string, schema: T): Promise<z.infer<T>> {
  const response = await fetch(`${api}/${path}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return schema.parse(((await response.json()) as { data: unknown }).data);
}

/** Every product on sale, page after page (a page shorter than the page size is the last). */
async function productIds(api: string) {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const query = after ? `?after=${encodeURIComponent(after)}` : '';
    const page = await list(api, `shop/product${query}`, productListSchema);
    ids.push(...page.map((product) => product._id));
    const last = page.at(-1);
    if (page.length < PRODUCT_PAGE_SIZE || !last) return ids;
    after = productCursor(last);
  }
}

/**
 * The public pages made from content, as the services list them now: a course, a product, a post, a
 * community initiative each has its own address. The sitemap lists them (so a course or a post staff
 * publish is there at once).
 */
export async function contentRoutes(api: string): Promise<string[]> {
  const [courses, products, posts, community] = await Promise.all([
    list(api, 'catalog/courses?category=all', courseSummaryListSchema),
    productIds(api),
    list(api, 'info/post', postListSchema),
    list(api, 'info/community', communityListSchema),
  ]);
  return [
    ...courses.map((course) => `/course/${course.id}`),
    ...products.map((id) => `/product/${id}`),
    ...posts.map((post) => `/blog/${post.id}`),
    ...community.map((item) => `/community/${item.id}`),
  ];
}
