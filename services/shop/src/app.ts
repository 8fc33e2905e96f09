import {
  createServiceApp,
  type Database,
  type Logger,
  requireAuth,
  type ServiceEnv,
} from '@aspire/service-kit';
import type { Hono } from 'hono';
import type { PaymentGateway } from './payments/gateway.ts';
import type { SandboxGateway } from './payments/sandbox.ts';
import {
  type SandboxWebhookOptions,
  type SandboxWebhooks,
  sandboxWebhooks,
  type WebhookDelivery,
} from './payments/sandbox-webhooks.ts';
import { cartsRepo } from './repo/carts.ts';
import { ordersRepo } from './repo/orders.ts';
import { productsRepo } from './repo/products.ts';
import { webhookOutboxRepo } from './repo/webhook-outbox.ts';
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
  /** The sandbox's webhook sender: delay, retry timing, and (in tests) where it posts. */
  sandboxWebhooks?: SandboxWebhookOptions & { deliver?: WebhookDelivery };
};

/** Builds the shop service from its dependencies: indexes, idempotent seed, then the routes. */
export async function buildApp(input: Deps) {
  const { database, logger, keys, gateway, corsOrigins } = input;
  const products = productsRepo(database.db);
  const carts = cartsRepo(database.db);
  const orders = ordersRepo(database.db);
  const outbox = webhookOutboxRepo(database.db);
  await Promise.all([products.init(SEED_PRODUCTS), carts.init(), orders.init(), outbox.init()]);

  let self: Hono<ServiceEnv> | undefined;
  /** Posts to this service's own webhook route, through the whole app as Razorpay's request would go. */
  const postToSelf: WebhookDelivery = async (rawBody, signature) => {
    if (!self) throw new Error('shop app is not built yet');
    return self.request('/api/shop/webhooks/razorpay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      body: rawBody,
    });
  };
  const { deliver = postToSelf, ...webhookOptions } = input.sandboxWebhooks ?? {};
  // Only the sandbox sends webhooks from here; Razorpay sends its own.
  const webhooks: SandboxWebhooks | undefined =
    gateway.name === 'sandbox'
      ? sandboxWebhooks({
          outbox,
          sign: (gateway as SandboxGateway).signWebhook,
          deliver,
          logger,
          options: webhookOptions,
        })
      : undefined;
  const deps: RouteDeps = {
    products,
    carts,
    orders,
    gateway,
    auth: requireAuth(keys),
    logger,
    sandboxWebhooks: webhooks,
  };
  const app = createServiceApp({ name: 'shop', logger, ready: database.ready, corsOrigins }, (api) => {
    api.route('/', productRoutes(deps));
    api.route('/', cartRoutes(deps));
    api.route('/', orderRoutes(deps));
    api.route('/', webhookRoutes(deps));
    api.route('/', checkoutRoutes(deps));
  });
  self = app;
  return Object.assign(app, { repos: { products, carts, orders, outbox }, sandboxWebhooks: webhooks });
}
