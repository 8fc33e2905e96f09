import { remoteKeys } from '@aspire/service-kit';
import { siteClock } from '@aspire/service-kit/clock';
import { runService } from '@aspire/service-kit/run';
import { buildApp } from './app.ts';
import { env } from './env.ts';

/** How often scheduled content is looked for: an item shows within this (and a second) of its time. */
const PUBLISH_DUE_MS = 5_000;

await runService({
  name: 'info',
  port: env.PORT,
  mongodbUri: env.MONGODB_URI,
  dbName: env.DB_NAME,
  logLevel: env.LOG_LEVEL,
  start: async (database, logger, onClose) => {
    const app = await buildApp({
      database,
      logger,
      keys: remoteKeys(env.IDENTITY_JWKS_URL),
      clock: siteClock(),
      corsOrigins: env.CORS_ORIGINS,
    });
    const publishDue = () =>
      app
        .publishDue()
        .then((published) => published && logger('info', 'scheduled content published', { published }))
        .catch((error: unknown) => logger('warn', 'scheduled publishing failed', { error: String(error) }));
    const timer = setInterval(publishDue, PUBLISH_DUE_MS);
    timer.unref();
    onClose(() => clearInterval(timer));
    void publishDue();
    return app;
  },
});
