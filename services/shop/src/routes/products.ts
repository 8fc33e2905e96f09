import { productIdSchema, productQuerySchema } from '@aspire/contracts/shop';
import { ApiError, encodeOk, okEncoded, params, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { productArt } from '../seed/art.ts';
import { SEED_PRODUCTS } from '../seed/products.ts';
import type { RouteDeps } from './deps.ts';

/**
 * Anyone may keep the catalogue, but asks again each time (a 304 by its ETag while nothing changed), so
 * a change made on the desk shows at once; the service keeps the encoded answers until a product changes.
 */
const PUBLIC_CACHE = 'public, no-cache';
const artById = new Map(SEED_PRODUCTS.map((product) => [product._id, product]));

/**
 * The catalogue of the shop: public, only products that are on sale, a page at a time; and the seed
 * products' pictures.
 */
export function productRoutes({ products }: RouteDeps) {
  const api = new Hono<ServiceEnv>();

  api.get('/product', query(productQuerySchema), async (c) => {
    const page = c.req.valid('query');
    const answer = await products.cached(`list:${JSON.stringify(page)}`, async () =>
      encodeOk(await products.activePage(page)),
    );
    c.header('cache-control', PUBLIC_CACHE);
    return okEncoded(c, answer);
  });

  api.get('/product/:id', params(z.object({ id: productIdSchema })), async (c) => {
    const { id } = c.req.valid('param');
    // A product not on sale is not kept (a failed computation never is).
    const answer = await products.cached(`product:${id}`, async () => {
      const product = await products.findActive(id);
      if (!product) throw new ApiError(404, 'Product not found');
      return encodeOk(product);
    });
    c.header('cache-control', PUBLIC_CACHE);
    return okEncoded(c, answer);
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
