import {
  createServiceApp,
  type Database,
  type Logger,
  requireAuth,
  requireRole,
  type ServiceEnv,
} from '@aspire/service-kit';
import { auditLog, auditRoutes } from '@aspire/service-kit/audit';
import { mailOutbox } from '@aspire/service-kit/mail/outbox';
import type { MailSettings } from '@aspire/service-kit/mail/transport';
import { mediaRoutes } from '@aspire/service-kit/media/routes';
import { mediaStore } from '@aspire/service-kit/media/store';
import type { Hono } from 'hono';
import { orderNotices } from './mail/order-notices.ts';
import { DEV_SHOP_EMAIL } from './mail/shop-mailbox.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { refundDesk } from './payments/refunds.ts';
import { type Sandbox, type SandboxSecrets, sandbox } from './payments/sandbox.ts';
import type { SandboxWebhookOptions, WebhookDelivery } from './payments/sandbox-webhooks.ts';
import { stockHolds } from './payments/stock-holds.ts';
import { shopErasure } from './privacy/erasure.ts';
import { receiptBook } from './receipts/receipt-book.ts';
import { DEV_SELLER, type Seller } from './receipts/seller.ts';
import { cartsRepo } from './repo/carts.ts';
import { ordersRepo } from './repo/orders.ts';
import { productsRepo } from './repo/products.ts';
import { sandboxPaymentsRepo } from './repo/sandbox-payments.ts';
import { stockRepo } from './repo/stock.ts';
import { webhookEventsRepo } from './repo/webhook-events.ts';
import { webhookOutboxRepo } from './repo/webhook-outbox.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import type { RouteDeps } from './routes/deps.ts';
import { myDataRoutes } from './routes/my-data.ts';
import { orderRoutes } from './routes/orders.ts';
import { productRoutes } from './routes/products.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { staffOrderRoutes } from './routes/staff-orders.ts';
import { staffProductRoutes } from './routes/staff-products.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { SEED_PRODUCTS } from './seed/products.ts';

/** Identity's public key set, as `requireAuth` takes it. */
export type JWTVerifyGetKey = Parameters<typeof requireAuth>[0];

/** The development sandbox: its secrets, and its webhook sender's timing and (in tests) where it posts. */
export type SandboxSettings = SandboxSecrets & {
  webhooks?: SandboxWebhookOptions & { deliver?: WebhookDelivery };
};

export type Deps = {
  database: Database;
  logger: Logger;
  /** Identity's public keys (remote JWKS in production, a local key set in tests). */
  keys: JWTVerifyGetKey;
  /** Real payments through a gateway, or the development sandbox built here on the shop's database. */
  payments: { gateway: PaymentGateway } | { sandbox: SandboxSettings };
  /** New payment orders one buyer may start per hour (10). */
  paymentOrderLimit?: number;
  corsOrigins?: string[];
  /**
   * Where e-mail goes (SMTP_URL's transport, MAIL_FROM, MAIL_ENCRYPTION_KEY). Without a transport,
   * e-mails are queued and wait; the caller starts and stops the sender (`app.mailOutbox`).
   */
  mail?: MailSettings;
  /** Public address of the site, for links in e-mails. */
  siteUrl?: string;
  /** The shop team's mailbox (SHOP_EMAIL; DEV_SHOP_EMAIL by default), told of refunds that failed. */
  shopEmail?: string;
  /** Who the receipts name as the seller (the SELLER_* settings; the development seller by default). */
  seller?: Seller;
};

/**
 * Builds the shop service from its dependencies: indexes, idempotent seed, the statuses of earlier
 * versions, then the routes; orders made before the orders desk get their search keys in the background.
 */
