import { createServiceApp, type Database, type Logger, requireAuth } from '@aspire/service-kit';
import type { Hono } from 'hono';
import type { PaymentGateway } from './payments/gateway.ts';
import { cartsRepo } from './repo/carts.ts';
import { ordersRepo } from './repo/orders.ts';
import { productsRepo } from './repo/products.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import type { RouteDeps } from './routes/deps.ts';
import { orderRoutes } from './routes/orders.ts';
import { productRoutes } from './routes/products.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { SEED_PRODUCTS } from './seed/products.ts';

/** Identity's public key set, as `requireAuth` takes it. */
export type JWTVerifyGetKey = Parameters<typeof requireAuth>[0];

export type Deps = {
  database: Database;
  logger: Logger;
  /** Identity's public keys (remote JWKS in production, a local key set in tests). */
  keys: JWTVerifyGetKey;
  gateway: PaymentGateway;
  corsOrigins?: string[];
};

/** Builds the shop service from its dependencies: indexes, idempotent seed, then the routes. */
export async function buildApp({ database, logger, keys, gateway, corsOrigins }: Deps) {
  const products = productsRepo(database.db);
  const carts = cartsRepo(database.db);
  const orders = ordersRepo(database.db);
  await Promise.all([products.init(SEED_PRODUCTS), carts.init(), orders.init()]);

  let self: Hono | undefined;
  const deps: RouteDeps = {
    products,
    carts,
    orders,
    gateway,
    auth: requireAuth(keys),
    logger,
    deliverWebhook: async (rawBody, signature) => {
      if (!self) throw new Error('shop app is not built yet');
      return self.request('/api/shop/webhooks/razorpay', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        body: rawBody,
      });
    },
  };
  const app = createServiceApp({ name: 'shop', logger, ready: database.ready, corsOrigins }, (api) => {
    productRoutes(api, deps);
    cartRoutes(api, deps);
    orderRoutes(api, deps);
    webhookRoutes(api, deps);
    checkoutRoutes(api, deps);
  });
  self = app as unknown as Hono;
  return Object.assign(app, { repos: { products, carts, orders } });
}
