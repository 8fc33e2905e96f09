import { remoteKeys } from '@aspire/service-kit';
import { erasuresUrl, followErasures } from '@aspire/service-kit/erasures';
import { mailSettings } from '@aspire/service-kit/mail/transport';
import { runService } from '@aspire/service-kit/run';
import { buildApp } from './app.ts';
import { env, sellerOf } from './env.ts';
import { razorpayGateway } from './payments/razorpay.ts';
import { SHOP_PRODUCTION_CHECKS } from './production.ts';

const HOUR = 60 * 60 * 1000;
/** How often lapsed stock holds are given back: a checkout holds its stock 30 to 35 minutes. */
const STOCK_SWEEP_MS = 5 * 60 * 1000;

/**
 * Development's sandbox takes pretend payments; production (refused otherwise) takes them through
 * Razorpay. Built once the production checks have passed: the SDK throws on a missing key id.
 */
const payments = () =>
  env.PAYMENT_GATEWAY === 'razorpay'
    ? {
        gateway: razorpayGateway({
          keyId: env.RAZORPAY_KEY_ID ?? '',
          keySecret: env.RAZORPAY_KEY_SECRET ?? '',
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
          checkoutScriptUrl: env.RAZORPAY_CHECKOUT_URL,
          apiBaseUrl: env.RAZORPAY_API_BASE_URL,
        }),
      }
    : {
        sandbox: {
          keySecret: env.SANDBOX_KEY_SECRET,
          webhookSecret: env.SANDBOX_WEBHOOK_SECRET,
          webhooks: { delayMs: env.SANDBOX_WEBHOOK_DELAY_MS },
        },
      };

await runService({
  name: 'shop',
  port: env.PORT,
  mongodbUri: env.MONGODB_URI,
  dbName: env.DB_NAME,
  logLevel: env.LOG_LEVEL,
  productionChecks: SHOP_PRODUCTION_CHECKS,
  sendsMail: true,
  start: async (database, logger, onClose) => {
    const app = await buildApp({
      database,
      logger,
      keys: remoteKeys(env.IDENTITY_JWKS_URL),
      payments: payments(),
      paymentOrderLimit: env.PAYMENT_ORDER_LIMIT,
      corsOrigins: env.CORS_ORIGINS,
      siteUrl: env.SITE_URL,
      shopEmail: env.SHOP_EMAIL,
      seller: sellerOf(env),
      mail: mailSettings(env),
    });
    if (!env.SMTP_URL) logger('warn', 'SMTP_URL is not set: e-mails are queued and wait until it is');
    // E-mails still owed (queued by this process or one that stopped) are sent, failed ones retried.
    app.mailOutbox.start();
    onClose(() => app.mailOutbox.stop());
    // Customers who erased their account: their part of the shop is erased (or kept anonymised) too.
    const erasures = followErasures(erasuresUrl(env.IDENTITY_JWKS_URL), 'shop', app.erase, { logger });
    onClose(() => erasures.stop());
    // Sandbox webhooks still owed (this process or one that died) are sent, and refused ones retried.
    const webhooks = app.sandboxWebhooks;
    if (webhooks) {
      webhooks.start();
      onClose(() => webhooks.stop());
    }
    // Checkouts whose stock hold lapsed are cancelled and their stock given back (a payment captured
    // later still settles its order, and is refunded if the stock has gone meanwhile).
    const sweepStock = () =>
      app.holds
        .sweep()
        .then((lapsed) => lapsed && logger('info', 'lapsed stock holds given back', { lapsed }))
        .catch((error: unknown) => logger('warn', 'stock hold sweep failed', { error: String(error) }));
    setInterval(sweepStock, STOCK_SWEEP_MS).unref();
    void sweepStock();
    // Checkouts abandoned for a day without a hold (made before stock was counted) are cancelled, and
    // refunds whose outcome never reached the shop are learnt from the gateway.
    const sweep = async () => {
      await app.repos.orders
        .cancelStale(new Date(Date.now() - 24 * HOUR))
        .then((cancelled) => cancelled && logger('info', 'abandoned checkouts cancelled', { cancelled }))
        .catch((error: unknown) =>
          logger('warn', 'abandoned checkout sweep failed', { error: String(error) }),
        );
      await app.refunds
        .sweep()
        .then((orders) => orders && logger('info', 'pending refunds reconciled', { orders }))
        .catch((error: unknown) => logger('warn', 'refund sweep failed', { error: String(error) }));
    };
    setInterval(sweep, HOUR).unref();
    void sweep();
    return app;
  },
});
