import { remoteKeys } from '@aspire/service-kit';
import { runService } from '@aspire/service-kit/run';
import { buildApp } from './app.ts';
import { env } from './env.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { razorpayGateway } from './payments/razorpay.ts';
import { sandboxGateway } from './payments/sandbox.ts';

const gateway: PaymentGateway =
  env.PAYMENT_GATEWAY === 'razorpay'
    ? razorpayGateway({
        keyId: env.RAZORPAY_KEY_ID ?? '',
        keySecret: env.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
        checkoutScriptUrl: env.RAZORPAY_CHECKOUT_URL,
        apiBaseUrl: env.RAZORPAY_API_BASE_URL,
      })
    : sandboxGateway({ keySecret: env.SANDBOX_KEY_SECRET, webhookSecret: env.SANDBOX_WEBHOOK_SECRET });

await runService({
  name: 'shop',
  port: env.PORT,
  mongodbUri: env.MONGODB_URI,
  dbName: env.DB_NAME,
  logLevel: env.LOG_LEVEL,
  start: async (database, logger) =>
    buildApp({
      database,
      logger,
      keys: remoteKeys(env.IDENTITY_JWKS_URL),
      gateway,
      corsOrigins: env.CORS_ORIGINS,
    }) as never,
});
