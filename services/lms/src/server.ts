import { remoteKeys } from '@aspire/service-kit';
import { erasuresUrl, followErasures } from '@aspire/service-kit/erasures';
import { mailSettings } from '@aspire/service-kit/mail/transport';
import { runService } from '@aspire/service-kit/run';
import { buildApp } from './app.ts';
import { env } from './env.ts';

/** How often the desk's standings are checked for a change or a keep left unfinished. */
const MEND_MS = 5 * 60_000;

await runService({
  name: 'lms',
  port: env.PORT,
  mongodbUri: env.MONGODB_URI,
  dbName: env.DB_NAME,
  logLevel: env.LOG_LEVEL,
  // The invitations of staff enrolments: SMTP_URL, MAIL_FROM and MAIL_ENCRYPTION_KEY checked in production.
  sendsMail: true,
  start: async (database, logger, onClose) => {
    const app = await buildApp({
      database,
      logger,
      keys: remoteKeys(env.IDENTITY_JWKS_URL),
      corsOrigins: env.CORS_ORIGINS,
      demoAccounts: env.DEMO_ACCOUNTS,
      siteUrl: env.SITE_URL,
      mail: mailSettings(env),
    });
    if (!env.SMTP_URL) logger('warn', 'SMTP_URL is not set: e-mails are queued and wait until it is');
    // E-mails still owed (queued by this process or one that stopped) are sent, failed ones retried.
    app.outbox.start();
    onClose(() => app.outbox.stop());
    // Accounts erased at identity: this service's part is erased here, then acknowledged.
    const erasures = followErasures(erasuresUrl(env.IDENTITY_JWKS_URL), 'lms', app.erase, { logger });
    onClose(() => erasures.stop());
    // A process that stopped between a change and its keep left enrolments owed one, or between a
    // keep's writes left a course's numbers off by it: both are put right here.
    const mend = async () => {
      try {
        const kept = await app.sweepOwed();
        if (kept) logger('warn', 'enrolments kept after a change left unkept', { kept });
        const counted = await app.recount();
        if (counted) logger('warn', "courses' numbers counted afresh", { counted });
      } catch (error) {
        logger('warn', 'mending the desk standings failed', { error: String(error) });
      }
    };
    setInterval(mend, MEND_MS).unref();
    return app;
  },
});