export async function buildApp(input: Deps) {
  const { database, logger, keys, corsOrigins } = input;
  const products = productsRepo(database.db);
  const carts = cartsRepo(database.db);
  const orders = ordersRepo(database.db);
  const outbox = webhookOutboxRepo(database.db);
  const sandboxPayments = sandboxPaymentsRepo(database.db);
  const mail = mailOutbox(database.db, { ...input.mail, logger });
  const audit = auditLog(database.db, 'shop');
  const siteUrl = (input.siteUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  const shopEmail = input.shopEmail ?? DEV_SHOP_EMAIL;
  const notices = orderNotices({ mail, siteUrl, logger, shopEmail });
  const stock = stockRepo(database.db, {
    changed: products.changed,
    moved: products.stockMoved,
    lowStock: notices.lowStock,
  });
  const [untaxed, , renamed] = await Promise.all([
    products.init(SEED_PRODUCTS),
    carts.init(),
    orders.init(),
    stock.init(),
    outbox.init(),
    mail.init(),
    audit.init(),
    'sandbox' in input.payments ? sandboxPayments.init() : undefined,
  ]);
  if (renamed) logger('info', 'orders marked fulfilled are now delivered', { count: renamed });
  if (untaxed.length)
    logger('warn', 'products without an HSN code and GST rate: their orders get no receipt until set', {
      products: untaxed,
    });
  // The desk's list works meanwhile, newest orders first done; a search or product filter finds an
  // older order once its batch is (200,000 orders took 13 minutes on the embedded database, once).
  const backfilled = orders
    .backfill()
    .then((count) => {
      if (count) logger('info', 'orders given their search keys', { count });
      return count;
    })
    .catch((error: unknown) => {
      logger('warn', 'order search keys not completed; the next start carries on', { error: String(error) });
      return 0;
    });

  let self: Hono<ServiceEnv> | undefined;
  /** Posts to this service's own webhook route, through the whole app as Razorpay's request would go. */
  const postToSelf: WebhookDelivery = async (rawBody, signature, eventId) => {
    if (!self) throw new Error('shop app is not built yet');
    return self.request('/api/shop/webhooks/razorpay', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      body: rawBody,
    });
  };
  /** The gateway the routes use: the one given, or the sandbox's (which also brings its own routes). */
  const payments = (): { gateway: PaymentGateway; sandbox?: Sandbox } => {
    if ('gateway' in input.payments) return { gateway: input.payments.gateway };
    const { webhooks = {}, ...secrets } = input.payments.sandbox;
    const { deliver = postToSelf, ...webhookOptions } = webhooks;
    const local = sandbox({ secrets, payments: sandboxPayments, outbox, deliver, logger, webhookOptions });
    return { gateway: local.gateway, sandbox: local };
  };
  const { gateway, sandbox: local } = payments();
  const refunds = refundDesk({ orders, gateway, audit, notices, logger });
  const holds = stockHolds({ orders, stock, refunds, notices, logger, shopEmail });
  const receipts = receiptBook({
    db: database.db,
    orders,
    products,
    seller: input.seller ?? DEV_SELLER,
    logger,
  });
  const deps: RouteDeps = {
    products,
    carts,
    orders,
    stock,
    holds,
    webhookEvents: webhookEventsRepo(database.db),
    gateway,
    ...(local && { sandbox: local }),
    refunds,
    receipts,
    media: mediaStore(database.db, { service: 'shop' }),
    paymentOrderLimit: input.paymentOrderLimit ?? 10,
    auth: requireAuth(keys),
    keys,
    audit,
    mail,
    siteUrl,
    shopEmail,
    logger,
  };
  await deps.media.prepare();
  const app = createServiceApp(
    { name: 'shop', logger, ready: database.ready, db: database.db, corsOrigins, mailOutbox: mail },
    (api) => {
      // The seed products' art (`/media/products/<file>.svg`) before the uploaded pictures' `/media/:id/:file`.
      api.route('/', productRoutes(deps));
      api.route(
        '/',
        mediaRoutes(deps.media, {
          uploadPath: '/staff/media/uploads',
          libraryPath: '/staff/media',
          guard: requireRole(keys, 'shop'),
          audit,
        }),
      );
      api.route('/', staffProductRoutes(deps));
      api.route('/', cartRoutes(deps));
      api.route('/', orderRoutes(deps));
      api.route('/', webhookRoutes(deps));
      api.route('/', checkoutRoutes(deps));
      api.route('/', staffOrderRoutes(deps));
      api.route('/', receiptRoutes(deps));
      api.route('/', myDataRoutes(deps));
      api.route('/', auditRoutes(audit, keys));
    },
  );
  self = app;
  app.metrics.gauge('shop_stock_held_units', 'Units held by checkouts not yet paid or lapsed', () =>
    stock.heldTotal().catch(() => Number.NaN),
  );
  if (deps.sandbox) {
    // What the sandbox still owes the shop; a read the database refuses shows as NaN, not a failed scrape.
    const backlog = (which: 'pending' | 'retrying' | 'abandoned') => () =>
      outbox.count(which).catch(() => Number.NaN);
    app.metrics.gauge(
      'shop_sandbox_webhooks_pending',
      'Sandbox webhook events not yet taken',
      backlog('pending'),
    );
    app.metrics.gauge(
      'shop_sandbox_webhooks_retrying',
      'Sandbox webhook events refused at least once and still retried',
      backlog('retrying'),
    );
    app.metrics.gauge(
      'shop_sandbox_webhooks_abandoned',
      'Sandbox webhook events given up after a day of refusals',
      backlog('abandoned'),
    );
  }
  return Object.assign(app, {
    repos: { products, carts, orders, stock, outbox, sandboxPayments },
    audit,
    /** Refunds; `sweep()` reconciles those still pending (the service runs it hourly). */
    refunds,
    /** Stock held for checkouts; `sweep()` retires lapsed holds (the service runs it every few minutes). */
    holds,
    /** Receipt numbers and PDFs. */
    receipts,
    /** Erases a customer's part of the shop (identity's erasure feed calls it; see privacy/erasure.ts). */
    erase: shopErasure({ orders, carts, refunds, mail, audit, logger }),
    /** The background backfill of search keys, settled when done (tests wait for it). */
    backfilled,
    sandboxWebhooks: deps.sandbox?.webhooks,
    mailOutbox: mail,
  });
}
