import { createServiceApp, type Database, type Logger } from '@aspire/service-kit';
import { mailOutbox } from '@aspire/service-kit/mail/outbox';
import type { MailSettings } from '@aspire/service-kit/mail/transport';
import { DEV_OFFICES, type Offices } from './mail/offices.ts';
import { coursesRepo } from './repo/courses.ts';
import { submissionsRepo } from './repo/submissions.ts';
import { courseRoutes } from './routes/courses.ts';
import type { RouteDeps } from './routes/deps.ts';
import { formRoutes } from './routes/forms.ts';
import { mediaRoutes } from './routes/media.ts';
import { SEED_COURSES } from './seed/courses.ts';

export type Deps = {
  database: Database;
  logger: Logger;
  corsOrigins?: string[];
  /** Form submissions accepted per address per 10 minutes. */
  formRateLimit?: number;
  /**
   * Where e-mail goes (SMTP_URL's transport, MAIL_FROM, MAIL_ENCRYPTION_KEY). Without a transport,
   * e-mails are queued and wait; the caller starts and stops the sender (`app.outbox`).
   */
  mail?: MailSettings;
  /** The college's mailboxes the forms notify (ADMISSIONS_EMAIL, CONTACT_EMAIL). */
  offices?: Offices;
  /** Public address of the site, for links in e-mails. */
  siteUrl?: string;
};

/** Forms carry at most a few kilobytes; anything larger is refused with 413 before it is parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Builds the catalog service from its dependencies: indexes, the idempotent seed, then the routes. */
export async function buildApp({ database, logger, corsOrigins, formRateLimit = 20, ...deps }: Deps) {
  const courses = coursesRepo(database.db);
  const submissions = submissionsRepo(database.db);
  const outbox = mailOutbox(database.db, { ...deps.mail, logger });
  const seeded = await courses.init(SEED_COURSES);
  await Promise.all([submissions.init(), outbox.init()]);
  if (seeded) logger('info', 'seeded courses', { count: seeded });
  const routeDeps: RouteDeps = {
    courses,
    submissions,
    mail: outbox,
    offices: deps.offices ?? DEV_OFFICES,
    siteUrl: (deps.siteUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    formRateLimit,
  };
  const app = createServiceApp(
    {
      name: 'catalog',
      logger,
      ready: database.ready,
      corsOrigins,
      maxBodyBytes: MAX_BODY_BYTES,
      mailOutbox: outbox,
    },
    (api) => {
      api.route('/', courseRoutes(routeDeps));
      api.route('/', mediaRoutes(routeDeps));
      api.route('/', formRoutes(routeDeps));
    },
  );
  return Object.assign(app, { outbox });
}
