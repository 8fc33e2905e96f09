import { remoteKeys } from '@aspire/service-kit';
import { runService } from '@aspire/service-kit/run';
import { buildApp } from './app.ts';
import { env } from './env.ts';

await runService({
  name: 'lms',
  port: env.PORT,
  mongodbUri: env.MONGODB_URI,
  dbName: env.DB_NAME,
  logLevel: env.LOG_LEVEL,
  start: async (database, logger) =>
    buildApp({
      database,
      logger,
      keys: remoteKeys(env.IDENTITY_JWKS_URL),
      corsOrigins: env.CORS_ORIGINS,
      demoAccounts: env.DEMO_ACCOUNTS,
    }),
});
