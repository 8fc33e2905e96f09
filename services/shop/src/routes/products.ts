import { productIdSchema, productQuerySchema } from '@aspire/contracts/shop';
import { ApiError, ok, params, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import { productArt } from '../seed/art.ts';
import { SEED_PRODUCTS } from '../seed/products.ts';
import type { RouteDeps } from './deps.ts';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const artById = new Map(SEED_PRODUCTS.map((product) => [product._id, product]));

/** The catalogue of the shop: public, cached, only products that are on sale. */
export function productRoutes({ products }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.use('/product', etag());
  api.use('/product/*', etag());

  api.get('/product', query(productQuerySchema), async (c) => {
    c.header('cache-control', PUBLIC_CACHE);
    return ok(c, await products.listActive(c.req.valid('query').category));
  });

  api.get('/product/:id', params(z.object({ id: productIdSchema })), async (c) => {
    const product = await products.findActive(c.req.valid('param').id);
    if (!product) throw new ApiError(404, 'Product not found');
    c.header('cache-control', PUBLIC_CACHE);
    return ok(c, product);
  });

  api.get(
    '/media/products/:file',
    params(z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}-[1-9]\.svg$/, 'Unknown picture') })),
    (c) => {
      const match = /^(.+)-(\d)\.svg$/.exec(c.req.valid('param').file);
      const product = match ? artById.get(match[1] ?? '') : undefined;
      const svg = product ? productArt(product, Number(match?.[2])) : undefined;
      if (!svg) throw new ApiError(404, 'Picture not found');
      return c.body(svg, 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
  );
  return api;
}
