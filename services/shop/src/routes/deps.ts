import type { AuthEnv, Logger } from '@aspire/service-kit';
import type { MiddlewareHandler } from 'hono';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { SandboxGateway } from '../payments/sandbox.ts';
import type { SandboxWebhooks } from '../payments/sandbox-webhooks.ts';
import type { CartsRepo } from '../repo/carts.ts';
import type { OrdersRepo } from '../repo/orders.ts';
import type { ProductsRepo } from '../repo/products.ts';

/** What the route modules are built from. */
export type RouteDeps = {
  products: ProductsRepo;
  carts: CartsRepo;
  orders: OrdersRepo;
  gateway: PaymentGateway | SandboxGateway;
  /** `requireAuth` with identity's keys: puts the signed-in user on `c.var.user`. */
  auth: MiddlewareHandler<AuthEnv>;
  logger: Logger;
  /** The sandbox's webhook sender (outbox, delayed send, retries); absent with the real gateway. */
  sandboxWebhooks?: SandboxWebhooks;
};
