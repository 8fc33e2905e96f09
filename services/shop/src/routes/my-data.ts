import { ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { myShopData } from '../privacy/my-data.ts';
import type { RouteDeps } from './deps.ts';

/** The signed-in person's part of "Download my data": private to them, never kept by a cache. */
export function myDataRoutes({ orders, carts, products, auth }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  const dataOf = myShopData({ orders, carts, products });
  api.get('/my-data', auth, async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, await dataOf(c.var.user.id));
  });
  return api;
}
