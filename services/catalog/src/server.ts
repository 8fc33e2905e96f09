import { remoteKeys } from '@aspire/service-kit';
import { erasuresUrl, followErasures } from '@aspire/service-kit/erasures';
import { mailSettings } from '@aspire/service-kit/mail/transport';
import { runService } from '@aspire/service-kit/run';
import { buildApp } from './app.ts';
import { env } from './env.ts';
import { CATALOG_PRODUCTION_CHECKS } from './production.ts';

/** How often scheduled course texts are looked for: a scheduled time shows within this (and a second). */
const SCHEDULE_CHECK_MS = 5_000;

await runService({
  name: 'catalog',
  port: env.PORT,
  mongodbUri: env.MONGODB_URI,
  dbName: env.DB_NAME,
  logLevel: env.LOG_LEVEL,
  productionChecks: CATALOG_PRODUCTION_CHECKS,
  sendsMail: true,
  start: async (database, logger, onClose) => {
    const app = await buildApp({
      database,
      logger,
      keys: remoteKeys(env.IDENTITY_JWKS_URL),
      corsOrigins: env.CORS_ORIGINS,
      formRateLimit: env.FORM_RATE_LIMIT,
      siteUrl: env.SITE_URL,
      offices: { admissions: env.ADMISSIONS_EMAIL, contact: env.CONTACT_EMAIL },
      mail: mailSettings(env),
      retentionMonths: env.INBOX_RETENTION_MONTHS,
    });
    if (!env.SMTP_URL) logger('warn', 'SMTP_URL is not set: e-mails are queued and wait until it is');
    // E-mails still owed (queued by this process or one that stopped) are sent, failed ones retried.
    app.outbox.start();
    onClose(() => app.outbox.stop());
    // A person's erasure, confirmed in identity: every record sent from their address is erased here.
    const erasures = followErasures(erasuresUrl(env.IDENTITY_JWKS_URL), 'catalog', app.erasures.erasePerson, {
      logger,
    });
    onClose(erasures.stop);
    // Enquiries and messages past their retention period are erased, every hour and now.
    app.retention.start();
    onClose(app.retention.stop);
    // Course texts scheduled for a time are published when the site's clock reaches it.
    const publisher = setInterval(() => {
      app.courses.desk
        .publishDue()
        .then((published) => published && logger('info', 'scheduled courses published', { published }))
        .catch((error: unknown) => logger('warn', 'scheduled publishing failed', { error: String(error) }));
    }, SCHEDULE_CHECK_MS);
    publisher.unref();
    onClose(() => clearInterval(publisher));
    return app;
  },
});
