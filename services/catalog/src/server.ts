import { runService } from '@aspire/service-kit/run';
import { buildApp } from './app.ts';
import { env } from './env.ts';

await runService({
  name: 'catalog',
  port: env.PORT,
  mongodbUri: env.MONGODB_URI,
  dbName: env.DB_NAME,
  logLevel: env.LOG_LEVEL,
  start: async (database, logger) =>
    buildApp({
      database,
      logger,
      corsOrigins: env.CORS_ORIGINS,
      formRateLimit: env.FORM_RATE_LIMIT,
    }),
});
