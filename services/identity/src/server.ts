import { runService } from '@aspire/service-kit/run';
import { buildApp } from './app.ts';
import { env } from './env.ts';
import { IDENTITY_PRODUCTION_CHECKS } from './production.ts';

await runService({
  name: 'identity',
  port: env.PORT,
  mongodbUri: env.MONGODB_URI,
  dbName: env.DB_NAME,
  logLevel: env.LOG_LEVEL,
  productionChecks: IDENTITY_PRODUCTION_CHECKS,
  start: async (database, logger) =>
    buildApp({
      database,
      logger,
      corsOrigins: env.CORS_ORIGINS,
      devOutbox: env.DEV_OUTBOX,
      demoAccounts: env.DEMO_ACCOUNTS,
      keySecret: env.IDENTITY_KEY_SECRET,
      siteUrl: env.SITE_URL,
      formRateLimit: env.FORM_RATE_LIMIT,
    }),
});
